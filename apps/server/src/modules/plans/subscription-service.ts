/**
 * Subscriptions and the free trial (docs/product/plans-and-payments.md#subscriptions); the weekly
 * quota is scheduling's.
 */
import {
  addZonedDays,
  addZonedMonths,
  isAdminRole,
  PlanPeriod,
  planPeriodMonths,
  Role,
} from '@darsak/shared';
import type { Config } from '../../config.js';
import type { AppContext } from '../../context.js';
import type { Executor } from '../../db/client.js';
import { isExclusionViolation } from '../../db/errors.js';
import { AppError } from '../../http/app-error.js';
import type { Actor } from '../../http/actor.js';
import { findPlan } from './repository.js';
import { recordAudit } from '../audit/index.js';
import { findUserById } from '../users/index.js';
import { presentSubscription } from './subscription-presenter.js';
import * as repo from './subscription-repository.js';

/**
 * Gives a new student the free trial (docs/product/plans-and-payments.md#free-trial): run in the
 * transaction that creates the account, which no other transaction sees yet, so it needs no lock on
 * the account's subscriptions.
 */
export const startFreeTrial = async (
  db: Executor,
  config: Config,
  userId: number,
  now: Date = new Date(),
): Promise<void> => {
  await repo.insertSubscription(db, {
    userId,
    planId: null,
    period: PlanPeriod.FreeTrial,
    weeklyMinutes: config.freeTrial.weeklyMinutes,
    startsAt: now,
    endsAt: addZonedDays(now, config.freeTrial.days, config.timeZone),
  });
};

const mayRead = (actor: Actor, row: repo.SubscriptionRow) =>
  row.userId === actor.id || isAdminRole(actor.role);

export const getSubscription = async (ctx: AppContext, actor: Actor, id: number) => {
  const row = await repo.findSubscription(ctx.db, id);
  // Someone else's subscription is answered as missing, so ids cannot be probed.
  if (!row || !mayRead(actor, row)) throw new AppError('subscription-not-found');
  return presentSubscription(row);
};

export const listSubscriptions = async (
  ctx: AppContext,
  query: { page: number; size: number; userId?: number },
) => {
  const { rows, total } = await repo.listSubscriptions(ctx.db, query, query);
  const now = new Date();
  return { list: rows.map((row) => presentSubscription(row, now)), total };
};

/** An admin gives a student a plan from now for a period; a running free trial ends now. */
export const grantSubscription = async (
  ctx: AppContext,
  actor: Actor,
  input: { userId: number; planId: number; period: PlanPeriod },
) => {
  const user = await findUserById(ctx.db, input.userId);
  if (!user) throw new AppError('user-not-found');
  if (user.role !== Role.Student) throw new AppError('student-not-found');
  const plan = await findPlan(ctx.db, input.planId);
  if (!plan) throw new AppError('plan-not-found');
  const now = new Date();
  try {
    const row = await ctx.db.transaction(async (tx) => {
      await repo.lockSubscriptions(tx, input.userId);
      await repo.endFreeTrial(tx, input.userId, now);
      const granted = await repo.insertSubscription(tx, {
        userId: input.userId,
        planId: plan.id,
        period: input.period,
        weeklyMinutes: plan.weeklyMinutes,
        startsAt: now,
        endsAt: addZonedMonths(now, planPeriodMonths[input.period], ctx.config.timeZone),
        grantedBy: actor.id,
      });
      await recordAudit(tx, {
        actorId: actor.id,
        action: 'subscription.grant',
        subjectType: 'user',
        subjectId: input.userId,
        before: null,
        after: { subscriptionId: granted.id, planId: plan.id, period: input.period },
      });
      return granted;
    });
    return presentSubscription(row, now);
  } catch (error) {
    if (isExclusionViolation(error, 'subscriptions_no_overlap'))
      throw new AppError('subscription-exists');
    throw error;
  }
};

/**
 * Starts the subscription a payment bought, inside the caller's transaction: a running
 * free trial ends at `at`. Throws `subscription-exists` when another plan is in force then.
 */
export const startPaidSubscription = async (
  db: Executor,
  config: Config,
  input: { userId: number; planId: number; period: PlanPeriod; weeklyMinutes: number; at: Date },
): Promise<repo.SubscriptionRow> => {
  try {
    return await db.transaction(async (tx) => {
      await repo.lockSubscriptions(tx, input.userId);
      await repo.endFreeTrial(tx, input.userId, input.at);
      return repo.insertSubscription(tx, {
        userId: input.userId,
        planId: input.planId,
        period: input.period,
        weeklyMinutes: input.weeklyMinutes,
        startsAt: input.at,
        endsAt: addZonedMonths(input.at, planPeriodMonths[input.period], config.timeZone),
      });
    });
  } catch (error) {
    if (isExclusionViolation(error, 'subscriptions_no_overlap'))
      throw new AppError('subscription-exists');
    throw error;
  }
};

/**
 * The free trial a plan cut short whose planned end is still ahead at `now`: what the student has
 * again once that plan is cancelled (decision 046). Nothing for a trial itself.
 */
export const trialBackAfter = (
  db: Executor,
  row: repo.SubscriptionRow,
  now: Date,
): Promise<repo.SubscriptionRow | undefined> =>
  row.period === PlanPeriod.FreeTrial
    ? Promise.resolve(undefined)
    : repo.trialCutShortAt(db, row.userId, row.startsAt, now);

/**
 * Gives back, from `at` to its planned end, the rest of the trial a cancelled plan cut short; the
 * end it gave back, or null when there was none to give (or another plan was in force).
 */
const resumeTrial = async (
  db: Executor,
  cancelled: repo.SubscriptionRow,
  at: Date,
): Promise<Date | null> => {
  const trial = await trialBackAfter(db, cancelled, at);
  if (!trial?.plannedEndsAt) return null;
  const plannedEndsAt = trial.plannedEndsAt;
  try {
    const resumed = await db.transaction((tx) =>
      repo.insertSubscription(tx, {
        userId: trial.userId,
        planId: null,
        period: PlanPeriod.FreeTrial,
        weeklyMinutes: trial.weeklyMinutes,
        startsAt: at,
        endsAt: plannedEndsAt,
      }),
    );
    return resumed.endsAt;
  } catch (error) {
    // Another plan in force by then (none should be): the trial stays ended.
    if (!isExclusionViolation(error, 'subscriptions_no_overlap')) throw error;
    return null;
  }
};

/**
 * Cancels a subscription from `at` inside the caller's transaction, and gives back the rest of a
 * free trial it cut short (`trialBackUntil`, the end it was given back until); undefined when it
 * was cancelled already (the caller holds its lock, so this is the second guard). Also how a full
 * refund ends a plan now. The caller holds the student's subscriptions lock, taken before any row
 * (`lockSubscription` takes it; a refund takes it first), as every write of them does.
 */
export const cancelSubscriptionAt = async (
  db: Executor,
  id: number,
  at: Date,
): Promise<{ cancelled: repo.SubscriptionRow; trialBackUntil: Date | null } | undefined> => {
  const cancelled = await repo.cancelSubscription(db, id, at);
  if (!cancelled) return undefined;
  return { cancelled, trialBackUntil: await resumeTrial(db, cancelled, at) };
};

/**
 * Ends a subscription now (a refund took its money back), inside the caller's transaction; true when
 * a plan still running was ended, not one cancelled or run out before.
 */
export const endSubscriptionNow = async (db: Executor, id: number, at: Date): Promise<boolean> => {
  const done = await cancelSubscriptionAt(db, id, at);
  return done !== undefined && done.cancelled.endsAt > at;
};
