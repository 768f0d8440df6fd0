/** Builds the server: API, realtime gateway, documentation, uploads and the web apps on one port. */
import fastifyMultipart from '@fastify/multipart';
import fastifyRateLimit from '@fastify/rate-limit';
import { Readable } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import fastifyStatic from '@fastify/static';
import { sql } from 'drizzle-orm';
import Fastify, { LogController, type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { Redis } from 'ioredis';
import type { DestinationStream } from 'pino';
import type { Config } from './config.js';
import type { AppContext } from './context.js';
import type { DomainEvents } from './domain-events.js';
import { openDatabase, type Database } from './db/client.js';
import { AppError } from './http/app-error.js';
import { registerDocs } from './http/docs.js';
import { installErrorHandler } from './http/error-handler.js';
import { installSecurityHeaders } from './http/security-headers.js';
import { createTokens } from './http/tokens.js';
import { inlineScriptHashes, serveWebApps, type WebApp } from './http/web-apps.js';
import { createCache } from './infra/cache.js';
import { createEventBus } from './infra/events.js';
import { createLogger, installAccessLog } from './infra/logging.js';
import { createNotifier } from './infra/notifier/index.js';
import { trackPresence } from './infra/presence.js';
import { createRealtime } from './infra/realtime.js';
import { createDiskStorage, createS3Storage, type Storage } from './infra/storage.js';
import { createJobRunner, type JobRunner } from './jobs.js';
import { createGoogleVerifier } from './modules/auth/index.js';
import { newMessageWriter } from './modules/chat/index.js';
import { identify as identifyToken, serverModules } from './modules/index.js';
import { newPaymentGateways } from './modules/payments/index.js';
import { newTutorListing } from './modules/tutors/index.js';

export type BuildOptions = {
  /** An already open database (tests); otherwise one is opened from the configuration. */
  database?: Database;
  /** Built apps to serve under /app/ and /admin/. */
  webApps?: WebApp[];
  /** Extra setup before routes are sealed, e.g. the development server's middleware. */
  beforeRoutes?: (app: FastifyInstance) => Promise<void>;
  /** False turns logging off (tests); otherwise lines go to `logStream` or the environment's place. */
  logger?: boolean;
  logStream?: DestinationStream;
  /** The development server serves the apps through Vite, whose hot reload runs inline scripts. */
  development?: boolean;
  /** Every answer also checked against its zod schema (tests; see http/serializer.ts). */
  checkResponses?: boolean;
};

export type App = {
  app: FastifyInstance;
  ctx: AppContext;
  /** The durable jobs: run by a worker once the server is ready; tests run them by hand. */
  jobs: JobRunner;
  /** Starts shutting down: readiness fails from now on, so a balancer stops sending traffic. */
  drain: () => void;
};

/** Believes the forwarded address of the `hops` proxies nearest the server, and no further. */
const trustHops =
  (hops: number) =>
  (_address: string, hop: number): boolean =>
    hop < hops;

const createServer = (config: Config, options: BuildOptions) => {
  const log = createLogger(
    options.logger === false ? { ...config, logLevel: 'silent' } : config,
    options.logStream,
  );
  const app = Fastify({
    loggerInstance: log.logger as FastifyBaseLogger,
    // Only configured proxies may say who the client is: a made-up X-Forwarded-For changes nothing.
    trustProxy:
      typeof config.trustProxy === 'number' ? trustHops(config.trustProxy) : config.trustProxy,
    bodyLimit: 1024 * 1024,
    // No lines of Fastify's own per request: the access log writes one as each is answered
    // (infra/logging.ts).
    logController: new LogController({ disableRequestLogging: true }),
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorateRequest('actor', null);
  app.decorate('responseChecks', options.checkResponses === true);
  installErrorHandler(app);
  if (config.environment !== 'local') installAccessLog(app);
  installSecurityHeaders(app, {
    https: config.environment === 'production',
    google: Boolean(config.googleClientId),
    appPolicies: !options.development,
    scriptHashes: [...new Set((options.webApps ?? []).flatMap((w) => inlineScriptHashes(w.dist)))],
  });
  return { app, flushLog: log.flush };
};

export const buildApp = async (config: Config, options: BuildOptions = {}): Promise<App> => {
  const { app, flushLog } = createServer(config, options);
  const database =
    options.database ??
    (await openDatabase({
      url: config.databaseUrl,
      dir: config.databaseUrl ? undefined : `${config.dataDir}/db`,
      thread: config.embeddedThread,
    }));
  const tokens = createTokens(config.jwtSecret);
  // The cache is made with the realtime server (its drops travel through it), after this; tokens
  // are only checked once requests come, when `ctx` is there.
  const identify = async (token: string) =>
    (await identifyToken(database.db, ctx.cache, tokens, token))?.actor ?? null;
  const realtime = createRealtime({
    server: app.server,
    log: app.log,
    redisUrl: config.redisUrl,
    redisPrefix: config.redisPrefix,
    // As for HTTP requests, a token that no longer holds (a password changed since) is no identity.
    authenticate: async (token) => (await identify(token))?.id ?? null,
  });
  const cache = createCache(realtime, app.log);
  const events = createEventBus<DomainEvents>(app.log);
  const presence = trackPresence(realtime, app.log, (userId, online) =>
    events.emit('presence.changed', { userId, online }),
  );
  const rateLimitRedis = config.redisUrl
    ? new Redis(config.redisUrl, { keyPrefix: `${config.redisPrefix}rate:` })
    : undefined;
  const notifier = createNotifier(config, database.db, app.log);
  /** Set once shutting down begins: readiness fails so a balancer stops sending traffic here. */
  let draining = false;
  const ctx: AppContext = {
    config,
    db: database.db,
    dbKind: database.kind,
    dbPool: database.pool,
    tokens,
    identify,
    notifier,
    storage: config.s3 ? createS3Storage(config.s3) : await createDiskStorage(config.dataDir),
    realtime,
    cache,
    tutorListing: newTutorListing(),
    messageWriter: newMessageWriter(database.db),
    googleVerifier: config.googleClientId
      ? createGoogleVerifier(config.googleClientId, config.googleJwksUrl)
      : null,
    paymentGateways: newPaymentGateways(app, config),
    events,
    wakeJobs: () => jobs.nudge(),
    log: app.log,
    readiness: async () => {
      if (draining) throw new AppError('service-unavailable', 'Shutting down');
      // What failed is logged, never told to whoever asked: readiness is public.
      await database.db.execute(sql`select 1`).catch((error: unknown) => {
        app.log.warn({ err: error }, 'readiness: the database does not answer');
        throw new AppError('service-unavailable', 'The database does not answer');
      });
      if (!rateLimitRedis) return { redis: false };
      await rateLimitRedis.ping().catch((error: unknown) => {
        app.log.warn({ err: error }, 'readiness: Redis does not answer');
        throw new AppError('service-unavailable', 'Redis does not answer');
      });
      return { redis: true };
    },
  };
  const jobs = createJobRunner(
    ctx,
    serverModules.flatMap((module) => module.jobs ?? []),
  );

  await app.register(fastifyRateLimit, {
    global: false,
    ...(rateLimitRedis ? { redis: rateLimitRedis } : {}),
    errorResponseBuilder: (_request, context) =>
      new AppError('too-many-requests', `Too many requests; try again in ${context.after}`, {
        retryAfterSeconds: Math.ceil(context.ttl / 1000),
      }),
  });
  await registerDocs(app);
  if (options.beforeRoutes) await options.beforeRoutes(app);
  // Only the routes that take files (`multipart` endpoints, route.ts) get the multipart parser and
  // the two hooks it runs on each request of its scope; health and the public lists skip them. Made
  // after the API reference, so these routes are in it too.
  await app.register(async (scope) => {
    await scope.register(fastifyMultipart, { limits: { files: 1, fields: 10 } });
    app.decorate('uploads', scope);
  });
  await servePublicFiles(app, ctx.storage);
  for (const module of serverModules) {
    module.start?.(ctx);
    module.routes?.(app, ctx);
  }
  if (options.webApps) await serveWebApps(app, options.webApps);

  // Jobs start once the server is ready, and stop before the database closes.
  app.addHook('onReady', async () => {
    for (const module of serverModules) await module.ready?.(ctx);
    jobs.start(config.jobsPollMs);
  });
  app.addHook('preClose', async () => {
    draining = true;
    await jobs.stop();
    await realtime.close();
    // Closing disconnects every socket: let those users be marked offline before the database goes.
    await presence.settled();
  });
  app.addHook('onClose', async () => {
    notifier.close();
    await rateLimitRedis?.quit().catch(() => undefined);
    if (!options.database) await database.close();
    flushLog();
  });
  return {
    app,
    ctx,
    jobs,
    drain: () => {
      draining = true;
    },
  };
};

/** Public uploads at /assets/uploads/{name}: names never change, so they are cached for a year. */
const servePublicFiles = async (app: FastifyInstance, storage: Storage): Promise<void> => {
  if (storage.publicDir) {
    await app.register(fastifyStatic, {
      root: storage.publicDir,
      prefix: '/assets/uploads/',
      decorateReply: false,
      index: false,
      maxAge: '365d',
      immutable: true,
    });
    return;
  }
  const open = storage.openPublic;
  if (!open) throw new Error('The storage neither has a public folder nor opens public files');
  // Read from the store through this server, passing Range on so videos seek (decision 029).
  app.get<{ Params: { name: string } }>('/assets/uploads/:name', async (request, reply) => {
    const file = await open(request.params.name, request.headers.range);
    if (!file) throw new AppError('not-found', 'No such file');
    reply.status(file.status).headers(file.headers);
    if (file.status === 416 || !file.body) return reply.send();
    reply.header('cache-control', 'public, max-age=31536000, immutable');
    return reply.send(Readable.fromWeb(file.body as WebReadableStream<Uint8Array>));
  });
};
