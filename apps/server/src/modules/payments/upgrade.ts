/**
 * Upgrading a paid plan in force to a larger one (docs/product/plans-and-payments.md#changing-plan):
 * the same subscription, from this quota week, on the new plan's weekly minutes, its end kept. The
 * price is the difference of the period prices times the share of the plan left from this week
 * (`upgradePrice`); it is paid through the checkout like any order, by any way of paying.
 */
import {
  checkoutPrice,
  currentQuotaWeek,
  PlanPeriod,
  TransactionStatus,
  upgradePrice,
  type UpgradeOptions,
} from '@darsak/shared';
import type { AppContext } from '../../context.js';
import type { Executor } from '../../db/client.js';
import { AppError } from '../../http/app-error.js';
import type { Actor } from '../../http/actor.js';
import {
  findPlan,
  findSubscription,
  isInForce,
  listPlans,
  mayBuyPlan,
  pauseOfWeek,
  pausesOfSubscription,
  type PlanRow,
  type SubscriptionRow,
} from '../plans/index.js';
import { quotaFor } from '../scheduling/index.js';
import * as repo from './repository.js';

/** An order whose money is kept: what a subscription's owner paid for it. */
const kept = [TransactionStatus.Paid, TransactionStatus.PartialRefunded] as number[];

type Standing = {
  refusal: 'upgrade-not-allowed' | 'subscription-paused' | null;
  /** What the plan in force cost for its period: its last upgrade's price, else its order's. */
  paid: number;
  weekStart: Date;
};

/**
 * Whether a subscription may be upgraded at `now`: a paid plan in force (not the trial, not a
 * granted plan, not one whose order was refunded in full), not in a paused week.
 */
export const upgradeStanding = async (
  ctx: AppContext,
  db: Executor,
  row: SubscriptionRow,
  now: Date,
): Promise<Standing> => {
  const weekStart = currentQuotaWeek(ctx.config, now).start;
  const order = await repo.transactionOfSubscription(db, row.id);
  if (
    row.period === PlanPeriod.FreeTrial ||
    row.grantedBy !== null ||
    !isInForce(row, now) ||
    !order ||
    !kept.includes(order.status)
  )
    return { refusal: 'upgrade-not-allowed', paid: 0, weekStart };
  if (await pauseOfWeek(db, row, now))
    return { refusal: 'subscription-paused', paid: 0, weekStart };
  const changes = await repo.changesOf(db, row.id);
  return {
    refusal: null,
    paid: changes.at(-1)?.periodPrice ?? order.amount,
    weekStart,
  };
};

/** The price of putting `row` on `plan` from this week; zero when it costs no more. */
const priceFor = async (
  db: Executor,
  row: SubscriptionRow,
  plan: Pick<PlanRow, 'monthPrice' | 'discountMonth' | 'discountQuarter' | 'discountYear'>,
  standing: Standing,
): Promise<{ price: number; from: Date }> =>
  upgradePrice({
    newPrice: checkoutPrice(plan, row.period as PlanPeriod).total,
    paid: standing.paid,
    startsAt: row.startsAt,
    endsAt: row.endsAt,
    weekStart: standing.weekStart,
    paused: await pausesOfSubscription(db, row.id),
  });

/**
 * The upgrade an order would buy, refused as the checkout answers: someone else's subscription is
 * missing, a plan they may not buy does not exist.
 */
export const priceUpgrade = async (
  ctx: AppContext,
  actor: Actor,
  order: { upgradeOf: number; planId: number; period: PlanPeriod; couponCode?: string | undefined },
) => {
  const row = await findSubscription(ctx.db, order.upgradeOf);
  if (!row || row.userId !== actor.id) throw new AppError('subscription-not-found');
  const plan = await findPlan(ctx.db, order.planId);
  if (!plan || !(await mayBuyPlan(ctx.db, actor.id, plan))) throw new AppError('plan-not-found');
  if (order.couponCode) throw new AppError('illegal', 'An upgrade takes no coupon');
  const standing = await upgradeStanding(ctx, ctx.db, row, new Date());
  if (standing.refusal) throw new AppError(standing.refusal);
  if (order.period !== row.period)
    throw new AppError('illegal', 'An upgrade keeps the plan’s own period');
  if (plan.weeklyMinutes <= row.weeklyMinutes) throw new AppError('upgrade-not-larger');
  const { price } = await priceFor(ctx.db, row, plan, standing);
  if (price < 100) throw new AppError('upgrade-too-small');
  return {
    subscription: row,
    plan,
    price: { base: price, periodDiscount: 0, couponDiscount: 0, total: price },
  };
};

/** Each larger plan the student may buy, with its price now and this week's minutes after it. */
export const upgradeOptions = async (
  ctx: AppContext,
  actor: Actor,
  id: number,
): Promise<UpgradeOptions> => {
  const row = await findSubscription(ctx.db, id);
  if (!row || row.userId !== actor.id) throw new AppError('subscription-not-found');
  const now = new Date();
  const standing = await upgradeStanding(ctx, ctx.db, row, now);
  const from = new Date(Math.max(standing.weekStart.getTime(), row.startsAt.getTime()));
  const base = {
    subscriptionId: row.id,
    refusal: standing.refusal,
    period: row.period,
    weeklyMinutes: row.weeklyMinutes,
    from: from.toISOString(),
    endsAt: row.endsAt.toISOString(),
  };
  if (standing.refusal) return { ...base, choices: [] };
  const used = (await quotaFor(ctx, actor.id, now)).usedMinutes;
  const choices: UpgradeOptions['choices'] = [];
  // The plans this student may see are the plans they may buy.
  for (const shown of await listPlans(ctx, actor, false)) {
    if (shown.weeklyMinutes <= row.weeklyMinutes) continue;
    const plan = await findPlan(ctx.db, shown.id);
    if (!plan) continue;
    const { price } = await priceFor(ctx.db, row, plan, standing);
    if (price < 100) continue;
    choices.push({
      planId: plan.id,
      weeklyMinutes: plan.weeklyMinutes,
      price,
      remainingThisWeek: Math.max(0, plan.weeklyMinutes - used),
    });
  }
  return { ...base, choices };
};
