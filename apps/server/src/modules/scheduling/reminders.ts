/**
 * Lesson reminders a day and an hour before the start (docs/product/lessons.md#reminders), one
 * durable job per member and time, so a retry never repeats a message another member already got.
 */
import { z } from 'zod/mini';
import { LESSON_REMINDER_OFFSETS_MINUTES } from '@darsak/shared';
import type { Executor } from '../../db/client.js';
import { defineJob } from '../../jobs.js';
import { textsFor } from '../../locales/notifications.js';
import { findUserById, messageUser } from '../users/index.js';
import { findLessonWithMembers, type LessonRow } from './lesson-repository.js';
import { lessonTimeText } from './notify.js';

/** Reminds one member, unless the lesson was cancelled, moved or has started meanwhile. */
export const lessonReminder = defineJob({
  name: 'lesson-reminder',
  schema: z.object({
    lessonId: z.int(),
    userId: z.int(),
    /** The start the reminder was made for: a lesson moved since has reminders of its own. */
    startsAt: z.string(),
    minutesBefore: z.int(),
  }),
  run: async (ctx, payload) => {
    const found = await findLessonWithMembers(ctx.db, payload.lessonId);
    if (!found) return;
    const { lesson, tutor, student } = found;
    if (lesson.cancelledAt !== null) return;
    if (lesson.startsAt.toISOString() !== payload.startsAt) return;
    if (lesson.startsAt <= new Date()) return;
    const user = await findUserById(ctx.db, payload.userId);
    if (!user) return;
    const other = user.id === tutor.id ? student : tutor;
    const texts = textsFor(user.language);
    const soon = payload.minutesBefore <= 60;
    await messageUser(ctx, user, {
      subject: texts.lessonReminderSubject(soon),
      text: texts.lessonReminderText(
        user.name,
        other.name,
        lessonTimeText(lesson.startsAt, user.language, ctx.config.timeZone),
        soon,
      ),
    });
  },
});

/** Schedules the reminders of a booked or moved lesson, leaving out those already due. */
export const scheduleReminders = (
  db: Executor,
  lesson: Pick<LessonRow, 'id' | 'tutorId' | 'studentId' | 'startsAt'>,
  now: Date,
): Promise<void> => {
  const startsAt = lesson.startsAt.toISOString();
  return lessonReminder.schedule(
    db,
    LESSON_REMINDER_OFFSETS_MINUTES.flatMap((minutesBefore) => {
      const runAt = new Date(lesson.startsAt.getTime() - minutesBefore * 60_000);
      if (runAt <= now) return [];
      return [lesson.tutorId, lesson.studentId].map((userId) => ({
        key: `${lesson.id}:${startsAt}:${minutesBefore}:${userId}`,
        runAt,
        payload: { lessonId: lesson.id, userId, startsAt, minutesBefore },
      }));
    }),
  );
};
