/** All SQL about tutors' requests to move lessons (docs/product/lessons.md#a-tutors-request-to-move). */
import { and, eq, lte } from 'drizzle-orm';
import type { MoveRequestState } from '@darsak/shared';
import type { Executor } from '../../db/client.js';
import { lessonMoveRequests, lessons } from '../../db/schema.js';
import type { LessonRow } from './lesson-repository.js';

export type MoveRequestRow = typeof lessonMoveRequests.$inferSelect;

/** A request with its lesson. */
export const findMoveRequest = async (
  db: Executor,
  id: number,
): Promise<{ request: MoveRequestRow; lesson: LessonRow } | undefined> => {
  const [row] = await db
    .select({ request: lessonMoveRequests, lesson: lessons })
    .from(lessonMoveRequests)
    .innerJoin(lessons, eq(lessons.id, lessonMoveRequests.lessonId))
    .where(eq(lessonMoveRequests.id, id));
  return row;
};

/** Stores a new open request; the database refuses a second open one for the lesson. */
export const insertMoveRequest = async (
  db: Executor,
  values: { lessonId: number; startsAt: Date; duration: number; lapsesAt: Date; createdAt: Date },
): Promise<MoveRequestRow> => {
  const [row] = await db
    .insert(lessonMoveRequests)
    .values({ ...values, state: 'open' })
    .returning();
  return row!;
};

/**
 * Closes an open request as accepted, declined, withdrawn, lapsed or closed; false when it was no
 * longer open (another answer, a withdrawal or a cancellation came first).
 */
export const closeMoveRequest = async (
  db: Executor,
  id: number,
  state: Exclude<MoveRequestState, 'open'>,
  at: Date,
): Promise<boolean> => {
  const closed = await db
    .update(lessonMoveRequests)
    .set({ state, closedAt: at })
    .where(and(eq(lessonMoveRequests.id, id), eq(lessonMoveRequests.state, 'open')))
    .returning({ id: lessonMoveRequests.id });
  return closed.length > 0;
};

/** Marks a lesson's open request lapsed when its time has come, so a new one may be made. */
export const lapseMoveRequests = async (db: Executor, lessonId: number, now: Date) => {
  await db
    .update(lessonMoveRequests)
    .set({ state: 'lapsed', closedAt: now })
    .where(
      and(
        eq(lessonMoveRequests.lessonId, lessonId),
        eq(lessonMoveRequests.state, 'open'),
        lte(lessonMoveRequests.lapsesAt, now),
      ),
    );
};
