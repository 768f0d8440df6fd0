/**
 * Telling a lesson's members of its tutor's request to move it
 * (docs/product/lessons.md#a-tutors-request-to-move): the student hears it proposed and withdrawn,
 * the tutor hears it accepted, declined or lapsed unanswered, and a student who accepted gets a
 * confirmation. Each
 * notice is a durable job scheduled in the transaction that made the change, one per request, kind
 * and member, so a retry never repeats one.
 */
import { z } from 'zod/mini';
import { Gender } from '@darsak/shared';
import type { Executor } from '../../db/client.js';
import { defineJob } from '../../jobs.js';
import { minutesText, textsFor } from '../../locales/notifications.js';
import { findUserById, messageUser } from '../users/index.js';
import { findLessonWithMembers } from './lesson-repository.js';
import { findMoveRequest } from './move-request-repository.js';
import { lessonTimeText } from './notify.js';

const kinds = ['proposed', 'withdrawn', 'accepted', 'declined', 'lapsed'] as const;
export type MoveNoticeKind = (typeof kinds)[number];

export const moveRequestNotice = defineJob({
  name: 'lesson-move-request-notice',
  schema: z.object({
    requestId: z.int(),
    userId: z.int(),
    kind: z.enum(kinds),
    /** The student's own acceptance, confirmed to them. */
    own: z.optional(z.boolean()),
    /** For an accepted request: the start the lesson had before. */
    previousStartsAt: z.optional(z.string()),
  }),
  run: async (ctx, payload) => {
    const found = await findMoveRequest(ctx.db, payload.requestId);
    if (!found) return;
    const members = await findLessonWithMembers(ctx.db, found.lesson.id);
    const user = await findUserById(ctx.db, payload.userId);
    if (!members || !user) return;
    const { lesson, tutor, student } = members;
    const now = new Date();
    // A lesson cancelled or started before the notice could go has nothing left to say.
    if (lesson.cancelledAt !== null || lesson.startsAt <= now) return;
    // A proposal answered, withdrawn or lapsed before it could go is not offered any more.
    if (
      payload.kind === 'proposed' &&
      (found.request.state !== 'open' || found.request.lapsesAt <= now)
    )
      return;
    const texts = textsFor(user.language);
    const at = (date: Date) => lessonTimeText(date, user.language, ctx.config.timeZone);
    const duration = minutesText(lesson.duration, user.language);
    const proposed = at(found.request.startsAt);
    const when = at(lesson.startsAt);
    switch (payload.kind) {
      case 'proposed': {
        const female = tutor.gender === Gender.Female;
        await messageUser(ctx, user, {
          subject: texts.moveProposedSubject(tutor.name, female),
          text: texts.moveProposedText(
            user.name,
            tutor.name,
            female,
            when,
            proposed,
            duration,
            at(found.request.lapsesAt),
          ),
        });
        return;
      }
      case 'withdrawn': {
        const female = tutor.gender === Gender.Female;
        await messageUser(ctx, user, {
          subject: texts.moveWithdrawnSubject(tutor.name, female),
          text: texts.moveWithdrawnText(user.name, tutor.name, female, proposed, when),
        });
        return;
      }
      case 'lapsed': {
        // Only a request nobody answered or withdrew, once its time to answer has passed.
        if (
          (found.request.state !== 'open' && found.request.state !== 'lapsed') ||
          found.request.lapsesAt > now
        )
          return;
        const female = student.gender === Gender.Female;
        await messageUser(ctx, user, {
          subject: texts.moveLapsedSubject(student.name, female),
          text: texts.moveLapsedText(user.name, student.name, female, proposed, when),
        });
        return;
      }
      case 'declined': {
        const female = student.gender === Gender.Female;
        await messageUser(ctx, user, {
          subject: texts.moveDeclinedSubject(student.name, female),
          text: texts.moveDeclinedText(user.name, student.name, female, proposed, when),
        });
        return;
      }
      case 'accepted': {
        // Only if the lesson still has the time accepted: a later move has a notice of its own.
        if (lesson.startsAt.getTime() !== found.request.startsAt.getTime()) return;
        const before = payload.previousStartsAt ? at(new Date(payload.previousStartsAt)) : '';
        if (payload.own) {
          const female = tutor.gender === Gender.Female;
          await messageUser(ctx, user, {
            subject: texts.lessonMovedByYouSubject(tutor.name),
            text: texts.moveAcceptedByYouText(
              user.name,
              tutor.name,
              female,
              before,
              when,
              duration,
            ),
          });
          return;
        }
        const female = student.gender === Gender.Female;
        await messageUser(ctx, user, {
          subject: texts.moveAcceptedSubject(student.name, female),
          text: texts.moveAcceptedText(user.name, student.name, female, before, when, duration),
        });
        return;
      }
    }
  },
});

/**
 * Schedules the notices of a request's change: to the member it concerns, now. A proposal also
 * schedules the tutor's notice for when it lapses, which says nothing if it was answered by then.
 */
export const scheduleMoveRequestNotices = (
  db: Executor,
  request: { id: number; tutorId: number; studentId: number; lapsesAt?: Date },
  kind: Exclude<MoveNoticeKind, 'lapsed'>,
  now: Date,
  previousStartsAt?: Date,
): Promise<void> => {
  const toStudent = kind === 'proposed' || kind === 'withdrawn';
  const previous = previousStartsAt ? { previousStartsAt: previousStartsAt.toISOString() } : {};
  return moveRequestNotice.schedule(db, [
    ...(kind === 'proposed' && request.lapsesAt
      ? [
          {
            key: `${request.id}:lapsed:${request.tutorId}`,
            runAt: request.lapsesAt,
            payload: { requestId: request.id, userId: request.tutorId, kind: 'lapsed' as const },
          },
        ]
      : []),
    {
      key: `${request.id}:${kind}:${toStudent ? request.studentId : request.tutorId}`,
      runAt: now,
      payload: {
        requestId: request.id,
        userId: toStudent ? request.studentId : request.tutorId,
        kind,
        ...previous,
      },
    },
    // The student who accepted gets a confirmation of the lesson's new time.
    ...(kind === 'accepted'
      ? [
          {
            key: `${request.id}:${kind}:${request.studentId}:own`,
            runAt: now,
            payload: {
              requestId: request.id,
              userId: request.studentId,
              kind,
              own: true,
              ...previous,
            },
          },
        ]
      : []),
  ]);
};
