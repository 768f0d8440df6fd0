import type { FastifyInstance } from 'fastify';
import { api } from '@darsak/shared';
import type { AppContext } from '../../context.js';
import { publicList, route, writtenOnce } from '../../http/route.js';
import { listTutorsForAdmin, tutorStanding } from './admin-list.js';
import { fullTutors, onboardedTutorsWritten, uncontactedTutors } from './directory.js';
import * as service from './service.js';
import * as stats from './stats.js';

export const tutorRoutes = (app: FastifyInstance, ctx: AppContext): void => {
  route(app, ctx, api.tutorMeta, ({ actor }) => service.tutorMeta(ctx, actor));
  // A tutor's page is one answer while its profile, next free time and online dot stay the same.
  const pagesWritten = writtenOnce();
  route(app, ctx, api.tutorInfo, ({ actor, params, reply }) =>
    pagesWritten(service.tutorInfo(ctx, actor, params.id), reply),
  );
  route(app, ctx, api.updateTutor, ({ actor, params, body }) =>
    service.updateTutor(ctx, actor, params.id, body),
  );
  route(app, ctx, api.tutorStats, ({ actor, params }) => stats.tutorStats(ctx, actor, params.id));
  route(app, ctx, api.tutorStatsPersonalized, ({ actor }) => stats.personalTutorStats(ctx, actor));
  route(app, ctx, api.tutorActivity, ({ actor, params }) =>
    stats.tutorActivity(ctx, actor, params.id),
  );
  route(app, ctx, api.tutoringMinutes, ({ actor }) => stats.tutoringMinutes(ctx, actor));
  route(
    app,
    ctx,
    api.onboardedTutors,
    ({ query, reply }) => onboardedTutorsWritten(ctx, query, reply),
    {
      cache: publicList,
    },
  );
  route(app, ctx, api.uncontactedTutors, ({ actor, query }) =>
    uncontactedTutors(ctx, actor.id, query),
  );
  route(app, ctx, api.fullTutors, () => fullTutors(ctx));
  route(app, ctx, api.tutorList, ({ query }) => listTutorsForAdmin(ctx, query));
  route(app, ctx, api.tutorStanding, ({ params }) => tutorStanding(ctx, params.id));
};
