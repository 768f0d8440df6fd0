import type { FastifyInstance } from 'fastify';
import { api } from '@darsak/shared';
import type { AppContext } from '../../context.js';
import { route } from '../../http/route.js';
import { sourceFromCookies } from '../site/index.js';
import * as service from './service.js';

/** Sends per address: enough for a person with a follow-up, too few to flood the list. */
const CONTACT_PER_HOUR = 5;

export const contactRoutes = (app: FastifyInstance, ctx: AppContext): void => {
  route(
    app,
    ctx,
    api.createContactRequest,
    ({ body, request }) =>
      service.createContactRequest(ctx, body, sourceFromCookies(request.headers.cookie)),
    { rateLimit: { max: CONTACT_PER_HOUR, timeWindow: 60 * 60_000 } },
  );
  route(app, ctx, api.listContactRequests, ({ query }) => service.listContactRequests(ctx, query));
  route(app, ctx, api.updateContactRequest, ({ actor, params, body }) =>
    service.markHandled(ctx, actor, params.id, body.handled),
  );
};
