/** All SQL about a student's lessons, summed up. */
import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { int } from '../../db/sql-helpers.js';
import { lessons } from '../../db/schema.js';
import { fulfilledLesson, upcomingLesson } from '../scheduling/index.js';

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
  const done = fulfilledLesson(now);
  const [row] = await db
    .select({
      lessonsAttended: int(sql`count(*) filter (where ${done})`),
      minutesAttended: int(sql`coalesce(sum(${lessons.duration}) filter (where ${done}), 0)`),
      upcomingLessons: int(sql`count(*) filter (where ${upcomingLesson(now)})`),
    })
    .from(lessons)
    .where(eq(lessons.studentId, studentId));
  return row!;
};
