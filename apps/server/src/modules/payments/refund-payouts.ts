/**
 * Cash refunds (docs/product/plans-and-payments.md#cash-refunds): money paid at a kiosk is refunded
 * as a payout. The student says where it goes (a mobile wallet, or a bank account); admins see the
 * queue, send the money themselves and mark it paid with the transfer's reference, or failed with
 * why, which asks the student again. Every admin move is audited; the student is told of each.
 */
import {
  isAdminRole,
  payoutAwaitsStudent,
  WithdrawMethod,
  type RefundPayout,
  type RefundPayoutStatus,
} from '@darsak/shared';
import type { AppContext } from '../../context.js';
import { AppError } from '../../http/app-error.js';
import type { Actor } from '../../http/actor.js';
import { recordAudit } from '../audit/index.js';
import { schedulePayoutMessage } from './notices.js';
import * as payouts from './payout-repository.js';

export const presentPayout = (row: payouts.PayoutView): RefundPayout => ({
  id: row.id,
  transactionId: row.transactionId,
  merchantRef: row.merchantRef,
  userId: row.userId,
  userName: row.userName,
  amount: row.amount,
  status: row.status,
  method: row.method,
  phone: row.phone,
  bank: row.bank,
  accountNumber: row.accountNumber,
  receiver: row.receiver,
  reference: row.reference,
  failureNote: row.failureNote,
  paidBy:
    row.paidBy !== null && row.paidByName !== null
      ? { id: row.paidBy, name: row.paidByName }
      : null,
  paidAt: row.paidAt?.toISOString() ?? null,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

const answer = async (ctx: AppContext, id: number) =>
  presentPayout((await payouts.findPayoutView(ctx.db, id))!);

/** Admins: the queue, oldest first, by status or student. A student: their own, newest first. */
export const listRefundPayouts = async (
  ctx: AppContext,
  actor: Actor,
  query: { page: number; size: number; status?: RefundPayoutStatus; userId?: number },
) => {
  const admin = isAdminRole(actor.role);
  const userId = admin ? query.userId : actor.id;
  const { rows, total } = await payouts.listPayoutViews(
    ctx.db,
    { userId, status: query.status },
    query,
    admin,
  );
  return {
    list: rows.map(presentPayout),
    total,
    waiting: await payouts.waitingPayouts(ctx.db, userId),
  };
};

type Destination =
  | { method: 0; phone: string }
  | { method: 1; bank: string; accountNumber: string; receiver: string };

/**
 * The student says where their cash refund goes, while it awaits them (never once an admin may be
 * sending it); it joins the admins' queue.
 */
export const giveRefundDestination = async (
  ctx: AppContext,
  actor: Actor,
  id: number,
  destination: Destination,
) => {
  await ctx.db.transaction(async (tx) => {
    const row = await payouts.lockPayout(tx, id);
    // Someone else's payout is answered as missing, so ids cannot be probed.
    if (!row || row.userId !== actor.id) throw new AppError('refund-payout-not-found');
    if (!payoutAwaitsStudent(row.status))
      throw new AppError('illegal', `A ${row.status} refund's destination cannot change`);
    const wallet = destination.method === WithdrawMethod.Wallet;
    await payouts.updatePayout(tx, id, {
      status: 'requested',
      method: destination.method,
      phone: wallet ? destination.phone : null,
      bank: wallet ? null : destination.bank,
      accountNumber: wallet ? null : destination.accountNumber,
      receiver: wallet ? null : destination.receiver,
    });
  });
  return answer(ctx, id);
};

export type Settlement =
  { outcome: 'paid'; reference: string } | { outcome: 'failed'; note: string };

/** An admin marks a requested payout paid (with the transfer's reference) or failed (with why). */
export const settleRefundPayout = async (
  ctx: AppContext,
  actor: Actor,
  id: number,
  settlement: Settlement,
) => {
  const now = new Date();
  await ctx.db.transaction(async (tx) => {
    const row = await payouts.lockPayout(tx, id);
    if (!row) throw new AppError('refund-payout-not-found');
    if (row.status !== 'requested')
      throw new AppError(
        'illegal',
        `A ${row.status} refund cannot be marked ${settlement.outcome}`,
      );
    const changes =
      settlement.outcome === 'paid'
        ? {
            status: 'paid' as const,
            reference: settlement.reference,
            paidBy: actor.id,
            paidAt: now,
            failureNote: null,
          }
        : { status: 'failed' as const, failureNote: settlement.note };
    await payouts.updatePayout(tx, id, changes);
    await recordAudit(tx, {
      actorId: actor.id,
      action: `refund-payout.${settlement.outcome}`,
      subjectType: 'user',
      subjectId: row.userId,
      before: { refundPayoutId: id, transactionId: row.transactionId, status: row.status },
      after: {
        refundPayoutId: id,
        amount: row.amount,
        status: changes.status,
        ...(settlement.outcome === 'paid'
          ? { reference: settlement.reference }
          : { note: settlement.note }),
      },
    });
    await schedulePayoutMessage(
      tx,
      {
        payoutId: id,
        outcome: settlement.outcome,
        destination: {
          method: row.method!,
          phone: row.phone,
          bank: row.bank,
          accountNumber: row.accountNumber,
        },
        transfer: settlement.outcome === 'paid' ? settlement.reference : null,
        note: settlement.outcome === 'failed' ? settlement.note : null,
      },
      now,
    );
  });
  ctx.wakeJobs();
  return answer(ctx, id);
};
