import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { api } from '@darsak/shared';
import type { AppContext } from '../../context.js';
import { AppError } from '../../http/app-error.js';
import { route } from '../../http/route.js';
import * as service from './service.js';

const isLoopback = (address: string | undefined): boolean =>
  address !== undefined && (address === '::1' || /^(::ffff:)?127\.\d+\.\d+\.\d+$/.test(address));

export const systemRoutes = (app: FastifyInstance, ctx: AppContext): void => {
  route(app, ctx, api.health, async () => {
    await ctx.db.execute(sql`select 1`);
    return { status: 'ok' as const, database: ctx.dbKind };
  });
  route(app, ctx, api.liveness, async () => ({ status: 'ok' as const }));
  route(app, ctx, api.readiness, async () => {
    const { redis } = await ctx.readiness();
    return { status: 'ready' as const, database: ctx.dbKind, redis };
  });
  route(app, ctx, api.config, async () => ({
    environment: ctx.config.environment,
    googleClientId: ctx.config.googleClientId ?? null,
    serverTime: new Date().toISOString(),
  }));
  // The outbox exists only on a laptop: elsewhere the route is not registered at all.
  if (ctx.config.environment !== 'local') return;
  route(app, ctx, api.outbox, ({ query, request }) => {
    // Codes are read here: only from this machine, whatever a forwarded header claims.
    if (!isLoopback(request.socket.remoteAddress)) throw new AppError('not-found');
    return service.outbox(ctx, query.to);
  });
};
