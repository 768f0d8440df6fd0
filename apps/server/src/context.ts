/**
 * What every module is given: configuration, the infrastructure it talks through, and all the
 * state a server process keeps in memory (each field built once in app.ts).
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config.js';
import type { DomainEvents } from './domain-events.js';
import type { Db, PoolFigures } from './db/client.js';
import type { Actor } from './http/actor.js';
import type { Tokens } from './http/tokens.js';
import type { Cache } from './infra/cache.js';
import type { EventBus } from './infra/events.js';
import type { Notifier } from './infra/notifier/index.js';
import type { Realtime } from './infra/realtime.js';
import type { Storage } from './infra/storage.js';
import type { GoogleVerifier } from './modules/auth/index.js';
import type { MessageWriter } from './modules/chat/index.js';
import type { PaymentGateways } from './modules/payments/index.js';
import type { TutorListing } from './modules/tutors/index.js';

export type AppContext = {
  config: Config;
  db: Db;
  dbKind: 'embedded' | 'postgres';
  /** The PostgreSQL pool's figures now; null on the embedded database. */
  dbPool: () => PoolFigures | null;
  tokens: Tokens;
  /** The user a bearer token speaks for, or null when it does not hold (any more). */
  identify: (token: string) => Promise<Actor | null>;
  notifier: Notifier;
  storage: Storage;
  realtime: Realtime;
  cache: Cache;
  /** The tutor listing students browse, this process's read model of it (decision 059). */
  tutorListing: TutorListing;
  /** Stores new chat messages, those that come together in one statement (decision 031). */
  messageWriter: MessageWriter;
  /** Checks Google sign-in tokens, Google's keys cached; null when Google sign-in is not set up. */
  googleVerifier: GoogleVerifier | null;
  /** The payment providers configured here, by name, each with its gateway (decision 058). */
  paymentGateways: PaymentGateways;
  events: EventBus<DomainEvents>;
  /** Runs due durable jobs soon, without waiting for the next poll (one was just scheduled). */
  wakeJobs: () => void;
  log: FastifyBaseLogger;
  /** Whether the server can take traffic; throws `service-unavailable` with the reason when not. */
  readiness: () => Promise<{ redis: boolean }>;
};
