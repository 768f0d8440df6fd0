import type { FastifyInstance } from 'fastify';
import { api, IMAGE_MAX_BYTES, RENEWED_TOKEN_HEADER } from '@darsak/shared';
import type { AppContext } from '../../context.js';
import { route } from '../../http/route.js';
import { inviteFromCookies, sourceFromCookies } from '../site/index.js';
import { loadUser } from '../users/index.js';
import * as service from './service.js';

export const userRoutes = (app: FastifyInstance, ctx: AppContext): void => {
  route(
    app,
    ctx,
    api.createUser,
    ({ actor, body, request }) =>
      service.createUser(
        ctx,
        actor,
        {
          ...body,
          // The body's source first; else what a short link remembered in this browser (/url/{name}).
          signupSource: body.signupSource ?? sourceFromCookies(request.headers.cookie) ?? undefined,
        },
        // An invite link's invite, which, while it exists, gives the account its source (decision 027).
        inviteFromCookies(request.headers.cookie),
      ),
    {
      rateLimit: { max: ctx.config.rateLimit.authPerMinute, timeWindow: 60_000 },
    },
  );
  route(app, ctx, api.currentUser, ({ actor }) => loadUser(ctx.db, actor.id));
  route(app, ctx, api.listUsers, ({ query }) => service.listUsers(ctx, query));
  route(app, ctx, api.getUser, ({ actor, params }) => service.getUser(ctx, actor, params.id));
  route(app, ctx, api.updateUser, async ({ actor, params, body, reply }) => {
    const { user, renewedToken } = await service.updateUser(ctx, actor, params.id, body);
    if (renewedToken) reply.header(RENEWED_TOKEN_HEADER, renewedToken.value);
    return user;
  });
  route(app, ctx, api.uploadUserImage, async ({ actor, query, request }) => {
    const limit = ctx.config.uploadMaxBytes ?? IMAGE_MAX_BYTES;
    const part = await request.file({ limits: { fileSize: limit, files: 1 } });
    const file =
      part && part.fieldname === 'image'
        ? {
            bytes: await part.toBuffer().catch(() => Buffer.alloc(0)),
            truncated: part.file.truncated,
          }
        : null;
    return service.setUserImage(ctx, actor, query.forUser, file);
  });
  route(app, ctx, api.createStudent, ({ actor, body }) =>
    service.createStudentProfile(ctx, actor, body),
  );
  route(app, ctx, api.updateStudent, ({ actor, params, body }) =>
    service.updateStudentProfile(ctx, actor, params.id, body),
  );
};
