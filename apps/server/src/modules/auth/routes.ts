import type { FastifyInstance } from 'fastify';
import { api } from '@darsak/shared';
import type { AppContext } from '../../context.js';
import { route } from '../../http/route.js';
import { bearerToken } from '../../http/tokens.js';
import * as service from './service.js';

export const authRoutes = (app: FastifyInstance, ctx: AppContext): void => {
  const rateLimit = { max: ctx.config.rateLimit.authPerMinute, timeWindow: 60_000 };
  route(
    app,
    ctx,
    api.signIn,
    ({ body }) => service.signInWithPassword(ctx, body.email, body.password),
    {
      rateLimit,
    },
  );
  route(
    app,
    ctx,
    api.signInWithGoogle,
    ({ body }) => service.signInWithGoogle(ctx, body.idToken, body.role),
    {
      rateLimit,
    },
  );
  route(app, ctx, api.refreshToken, ({ request }) =>
    service.refreshToken(ctx, bearerToken(request.headers.authorization) ?? ''),
  );
  route(app, ctx, api.signOutEverywhere, async ({ actor }) => {
    await service.signOutEverywhere(ctx, actor.id);
  });
};
