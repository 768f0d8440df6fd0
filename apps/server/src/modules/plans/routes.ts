import type { FastifyInstance } from 'fastify';
import { api } from '@darsak/shared';
import type { AppContext } from '../../context.js';
import { publicList, route } from '../../http/route.js';
import * as plans from './service.js';
import * as invites from './invite-service.js';
import * as subscriptions from './subscription-service.js';
import * as pauses from './pause-service.js';

export const planRoutes = (app: FastifyInstance, ctx: AppContext): void => {
  route(app, ctx, api.createPlan, ({ body }) => plans.createPlan(ctx, body));
  route(app, ctx, api.updatePlan, ({ params, body }) => plans.updatePlan(ctx, params.id, body));
  route(app, ctx, api.deletePlan, ({ params }) => plans.deletePlan(ctx, params.id));
  route(app, ctx, api.getPlan, ({ actor, params }) => plans.getPlan(ctx, actor, params.id));
  route(
    app,
    ctx,
    api.listPlans,
    ({ actor, query }) => plans.listPlans(ctx, actor, query.all ?? false),
    {
      cache: publicList,
    },
  );
  route(app, ctx, api.getSubscription, ({ actor, params }) =>
    subscriptions.getSubscription(ctx, actor, params.id),
  );
  route(app, ctx, api.listSubscriptions, ({ query }) =>
    subscriptions.listSubscriptions(ctx, query),
  );
  route(app, ctx, api.pauseOptions, ({ actor, query }) =>
    pauses.pauseOptions(ctx, actor, query.id),
  );
  route(app, ctx, api.pauseSubscription, ({ actor, body }) =>
    pauses.pauseSubscription(ctx, actor, body),
  );
  route(app, ctx, api.resumeSubscription, ({ actor, body }) =>
    pauses.resumeSubscription(ctx, actor, body),
  );
  route(app, ctx, api.listPlanInvites, ({ query }) => invites.listInvites(ctx, query));
  route(app, ctx, api.createPlanInvite, ({ actor, body }) =>
    invites.createInvite(ctx, actor, body),
  );
  route(app, ctx, api.updatePlanInvite, ({ body }) => invites.updateInvite(ctx, body));
  route(app, ctx, api.deletePlanInvite, ({ params }) => invites.deleteInvite(ctx, params.id));
  route(app, ctx, api.grantSubscription, ({ actor, body }) =>
    subscriptions.grantSubscription(ctx, actor, body),
  );
};
