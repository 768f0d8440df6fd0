import type { FastifyInstance } from 'fastify';
import { api } from '@darsak/shared';
import type { AppContext } from '../../context.js';
import { route } from '../../http/route.js';
import * as service from './service.js';

export const ratingRoutes = (app: FastifyInstance, ctx: AppContext): void => {
  route(app, ctx, api.createRating, ({ actor, body }) => service.createRating(ctx, actor, body));
  route(app, ctx, api.getRating, ({ params }) => service.getRating(ctx, params.id));
  route(app, ctx, api.updateRating, ({ actor, params, body }) =>
    service.updateRating(ctx, actor, params.id, body),
  );
  route(app, ctx, api.deleteRating, ({ actor, params }) =>
    service.deleteRating(ctx, actor, params.id),
  );
  route(app, ctx, api.ratingsByRater, ({ actor, params, query }) =>
    service.ratingsByRater(ctx, actor, params.id, query),
  );
  route(app, ctx, api.ratingsByRatee, ({ params, query }) =>
    service.ratingsByRatee(ctx, params.id, query),
  );
  route(app, ctx, api.ratingsByTutor, ({ params, query }) =>
    service.ratingsByTutor(ctx, params.id, query),
  );
};
