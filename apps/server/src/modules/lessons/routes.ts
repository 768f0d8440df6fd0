import type { FastifyInstance } from 'fastify';
import { api } from '@darsak/shared';
import type { AppContext } from '../../context.js';
import { route } from '../../http/route.js';
import * as booking from './booking.js';
import * as service from './service.js';

export const lessonRoutes = (app: FastifyInstance, ctx: AppContext): void => {
  route(app, ctx, api.bookLesson, ({ actor, body }) => booking.bookLesson(ctx, actor, body));
  route(app, ctx, api.rescheduleLesson, ({ actor, body }) =>
    booking.rescheduleLesson(ctx, actor, body),
  );
  route(app, ctx, api.listLessons, ({ actor, query }) => service.listLessons(ctx, actor, query));
  route(app, ctx, api.attendedStats, ({ actor }) => service.attendedStats(ctx, actor));
  route(app, ctx, api.getLesson, ({ actor, params }) => service.getLesson(ctx, actor, params.id));
  route(app, ctx, api.cancelLesson, ({ actor, params }) =>
    service.cancelLesson(ctx, actor, params.id),
  );
};
