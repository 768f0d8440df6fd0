/** All SQL about refund payouts: cash refunds an admin sends to a student's wallet or bank. */
import { and, asc, count, desc, eq, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { RefundPayoutStatus } from '@darsak/shared';
import type { Executor } from '../../db/client.js';
import { onPage, type PageRequest } from '../../db/sql-helpers.js';
import { refundPayouts, transactions, users } from '../../db/schema.js';

export type PayoutRow = typeof refundPayouts.$inferSelect;
export type PayoutView = PayoutRow & {
  merchantRef: string;
  userName: string;
  paidByName: string | null;
};

const payer = alias(users, 'payer');

const selectViews = (db: Executor) =>
  db
    .select({
      row: refundPayouts,
      merchantRef: transactions.merchantRef,
      userName: users.name,
      paidByName: payer.name,
    })
    .from(refundPayouts)
    .innerJoin(transactions, eq(transactions.id, refundPayouts.transactionId))
    .innerJoin(users, eq(users.id, refundPayouts.userId))
    .leftJoin(payer, eq(payer.id, refundPayouts.paidBy));

const flatten = (r: {
  row: PayoutRow;
  merchantRef: string;
  userName: string;
  paidByName: string | null;
}): PayoutView => ({
  ...r.row,
  merchantRef: r.merchantRef,
  userName: r.userName,
  paidByName: r.paidByName,
});

/** A cash refund waiting for the student to say where it goes. */
export const insertPayout = async (
  db: Executor,
  values: { transactionId: number; userId: number; amount: number },
): Promise<PayoutRow> => {
  const [row] = await db.insert(refundPayouts).values(values).returning();
  return row!;
};

export const findPayoutView = async (db: Executor, id: number) => {
  const [row] = await selectViews(db).where(eq(refundPayouts.id, id));
  return row && flatten(row);
};

/** The payout, locked until the caller's transaction ends: one change at a time. */
export const lockPayout = async (db: Executor, id: number): Promise<PayoutRow | undefined> => {
  const [row] = await db
    .select()
    .from(refundPayouts)
    .where(eq(refundPayouts.id, id))
    .for('no key update');
  return row;
};

export const updatePayout = async (
  db: Executor,
  id: number,
  values: Partial<typeof refundPayouts.$inferInsert>,
): Promise<void> => {
  await db
    .update(refundPayouts)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(refundPayouts.id, id));
};

/** Admins' queue oldest first; a student's own newest first. */
export const listPayoutViews = async (
  db: Executor,
  filter: { userId?: number | undefined; status?: RefundPayoutStatus | undefined },
  page: PageRequest,
  oldestFirst: boolean,
): Promise<{ rows: PayoutView[]; total: number }> => {
  const conditions: SQL[] = [];
  if (filter.userId !== undefined) conditions.push(eq(refundPayouts.userId, filter.userId));
  if (filter.status !== undefined) conditions.push(eq(refundPayouts.status, filter.status));
  const where = conditions.length > 0 ? and(...conditions) : undefined;
  const order = oldestFirst
    ? [asc(refundPayouts.createdAt), asc(refundPayouts.id)]
    : [desc(refundPayouts.createdAt), desc(refundPayouts.id)];
  const rows = await onPage(
    selectViews(db)
      .where(where)
      .orderBy(...order)
      .$dynamic(),
    page,
  );
  const [totals] = await db.select({ total: count() }).from(refundPayouts).where(where);
  return { rows: rows.map(flatten), total: totals?.total ?? 0 };
};

/** How many payouts wait on an admin (requested), for one student or all. */
export const waitingPayouts = async (db: Executor, userId?: number): Promise<number> => {
  const conditions = [eq(refundPayouts.status, 'requested' as RefundPayoutStatus)];
  if (userId !== undefined) conditions.push(eq(refundPayouts.userId, userId));
  const [row] = await db
    .select({ total: count() })
    .from(refundPayouts)
    .where(and(...conditions));
  return row?.total ?? 0;
};
