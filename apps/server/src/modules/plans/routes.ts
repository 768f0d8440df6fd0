import type { FastifyInstance } from 'fastify';
import { api } from '@darsak/shared';
import type { AppContext } from '../../context.js';
import { route } from '../../http/route.js';
import * as service from './service.js';

export const planRoutes = (app: FastifyInstance, ctx: AppContext): void => {
  route(app, ctx, api.createPlan, ({ body }) => service.createPlan(ctx, body));
  route(app, ctx, api.updatePlan, ({ params, body }) => service.updatePlan(ctx, params.id, body));
  route(app, ctx, api.deletePlan, ({ params }) => service.deletePlan(ctx, params.id));
  route(app, ctx, api.getPlan, ({ params }) => service.getPlan(ctx, params.id));
  route(app, ctx, api.listPlans, ({ actor, query }) =>
    service.listPlans(ctx, actor, query.all ?? false),
  );
};
