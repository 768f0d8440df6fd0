/**
 * Pausing a plan (docs/product/plans-and-payments.md#pausing-a-plan, decision 065): whole quota
 * weeks from the next one, which give no minutes, and the plan's end moved by them; resuming early
 * gives back the weeks not yet begun. Each write holds the student's subscriptions and the plan's
 * row (`lockSubscription`), so two pauses at once count each other; the exclusion of overlapping
 * pauses is the last line. A pause then holds the student's row, as a booking does, so a pause and a
 * booking in its weeks at once go one after the other.
 */
import {
  addZonedDays,
  can,
  currentQuotaWeek,
  PlanPeriod,
  type PauseOptions,
  type PauseRefusal,
  type PlatformSettings,
  type SubscriptionPause,
} from '@darsak/shared';
import type { AppContext } from '../../context.js';
import type { Executor } from '../../db/client.js';
import { isExclusionViolation } from '../../db/errors.js';
import { AppError } from '../../http/app-error.js';
import type { Actor } from '../../http/actor.js';
import { recordAudit } from '../audit/index.js';
import { platformSettingsOf } from '../platform/index.js';
import * as pauses from './pause-repository.js';
import { isInForce, presentSubscription } from './subscription-presenter.js';
import * as repo from './subscription-repository.js';

const WEEK_DAYS = 7;

export const presentPause = (row: pauses.PauseRow): SubscriptionPause => ({
  id: row.id,
  subscriptionId: row.subscriptionId,
  startsAt: row.startsAt.toISOString(),
  endsAt: row.endsAt.toISOString(),
  weeks: row.weeks,
});

/** The plan's owner, or an admin from the student's page (docs/product/back-office.md#permissions). */
const mayPause = (
  actor: Actor,
  row: repo.SubscriptionRow | undefined,
): row is repo.SubscriptionRow =>
  row !== undefined && (row.userId === actor.id || can(actor.role, 'plans.manage'));

/** Whole quota weeks from `from` to `to`, both quota week starts. */
const weeksBetween = (from: Date, to: Date, zone: string): number => {
  let weeks = 0;
  for (let at = from; at < to; at = addZonedDays(at, WEEK_DAYS, zone)) weeks += 1;
  return weeks;
};

type Assessment = {
  refusal: PauseRefusal | null;
  startsAt: Date;
  pausesAllowed: number;
  pausesUsed: number;
  maxWeeks: number;
  open: pauses.PauseRow | undefined;
};

/**
 * What pausing `row` at `now` would be, read inside the caller's transaction when locked; the
 * settings are read before it (the embedded database has one connection).
 */
const assess = async (
  ctx: AppContext,
  db: Executor,
  settings: PlatformSettings,
  row: repo.SubscriptionRow,
  now: Date,
): Promise<Assessment> => {
  const all = await pauses.pausesOf(db, row.id);
  const open = all.find((p) => p.endsAt > now);
  // The next quota week: this one's minutes may be in use.
  const startsAt = currentQuotaWeek(ctx.config, now).end;
  const refusal: PauseRefusal | null =
    row.period === PlanPeriod.FreeTrial || !isInForce(row, now)
      ? 'pause-not-allowed'
      : open
        ? 'pause-exists'
        : all.length >= settings.pausesPerPlan
          ? 'pause-limit-reached'
          : startsAt >= row.endsAt
            ? 'pause-too-late'
            : null;
  return {
    refusal,
    startsAt,
    pausesAllowed: settings.pausesPerPlan,
    pausesUsed: all.length,
    maxWeeks: settings.pauseMaxWeeks,
    open,
  };
};

/** The plan's end once a pause still open is resumed now: the weeks not begun come off it. */
const endAfterResume = (
  ctx: AppContext,
  row: repo.SubscriptionRow,
  open: pauses.PauseRow,
  now: Date,
): { pauseEndsAt: Date; planEndsAt: Date } => {
  const zone = ctx.config.timeZone;
  const thisWeek = currentQuotaWeek(ctx.config, now).start;
  // This quota week gives its minutes again, so it is not taken either.
  const pauseEndsAt = open.startsAt > thisWeek ? open.startsAt : thisWeek;
  const weeksBack = weeksBetween(pauseEndsAt, open.endsAt, zone);
  return { pauseEndsAt, planEndsAt: addZonedDays(row.endsAt, -WEEK_DAYS * weeksBack, zone) };
};

export const pauseOptions = async (
  ctx: AppContext,
  actor: Actor,
  id: number,
): Promise<PauseOptions> => {
  const row = await repo.findSubscription(ctx.db, id);
  if (!mayPause(actor, row)) throw new AppError('subscription-not-found');
  const now = new Date();
  const a = await assess(ctx, ctx.db, await platformSettingsOf(ctx), row, now);
  const zone = ctx.config.timeZone;
  return {
    subscriptionId: row.id,
    refusal: a.refusal,
    startsAt: a.startsAt.toISOString(),
    pausesAllowed: a.pausesAllowed,
    pausesUsed: a.pausesUsed,
    choices:
      a.refusal === null
        ? Array.from({ length: a.maxWeeks }, (_, i) => ({
            weeks: i + 1,
            resumesAt: addZonedDays(a.startsAt, WEEK_DAYS * (i + 1), zone).toISOString(),
            planEndsAt: addZonedDays(row.endsAt, WEEK_DAYS * (i + 1), zone).toISOString(),
          }))
        : [],
    pause: a.open ? presentPause(a.open) : null,
    resumeEndsAt:
      a.open && isInForce(row, now)
        ? endAfterResume(ctx, row, a.open, now).planEndsAt.toISOString()
        : null,
  };
};

/** Pauses a plan from the next quota week for whole weeks; its end moves by them. */
export const pauseSubscription = async (
  ctx: AppContext,
  actor: Actor,
  input: { id: number; weeks: number },
) => {
  const now = new Date();
  const zone = ctx.config.timeZone;
  const settings = await platformSettingsOf(ctx);
  try {
    const row = await ctx.db.transaction(async (tx) => {
      const locked = await repo.lockSubscription(tx, input.id);
      if (!mayPause(actor, locked)) throw new AppError('subscription-not-found');
      // A booking in the weeks to pause, under way now, is read below once it commits.
      await pauses.lockStudentAgainstBookings(tx, locked.userId);
      const a = await assess(ctx, tx, settings, locked, now);
      if (a.refusal) throw new AppError(a.refusal);
      if (input.weeks < 1 || input.weeks > a.maxWeeks)
        throw new AppError('pause-weeks-out-of-range');
      const endsAt = addZonedDays(a.startsAt, WEEK_DAYS * input.weeks, zone);
      // Lessons booked ahead in those weeks would have no minutes: they are cancelled or moved
      // first, by the student's own choice.
      if ((await pauses.bookedLessonsIn(tx, locked.userId, a.startsAt, endsAt)) > 0)
        throw new AppError('pause-has-lessons');
      const pause = await pauses.insertPause(tx, {
        subscriptionId: locked.id,
        startsAt: a.startsAt,
        endsAt,
        weeks: input.weeks,
        createdBy: actor.id,
      });
      const moved = await pauses.moveSubscriptionEnd(
        tx,
        locked.id,
        addZonedDays(locked.endsAt, WEEK_DAYS * input.weeks, zone),
      );
      await recordAudit(tx, {
        actorId: actor.id,
        action: 'subscription.pause',
        subjectType: 'user',
        subjectId: locked.userId,
        before: { subscriptionId: locked.id, endsAt: locked.endsAt.toISOString() },
        after: { pause: presentPause(pause), endsAt: moved.endsAt.toISOString() },
      });
      return moved;
    });
    return presentSubscription(row, now);
  } catch (error) {
    if (isExclusionViolation(error, pauses.PAUSES_NO_OVERLAP)) throw new AppError('pause-exists');
    throw error;
  }
};

/**
 * Ends a plan's pause early: one not begun is withdrawn (it never counted), one running ends at
 * this quota week's start; the plan's end comes back by the weeks not taken.
 */
export const resumeSubscription = async (ctx: AppContext, actor: Actor, input: { id: number }) => {
  const now = new Date();
  const row = await ctx.db.transaction(async (tx) => {
    const locked = await repo.lockSubscription(tx, input.id);
    if (!mayPause(actor, locked)) throw new AppError('subscription-not-found');
    const open = (await pauses.pausesOf(tx, locked.id)).find((p) => p.endsAt > now);
    if (!open || !isInForce(locked, now)) throw new AppError('pause-not-found');
    const { pauseEndsAt, planEndsAt } = endAfterResume(ctx, locked, open, now);
    if (pauseEndsAt <= open.startsAt) await pauses.deletePause(tx, open.id);
    else await pauses.endPauseAt(tx, open.id, pauseEndsAt);
    const moved = await pauses.moveSubscriptionEnd(tx, locked.id, planEndsAt);
    await recordAudit(tx, {
      actorId: actor.id,
      action: 'subscription.resume',
      subjectType: 'user',
      subjectId: locked.userId,
      before: {
        subscriptionId: locked.id,
        endsAt: locked.endsAt.toISOString(),
        pause: presentPause(open),
      },
      after: { pauseEndsAt: pauseEndsAt.toISOString(), endsAt: moved.endsAt.toISOString() },
    });
    return moved;
  });
  return presentSubscription(row, now);
};

/** The pause a plan is in at `now`, if any: its quota week gives no minutes. */
export const pauseOfWeek = (
  db: Executor,
  subscription: repo.SubscriptionRow | undefined,
  now: Date,
): Promise<pauses.PauseRow | undefined> =>
  subscription && subscription.period !== PlanPeriod.FreeTrial
    ? pauses.pauseAt(db, subscription.id, now)
    : Promise.resolve(undefined);

/** Every pause of a plan, for the cancellation refund. */
export const pausesOfSubscription = (db: Executor, id: number) => pauses.pausesOf(db, id);
