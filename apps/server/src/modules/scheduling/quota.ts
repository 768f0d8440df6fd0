/**
 * The weekly quota (docs/product/plans-and-payments.md#weekly-quota): the minutes a student's
 * subscription grants each quota week, less the minutes of their booked lessons in it.
 */
import { currentQuotaWeek, type Quota, type Week } from '@darsak/shared';
import type { Config } from '../../config.js';
import type { AppContext } from '../../context.js';
import type { Executor } from '../../db/client.js';
import type { Actor } from '../../http/actor.js';
import { platformSettingsOf } from '../platform/index.js';
import {
  activeSubscription,
  pauseOfWeek,
  presentPause,
  presentSubscription,
  subscriptionsOfUser,
  type SubscriptionRow,
} from '../plans/index.js';
import { bookedMinutes, studentLessonFigures } from './lesson-repository.js';

/** A plan's minutes this quota week: none in a week its pause covers. */
const minutesOfWeek = (active: SubscriptionRow | undefined, paused: boolean): number =>
  paused ? 0 : (active?.weeklyMinutes ?? 0);

/**
 * A student's quota this week: the weekly minutes of the subscription in force, less the minutes
 * of their booked (not cancelled) lessons starting this week. Works inside a transaction; a lesson
 * being moved can be left out. `weeksAhead` says how many weeks after this one they may book in.
 */
export const computeQuota = async (
  db: Executor,
  config: Config,
  userId: number,
  now: Date,
  weeksAhead: number,
  excludeLessonId?: number,
): Promise<Quota> => {
  const week = currentQuotaWeek(config, now);
  // One after the other: inside a transaction both run on one connection.
  const active = await activeSubscription(db, userId, now);
  const paused = await pauseOfWeek(db, active, now);
  const used = await bookedMinutes(db, userId, week.start, week.end, excludeLessonId);
  const weeklyMinutes = minutesOfWeek(active, paused !== undefined);
  return {
    weekStart: week.start.toISOString(),
    weekEnd: week.end.toISOString(),
    weeklyMinutes,
    usedMinutes: used,
    remainingMinutes: Math.max(0, weeklyMinutes - used),
    subscription: active ? presentSubscription(active, now) : null,
    paused: paused ? presentPause(paused) : null,
    weeksAhead,
  };
};

/**
 * What a booking needs of the quota, in a few reads inside its transaction (a crowd at one time
 * waits on it): the subscription in force, whether a pause covers the lesson's quota week, the
 * minutes left in that week, and whether another lesson of the student holds the place. This week,
 * the subscription in force now; a week ahead, the one in force when that week starts, so a week
 * after the plan's end has no minutes (docs/product/lessons.md#booking-ahead), and a week a pause
 * covers has none either (plans-and-payments.md#pausing-a-plan). One lesson at a time without
 * booking ahead; with it, only an overlapping lesson of the student holds the place.
 */
export const bookingQuota = async (
  db: Executor,
  userId: number,
  lesson: { startsAt: Date; endsAt: Date; week: Week },
  now: Date,
  ahead: boolean,
  excludeLessonId?: number,
): Promise<{
  subscription: SubscriptionRow | undefined;
  paused: boolean;
  remainingMinutes: number;
  holdsLesson: boolean;
}> => {
  const { week } = lesson;
  const active = await activeSubscription(db, userId, now);
  const forWeek = week.start <= now ? active : await activeSubscription(db, userId, week.start);
  const paused =
    (await pauseOfWeek(db, forWeek, week.start <= now ? now : week.start)) !== undefined;
  const lessons = await studentLessonFigures(
    db,
    userId,
    week.start,
    week.end,
    ahead ? { from: lesson.startsAt, to: lesson.endsAt } : { from: now },
    excludeLessonId,
  );
  return {
    subscription: forWeek ?? active,
    paused,
    remainingMinutes: Math.max(0, minutesOfWeek(forWeek, paused) - lessons.bookedMinutes),
    holdsLesson: lessons.holdsLesson,
  };
};

/** A student's weekly quota now (for statistics and dashboards). */
export const quotaFor = async (
  ctx: AppContext,
  userId: number,
  now: Date = new Date(),
): Promise<Quota> =>
  computeQuota(ctx.db, ctx.config, userId, now, (await platformSettingsOf(ctx)).bookingWeeksAhead);

/** One's subscriptions: the one in force, this week's quota, and the history. */
export const userSubscriptions = async (ctx: AppContext, actor: Actor) => {
  const now = new Date();
  const [history, quota] = await Promise.all([
    subscriptionsOfUser(ctx.db, actor.id),
    quotaFor(ctx, actor.id, now),
  ]);
  return {
    active: quota.subscription,
    quota,
    history: history.map((row) => presentSubscription(row, now)),
  };
};
