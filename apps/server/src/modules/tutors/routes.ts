import type { FastifyInstance } from 'fastify';
import { api } from '@darsak/shared';
import type { AppContext } from '../../context.js';
import { publicList, route } from '../../http/route.js';
import { listTutorsForAdmin, tutorStanding } from './admin-list.js';
import { fullTutors, onboardedTutors, uncontactedTutors } from './directory.js';
import * as service from './service.js';
import * as stats from './stats.js';

export const tutorRoutes = (app: FastifyInstance, ctx: AppContext): void => {
  route(app, ctx, api.tutorMeta, ({ actor }) => service.tutorMeta(ctx, actor));
  // What students browse is served with an ETag, and 304 to a browser that holds the same bytes.
  route(app, ctx, api.tutorInfo, ({ actor, params }) => service.tutorInfo(ctx, actor, params.id), {
    cache: publicList,
  });
  route(app, ctx, api.freeTimes, ({ actor, query }) => service.freeTimesOf(ctx, actor, query), {
    cache: publicList,
  });
  route(app, ctx, api.updateTutor, ({ actor, params, body }) =>
    service.updateTutor(ctx, actor, params.id, body),
  );
  route(app, ctx, api.tutorStats, ({ actor, params }) => stats.tutorStats(ctx, actor, params.id));
  route(app, ctx, api.tutorStatsPersonalized, ({ actor }) => stats.personalTutorStats(ctx, actor));
  route(app, ctx, api.tutorActivity, ({ actor, params }) =>
    stats.tutorActivity(ctx, actor, params.id),
  );
  route(app, ctx, api.tutoringMinutes, ({ actor }) => stats.tutoringMinutes(ctx, actor));
  route(app, ctx, api.onboardedTutors, ({ query }) => onboardedTutors(ctx, query), {
    cache: publicList,
  });
  route(app, ctx, api.uncontactedTutors, ({ actor, query }) =>
    uncontactedTutors(ctx, actor.id, query),
  );
  route(app, ctx, api.fullTutors, () => fullTutors(ctx));
  route(app, ctx, api.tutorList, ({ query }) => listTutorsForAdmin(ctx, query));
  route(app, ctx, api.tutorStanding, ({ params }) => tutorStanding(ctx, params.id));
};
