import type { FastifyInstance } from 'fastify';
import { desc, eq, sql } from 'drizzle-orm';
import { api, normalisePhone } from '@darsak/shared';
import type { AppContext } from '../../context.js';
import { outboxMessages } from '../../db/schema.js';
import { route } from '../../http/route.js';

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
  route(app, ctx, api.outbox, async ({ query }) => {
    const to = query.to ? (normalisePhone(query.to) ?? query.to.toLowerCase()) : undefined;
    const rows = await ctx.db
      .select()
      .from(outboxMessages)
      .where(to ? eq(outboxMessages.recipient, to) : undefined)
      .orderBy(desc(outboxMessages.createdAt), desc(outboxMessages.id))
      .limit(100);
    return rows.map((row) => ({
      channel: row.channel as 'email' | 'whatsapp',
      to: row.recipient,
      subject: row.subject,
      text: row.body,
      createdAt: row.createdAt.toISOString(),
    }));
  });
};
