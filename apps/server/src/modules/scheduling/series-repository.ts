/** All SQL about weekly lessons (docs/product/lessons.md#weekly-lessons). */
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { lessons, lessonSeries, users } from '../../db/schema.js';

export type SeriesRow = typeof lessonSeries.$inferSelect;
export type SeriesWithTutor = SeriesRow & {
  tutor: { id: number; name: string; image: string | null };
};

const withTutor = {
  series: lessonSeries,
  tutor: { id: users.id, name: users.name, image: users.image },
};

export const insertSeries = async (
  db: Executor,
  values: typeof lessonSeries.$inferInsert,
): Promise<SeriesRow> => {
  const [row] = await db.insert(lessonSeries).values(values).returning();
  return row!;
};

/** A series with its tutor, or undefined. */
export const findSeries = async (
  db: Executor,
  id: number,
): Promise<SeriesWithTutor | undefined> => {
  const [row] = await db
    .select(withTutor)
    .from(lessonSeries)
    .innerJoin(users, eq(users.id, lessonSeries.tutorId))
    .where(eq(lessonSeries.id, id));
  return row && { ...row.series, tutor: row.tutor };
};

/** A student's series still running, oldest first. */
export const runningSeriesOf = async (
  db: Executor,
  studentId: number,
): Promise<SeriesWithTutor[]> => {
  const rows = await db
    .select(withTutor)
    .from(lessonSeries)
    .innerJoin(users, eq(users.id, lessonSeries.tutorId))
    .where(and(eq(lessonSeries.studentId, studentId), isNull(lessonSeries.stoppedAt)))
    .orderBy(asc(lessonSeries.id));
  return rows.map((row) => ({ ...row.series, tutor: row.tutor }));
};

/** Stops a running series; false when it was stopped already. */
export const stopSeries = async (db: Executor, id: number, now: Date): Promise<boolean> => {
  const rows = await db
    .update(lessonSeries)
    .set({ stoppedAt: now })
    .where(and(eq(lessonSeries.id, id), isNull(lessonSeries.stoppedAt)))
    .returning({ id: lessonSeries.id });
  return rows.length > 0;
};

/** Whether the series has a lesson (in any state) starting then: that week was booked once. */
export const seriesHasLessonAt = async (
  db: Executor,
  seriesId: number,
  startsAt: Date,
): Promise<boolean> => {
  const [row] = await db
    .select({ one: sql<number>`1` })
    .from(lessons)
    .where(and(eq(lessons.seriesId, seriesId), eq(lessons.startsAt, startsAt)))
    .limit(1);
  return row !== undefined;
};
