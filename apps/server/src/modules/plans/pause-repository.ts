/** All SQL about the pauses of plans (docs/product/plans-and-payments.md#pausing-a-plan). */
import { and, asc, count, eq, gt, gte, isNull, lt, lte } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { lessons, subscriptionPauses, subscriptions, users } from '../../db/schema.js';

export type PauseRow = typeof subscriptionPauses.$inferSelect;
export type NewPause = typeof subscriptionPauses.$inferInsert;

/** Every pause of a plan, earliest first. */
export const pausesOf = (db: Executor, subscriptionId: number): Promise<PauseRow[]> =>
  db
    .select()
    .from(subscriptionPauses)
    .where(eq(subscriptionPauses.subscriptionId, subscriptionId))
    .orderBy(asc(subscriptionPauses.startsAt));

/** The pause of a plan that `at` lies in (at most one: pauses of a plan never overlap). */
export const pauseAt = async (
  db: Executor,
  subscriptionId: number,
  at: Date,
): Promise<PauseRow | undefined> => {
  const [row] = await db
    .select()
    .from(subscriptionPauses)
    .where(
      and(
        eq(subscriptionPauses.subscriptionId, subscriptionId),
        lte(subscriptionPauses.startsAt, at),
        gt(subscriptionPauses.endsAt, at),
      ),
    )
    .limit(1);
  return row;
};

/**
 * Queues a pause behind a booking of the same student under way, and a booking behind the pause:
 * a booking holds the student's row from its checks to its commit (`no key update`, as here), so
 * whichever comes second reads the other's lesson or pause (docs/product/plans-and-payments.md#pausing-a-plan).
 * Taken after the student's subscriptions and the plan's row; a booking takes neither of those.
 */
export const lockStudentAgainstBookings = async (db: Executor, studentId: number) => {
  await db.select({ id: users.id }).from(users).where(eq(users.id, studentId)).for('no key update');
};

/**
 * How many booked lessons of a student start in [from, to): with booking ahead a week to be paused
 * may hold some (docs/product/plans-and-payments.md#pausing-a-plan).
 */
export const bookedLessonsIn = async (
  db: Executor,
  studentId: number,
  from: Date,
  to: Date,
): Promise<number> => {
  const [row] = await db
    .select({ n: count() })
    .from(lessons)
    .where(
      and(
        eq(lessons.studentId, studentId),
        isNull(lessons.cancelledAt),
        gte(lessons.startsAt, from),
        lt(lessons.startsAt, to),
      ),
    );
  return row?.n ?? 0;
};

export const insertPause = async (db: Executor, values: NewPause): Promise<PauseRow> => {
  const [row] = await db.insert(subscriptionPauses).values(values).returning();
  return row!;
};

export const endPauseAt = (db: Executor, id: number, endsAt: Date) =>
  db.update(subscriptionPauses).set({ endsAt }).where(eq(subscriptionPauses.id, id));

export const deletePause = (db: Executor, id: number) =>
  db.delete(subscriptionPauses).where(eq(subscriptionPauses.id, id));

/** Moves a plan's end; the caller holds the student's subscriptions lock. */
export const moveSubscriptionEnd = async (db: Executor, id: number, endsAt: Date) => {
  const [row] = await db
    .update(subscriptions)
    .set({ endsAt })
    .where(eq(subscriptions.id, id))
    .returning();
  return row!;
};

/** Whether a write met the exclusion of overlapping pauses of one plan. */
export const PAUSES_NO_OVERLAP = 'subscription_pauses_no_overlap';
