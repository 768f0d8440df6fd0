/** All SQL about a student's lessons, summed up. */
import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { int } from '../../db/sql-helpers.js';
import { lessons } from '../../db/schema.js';
import { upcomingLesson } from '../scheduling/index.js';

/** How many of a student's lessons are booked and still to come. */
export const upcomingLessonCount = async (
  db: Executor,
  studentId: number,
  now: Date,
): Promise<number> => {
  const [row] = await db
    .select({ upcoming: int(sql`count(*) filter (where ${upcomingLesson(now)})`) })
    .from(lessons)
    .where(eq(lessons.studentId, studentId));
  return row!.upcoming;
};
