/**
 * A lesson's outcome from its attendance, set when it ends (docs/product/lessons.md#outcomes): one
 * durable job per lesson and end, scheduled with the booking or the move, so a server down at the
 * end sets it when it is back.
 */
import { z } from 'zod/mini';
import { ACTIVITY_SCORE_LATE_PENALTY, LessonOutcome, RoomType } from '@darsak/shared';
import type { Executor } from '../../db/client.js';
import { defineJob } from '../../jobs.js';
import { attendanceOf, presentMilliseconds } from '../chat/index.js';
import { findLesson, setLessonOutcome, type LessonRow } from './lesson-repository.js';
import { lowerActivityScore } from './schedule-repository.js';

/**
 * What attendance says of a lesson: a member counts as present for any time in its call within the
 * lesson's own time (docs/product/lessons.md#attended-lessons).
 */
export const outcomeFromPresence = (tutorPresent: boolean, studentPresent: boolean) => {
  if (tutorPresent && studentPresent) return LessonOutcome.Held;
  if (tutorPresent) return LessonOutcome.StudentAbsent;
  if (studentPresent) return LessonOutcome.TutorAbsent;
  return LessonOutcome.BothAbsent;
};

export const lessonOutcomeJob = defineJob({
  name: 'lesson-outcome',
  schema: z.object({
    lessonId: z.int(),
    /** The end the job was made for: a lesson moved since has a job of its own. */
    endsAt: z.string(),
  }),
  run: async (ctx, payload) => {
    const lesson = await findLesson(ctx.db, payload.lessonId);
    if (!lesson || lesson.cancelledAt !== null || lesson.outcome !== null) return;
    if (lesson.endsAt.toISOString() !== payload.endsAt) return;
    // Run early (a clock ahead of the database's), it fails and is tried again.
    if (lesson.endsAt > new Date()) throw new Error(`Lesson ${lesson.id} has not ended yet`);
    const events = await attendanceOf(ctx, RoomType.Lesson, lesson.id);
    const present = presentMilliseconds(events, lesson, lesson.endsAt);
    const outcome = outcomeFromPresence(
      (present.get(lesson.tutorId) ?? 0) > 0,
      (present.get(lesson.studentId) ?? 0) > 0,
    );
    await ctx.db
      .transaction(async (tx) => {
        // The tutor's record before the lesson's, in the order a cancellation takes them.
        if (outcome === LessonOutcome.TutorAbsent)
          await lowerActivityScore(tx, lesson.tutorId, ACTIVITY_SCORE_LATE_PENALTY);
        const set = await setLessonOutcome(tx, lesson.id, lesson.endsAt, outcome, new Date());
        // Set meanwhile by another run: its score change stands, this one's is undone.
        if (!set) throw new OutcomeAlreadySet();
      })
      .catch((error: unknown) => {
        if (!(error instanceof OutcomeAlreadySet)) throw error;
      });
  },
});

class OutcomeAlreadySet extends Error {}

/** Schedules the outcome of a booked or moved lesson at its end. */
export const scheduleOutcome = (
  db: Executor,
  lesson: Pick<LessonRow, 'id' | 'endsAt'>,
): Promise<void> => {
  const endsAt = lesson.endsAt.toISOString();
  return lessonOutcomeJob.schedule(db, [
    {
      key: `${lesson.id}:${endsAt}`,
      runAt: lesson.endsAt,
      payload: { lessonId: lesson.id, endsAt },
    },
  ]);
};
