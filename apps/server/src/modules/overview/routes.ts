import type { FastifyInstance } from 'fastify';
import { api } from '@darsak/shared';
import type { AppContext } from '../../context.js';
import { route } from '../../http/route.js';
import { adminOverview } from './service.js';

export const overviewRoutes = (app: FastifyInstance, ctx: AppContext): void => {
  route(app, ctx, api.adminOverview, () => adminOverview(ctx));
};
