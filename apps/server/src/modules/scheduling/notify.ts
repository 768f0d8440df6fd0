/**
 * Telling lesson members that a lesson was cancelled. The notice is a durable job scheduled in the
 * transaction that cancels, so a crash right after the commit loses no message, and a retry never
 * repeats one a member already got (one job per lesson and member).
 */
import { z } from 'zod/mini';
import type { Executor } from '../../db/client.js';
import type { LessonRef } from '../../domain-events.js';
import { defineJob } from '../../jobs.js';
import { textsFor } from '../../locales/notifications.js';
import { findUserById, messageUser } from '../users/index.js';
import { findLessonWithMembers } from './lesson-repository.js';

/** The start of a lesson as a reader of that language says it, in the platform's zone. */
export const lessonTimeText = (startsAt: Date, language: string, zone: string): string =>
  new Intl.DateTimeFormat(language === 'en' ? 'en-GB' : 'ar-EG', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    hour: 'numeric',
    minute: '2-digit',
    timeZone: zone,
  }).format(startsAt);

export const cancellationNotice = defineJob({
  name: 'lesson-cancelled-notice',
  schema: z.object({ lessonId: z.int(), userId: z.int() }),
  run: async (ctx, { lessonId, userId }) => {
    const found = await findLessonWithMembers(ctx.db, lessonId);
    const user = await findUserById(ctx.db, userId);
    if (!found || !user) return;
    const { lesson, tutor, student } = found;
    const other = user.id === tutor.id ? student : tutor;
    const texts = textsFor(user.language);
    await messageUser(ctx, user, {
      subject: texts.lessonCancelledSubject,
      text: texts.lessonCancelledText(
        user.name,
        other.name,
        lessonTimeText(lesson.startsAt, user.language, ctx.config.timeZone),
        user.id === student.id,
      ),
    });
  },
});

/** Schedules the notices of cancelled lessons for the members who did not cancel them. */
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
        .filter((userId) => userId !== canceledBy)
        .map((userId) => ({
          key: `${lesson.lessonId}:${userId}`,
          runAt: now,
          payload: { lessonId: lesson.lessonId, userId },
        })),
    ),
  );
