/**
 * The weekly quota (docs/product/plans-and-payments.md#weekly-quota): the minutes a student's
 * subscription grants each quota week, less the minutes of their booked lessons in it.
 */
import { currentQuotaWeek, type Quota } from '@darsak/shared';
import type { Config } from '../../config.js';
import type { AppContext } from '../../context.js';
import type { Executor } from '../../db/client.js';
import type { Actor } from '../../http/actor.js';
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
 * being moved can be left out.
 */
export const computeQuota = async (
  db: Executor,
  config: Config,
  userId: number,
  now: Date,
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
  };
};

/**
 * What a booking needs of the quota, in two reads inside its transaction (a crowd at one time waits
 * on it): the subscription in force, whether a pause covers this week, the minutes left this week,
 * and whether another lesson of the student has not ended.
 */
export const bookingQuota = async (
  db: Executor,
  config: Config,
  userId: number,
  now: Date,
  excludeLessonId?: number,
): Promise<{
  subscription: SubscriptionRow | undefined;
  paused: boolean;
  remainingMinutes: number;
  holdsLesson: boolean;
}> => {
  const week = currentQuotaWeek(config, now);
  const active = await activeSubscription(db, userId, now);
  const paused = (await pauseOfWeek(db, active, now)) !== undefined;
  const lessons = await studentLessonFigures(
    db,
    userId,
    week.start,
    week.end,
    now,
    excludeLessonId,
  );
  return {
    subscription: active,
    paused,
    remainingMinutes: Math.max(0, minutesOfWeek(active, paused) - lessons.bookedMinutes),
    holdsLesson: lessons.holdsLesson,
  };
};

/** A student's weekly quota now (for statistics and dashboards). */
export const quotaFor = (ctx: AppContext, userId: number, now: Date = new Date()): Promise<Quota> =>
  computeQuota(ctx.db, ctx.config, userId, now);

/** One's subscriptions: the one in force, this week's quota, and the history. */
export const userSubscriptions = async (ctx: AppContext, actor: Actor) => {
  const now = new Date();
  const [history, quota] = await Promise.all([
    subscriptionsOfUser(ctx.db, actor.id),
    computeQuota(ctx.db, ctx.config, actor.id, now),
  ]);
  return {
    active: quota.subscription,
    quota,
    history: history.map((row) => presentSubscription(row, now)),
  };
};
