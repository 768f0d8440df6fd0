/** The one way an order's status changes (decision 012), and what an order's end gives back. */
import { canMoveTransaction, type TransactionStatus } from '@darsak/shared';
import type { Executor } from '../../db/client.js';
import { AppError } from '../../http/app-error.js';
import { releaseHeldLesson } from '../scheduling/index.js';
import * as repo from './repository.js';

/** Moves an order to a status, refusing any transition decision 012 does not allow. */
export const moveTransaction = (
  db: Executor,
  row: repo.TransactionRow,
  status: TransactionStatus,
  values: Partial<repo.NewTransaction> = {},
): Promise<repo.TransactionRow> => {
  if (!canMoveTransaction(row.status as TransactionStatus, status))
    throw new AppError('illegal', `A transaction cannot go from status ${row.status} to ${status}`);
  return repo.updateTransaction(db, row.id, { ...values, status });
};

/**
 * Why an upgrade's money changed nothing (docs/product/plans-and-payments.md#changing-plan): the
 * plan had changed, ended or was cancelled before it arrived.
 */
export const upgradeNotApplied = 'plan-changed';

export type Outcome =
  | 'unknown-order'
  | 'amount-mismatch'
  | 'order-mismatch'
  | 'credited'
  | 'duplicate'
  | 'late'
  | 'subscription-exists'
  | 'failed'
  | 'expired'
  | 'canceled'
  | 'unchanged';

export type Settled = {
  outcome: Outcome;
  before?: repo.TransactionRow;
  after?: repo.TransactionRow;
  /** One lesson's order: its lesson, booked by the payment or released by the order's end. */
  lesson?: { id: number; tutorId: number; studentId: number; booked: boolean };
};

/**
 * What an order gives back when it ends unpaid: its coupon, and for one lesson the time it held
 * (docs/product/plans-and-payments.md#one-lesson), in the order's own transaction.
 */
export const releaseOrder = async (
  db: Executor,
  row: repo.TransactionRow,
  at: Date,
): Promise<Settled['lesson']> => {
  await repo.releaseRedemption(db, row.id);
  if (row.lessonId === null) return undefined;
  const released = await releaseHeldLesson(db, row.lessonId, at);
  return released ? { ...released, booked: false } : undefined;
};
