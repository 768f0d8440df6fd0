/** All SQL about a student's lessons, summed up. */
import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { instantParam, int } from '../../db/sql-helpers.js';
import { lessons } from '../../db/schema.js';

export type StudentLessonTotals = {
  lessonsAttended: number;
  minutesAttended: number;
  upcomingLessons: number;
};

export const studentLessonTotals = async (
  db: Executor,
  studentId: number,
  now: Date,
): Promise<StudentLessonTotals> => {
  // Fulfilled: not cancelled and over (SPEC §4).
  const done = sql`${lessons.cancelledAt} is null and ${lessons.endsAt} <= ${instantParam(now)}`;
  const [row] = await db
    .select({
      lessonsAttended: int(sql`count(*) filter (where ${done})`),
      minutesAttended: int(sql`coalesce(sum(${lessons.duration}) filter (where ${done}), 0)`),
      upcomingLessons: int(
        sql`count(*) filter (where ${lessons.cancelledAt} is null and ${lessons.startsAt} > ${instantParam(now)})`,
      ),
    })
    .from(lessons)
    .where(eq(lessons.studentId, studentId));
  return row!;
};
