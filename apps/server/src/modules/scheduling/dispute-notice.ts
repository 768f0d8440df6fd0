/**
 * Telling a lesson's members of its dispute (docs/product/lessons.md#disputes): the other member
 * when one disputes the outcome, both when an admin rules. Durable jobs scheduled in the
 * transaction that opened or ruled the dispute, one per dispute, step and member.
 */
import { z } from 'zod/mini';
import { Gender } from '@darsak/shared';
import type { Executor } from '../../db/client.js';
import { defineJob } from '../../jobs.js';
import { textsFor } from '../../locales/notifications.js';
import { findUserById, messageUser } from '../users/index.js';
import { findDispute, findLessonWithMembers, type DisputeRow } from './lesson-repository.js';
import { lessonTimeText } from './notify.js';

export const disputeNotice = defineJob({
  name: 'lesson-dispute-notice',
  schema: z.object({
    lessonId: z.int(),
    disputeId: z.int(),
    userId: z.int(),
    step: z.enum(['opened', 'ruled']),
  }),
  run: async (ctx, { lessonId, disputeId, userId, step }) => {
    const [found, dispute, user] = await Promise.all([
      findLessonWithMembers(ctx.db, lessonId),
      findDispute(ctx.db, lessonId),
      findUserById(ctx.db, userId),
    ]);
    if (!found || !dispute || dispute.id !== disputeId || !user) return;
    const { lesson, tutor, student } = found;
    const other = user.id === tutor.id ? student : tutor;
    const texts = textsFor(user.language);
    const when = lessonTimeText(lesson.startsAt, user.language, ctx.config.timeZone);
    if (step === 'opened') {
      await messageUser(ctx, user, {
        subject: texts.lessonDisputedSubject(other.name),
        text: texts.lessonDisputedText(user.name, other.name, when, other.gender === Gender.Female),
      });
      return;
    }
    if (!dispute.ruling) return;
    await messageUser(ctx, user, {
      subject: texts.disputeRuledSubject(other.name),
      text: texts.disputeRuledText(user.name, other.name, when, {
        outcome: dispute.ruling,
        side: user.id === tutor.id ? 'tutor' : 'student',
        otherFemale: other.gender === Gender.Female,
      }),
    });
  },
});

/** Schedules the notices of a dispute's step to these members. */
export const scheduleDisputeNotices = (
  db: Executor,
  dispute: DisputeRow,
  step: 'opened' | 'ruled',
  userIds: number[],
  now: Date,
): Promise<void> =>
  disputeNotice.schedule(
    db,
    userIds.map((userId) => ({
      key: `${dispute.id}:${step}:${userId}`,
      runAt: now,
      payload: { lessonId: dispute.lessonId, disputeId: dispute.id, userId, step },
    })),
  );
