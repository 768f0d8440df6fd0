import type { FastifyInstance } from 'fastify';
import { api } from '@darsak/shared';
import type { AppContext } from '../../context.js';
import { route } from '../../http/route.js';
import * as service from './service.js';

export const invitesRoutes = (app: FastifyInstance, ctx: AppContext): void => {
  route(app, ctx, api.createInvite, ({ actor, body }) => service.createInvite(ctx, actor, body));
  route(app, ctx, api.updateInvite, ({ params, body }) =>
    service.updateInvite(ctx, params.id, body),
  );
  route(app, ctx, api.deleteInvite, ({ params }) => service.deleteInvite(ctx, params.id));
  route(app, ctx, api.getInvite, ({ params }) => service.getInvite(ctx, params.id));
  route(app, ctx, api.listInvites, ({ query }) => service.listInvites(ctx, query));
};
