/** All SQL about transactions, coupons and their redemptions, and providers' notifications. */
import { and, count, desc, eq, inArray, isNull, lte, sql, type SQL } from 'drizzle-orm';
import { TransactionStatus } from '@darsak/shared';
import type { Executor } from '../../db/client.js';
import { alias } from 'drizzle-orm/pg-core';
import { onPage, type PageRequest } from '../../db/sql-helpers.js';
import {
  couponRedemptions,
  coupons,
  lessons,
  paymentCredits,
  paymentNotifications,
  subscriptionChanges,
  transactions,
  users,
} from '../../db/schema.js';

export type TransactionRow = typeof transactions.$inferSelect;
export type NewTransaction = typeof transactions.$inferInsert;
export type CouponRow = typeof coupons.$inferSelect;
/** The lesson one lesson's order pays for, with its tutor's name. */
export type OrderLesson = Pick<
  LessonRow,
  'id' | 'tutorId' | 'startsAt' | 'duration' | 'heldUntil' | 'cancelledAt'
> & { tutorName: string };

/** A transaction with its coupon's code and, for one lesson, the lesson, as presented. */
export type TransactionView = TransactionRow & {
  userName: string;
  userGender: number | null;
  couponCode: string | null;
  subscriptionId: number | null;
  lesson: OrderLesson | null;
};

type LessonRow = typeof lessons.$inferSelect;
const lessonTutor = alias(users, 'lesson_tutor');
const view = {
  row: transactions,
  userName: users.name,
  userGender: users.gender,
  couponCode: coupons.code,
  subscriptionId: paymentCredits.subscriptionId,
  lessonId: lessons.id,
  lessonTutorId: lessons.tutorId,
  lessonStartsAt: lessons.startsAt,
  lessonDuration: lessons.duration,
  lessonHeldUntil: lessons.heldUntil,
  lessonCancelledAt: lessons.cancelledAt,
  lessonTutorName: lessonTutor.name,
};
const selectViews = (db: Executor) =>
  db
    .select(view)
    .from(transactions)
    .innerJoin(users, eq(users.id, transactions.userId))
    .leftJoin(coupons, eq(coupons.id, transactions.couponId))
    .leftJoin(paymentCredits, eq(paymentCredits.transactionId, transactions.id))
    .leftJoin(lessons, eq(lessons.id, transactions.lessonId))
    .leftJoin(lessonTutor, eq(lessonTutor.id, lessons.tutorId));
const flatten = (r: {
  row: TransactionRow;
  userName: string;
  userGender: number | null;
  couponCode: string | null;
  subscriptionId: number | null;
  lessonId: number | null;
  lessonTutorId: number | null;
  lessonStartsAt: Date | null;
  lessonDuration: number | null;
  lessonHeldUntil: Date | null;
  lessonCancelledAt: Date | null;
  lessonTutorName: string | null;
}): TransactionView => ({
  ...r.row,
  userName: r.userName,
  userGender: r.userGender,
  couponCode: r.couponCode,
  subscriptionId: r.subscriptionId,
  lesson:
    r.lessonId === null
      ? null
      : {
          id: r.lessonId,
          tutorId: r.lessonTutorId!,
          startsAt: r.lessonStartsAt!,
          duration: r.lessonDuration!,
          heldUntil: r.lessonHeldUntil,
          cancelledAt: r.lessonCancelledAt,
          tutorName: r.lessonTutorName ?? '',
        },
});

export const insertTransaction = async (
  db: Executor,
  values: NewTransaction,
): Promise<TransactionRow> => {
  const [row] = await db.insert(transactions).values(values).returning();
  return row!;
};

export const findTransactionView = async (
  db: Executor,
  id: number,
): Promise<TransactionView | undefined> => {
  const [row] = await selectViews(db).where(eq(transactions.id, id));
  return row && flatten(row);
};

/** The order, locked until the caller's transaction ends: one settlement at a time per order. */
export const lockTransactionByRef = async (
  db: Executor,
  merchantRef: string,
): Promise<TransactionRow | undefined> => {
  const [row] = await db
    .select()
    .from(transactions)
    .where(eq(transactions.merchantRef, merchantRef))
    .for('update');
  return row;
};

export const findTransactionByRef = async (
  db: Executor,
  merchantRef: string,
): Promise<TransactionRow | undefined> => {
  const [row] = await db
    .select()
    .from(transactions)
    .where(eq(transactions.merchantRef, merchantRef));
  return row;
};

export const lockTransaction = async (
  db: Executor,
  id: number,
): Promise<TransactionRow | undefined> => {
  const [row] = await db.select().from(transactions).where(eq(transactions.id, id)).for('update');
  return row;
};

/** The paid order of a lesson bought on its own, locked until the transaction ends. */
export const lockPaidLessonOrder = async (
  db: Executor,
  lessonId: number,
): Promise<TransactionRow | undefined> => {
  const [row] = await db
    .select()
    .from(transactions)
    .where(
      and(
        eq(transactions.lessonId, lessonId),
        inArray(transactions.status, [TransactionStatus.Paid, TransactionStatus.PartialRefunded]),
      ),
    )
    .for('update');
  return row;
};

export const updateTransaction = async (
  db: Executor,
  id: number,
  values: Partial<NewTransaction>,
): Promise<TransactionRow> => {
  const [row] = await db
    .update(transactions)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(transactions.id, id))
    .returning();
  return row!;
};

export type TransactionFilter = { userId?: number; status?: number; provider?: string };

export const listTransactionViews = async (
  db: Executor,
  filter: TransactionFilter,
  page: PageRequest,
): Promise<{ rows: TransactionView[]; total: number }> => {
  const conditions: SQL[] = [];
  if (filter.userId !== undefined) conditions.push(eq(transactions.userId, filter.userId));
  if (filter.status !== undefined) conditions.push(eq(transactions.status, filter.status));
  if (filter.provider !== undefined) conditions.push(eq(transactions.provider, filter.provider));
  const where = conditions.length > 0 ? and(...conditions) : undefined;
  const rows = await onPage(
    selectViews(db)
      .where(where)
      .orderBy(desc(transactions.createdAt), desc(transactions.id))
      .$dynamic(),
    page,
  );
  const [totals] = await db.select({ total: count() }).from(transactions).where(where);
  return { rows: rows.map(flatten), total: totals?.total ?? 0 };
};

export const lastTransactionView = async (
  db: Executor,
  userId: number,
): Promise<TransactionView | undefined> => {
  const [row] = await selectViews(db)
    .where(eq(transactions.userId, userId))
    .orderBy(desc(transactions.createdAt), desc(transactions.id))
    .limit(1);
  return row && flatten(row);
};

/** Unpaid orders whose window has passed by `now`. */
export const overdueOrders = (db: Executor, now: Date, limit = 50): Promise<TransactionRow[]> =>
  db
    .select()
    .from(transactions)
    .where(and(eq(transactions.status, TransactionStatus.New), lte(transactions.expiresAt, now)))
    .limit(limit);

export const insertCredit = (
  db: Executor,
  values: { transactionId: number; amount: number } & (
    { subscriptionId: number; upgrade?: boolean } | { lessonId: number }
  ),
) => db.insert(paymentCredits).values(values);

export type ChangeRow = typeof subscriptionChanges.$inferSelect;

export const insertChange = async (
  db: Executor,
  values: typeof subscriptionChanges.$inferInsert,
): Promise<ChangeRow> => {
  const [row] = await db.insert(subscriptionChanges).values(values).returning();
  return row!;
};

/** A subscription's changes of plan, the first first. */
export const changesOf = (db: Executor, subscriptionId: number): Promise<ChangeRow[]> =>
  db
    .select()
    .from(subscriptionChanges)
    .where(eq(subscriptionChanges.subscriptionId, subscriptionId))
    .orderBy(subscriptionChanges.fromAt, subscriptionChanges.id);

/** The orders that upgraded a subscription, each with the instant its change began. */
export const upgradeOrdersOf = async (
  db: Executor,
  subscriptionId: number,
): Promise<{ order: TransactionRow; fromAt: Date }[]> =>
  db
    .select({ order: transactions, fromAt: subscriptionChanges.fromAt })
    .from(subscriptionChanges)
    .innerJoin(transactions, eq(transactions.id, subscriptionChanges.transactionId))
    .where(eq(subscriptionChanges.subscriptionId, subscriptionId))
    .orderBy(subscriptionChanges.fromAt, subscriptionChanges.id);

export const findCouponByCode = async (
  db: Executor,
  code: string,
): Promise<CouponRow | undefined> => {
  const [row] = await db
    .select()
    .from(coupons)
    .where(sql`upper(${coupons.code}) = upper(${code})`);
  return row;
};

/**
 * Holds a coupon for the caller's transaction, so checkouts redeeming it count its uses one at a
 * time. `no key update`: the redemptions' foreign keys to it are not held up.
 */
export const lockCoupon = async (db: Executor, couponId: number): Promise<void> => {
  await db
    .select({ id: coupons.id })
    .from(coupons)
    .where(eq(coupons.id, couponId))
    .for('no key update');
};

/** How many orders hold or used a coupon. */
export const couponUses = async (db: Executor, couponId: number): Promise<number> => {
  const [row] = await db
    .select({ total: count() })
    .from(couponRedemptions)
    .where(eq(couponRedemptions.couponId, couponId));
  return row?.total ?? 0;
};

export const hasRedeemed = async (
  db: Executor,
  couponId: number,
  userId: number,
): Promise<boolean> => {
  const [row] = await db
    .select({ id: couponRedemptions.id })
    .from(couponRedemptions)
    .where(and(eq(couponRedemptions.couponId, couponId), eq(couponRedemptions.userId, userId)));
  return Boolean(row);
};

export const insertRedemption = (
  db: Executor,
  values: { couponId: number; userId: number; transactionId: number },
) => db.insert(couponRedemptions).values(values);

/** An order that ended unpaid gives its coupon back to the student. */
export const releaseRedemption = (db: Executor, transactionId: number) =>
  db.delete(couponRedemptions).where(eq(couponRedemptions.transactionId, transactionId));

export const recordNotification = (
  db: Executor,
  values: {
    provider: string;
    merchantRef: string | null;
    verified: boolean;
    outcome: string;
    body: unknown;
  },
) => db.insert(paymentNotifications).values(values);

export const notificationsOf = (db: Executor, merchantRef: string) =>
  db
    .select()
    .from(paymentNotifications)
    .where(eq(paymentNotifications.merchantRef, merchantRef))
    .orderBy(paymentNotifications.id);

/** The paid order that bought a subscription, if money bought it (not those that upgraded it). */
export const transactionOfSubscription = async (
  db: Executor,
  subscriptionId: number,
): Promise<TransactionRow | undefined> => {
  const [row] = await db
    .select({ row: transactions })
    .from(paymentCredits)
    .innerJoin(transactions, eq(transactions.id, paymentCredits.transactionId))
    .where(
      and(eq(paymentCredits.subscriptionId, subscriptionId), eq(paymentCredits.upgrade, false)),
    );
  return row?.row;
};

/** Lessons booked under a subscription and not cancelled: what the student has used of it. */
export const lessonsUnder = async (db: Executor, subscriptionId: number): Promise<number> => {
  const [row] = await db
    .select({ total: count() })
    .from(lessons)
    .where(and(eq(lessons.subscriptionId, subscriptionId), isNull(lessons.cancelledAt)));
  return row?.total ?? 0;
};
