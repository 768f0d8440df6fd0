/**
 * Telling a lesson's member what the other did: booked it (the tutor), moved it (whoever did not),
 * or cancelled it; and confirming to a student the booking, the move or the cancellation they made
 * (decision 046). Each notice is a durable job scheduled in the transaction that made the change,
 * so a crash right after the commit loses no message, and a retry never repeats one a member
 * already got (one job per lesson and member; for a booking, per start too; for a move, per start
 * and the move's time, so a lesson moved back to a start it once had is told again).
 */
import { z } from 'zod/mini';
import { LessonOutcome } from '@darsak/shared';
import type { Executor } from '../../db/client.js';
import type { LessonRef } from '../../domain-events.js';
import { defineJob } from '../../jobs.js';
import { dateTimeText, minutesText, textsFor } from '../../locales/notifications.js';
import { findUserById, messageUser } from '../users/index.js';
import { nextFreeStarts } from './free-times.js';
import { findLessonWithMembers, type LessonRow } from './lesson-repository.js';

/** The start of a lesson as a reader of that language says it, in the platform's zone. */
export const lessonTimeText = (startsAt: Date, language: string, zone: string): string =>
  dateTimeText(startsAt, language, {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    hour: 'numeric',
    minute: '2-digit',
    timeZone: zone,
  });

/**
 * Tells a member of a booked or moved lesson, unless it was cancelled, moved again (that move has
 * its own notice) or has started before the notice could go.
 */
export const bookingNotice = defineJob({
  name: 'lesson-booked-notice',
  schema: z.object({
    lessonId: z.int(),
    userId: z.int(),
    startsAt: z.string(),
    /** Set when the lesson was moved: the start it had before. */
    previousStartsAt: z.optional(z.string()),
    /** The student's own booking, confirmed to them. */
    own: z.optional(z.boolean()),
  }),
  run: async (ctx, payload) => {
    const found = await findLessonWithMembers(ctx.db, payload.lessonId);
    if (!found) return;
    const { lesson, tutor, student } = found;
    if (lesson.cancelledAt !== null || lesson.startsAt <= new Date()) return;
    if (lesson.startsAt.toISOString() !== payload.startsAt) return;
    const user = await findUserById(ctx.db, payload.userId);
    if (!user) return;
    const other = user.id === tutor.id ? student : tutor;
    const texts = textsFor(user.language);
    const when = lessonTimeText(lesson.startsAt, user.language, ctx.config.timeZone);
    const duration = minutesText(lesson.duration, user.language);
    if (payload.previousStartsAt === undefined) {
      await messageUser(
        ctx,
        user,
        payload.own
          ? {
              subject: texts.lessonBookedByYouSubject(other.name),
              text: texts.lessonBookedByYouText(user.name, other.name, when, duration),
            }
          : {
              subject: texts.lessonBookedSubject(other.name),
              text: texts.lessonBookedText(user.name, other.name, when, duration),
            },
      );
      return;
    }
    const before = lessonTimeText(
      new Date(payload.previousStartsAt),
      user.language,
      ctx.config.timeZone,
    );
    await messageUser(
      ctx,
      user,
      payload.own
        ? {
            subject: texts.lessonMovedByYouSubject(other.name),
            text: texts.lessonMovedByYouText(user.name, other.name, before, when, duration),
          }
        : {
            subject: texts.lessonMovedSubject(other.name),
            text: texts.lessonMovedText(user.name, other.name, before, when, duration),
          },
    );
  },
});

/**
 * Schedules the notice of a booking or a move to the member who did not make it, and its
 * confirmation to a student who booked or moved their own lesson.
 */
export const scheduleBookingNotice = (
  db: Executor,
  lesson: Pick<LessonRow, 'id' | 'tutorId' | 'studentId' | 'startsAt'>,
  change: { by: number; previousStartsAt?: Date },
  now: Date,
): Promise<void> => {
  // A "move" to the start it has (a repeated request) tells nobody anything new.
  if (change.previousStartsAt?.getTime() === lesson.startsAt.getTime()) return Promise.resolve();
  const userId = change.by === lesson.studentId ? lesson.tutorId : lesson.studentId;
  const startsAt = lesson.startsAt.toISOString();
  const previous = change.previousStartsAt
    ? { previousStartsAt: change.previousStartsAt.toISOString() }
    : {};
  // A move is keyed by its own time too: a lesson moved back to a start it once had is told again.
  const moved = change.previousStartsAt ? `:moved-${now.getTime()}` : '';
  return bookingNotice.schedule(db, [
    {
      key: `${lesson.id}:${startsAt}:${userId}${moved}`,
      runAt: now,
      payload: {
        lessonId: lesson.id,
        userId,
        startsAt,
        ...previous,
      },
    },
    // The student's own booking or move, confirmed to them.
    ...(change.by === lesson.studentId
      ? [
          {
            // Its own key: a move back to this start later is another notice, not this one.
            key: `${lesson.id}:${startsAt}:${lesson.studentId}:own${moved}`,
            runAt: now,
            payload: {
              lessonId: lesson.id,
              userId: lesson.studentId,
              startsAt,
              ...previous,
              own: true,
            },
          },
        ]
      : []),
  ]);
};

export const cancellationNotice = defineJob({
  name: 'lesson-cancelled-notice',
  schema: z.object({
    lessonId: z.int(),
    userId: z.int(),
    /** The student's own cancellation, confirmed to them. */
    own: z.optional(z.boolean()),
  }),
  run: async (ctx, { lessonId, userId, own }) => {
    const found = await findLessonWithMembers(ctx.db, lessonId);
    const user = await findUserById(ctx.db, userId);
    if (!found || !user) return;
    const { lesson, tutor, student } = found;
    const other = user.id === tutor.id ? student : tutor;
    const texts = textsFor(user.language);
    const when = lessonTimeText(lesson.startsAt, user.language, ctx.config.timeZone);
    // A late cancellation's outcome; an admin's that kept the minutes is told as such.
    const kept = lesson.outcome === LessonOutcome.CancelledMinutesKept;
    const late = lesson.outcome !== null && !kept;
    if (own) {
      await messageUser(ctx, user, {
        subject: texts.lessonCancelledByYouSubject(other.name),
        text: texts.lessonCancelledByYouText(user.name, other.name, when, late),
      });
      return;
    }
    const toStudent = user.id === student.id;
    // A student whose tutor cancelled late is offered that tutor's next free times first.
    const nextTimes =
      toStudent && lesson.outcome === LessonOutcome.TutorCancelledLate
        ? (await nextFreeStarts(ctx, tutor.id, new Date())).map((start) =>
            lessonTimeText(start, user.language, ctx.config.timeZone),
          )
        : [];
    await messageUser(ctx, user, {
      subject: texts.lessonCancelledSubject,
      text: texts.lessonCancelledText(
        user.name,
        other.name,
        when,
        toStudent,
        late,
        nextTimes,
        kept,
      ),
    });
  },
});

/**
 * Schedules the notices of cancelled lessons for the members who did not cancel them, and the
 * confirmation to a student who cancelled their own.
 */
export const scheduleCancellationNotices = (
  db: Executor,
  lessons: LessonRef[],
  canceledBy: number,
  now: Date,
): Promise<void> =>
  cancellationNotice.schedule(
    db,
    lessons.flatMap((lesson) =>
      [lesson.tutorId, lesson.studentId]
        // A tutor who cancelled is not written to; a student who did gets a confirmation.
        .filter((userId) => userId !== canceledBy || userId === lesson.studentId)
        .map((userId) => ({
          key: `${lesson.lessonId}:${userId}`,
          runAt: now,
          payload: {
            lessonId: lesson.lessonId,
            userId,
            ...(userId === canceledBy ? { own: true } : {}),
          },
        })),
    ),
  );
