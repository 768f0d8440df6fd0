/**
 * Telling lesson members about their lessons: by email always, and by WhatsApp too when they chose
 * it and their phone is verified (decision 002); and to their open pages through the realtime
 * gateway.
 */
import { NotificationMethod } from '@darsak/shared';
import type { AppContext } from '../../context.js';
import { textsFor } from '../../locales/notifications.js';
import { findUserById, type UserRow } from '../users/repository.js';
import type { LessonWithMembers } from './repository.js';

export type Message = { subject: string; text: string };

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

/** Sends a message to a user by every channel they receive lesson news on. */
export const deliver = async (ctx: AppContext, user: UserRow, message: Message): Promise<void> => {
  await ctx.notifier.email({ to: user.email, subject: message.subject, text: message.text });
  const whatsapp =
    user.notificationMethod === NotificationMethod.WhatsApp && user.verifiedPhone && user.phone;
  if (whatsapp)
    await ctx.notifier.whatsapp({
      to: user.phone!,
      text: message.text,
      language: user.language === 'en' ? 'en' : 'ar',
    });
};

/**
 * After cancellations commit: both members' pages hear LessonCanceled, and the members who did not
 * cancel get a message. A failed delivery is logged, never undoing the cancellation.
 */
export const announceCancellations = async (
  ctx: AppContext,
  cancelled: LessonWithMembers[],
  canceledBy: number,
): Promise<void> => {
  for (const { lesson, tutor, student } of cancelled) {
    ctx.realtime.toUsers([tutor.id, student.id], 'LessonCanceled', {
      lessonId: lesson.id,
      canceledBy,
    });
    for (const [member, other] of [
      [student, tutor],
      [tutor, student],
    ] as const) {
      if (member.id === canceledBy) continue;
      try {
        const user = await findUserById(ctx.db, member.id);
        if (!user) continue;
        const texts = textsFor(user.language);
        const when = lessonTimeText(lesson.startsAt, user.language, ctx.config.timeZone);
        await deliver(ctx, user, {
          subject: texts.lessonCancelledSubject,
          text: texts.lessonCancelledText(user.name, other.name, when, member === student),
        });
      } catch (error) {
        ctx.log.warn({ err: error, lessonId: lesson.id }, 'cancellation notice not delivered');
      }
    }
  }
};
