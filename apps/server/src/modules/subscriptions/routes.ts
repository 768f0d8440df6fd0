import type { FastifyInstance } from 'fastify';
import { api } from '@darsak/shared';
import type { AppContext } from '../../context.js';
import { route } from '../../http/route.js';
import * as service from './service.js';

export const subscriptionRoutes = (app: FastifyInstance, ctx: AppContext): void => {
  route(app, ctx, api.getSubscription, ({ actor, params }) =>
    service.getSubscription(ctx, actor, params.id),
  );
  route(app, ctx, api.listSubscriptions, ({ query }) => service.listSubscriptions(ctx, query));
  route(app, ctx, api.userSubscriptions, ({ actor }) => service.userSubscriptions(ctx, actor));
  route(app, ctx, api.cancelSubscription, ({ actor, body }) =>
    service.cancelSubscription(ctx, actor, body.id),
  );
  route(app, ctx, api.grantSubscription, ({ actor, body }) =>
    service.grantSubscription(ctx, actor, body),
  );
  route(app, ctx, api.quota, ({ actor }) => service.quotaFor(ctx, actor.id));
};
