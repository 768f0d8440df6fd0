/** Builds the server: API, realtime gateway, documentation, uploads and the web apps on one port. */
import fastifyMultipart from '@fastify/multipart';
import fastifyRateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import Fastify, { LogController, type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import type { DestinationStream } from 'pino';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { sql } from 'drizzle-orm';
import { Redis } from 'ioredis';
import type { Config } from './config.js';
import type { AppContext } from './context.js';
import { openDatabase, type Database } from './db/client.js';
import { registerDocs } from './http/docs.js';
import { AppError } from './http/app-error.js';
import { installErrorHandler } from './http/error-handler.js';
import { installSecurityHeaders } from './http/security-headers.js';
import { createTokens } from './http/tokens.js';
import { inlineScriptHashes, serveWebApps, type WebApp } from './http/web-apps.js';
import { createCache } from './infra/cache.js';
import { createLogger } from './infra/logging.js';
import { createNotifier } from './infra/notifier/index.js';
import { createRealtime } from './infra/realtime.js';
import { startJobWorker, type JobWorker } from './infra/jobs.js';
import { createDiskStorage } from './infra/storage.js';
import { authRoutes } from './modules/auth/routes.js';
import { availabilityRoutes } from './modules/availability/routes.js';
import { codeRoutes } from './modules/codes/routes.js';
import { LESSON_REMINDER_JOB, sendLessonReminder } from './modules/lessons/reminders.js';
import { lessonRoutes } from './modules/lessons/routes.js';
import { planRoutes } from './modules/plans/routes.js';
import { subscriptionRoutes } from './modules/subscriptions/routes.js';
import { systemRoutes } from './modules/system/routes.js';
import { topicRoutes } from './modules/topics/routes.js';
import { ratingRoutes } from './modules/ratings/routes.js';
import { studentRoutes } from './modules/students/routes.js';
import { tutorRoutes } from './modules/tutors/routes.js';
import { presenceChanged } from './modules/users/presence.js';
import { forgetOldFailures } from './modules/auth/throttle.js';
import { identify as identifyToken } from './modules/users/sessions.js';
import { clearPresence } from './modules/users/repository.js';
import { userRoutes } from './modules/users/routes.js';

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
};

export type App = {
  app: FastifyInstance;
  ctx: AppContext;
  /** Starts shutting down: readiness fails from now on, so a balancer stops sending traffic. */
  drain: () => void;
};

/** Believes the forwarded address of the `hops` proxies nearest the server, and no further. */
const trustHops =
  (hops: number) =>
  (_address: string, hop: number): boolean =>
    hop < hops;

export const buildApp = async (config: Config, options: BuildOptions = {}): Promise<App> => {
  const { logger, flush: flushLog } = createLogger(
    options.logger === false ? { ...config, logLevel: 'silent' } : config,
    options.logStream,
  );
  const app = Fastify({
    loggerInstance: logger as FastifyBaseLogger,
    // Only configured proxies may say who the client is: a made-up X-Forwarded-For changes nothing.
    trustProxy:
      typeof config.trustProxy === 'number' ? trustHops(config.trustProxy) : config.trustProxy,
    bodyLimit: 1024 * 1024,
    // Every request logged is noise on a laptop; elsewhere it is the access log.
    logController: new LogController({ disableRequestLogging: config.environment === 'local' }),
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorateRequest('actor', null);
  installErrorHandler(app);
  installSecurityHeaders(app, {
    https: config.environment === 'production',
    google: Boolean(config.googleClientId),
    appPolicies: !options.development,
    scriptHashes: [...new Set((options.webApps ?? []).flatMap((w) => inlineScriptHashes(w.dist)))],
  });

  const database =
    options.database ??
    (await openDatabase({
      url: config.databaseUrl,
      dir: config.databaseUrl ? undefined : `${config.dataDir}/db`,
    }));
  const storage = await createDiskStorage(config.dataDir);
  const tokens = createTokens(config.jwtSecret);
  const identify = async (token: string) =>
    (await identifyToken(database.db, tokens, token))?.actor ?? null;
  const notifier = createNotifier(config, database.db, app.log);
  const realtime = createRealtime({
    server: app.server,
    log: app.log,
    redisUrl: config.redisUrl,
    redisPrefix: config.redisPrefix,
    // As for HTTP requests, a token that no longer holds (a password changed since) is no identity.
    authenticate: async (token) => (await identify(token))?.id ?? null,
    // Connections arrive only once the server listens, by which time the context exists.
    onPresence: (userId, online) => presenceChanged(ctx, userId, online),
  });
  const rateLimitRedis = config.redisUrl
    ? new Redis(config.redisUrl, { keyPrefix: `${config.redisPrefix}rate:` })
    : undefined;
  /** Set once shutting down begins: readiness fails so a balancer stops sending traffic here. */
  let draining = false;
  const ctx: AppContext = {
    config,
    db: database.db,
    dbKind: database.kind,
    tokens,
    identify,
    notifier,
    storage,
    realtime,
    cache: createCache(realtime),
    jobHandlers: { [LESSON_REMINDER_JOB]: sendLessonReminder },
    log: app.log,
    readiness: async () => {
      if (draining) throw new AppError('service-unavailable', 'Shutting down');
      await database.db.execute(sql`select 1`).catch((error: unknown) => {
        throw new AppError('service-unavailable', `Database: ${(error as Error).message}`);
      });
      if (!rateLimitRedis) return { redis: false };
      await rateLimitRedis.ping().catch((error: unknown) => {
        throw new AppError('service-unavailable', `Redis: ${(error as Error).message}`);
      });
      return { redis: true };
    },
  };

  await app.register(fastifyRateLimit, {
    global: false,
    ...(rateLimitRedis ? { redis: rateLimitRedis } : {}),
    errorResponseBuilder: (_request, context) =>
      new AppError('too-many-requests', `Too many requests; try again in ${context.after}`, {
        retryAfterSeconds: Math.ceil(context.ttl / 1000),
      }),
  });
  await app.register(fastifyMultipart, { limits: { files: 1, fields: 10 } });
  await registerDocs(app);
  if (options.beforeRoutes) await options.beforeRoutes(app);

  await app.register(fastifyStatic, {
    root: storage.publicDir,
    prefix: '/assets/uploads/',
    decorateReply: false,
    index: false,
    maxAge: '365d',
    immutable: true,
  });
  for (const register of [
    systemRoutes,
    authRoutes,
    userRoutes,
    codeRoutes,
    topicRoutes,
    tutorRoutes,
    studentRoutes,
    ratingRoutes,
    availabilityRoutes,
    planRoutes,
    subscriptionRoutes,
    lessonRoutes,
  ])
    register(app, ctx);
  if (options.webApps) await serveWebApps(app, options.webApps);

  // Jobs start once the server is ready, and stop before the database closes.
  let jobWorker: JobWorker | undefined;
  let housekeeping: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    housekeeping = setInterval(
      () =>
        void forgetOldFailures(ctx.db, new Date()).catch((error: unknown) =>
          ctx.log.warn({ err: error }, 'housekeeping failed'),
        ),
      60 * 60_000,
    ).unref();
    // Alone (no Redis adapter), this process holds every socket: anyone still marked online was
    // left so by a process that stopped without closing (a crash, a power cut).
    if (!realtime.clustered) await clearPresence(ctx.db, new Date());
    jobWorker = startJobWorker(ctx, config.jobsPollMs);
  });
  app.addHook('preClose', async () => {
    draining = true;
    clearInterval(housekeeping);
    await jobWorker?.stop();
    await realtime.close();
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
    drain: () => {
      draining = true;
    },
  };
};
