/** Starts a server on a test database and offers typed calls and ready-made accounts. */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import {
  buildPath,
  Role,
  type Endpoint,
  type EndpointInput,
  type EndpointResult,
  type Session,
} from '@darsak/shared';
import { buildApp, type App } from '../src/app.js';
import { loadConfig, type Config } from '../src/config.js';
import type { AppContext } from '../src/context.js';
import type { Database } from '../src/db/client.js';
import { hashPassword } from '../src/infra/passwords.js';
import { startFreeTrial } from '../src/modules/plans/index.js';
import { insertTutor, insertUser, loadUser, upsertStudent } from '../src/modules/users/index.js';
import { createTestDatabase } from './test-database.js';

export type CallResult<T> = { status: number; body: T; headers: Record<string, unknown> };

export type Harness = {
  app: FastifyInstance;
  ctx: AppContext;
  config: Config;
  /** Calls an endpoint by its shared definition; the body is parsed JSON (an error body on failure). */
  call: <E extends Endpoint>(
    endpoint: E,
    input?: EndpointInput<E> & { token?: string },
  ) => Promise<CallResult<EndpointResult<E> & { code?: string; message?: string }>>;
  inject: (options: InjectOptions) => Promise<LightMyRequestResponse>;
  /** Creates a user directly in the database and signs them in. */
  account: (options?: {
    role?: Role;
    email?: string;
    name?: string;
    verifiedEmail?: boolean;
    phone?: string;
    /** Gender (1 male, 2 female); none by default, as staff accounts often have. */
    gender?: 1 | 2;
    /** Students get the free trial, as at registration, unless this is false. */
    freeTrial?: boolean;
  }) => Promise<Session & { token: { value: string } }>;
  /** Runs the durable jobs that are due (notices, reminders), as the worker would. */
  runJobs: (now?: () => Date) => Promise<number>;
  jobs: App['jobs'];
  close: () => Promise<void>;
};

export const TEST_PASSWORD = 'secret123';
let passwordHash: Promise<string> | undefined;
let counter = 0;

export type HarnessOptions = {
  /** A database shared with other harnesses (two server processes); the caller closes it. */
  database?: Database;
};

export const startHarness = async (
  env: Record<string, string> = {},
  harnessOptions: HarnessOptions = {},
): Promise<Harness> => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'darsak-test-'));
  const config = loadConfig({
    ENVIRONMENT: 'local',
    DATA_DIR: dataDir,
    JWT_SECRET: 'test-secret-that-is-long-enough-for-hs256-signing',
    LOG_LEVEL: 'silent',
    RATE_LIMIT_AUTH_PER_MINUTE: '1000',
    RATE_LIMIT_CODES_PER_MINUTE: '1000',
    ...env,
  });
  const database = harnessOptions.database ?? (await createTestDatabase());
  const { app, ctx, jobs } = await buildApp(config, {
    database,
    logger: false,
    checkResponses: true,
  });
  await app.ready();

  const call: Harness['call'] = async (endpoint, input) => {
    const params = (input as { params?: Record<string, unknown> } | undefined)?.params;
    const query = (input as { query?: Record<string, unknown> } | undefined)?.query;
    const body = (input as { body?: unknown } | undefined)?.body;
    const token = input?.token;
    const response = await app.inject({
      method: endpoint.method,
      url: buildPath(endpoint.path, params),
      query: query
        ? Object.fromEntries(
            Object.entries(query)
              .filter(([, v]) => v !== undefined)
              .map(([k, v]) => [k, String(v)]),
          )
        : undefined,
      ...(body !== undefined ? { payload: body as object } : {}),
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });
    return {
      status: response.statusCode,
      body: response.body ? response.json() : undefined,
      headers: response.headers,
    } as never;
  };

  const account: Harness['account'] = async (options = {}) => {
    passwordHash ??= hashPassword(TEST_PASSWORD);
    counter += 1;
    const role = options.role ?? Role.Student;
    const row = await insertUser(ctx.db, {
      name: options.name ?? (role === Role.Tutor ? 'منى السيد' : 'Test User'),
      email: options.email ?? `user${counter}-${Date.now()}@example.com`,
      passwordHash: await passwordHash,
      role,
      phone: options.phone ?? null,
      gender: options.gender ?? null,
      verifiedEmail: options.verifiedEmail ?? true,
    });
    if (role === Role.Student) {
      await upsertStudent(ctx.db, row.id, {});
      if (options.freeTrial ?? true) await startFreeTrial(ctx.db, ctx.config, row.id);
    }
    if (role === Role.Tutor) await insertTutor(ctx.db, row.id);
    const user = await loadUser(ctx.db, row.id);
    return { user, token: await ctx.tokens.sign(row.id, 0) };
  };

  return {
    app,
    ctx,
    config,
    call,
    inject: (options) => app.inject(options),
    runJobs: (now) => jobs.runDue(now),
    jobs,
    account,
    close: async () => {
      await app.close();
      if (!harnessOptions.database) await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
};
