/**
 * Cancelling a subscription (`PATCH /sub/cancel`,
 * docs/product/plans-and-payments.md#cancelling-a-plan, decision 025): from now on, with the unused
 * whole weeks of a paid plan refunded through the provider that took the money, or for a plan paid
 * in cash as a refund payout (docs/product/plans-and-payments.md#cash-refunds). A student who has
 * had more lessons under a paid plan than CANCEL_MAX_LESSONS is refused
 * (subscription-uncancellable); admins may cancel regardless. The subscription's row stays locked
 * from the check to the refund and the cancellation, so two cancels at once refund once.
 */
import {
  CANCEL_MAX_LESSONS,
  cancellationRefund,
  isAdminRole,
  paidInCash,
  TransactionStatus,
  type CancellationQuote,
} from '@darsak/shared';
import type { AppContext } from '../../context.js';
import type { Executor } from '../../db/client.js';
import { AppError } from '../../http/app-error.js';
import type { Actor } from '../../http/actor.js';
import { recordAudit } from '../audit/index.js';
import {
  cancelSubscriptionAt,
  findSubscription,
  lockSubscription,
  pausesOfSubscription,
  presentSubscription,
  trialBackAfter,
  type SubscriptionRow,
} from '../plans/index.js';
import { scheduleRefundMessage } from './notices.js';
import * as repo from './repository.js';
import { refundLockedOrder } from './refunds.js';
import { announceSettlement, type Settled } from './settlement.js';

const refundable = [TransactionStatus.Paid, TransactionStatus.PartialRefunded] as number[];

const mayCancel = (actor: Actor, row: SubscriptionRow | undefined): row is SubscriptionRow =>
  row !== undefined && (row.userId === actor.id || isAdminRole(actor.role));

/** One order's share of a cancellation's refund. */
type Part = { order: repo.TransactionRow; refund: number };

type Assessment = CancellationQuote & { parts: Part[]; ended: boolean };

/**
 * What cancelling refunds of each order that paid for the plan
 * (docs/product/plans-and-payments.md#changing-plan): the order that bought it over the plan's
 * length, each upgrade's order over the weeks it covered, from its change to the end; the same
 * whole weeks unused for all.
 */
const refundParts = async (
  db: Executor,
  row: SubscriptionRow,
  bought: repo.TransactionRow,
  now: Date,
) => {
  const paused = await pausesOfSubscription(db, row.id);
  const share = (order: repo.TransactionRow, startsAt: Date) =>
    cancellationRefund({
      paid: order.amount,
      alreadyRefunded: order.refundedAmount,
      startsAt,
      endsAt: row.endsAt,
      now,
      paused,
    });
  const first = share(bought, row.startsAt);
  const parts: Part[] = [{ order: bought, refund: first.refund }];
  for (const { order, fromAt } of await repo.upgradeOrdersOf(db, row.id))
    if (refundable.includes(order.status))
      parts.push({ order, refund: share(order, fromAt).refund });
  return { parts, unusedWeeks: first.unusedWeeks };
};

const assess = async (
  db: Executor,
  actor: Actor,
  row: SubscriptionRow,
  now: Date,
): Promise<Assessment> => {
  const ended = row.cancelledAt !== null || row.endsAt <= now;
  const credited = await repo.transactionOfSubscription(db, row.id);
  const paid = credited && refundable.includes(credited.status) ? credited : undefined;
  const lessonsUsed = await repo.lessonsUnder(db, row.id);
  const { parts, unusedWeeks } =
    paid && !ended ? await refundParts(db, row, paid, now) : { parts: [], unusedWeeks: 0 };
  // The allowance guards refunds: it binds a student on a paid plan, never an admin.
  const overAllowance =
    paid !== undefined && !isAdminRole(actor.role) && lessonsUsed > CANCEL_MAX_LESSONS;
  const trial = ended ? undefined : await trialBackAfter(db, row, now);
  return {
    subscriptionId: row.id,
    cancellable: !ended && !overAllowance,
    refund: parts.reduce((sum, part) => sum + part.refund, 0),
    cash: parts.some((part) => part.refund > 0 && paidInCash(part.order)),
    unusedWeeks,
    transactionId: paid?.id ?? null,
    lessonsUsed,
    lessonsAllowed: CANCEL_MAX_LESSONS,
    trialBack: trial?.plannedEndsAt
      ? { weeklyMinutes: trial.weeklyMinutes, endsAt: trial.plannedEndsAt.toISOString() }
      : null,
    parts,
    ended,
  };
};

export const cancellationQuote = async (
  ctx: AppContext,
  actor: Actor,
  id: number,
): Promise<CancellationQuote> => {
  const row = await findSubscription(ctx.db, id);
  // Someone else's subscription is answered as missing, so ids cannot be probed.
  if (!mayCancel(actor, row)) throw new AppError('subscription-not-found');
  const { parts: _parts, ended: _ended, ...quote } = await assess(ctx.db, actor, row, new Date());
  return quote;
};

export const cancelSubscription = async (ctx: AppContext, actor: Actor, id: number) => {
  const now = new Date();
  const { cancelled, settled } = await ctx.db.transaction(async (tx) => {
    const row = await lockSubscription(tx, id);
    if (!mayCancel(actor, row)) throw new AppError('subscription-not-found');
    const quote = await assess(tx, actor, row, now);
    if (quote.ended)
      throw new AppError('illegal', 'The subscription has ended or was cancelled already');
    if (!quote.cancellable) throw new AppError('subscription-uncancellable');
    const refunded: Settled[] = [];
    const payoutIds: number[] = [];
    for (const part of quote.parts) {
      if (part.refund <= 0) continue;
      const locked = (await repo.lockTransaction(tx, part.order.id))!;
      // Called while the subscription's row is locked: a second cancel waits, then finds it cancelled.
      const done = await refundLockedOrder(ctx, tx, locked, part.refund, 'subscription cancelled');
      refunded.push({ outcome: 'unchanged', before: locked, after: done.after });
      if (done.payout) payoutIds.push(done.payout.id);
      await scheduleRefundMessage(
        tx,
        {
          transactionId: locked.id,
          amount: part.refund,
          refundedTotal: done.refundedTotal,
          ended: true,
        },
        now,
      );
    }
    const done = await cancelSubscriptionAt(tx, row.id, now);
    if (!done) throw new AppError('illegal', 'The subscription was cancelled already');
    await recordAudit(tx, {
      actorId: actor.id,
      action: 'subscription.cancel',
      subjectType: 'user',
      subjectId: row.userId,
      before: { subscriptionId: row.id, endsAt: row.endsAt.toISOString() },
      after: {
        cancelledAt: now.toISOString(),
        refund: quote.refund,
        transactionId: quote.transactionId,
        refundPayoutId: payoutIds[0] ?? null,
        refundedOrders: quote.parts.filter((p) => p.refund > 0).map((p) => p.order.id),
        // What was given back, not what the quote expected.
        trialBackUntil: done.trialBackUntil?.toISOString() ?? null,
      },
    });
    return { cancelled: done.cancelled, settled: refunded };
  });
  for (const one of settled) await announceSettlement(ctx, one);
  return presentSubscription(cancelled, now);
};
