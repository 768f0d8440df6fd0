/** What every module is given: configuration and the infrastructure it talks through. */
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config.js';
import type { Cache } from './infra/cache.js';
import type { Db } from './db/client.js';
import type { Actor } from './http/route.js';
import type { Tokens } from './http/tokens.js';
import type { JobHandlers } from './infra/jobs.js';
import type { Notifier } from './infra/notifier/index.js';
import type { Realtime } from './infra/realtime.js';
import type { Storage } from './infra/storage.js';

export type AppContext = {
  config: Config;
  db: Db;
  dbKind: 'embedded' | 'postgres';
  tokens: Tokens;
  /** The user a bearer token speaks for, or null when it does not hold (any more). */
  identify: (token: string) => Promise<Actor | null>;
  notifier: Notifier;
  storage: Storage;
  realtime: Realtime;
  cache: Cache;
  /** What each kind of background job does, by job name. */
  jobHandlers: JobHandlers;
  log: FastifyBaseLogger;
  /** Whether the server can take traffic; throws `service-unavailable` with the reason when not. */
  readiness: () => Promise<{ redis: boolean }>;
};
