import type { FastifyInstance } from 'fastify';
import { api } from '@darsak/shared';
import type { AppContext } from '../../context.js';
import { route } from '../../http/route.js';
import { loadUser } from '../users/service.js';
import * as service from './service.js';

export const codeRoutes = (app: FastifyInstance, ctx: AppContext): void => {
  const rateLimit = { max: ctx.config.rateLimit.codesPerMinute, timeWindow: 60_000 };
  const options = { rateLimit };
  route(
    app,
    ctx,
    api.sendPhoneCode,
    ({ actor, body }) => service.sendPhoneCode(ctx, actor.id, body.phone),
    options,
  );
  route(
    app,
    ctx,
    api.verifyPhone,
    async ({ actor, body }) => {
      await service.verifyPhone(ctx, actor.id, body.code);
      return loadUser(ctx.db, actor.id);
    },
    options,
  );
  route(app, ctx, api.sendEmailCode, ({ actor }) => service.sendEmailCode(ctx, actor.id), options);
  route(
    app,
    ctx,
    api.confirmEmail,
    async ({ actor, body }) => {
      await service.confirmEmail(ctx, actor.id, body.code);
      return loadUser(ctx.db, actor.id);
    },
    options,
  );
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
    async ({ body }) => {
      const userId = await service.resetPassword(ctx, body.email, body.code, body.password);
      return { user: await loadUser(ctx.db, userId), token: await ctx.tokens.sign(userId) };
    },
    options,
  );
};
