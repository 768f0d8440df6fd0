/**
 * The payment of an upgrade (docs/product/plans-and-payments.md#changing-plan): confirmed while its
 * order is open, it puts the subscription on the new plan from this quota week, in the same
 * transaction, with a row of its change and the order's credit. The subscription is locked first
 * (its student's subscriptions, then its row), so a cancellation or another upgrade settled at the
 * same time goes before or after, never between. A subscription no longer in force, or no longer on
 * the plan the order was priced from, is not changed: the money started nothing and waits for a
 * full refund (#money-that-started-nothing).
 */
import {
  checkoutPrice,
  currentQuotaWeek,
  TransactionStatus,
  type PlanPeriod,
} from '@darsak/shared';
import type { Config } from '../../config.js';
import type { Executor } from '../../db/client.js';
import { changeSubscriptionPlan, findPlan, isInForce, lockSubscription } from '../plans/index.js';
import { scheduleReceipt } from './notices.js';
import * as repo from './repository.js';
import { moveTransaction, upgradeNotApplied, type Settled } from './transitions.js';

export const creditUpgrade = async (
  db: Executor,
  config: Config,
  row: repo.TransactionRow,
  providerRef: string | null,
): Promise<Settled> => {
  const at = new Date();
  const subscription = await lockSubscription(db, row.upgradeOf!);
  const plan = await findPlan(db, row.planId!);
  if (
    !subscription ||
    !plan ||
    !isInForce(subscription, at) ||
    subscription.planId !== row.upgradeFrom ||
    subscription.weeklyMinutes >= row.weeklyMinutes!
  ) {
    const after = await moveTransaction(db, row, TransactionStatus.Processed, {
      paidAt: at,
      providerRef,
      failureReason: upgradeNotApplied,
    });
    await scheduleReceipt(db, row.id, at);
    return { outcome: 'late', before: row, after };
  }
  const weekStart = currentQuotaWeek(config, at).start;
  await changeSubscriptionPlan(db, subscription.id, {
    planId: plan.id,
    weeklyMinutes: row.weeklyMinutes!,
  });
  await repo.insertChange(db, {
    subscriptionId: subscription.id,
    fromPlanId: subscription.planId!,
    toPlanId: plan.id,
    fromWeeklyMinutes: subscription.weeklyMinutes,
    toWeeklyMinutes: row.weeklyMinutes!,
    fromAt: new Date(Math.max(weekStart.getTime(), subscription.startsAt.getTime())),
    // What the next upgrade of this plan is priced against.
    periodPrice: checkoutPrice(plan, subscription.period as PlanPeriod).total,
    transactionId: row.id,
  });
  await repo.insertCredit(db, {
    transactionId: row.id,
    subscriptionId: subscription.id,
    amount: row.amount,
    upgrade: true,
  });
  const after = await moveTransaction(db, row, TransactionStatus.Paid, { paidAt: at, providerRef });
  await scheduleReceipt(db, row.id, at);
  return { outcome: 'credited', before: row, after };
};
