import type { FastifyInstance } from 'fastify';
import { api } from '@darsak/shared';
import type { AppContext } from '../../context.js';
import { route } from '../../http/route.js';
import { listAudit } from './repository.js';

export const auditRoutes = (app: FastifyInstance, ctx: AppContext): void => {
  route(app, ctx, api.listAudit, async ({ query }) => {
    const { rows, total } = await listAudit(ctx.db, query);
    return {
      total,
      list: rows.map(({ entry, actor }) => ({
        id: entry.id,
        actor: actor?.id ? { id: actor.id, name: actor.name, gender: actor.gender } : null,
        action: entry.action,
        subjectType: entry.subjectType,
        subjectId: entry.subjectId,
        before: (entry.before ?? null) as Record<string, unknown> | null,
        after: (entry.after ?? null) as Record<string, unknown> | null,
        createdAt: entry.createdAt.toISOString(),
      })),
    };
  });
};
