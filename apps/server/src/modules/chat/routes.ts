import type { FastifyInstance } from 'fastify';
import { api } from '@darsak/shared';
import type { AppContext } from '../../context.js';
import { route } from '../../http/route.js';
import { iceServersFor } from './ice.js';
import * as service from './service.js';
import { getSession } from './sessions.js';

export const chatRoutes = (app: FastifyInstance, ctx: AppContext): void => {
  route(app, ctx, api.newChat, ({ actor, body }) => service.newChat(ctx, actor, body));
  route(app, ctx, api.roomByMembers, ({ actor, query }) =>
    service.roomByMembers(ctx, actor, query.members),
  );
  route(app, ctx, api.roomFor, ({ actor, body }) =>
    service.roomFor(ctx, actor, body.type, body.refId),
  );
  route(app, ctx, api.getRoom, ({ actor, params }) => service.getRoom(ctx, actor, params.roomId));
  route(app, ctx, api.roomMembers, ({ actor, params }) =>
    service.roomMembers(ctx, actor, params.roomId),
  );
  route(app, ctx, api.listRooms, ({ actor, params, query }) =>
    service.listRooms(ctx, actor, params.userId, query),
  );
  route(app, ctx, api.listMessages, ({ actor, params, query }) =>
    service.listMessages(ctx, actor, params.roomId, query),
  );
  route(app, ctx, api.updateRoom, ({ actor, params, body }) =>
    service.updateRoom(ctx, actor, params.roomId, body),
  );
  route(app, ctx, api.sessionToken, async ({ actor }) =>
    iceServersFor(ctx.config.ice, actor.id, new Date()),
  );
  route(app, ctx, api.getSession, ({ actor, params }) => getSession(ctx, actor.id, params.id));
};
