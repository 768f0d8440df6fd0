import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { api } from '@darsak/shared';
import type { AppContext } from '../../context.js';
import { route } from '../../http/route.js';
import * as service from './service.js';

export const systemRoutes = (app: FastifyInstance, ctx: AppContext): void => {
  route(app, ctx, api.health, async () => {
    await ctx.db.execute(sql`select 1`);
    return { status: 'ok' as const, database: ctx.dbKind };
  });
  route(app, ctx, api.config, async () => ({
    environment: ctx.config.environment,
    googleClientId: ctx.config.googleClientId ?? null,
    serverTime: new Date().toISOString(),
  }));
  // The outbox exists only on a laptop: elsewhere the route is not registered at all.
  if (ctx.config.environment !== 'local') return;
  route(app, ctx, api.outbox, ({ query }) => service.outbox(ctx, query.to));
};
