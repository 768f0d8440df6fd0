/**
 * Lesson reminders a day and an hour before the start (SPEC §4), one durable job per member and
 * time, so a retry never repeats a message another member already got.
 */
import { LESSON_REMINDER_OFFSETS_MINUTES } from '@darsak/shared';
import type { AppContext } from '../../context.js';
import type { Executor } from '../../db/client.js';
import { scheduleJobs, type JobHandler } from '../../infra/jobs.js';
import { textsFor } from '../../locales/notifications.js';
import { findUserById } from '../users/repository.js';
import { deliver, lessonTimeText } from './notify.js';
import { findLessonWithMembers, type LessonRow } from './repository.js';

export const LESSON_REMINDER_JOB = 'lesson-reminder';

type ReminderPayload = {
  lessonId: number;
  userId: number;
  /** The start the reminder was made for: a lesson moved since has reminders of its own. */
  startsAt: string;
  minutesBefore: number;
};

/** Schedules the reminders of a booked or moved lesson, leaving out those already due. */
export const scheduleReminders = (
  db: Executor,
  lesson: Pick<LessonRow, 'id' | 'tutorId' | 'studentId' | 'startsAt'>,
  now: Date,
): Promise<void> => {
  const startsAt = lesson.startsAt.toISOString();
  return scheduleJobs(
    db,
    LESSON_REMINDER_OFFSETS_MINUTES.flatMap((minutesBefore) => {
      const runAt = new Date(lesson.startsAt.getTime() - minutesBefore * 60_000);
      if (runAt <= now) return [];
      return [lesson.tutorId, lesson.studentId].map((userId) => ({
        name: LESSON_REMINDER_JOB,
        key: `${LESSON_REMINDER_JOB}:${lesson.id}:${startsAt}:${minutesBefore}:${userId}`,
        runAt,
        payload: { lessonId: lesson.id, userId, startsAt, minutesBefore } satisfies ReminderPayload,
      }));
    }),
  );
};

const isReminderPayload = (value: unknown): value is ReminderPayload => {
  const p = value as Partial<ReminderPayload> | null;
  return (
    typeof p?.lessonId === 'number' &&
    typeof p.userId === 'number' &&
    typeof p.startsAt === 'string' &&
    typeof p.minutesBefore === 'number'
  );
};

/** Reminds one member, unless the lesson was cancelled, moved or has started meanwhile. */
export const sendLessonReminder: JobHandler = async (ctx: AppContext, payload) => {
  if (!isReminderPayload(payload)) throw new Error('Malformed lesson reminder');
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
  await deliver(ctx, user, {
    subject: texts.lessonReminderSubject(soon),
    text: texts.lessonReminderText(
      user.name,
      other.name,
      lessonTimeText(lesson.startsAt, user.language, ctx.config.timeZone),
      soon,
    ),
  });
};
