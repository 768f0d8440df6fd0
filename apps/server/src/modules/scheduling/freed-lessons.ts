/**
 * What other modules do, inside the very transaction, when a lesson bought on its own stops costing
 * its student: cancelled with nothing spent, or ended with its tutor absent or both absent
 * (docs/product/plans-and-payments.md#one-lesson). Payments registers the refund of the lesson's
 * order when it starts: a registry rather than an import, since payments stands on scheduling.
 * Followers are given every such lesson and judge for themselves what is owed.
 */
import { SPENT_OUTCOMES, type LessonOutcome } from '@darsak/shared';
import type { Executor } from '../../db/client.js';

export type FreedLessonsFollower = (db: Executor, lessonIds: number[], at: Date) => Promise<void>;

const followers = new Set<FreedLessonsFollower>();

/** Registers what follows a freed lesson; the same follower registered twice runs once. */
export const followFreedLessons = (follower: FreedLessonsFollower): void => {
  followers.add(follower);
};

/** Whether a lesson with this outcome costs its student nothing. */
export const freesLesson = (outcome: LessonOutcome | null): boolean =>
  outcome === null || !SPENT_OUTCOMES.includes(outcome);

/** Whether a lesson bought on its own costs its student nothing now: cancelled or ended freed. */
export const isFreedBoughtLesson = (lesson: {
  bought: boolean;
  cancelledAt: Date | null;
  outcome: LessonOutcome | null;
}): boolean =>
  lesson.bought &&
  (lesson.cancelledAt !== null || lesson.outcome !== null) &&
  freesLesson(lesson.outcome);

/** Tells the followers, in the caller's transaction, of bought lessons that no longer cost. */
export const lessonsFreed = async (db: Executor, lessonIds: number[], at: Date): Promise<void> => {
  if (lessonIds.length === 0) return;
  for (const follower of followers) await follower(db, lessonIds, at);
};
