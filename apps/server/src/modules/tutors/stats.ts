/** Tutors' statistics for their dashboard and for admins (issue "Screens": /t/dashboard). */
import { isAdminRole, localParts, quotaWeek, zonedInstant, type TutorStats } from '@darsak/shared';
import type { AppContext } from '../../context.js';
import { AppError } from '../../http/app-error.js';
import type { Actor } from '../../http/actor.js';
import { tutorRating } from './presenter.js';
import { loadTutorRecord } from './record.js';
import * as repo from './repository.js';

/** The longest list of cancellations shown; older ones no longer explain today's score. */
const CANCELLATIONS_SHOWN = 100;

/** The starts of this quota week and of this calendar month, in the platform's zone. */
const periodStarts = (ctx: AppContext, now: Date) => {
  const zone = ctx.config.timeZone;
  const local = localParts(now, zone);
  return {
    now,
    weekStart: quotaWeek(now, ctx.config.quotaWeekStart, zone).start,
    monthStart: zonedInstant({ year: local.year, month: local.month, day: 1 }, zone),
  };
};

/** Admins see any tutor; a tutor sees only themselves. Refused before any lookup, so ids stay private. */
const loadViewableTutor = async (ctx: AppContext, actor: Actor, id: number) => {
  if (actor.id !== id && !isAdminRole(actor.role))
    throw new AppError('forbidden', 'Only the tutor or admins');
  return loadTutorRecord(ctx, id);
};

const statsOf = async (ctx: AppContext, actor: Actor, id: number): Promise<TutorStats> => {
  const { tutor } = await loadViewableTutor(ctx, actor, id);
  const totals = await repo.tutorLessonTotals(ctx.db, id, periodStarts(ctx, new Date()));
  return {
    lessonsFulfilled: totals.lessonsFulfilled,
    minutesTaught: totals.minutesTaught,
    earnings: totals.earnings,
    minutesThisWeek: totals.minutesThisWeek,
    earningsThisMonth: totals.earningsThisMonth,
    upcomingLessons: totals.upcomingLessons,
    cancelledByTutor: totals.cancelledByTutor,
    rating: tutorRating(tutor),
    activityScore: tutor.activityScore,
  };
};

/** GET /user/tutor/stats/:id (the tutor or admins). */
export const tutorStats = statsOf;

/** GET /user/tutor/stats/personalized. */
export const personalTutorStats = (ctx: AppContext, actor: Actor) => statsOf(ctx, actor, actor.id);

/**
 * GET /user/tutor/activity/:id: the score and the cancellations that lowered it
 * (docs/product/tutors.md#activity-score).
 */
export const tutorActivity = async (ctx: AppContext, actor: Actor, id: number) => {
  const { tutor } = await loadViewableTutor(ctx, actor, id);
  const cancellations = await repo.cancellationsBy(ctx.db, id, CANCELLATIONS_SHOWN);
  return {
    activityScore: tutor.activityScore,
    cancellations: cancellations.map((c) => ({
      lessonId: c.lessonId,
      startsAt: c.startsAt.toISOString(),
      cancelledAt: c.cancelledAt!.toISOString(),
    })),
  };
};

/** GET /user/tutor/tutoring-minutes: minutes the signed-in tutor taught this week, month and in all. */
export const tutoringMinutes = async (ctx: AppContext, actor: Actor) => {
  const totals = await repo.tutorLessonTotals(ctx.db, actor.id, periodStarts(ctx, new Date()));
  return {
    thisWeek: totals.minutesThisWeek,
    thisMonth: totals.minutesThisMonth,
    total: totals.minutesTaught,
  };
};
