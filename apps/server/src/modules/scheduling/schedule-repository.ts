/** All SQL about weekly slots and one-off changes of tutors' schedules. */
import { and, asc, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import { ACTIVITY_SCORE_START } from '@darsak/shared';
import type { Executor } from '../../db/client.js';
import { availabilityExceptions, availabilitySlots, tutors } from '../../db/schema.js';

export type SlotRow = typeof availabilitySlots.$inferSelect;
export type ExceptionRow = typeof availabilityExceptions.$inferSelect;
export type TutorRow = typeof tutors.$inferSelect;

export const findTutor = async (db: Executor, tutorId: number): Promise<TutorRow | undefined> => {
  const [row] = await db.select().from(tutors).where(eq(tutors.userId, tutorId));
  return row;
};

/**
 * Locks a tutor's record for a schedule change. Bookings take a KEY SHARE lock on it
 * (`lockTutorForBooking`), so a schedule change and the bookings it could conflict with never
 * interleave, while bookings with the same tutor still run side by side.
 */
export const lockTutor = async (db: Executor, tutorId: number): Promise<TutorRow | undefined> => {
  const [row] = await db.select().from(tutors).where(eq(tutors.userId, tutorId)).for('update');
  return row;
};

export const noticePeriods = async (
  db: Executor,
  tutorIds: number[],
): Promise<Map<number, number>> => {
  if (tutorIds.length === 0) return new Map();
  const rows = await db
    .select({ id: tutors.userId, notice: tutors.noticePeriod })
    .from(tutors)
    .where(inArray(tutors.userId, tutorIds));
  return new Map(rows.map((r) => [r.id, r.notice]));
};

export const slotsOfTutors = (db: Executor, tutorIds: number[]): Promise<SlotRow[]> =>
  tutorIds.length === 0
    ? Promise.resolve([])
    : db
        .select()
        .from(availabilitySlots)
        .where(inArray(availabilitySlots.tutorId, tutorIds))
        .orderBy(
          asc(availabilitySlots.weekday),
          asc(availabilitySlots.startMinute),
          asc(availabilitySlots.id),
        );

/** Changes on local dates from `from` to `to` (YYYY-MM-DD, both included). */
export const exceptionsOfTutors = (
  db: Executor,
  tutorIds: number[],
  from: string,
  to: string,
): Promise<ExceptionRow[]> =>
  tutorIds.length === 0
    ? Promise.resolve([])
    : db
        .select()
        .from(availabilityExceptions)
        .where(
          and(
            inArray(availabilityExceptions.tutorId, tutorIds),
            gte(availabilityExceptions.date, from),
            lte(availabilityExceptions.date, to),
          ),
        )
        .orderBy(
          asc(availabilityExceptions.date),
          asc(availabilityExceptions.startMinute),
          asc(availabilityExceptions.id),
        );

export const exceptionsFrom = (
  db: Executor,
  tutorId: number,
  from: string,
): Promise<ExceptionRow[]> =>
  db
    .select()
    .from(availabilityExceptions)
    .where(and(eq(availabilityExceptions.tutorId, tutorId), gte(availabilityExceptions.date, from)))
    .orderBy(
      asc(availabilityExceptions.date),
      asc(availabilityExceptions.startMinute),
      asc(availabilityExceptions.id),
    );

export const exceptionsByIds = (db: Executor, ids: number[]): Promise<ExceptionRow[]> =>
  ids.length === 0
    ? Promise.resolve([])
    : db.select().from(availabilityExceptions).where(inArray(availabilityExceptions.id, ids));

export const deleteSlots = async (db: Executor, ids: number[]): Promise<void> => {
  if (ids.length > 0) await db.delete(availabilitySlots).where(inArray(availabilitySlots.id, ids));
};

/** Inserts slots; an updated slot is re-inserted under its own id. */
export const insertSlots = async (
  db: Executor,
  rows: (typeof availabilitySlots.$inferInsert)[],
): Promise<void> => {
  if (rows.length > 0) await db.insert(availabilitySlots).values(rows);
};

export const deleteExceptions = async (db: Executor, ids: number[]): Promise<void> => {
  if (ids.length > 0)
    await db.delete(availabilityExceptions).where(inArray(availabilityExceptions.id, ids));
};

export const insertExceptions = async (
  db: Executor,
  rows: (typeof availabilityExceptions.$inferInsert)[],
): Promise<void> => {
  if (rows.length > 0) await db.insert(availabilityExceptions).values(rows);
};

/**
 * Locks a tutor's record for a change of their standing by a lesson's outcome, `no key update` as
 * the update itself takes: bookings with the tutor (a key share lock) go on meanwhile.
 */
export const lockTutorStanding = async (db: Executor, tutorId: number): Promise<void> => {
  await db
    .select({ id: tutors.userId })
    .from(tutors)
    .where(eq(tutors.userId, tutorId))
    .for('no key update');
};

/**
 * Gives a tutor back activity score an outcome took (docs/product/tutors.md#activity-score), never
 * above the start.
 */
export const raiseActivityScore = async (
  db: Executor,
  tutorId: number,
  by: number,
): Promise<void> => {
  if (by <= 0) return;
  await db
    .update(tutors)
    .set({ activityScore: sql`least(${ACTIVITY_SCORE_START}, ${tutors.activityScore} + ${by})` })
    .where(eq(tutors.userId, tutorId));
};

/** Lowers a tutor's activity score for cancelled lessons, never below zero. */
export const lowerActivityScore = async (
  db: Executor,
  tutorId: number,
  by: number,
): Promise<void> => {
  if (by <= 0) return;
  await db
    .update(tutors)
    .set({ activityScore: sql`greatest(0, ${tutors.activityScore} - ${by})` })
    .where(eq(tutors.userId, tutorId));
};
