import type { FastifyInstance } from 'fastify';
import { api } from '@darsak/shared';
import type { AppContext } from '../../context.js';
import { route } from '../../http/route.js';
import * as service from './service.js';

export const availabilityRoutes = (app: FastifyInstance, ctx: AppContext): void => {
  route(app, ctx, api.listSlots, ({ actor, query }) =>
    service.listSlots(ctx, actor, query.tutorId),
  );
  route(app, ctx, api.setSlots, ({ actor, body }) => service.setSlots(ctx, actor, body));
  route(app, ctx, api.freeTimes, ({ actor, query }) => service.freeTimesOf(ctx, actor, query));
};
