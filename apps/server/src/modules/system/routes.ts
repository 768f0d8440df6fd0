import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { api } from '@darsak/shared';
import type { AppContext } from '../../context.js';
import { AppError } from '../../http/app-error.js';
import { route } from '../../http/route.js';
import * as service from './service.js';

const isLoopback = (address: string | undefined): boolean =>
  address !== undefined && (address === '::1' || /^(::ffff:)?127\.\d+\.\d+\.\d+$/.test(address));

/**
 * How long one database round trip answers for every health probe
 * (docs/performance.md#cached-reads-and-health).
 */
const HEALTH_PROBE_MS = 1000;

/**
 * The database's answer to `select 1`, asked at most once a second however many probes come: a
 * balancer polling many servers must not cost a query per probe. A failure is not kept.
 */
const databaseProbe = (ctx: AppContext) => {
  let last: { at: number; answer: Promise<unknown> } | undefined;
  return (): Promise<unknown> => {
    const now = Date.now();
    if (last && now - last.at < HEALTH_PROBE_MS) return last.answer;
    // A query builder runs again each time it is awaited: a promise runs it once.
    const answer: Promise<unknown> = Promise.resolve(ctx.db.execute(sql`select 1`));
    const probe = { at: now, answer };
    last = probe;
    answer.catch((error: unknown) => {
      // Logged once a query, however many probes were waiting for it.
      ctx.log.warn({ err: error }, 'health: the database does not answer');
      if (last === probe) last = undefined;
    });
    return answer;
  };
};

export const systemRoutes = (app: FastifyInstance, ctx: AppContext): void => {
  const probe = databaseProbe(ctx);
  const healthy = { status: 'ok' as const, database: ctx.dbKind };
  route(app, ctx, api.health, async () => {
    // A database that does not answer is a server that cannot serve: a balancer takes it out. What
    // failed is logged by the probe, never told to whoever asked.
    await probe().catch(() => {
      throw new AppError('service-unavailable', 'The database does not answer');
    });
    return healthy;
  });
  route(app, ctx, api.liveness, async () => ({ status: 'ok' as const }));
  route(app, ctx, api.readiness, async () => {
    const { redis } = await ctx.readiness();
    return { status: 'ready' as const, database: ctx.dbKind, redis };
  });
  route(app, ctx, api.config, async () => ({
    environment: ctx.config.environment,
    googleClientId: ctx.config.googleClientId ?? null,
    support: ctx.config.support,
    serverTime: new Date().toISOString(),
  }));
  // The outbox exists only on a laptop: elsewhere the route is not registered at all.
  if (ctx.config.environment !== 'local') return;
  route(app, ctx, api.outbox, async ({ query, request }) => {
    // Codes are read here: only from this machine, whatever a forwarded header claims.
    if (!isLoopback(request.socket.remoteAddress)) throw new AppError('not-found');
    return service.outbox(ctx, query.to);
  });
};
