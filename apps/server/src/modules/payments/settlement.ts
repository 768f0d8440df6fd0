/**
 * Settling orders (docs/product/plans-and-payments.md#settlement, decision 012): the one place a
 * transaction's status changes. Only a verified report (a provider's signed notification or its
 * status answer) moves an order; Paid starts the subscription in the same database transaction, and
 * payment_credits' key makes sure it happens once however many copies arrive.
 */
import { PaymentType, TransactionStatus, type PaymentFailure } from '@darsak/shared';
import type { AppContext } from '../../context.js';
import type { Executor } from '../../db/client.js';
import { isUniqueViolation } from '../../db/errors.js';
import { AppError } from '../../http/app-error.js';
import type { PaymentReport } from '../../infra/payments/gateway.js';
import { startPaidSubscription } from '../plans/index.js';
import { announceHeldLesson } from '../scheduling/index.js';
import { creditLesson } from './lesson-credit.js';
import { scheduleReceipt } from './notices.js';
import { creditUpgrade } from './upgrade-credit.js';
import * as repo from './repository.js';
import { moveTransaction, releaseOrder, type Outcome, type Settled } from './transitions.js';

const unpaidEnds = {
  failed: TransactionStatus.Failed,
  expired: TransactionStatus.Expired,
  canceled: TransactionStatus.Canceled,
} as const;

/**
 * Why an order ends unpaid (docs/product/plans-and-payments.md#why-a-payment-failed): what the
 * provider's gateway read, "other" for a refusal it could not name, and for a kiosk order that
 * ran out of time, its reference expired. A card or wallet order whose window passed, or one
 * cancelled, has no reason: nothing failed.
 */
const failureOf = (
  row: repo.TransactionRow,
  status: 'failed' | 'expired' | 'canceled',
  read: PaymentFailure | null = null,
): PaymentFailure | null => {
  if (status === 'failed') return read ?? 'other';
  if (status === 'expired')
    return read ?? (row.paymentType === PaymentType.CashKiosk ? 'reference-expired' : null);
  return null;
};

const settleLocked = async (
  ctx: AppContext,
  db: Executor,
  report: PaymentReport,
  provider: string | undefined,
): Promise<Settled> => {
  const row = await repo.lockTransactionByRef(db, report.merchantRef);
  if (!row || (provider !== undefined && row.provider !== provider))
    return { outcome: 'unknown-order' };
  if (report.amount !== row.amount || report.currency.toUpperCase() !== row.currency)
    return { outcome: 'amount-mismatch', before: row };
  // A provider that signs its own order id, not our reference: it must be the order's (decision 024).
  if (report.providerOrderRef !== undefined && report.providerOrderRef !== row.providerRef)
    return { outcome: 'order-mismatch', before: row };
  const providerRef = row.providerRef ?? report.providerRef;
  if (report.status === 'paid') {
    if (row.status === TransactionStatus.New && row.purpose === 'lesson')
      return creditLesson(db, row, providerRef);
    if (row.status === TransactionStatus.New && row.purpose === 'upgrade')
      return creditUpgrade(db, ctx.config, row, providerRef);
    if (row.status === TransactionStatus.New) {
      const at = new Date();
      try {
        const subscription = await startPaidSubscription(db, ctx.config, {
          userId: row.userId,
          planId: row.planId!,
          period: row.period as 0 | 1 | 2,
          weeklyMinutes: row.weeklyMinutes!,
          at,
        });
        await repo.insertCredit(db, {
          transactionId: row.id,
          subscriptionId: subscription.id,
          amount: row.amount,
        });
        const after = await moveTransaction(db, row, TransactionStatus.Paid, {
          paidAt: at,
          providerRef,
        });
        await scheduleReceipt(db, row.id, at);
        return { outcome: 'credited', before: row, after };
      } catch (error) {
        if (!(error instanceof AppError && error.code === 'subscription-exists')) throw error;
        // Money arrived but another plan is in force: nothing starts; it waits for a refund.
        const after = await moveTransaction(db, row, TransactionStatus.Processed, {
          paidAt: at,
          providerRef,
          failureReason: 'subscription-exists',
        });
        // A receipt of what arrived, saying it started nothing and will be refunded.
        await scheduleReceipt(db, row.id, at);
        return { outcome: 'subscription-exists', before: row, after };
      }
    }
    if (
      row.status === TransactionStatus.Expired ||
      row.status === TransactionStatus.Canceled ||
      row.status === TransactionStatus.Failed
    ) {
      // Paid after the order had ended: recorded for reconciliation, activates nothing.
      const at = new Date();
      const after = await moveTransaction(db, row, TransactionStatus.Processed, {
        paidAt: at,
        providerRef,
        failureReason: `paid-after-${row.status === TransactionStatus.Expired ? 'expiry' : 'cancel'}`,
      });
      await scheduleReceipt(db, row.id, at);
      return { outcome: 'late', before: row, after };
    }
    return { outcome: 'duplicate', before: row };
  }
  if (report.status === 'failed' || report.status === 'expired' || report.status === 'canceled') {
    if (row.status !== TransactionStatus.New) return { outcome: 'duplicate', before: row };
    const after = await moveTransaction(db, row, unpaidEnds[report.status], {
      providerRef,
      failureReason: report.failureReason,
      failure: failureOf(row, report.status, report.failure),
    });
    const lesson = await releaseOrder(db, row, new Date());
    return { outcome: report.status, before: row, after, lesson };
  }
  return { outcome: 'unchanged', before: row };
};

/**
 * Tells the student's pages what changed, once it is committed; their cached orders and plan are
 * stale then (the client's cache map). Nothing else on the server reacts to a payment: its receipt
 * is a durable job scheduled with the credit.
 */
const announce = async (ctx: AppContext, settled: Settled): Promise<void> => {
  const { after, before, lesson } = settled;
  if (lesson) await announceHeldLesson(ctx, lesson, lesson.booked);
  if (!after || after.status === before?.status) return;
  ctx.realtime.toUsers([after.userId], 'TransactionStatusUpdate', {
    transactionId: after.id,
    status: after.status,
  });
};

/** Applies a verified report to its order; answers what became of it. */
export const applyReport = async (
  ctx: AppContext,
  report: PaymentReport,
  provider?: string,
): Promise<Outcome> => {
  let settled: Settled;
  try {
    settled = await ctx.db.transaction((tx) => settleLocked(ctx, tx, report, provider));
  } catch (error) {
    // A copy that raced past the lock (or a driver without one) meets the credit's key.
    if (isUniqueViolation(error)) return 'duplicate';
    throw error;
  }
  if (
    settled.outcome === 'unknown-order' ||
    settled.outcome === 'amount-mismatch' ||
    settled.outcome === 'order-mismatch'
  )
    ctx.log.warn(
      { merchantRef: report.merchantRef, outcome: settled.outcome },
      'payment report refused',
    );
  // The receipt was scheduled with the credit: send it now rather than at the next poll.
  if (settled.outcome === 'credited') ctx.wakeJobs();
  await announce(ctx, settled);
  return settled.outcome;
};

/** Ends an unpaid order for a reason of our own (its window passed, the student cancelled). */
export const endUnpaid = async (
  ctx: AppContext,
  id: number,
  status: typeof TransactionStatus.Expired | typeof TransactionStatus.Canceled,
): Promise<repo.TransactionRow | undefined> => {
  const settled = await ctx.db.transaction(async (tx): Promise<Settled> => {
    const row = await repo.lockTransaction(tx, id);
    if (!row || row.status !== TransactionStatus.New) return { outcome: 'unchanged', before: row };
    const after = await moveTransaction(tx, row, status, {
      failure: failureOf(row, status === TransactionStatus.Expired ? 'expired' : 'canceled'),
    });
    const lesson = await releaseOrder(tx, row, new Date());
    return {
      outcome: status === TransactionStatus.Expired ? 'expired' : 'canceled',
      before: row,
      after,
      lesson,
    };
  });
  await announce(ctx, settled);
  return settled.after;
};

export {
  announce as announceSettlement,
  moveTransaction,
  releaseOrder,
  type Outcome,
  type Settled,
};
