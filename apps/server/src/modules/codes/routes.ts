import type { FastifyInstance } from 'fastify';
import { api } from '@darsak/shared';
import type { AppContext } from '../../context.js';
import type { Actor } from '../../http/actor.js';
import { route } from '../../http/route.js';
import { loadUser, startSession } from '../users/index.js';
import * as service from './service.js';

export const codeRoutes = (app: FastifyInstance, ctx: AppContext): void => {
  const rateLimit = { max: ctx.config.rateLimit.codesPerMinute, timeWindow: 60_000 };
  const options = { rateLimit };
  /** Redeems a code of the signed-in user, then answers the user as they now are. */
  const redeemThenLoad =
    (redeem: typeof service.confirmEmail) =>
    async ({ actor, body }: { actor: Actor; body: { code: string } }) => {
      await redeem(ctx, actor.id, body.code);
      return loadUser(ctx.db, actor.id);
    };
  route(
    app,
    ctx,
    api.sendPhoneCode,
    ({ actor, body }) => service.sendPhoneCode(ctx, actor.id, body.phone),
    options,
  );
  route(app, ctx, api.verifyPhone, redeemThenLoad(service.verifyPhone), options);
  route(app, ctx, api.sendEmailCode, ({ actor }) => service.sendEmailCode(ctx, actor.id), options);
  route(app, ctx, api.confirmEmail, redeemThenLoad(service.confirmEmail), options);
  route(
    app,
    ctx,
    api.sendPasswordCode,
    ({ body }) => service.sendPasswordCode(ctx, body.email),
    options,
  );
  route(
    app,
    ctx,
    api.resetPassword,
    async ({ body }) =>
      startSession(ctx, await service.resetPassword(ctx, body.email, body.code, body.password)),
    options,
  );
};
