import type { FastifyInstance } from 'fastify';
import { api } from '@darsak/shared';
import type { AppContext } from '../../context.js';
import { route } from '../../http/route.js';
import { studentStats } from './stats.js';

export const studentRoutes = (app: FastifyInstance, ctx: AppContext): void => {
  route(app, ctx, api.studentStats, ({ actor, params }) => studentStats(ctx, actor, params.id));
  route(app, ctx, api.studentStatsPersonalized, ({ actor }) => studentStats(ctx, actor, actor.id));
};
