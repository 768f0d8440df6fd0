import type { FastifyInstance } from 'fastify';
import { api } from '@darsak/shared';
import type { AppContext } from '../../context.js';
import { publicList, route } from '../../http/route.js';
import * as service from './service.js';

export const topicRoutes = (app: FastifyInstance, ctx: AppContext): void => {
  route(app, ctx, api.createTopic, ({ body }) => service.createTopic(ctx, body));
  route(app, ctx, api.listTopics, () => service.listTopics(ctx), {
    cache: publicList,
  });
  route(app, ctx, api.updateTopic, ({ params, body }) => service.updateTopic(ctx, params.id, body));
  route(app, ctx, api.deleteTopic, ({ params }) => service.deleteTopic(ctx, params.id));
  route(app, ctx, api.listUserTopics, ({ actor, query }) =>
    service.topicsOfUser(ctx, query.userId ?? actor.id),
  );
  route(app, ctx, api.addUserTopic, ({ actor, body }) =>
    service.addTopicToUser(ctx, actor.id, body.topicId),
  );
  route(app, ctx, api.removeUserTopic, ({ actor, query }) =>
    service.removeTopicFromUser(ctx, actor.id, query.topicId),
  );
  route(app, ctx, api.replaceUserTopics, ({ actor, body }) =>
    service.replaceTopicsOfUser(ctx, actor.id, body.topicIds),
  );
};
