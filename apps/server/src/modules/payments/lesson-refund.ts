/**
 * A lesson bought on its own that no longer costs its student is refunded in full
 * (docs/product/plans-and-payments.md#one-lesson): cancelled by its tutor, by an admin who gave the
 * lesson back, or by the student before the cutoff; or ended with its tutor absent or both absent.
 * Scheduling tells us in the transaction that freed it (freed-lessons.ts), and a durable job makes
 * the refund: through the provider that took the money, or for cash as a payout to send. The job
 * reads the lesson and the order again under the order's lock, so a copy or a later change refunds
 * only what is still owed.
 */
import { z } from 'zod/mini';
import type { AppContext } from '../../context.js';
import type { Executor } from '../../db/client.js';
import { defineJob } from '../../jobs.js';
import { findLesson, isFreedBoughtLesson } from '../scheduling/index.js';
import { scheduleRefundMessage } from './notices.js';
import { refundLockedOrder } from './refunds.js';
import * as repo from './repository.js';
import { announceSettlement, type Settled } from './settlement.js';

const refundFreedLesson = async (ctx: AppContext, lessonId: number): Promise<void> => {
  const now = new Date();
  const settled = await ctx.db.transaction(async (tx): Promise<Settled> => {
    const order = await repo.lockPaidLessonOrder(tx, lessonId);
    if (!order) return { outcome: 'unchanged' };
    const lesson = await findLesson(tx, lessonId);
    const freed = lesson !== undefined && isFreedBoughtLesson(lesson);
    const owed = order.amount - order.refundedAmount;
    if (!freed || owed <= 0) return { outcome: 'unchanged', before: order };
    const done = await refundLockedOrder(ctx, tx, order, owed, 'lesson not held');
    await scheduleRefundMessage(
      tx,
      { transactionId: order.id, amount: owed, refundedTotal: done.refundedTotal, ended: false },
      now,
    );
    return { outcome: 'unchanged', before: order, after: done.after };
  });
  await announceSettlement(ctx, settled);
  if (settled.after) ctx.wakeJobs();
};

export const lessonRefund = defineJob({
  name: 'payments.lesson-refund',
  schema: z.object({ lessonId: z.int() }),
  run: (ctx, { lessonId }) => refundFreedLesson(ctx, lessonId),
});

/** Registered with scheduling when the module starts: one refund job per freed lesson. */
export const scheduleLessonRefunds = (db: Executor, lessonIds: number[], at: Date) =>
  lessonRefund.schedule(
    db,
    lessonIds.map((lessonId) => ({
      key: `${lessonId}:${at.getTime()}`,
      runAt: at,
      payload: { lessonId },
    })),
  );
