import type { FastifyInstance } from 'fastify';
import { api } from '@darsak/shared';
import type { AppContext } from '../../context.js';
import { route } from '../../http/route.js';
import { serverStats } from './stats.js';
import { changePlatformSetting, listPlatformSettings } from './settings.js';

export const platformRoutes = (app: FastifyInstance, ctx: AppContext): void => {
  route(app, ctx, api.flushCache, async ({ query, actor }) => {
    ctx.cache.invalidate(query.group);
    ctx.log.info({ group: query.group, by: actor.id }, 'cache group flushed');
  });
  route(app, ctx, api.serverStats, () => serverStats(ctx));
  route(app, ctx, api.listPlatformSettings, () => listPlatformSettings(ctx));
  route(app, ctx, api.updatePlatformSetting, ({ params, body, actor }) =>
    changePlatformSetting(ctx, actor, params.key, body.value),
  );
};
