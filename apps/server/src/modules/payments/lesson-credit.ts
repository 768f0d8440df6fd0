/**
 * The payment of one lesson (docs/product/plans-and-payments.md#one-lesson): confirmed while its
 * order is open, it books the held lesson in the same transaction; a lesson no longer held (it
 * started before the money came) is not booked and the money waits for a full refund, as any money
 * that started nothing (#money-that-started-nothing).
 */
import { TransactionStatus } from '@darsak/shared';
import type { Executor } from '../../db/client.js';
import { bookHeldLesson, releaseHeldLesson } from '../scheduling/index.js';
import { scheduleReceipt } from './notices.js';
import * as repo from './repository.js';
import { moveTransaction, type Settled } from './transitions.js';

export const creditLesson = async (
  db: Executor,
  row: repo.TransactionRow,
  providerRef: string | null,
): Promise<Settled> => {
  const at = new Date();
  const lessonId = row.lessonId!;
  const booked = await bookHeldLesson(db, lessonId, at);
  if (!booked) {
    const released = await releaseHeldLesson(db, lessonId, at);
    const after = await moveTransaction(db, row, TransactionStatus.Processed, {
      paidAt: at,
      providerRef,
      failureReason: 'lesson-started',
    });
    await scheduleReceipt(db, row.id, at);
    return {
      outcome: 'late',
      before: row,
      after,
      ...(released ? { lesson: { ...released, booked: false } } : {}),
    };
  }
  await repo.insertCredit(db, { transactionId: row.id, lessonId, amount: row.amount });
  const after = await moveTransaction(db, row, TransactionStatus.Paid, { paidAt: at, providerRef });
  await scheduleReceipt(db, row.id, at);
  return { outcome: 'credited', before: row, after, lesson: { ...booked, booked: true } };
};
