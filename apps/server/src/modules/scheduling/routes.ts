import type { FastifyInstance } from 'fastify';
import { api } from '@darsak/shared';
import type { AppContext } from '../../context.js';
import { route } from '../../http/route.js';
import * as admin from './admin-lessons.js';
import * as booking from './booking.js';
import { disputeLesson } from './disputes.js';
import * as lessons from './lesson-service.js';
import * as moves from './move-requests.js';
import * as quota from './quota.js';
import * as schedule from './schedule-service.js';
import * as series from './series.js';

export const schedulingRoutes = (app: FastifyInstance, ctx: AppContext): void => {
  route(app, ctx, api.listSlots, ({ actor, query }) =>
    schedule.listSlots(ctx, actor, query.tutorId),
  );
  route(app, ctx, api.setSlots, ({ actor, body }) => schedule.setSlots(ctx, actor, body));
  // A tutor's free times (api.freeTimes) are answered by the tutors module, from its listing.
  route(app, ctx, api.bookLesson, ({ actor, body }) => booking.bookLesson(ctx, actor, body));
  route(app, ctx, api.rescheduleLesson, ({ actor, body }) =>
    booking.rescheduleLesson(ctx, actor, body),
  );
  route(app, ctx, api.proposeLessonMove, ({ actor, params, body }) =>
    moves.proposeLessonMove(ctx, actor, params.id, body),
  );
  route(app, ctx, api.acceptLessonMove, ({ actor, params }) =>
    moves.acceptLessonMove(ctx, actor, params.id),
  );
  route(app, ctx, api.declineLessonMove, ({ actor, params }) =>
    moves.declineLessonMove(ctx, actor, params.id),
  );
  route(app, ctx, api.withdrawLessonMove, ({ actor, params }) =>
    moves.withdrawLessonMove(ctx, actor, params.id),
  );
  route(app, ctx, api.listLessons, ({ actor, query }) => lessons.listLessons(ctx, actor, query));
  route(app, ctx, api.attendedStats, ({ actor }) => lessons.attendedStats(ctx, actor));
  route(app, ctx, api.getLessonRecord, ({ actor, params }) =>
    lessons.getLessonRecord(ctx, actor, params.id),
  );
  route(app, ctx, api.setLessonNote, ({ actor, params, body }) =>
    lessons.setLessonNote(ctx, actor, params.id, body.text),
  );
  route(app, ctx, api.getLesson, ({ actor, params }) => lessons.getLesson(ctx, actor, params.id));
  route(app, ctx, api.cancelLesson, ({ actor, params }) =>
    lessons.cancelLesson(ctx, actor, params.id),
  );
  route(app, ctx, api.disputeLesson, ({ actor, params, body }) =>
    disputeLesson(ctx, actor, params.id, body.note),
  );
  route(app, ctx, api.adminCancelLesson, ({ actor, params, body }) =>
    admin.cancelAsAdmin(ctx, actor, params.id, body),
  );
  route(app, ctx, api.setLessonOutcome, ({ actor, params, body }) =>
    admin.setOutcome(ctx, actor, params.id, body),
  );
  route(app, ctx, api.ruleLessonDispute, ({ actor, params, body }) =>
    admin.ruleDispute(ctx, actor, params.id, body),
  );
  route(app, ctx, api.restoreLessonMinutes, ({ actor, params, body }) =>
    admin.restoreMinutes(ctx, actor, params.id, body),
  );
  route(app, ctx, api.startLessonSeries, ({ actor, body }) => series.startSeries(ctx, actor, body));
  route(app, ctx, api.listLessonSeries, ({ actor }) => series.listSeries(ctx, actor));
  route(app, ctx, api.stopLessonSeries, ({ actor, params }) =>
    series.stopSeries(ctx, actor, params.id),
  );
  route(app, ctx, api.userSubscriptions, ({ actor }) => quota.userSubscriptions(ctx, actor));
  route(app, ctx, api.quota, ({ actor }) => quota.quotaFor(ctx, actor.id));
};
