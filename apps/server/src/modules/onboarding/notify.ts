/**
 * Telling a tutor (and their tutor manager) that an onboarding step changed, by email and WhatsApp
 * (docs/product/onboarding.md#notices). Each notice is a durable job scheduled in the transaction
 * that changed the step, so a crash after the commit loses no message and a retry never sends one
 * twice.
 */
import { z } from 'zod/mini';
import type { AppContext } from '../../context.js';
import type { Executor } from '../../db/client.js';
import { defineJob } from '../../jobs.js';
import { dateTimeText } from '../../locales/notifications.js';
import { findUserById, messageUser } from '../users/index.js';
import { noticeText, type OnboardingNotice } from './texts.js';

const notices = [
  'intro-approved',
  'intro-rejected',
  'interview-booked',
  'interview-cancelled',
  'interview-passed',
  'interview-rejected',
  'demo-booked',
  'demo-cancelled',
  'demo-passed',
  'demo-rejected',
  'photo-scheduled',
  'photo-done',
  'activated',
  'manager-booked',
  'manager-cancelled',
] as const satisfies readonly OnboardingNotice[];

const dateText = (iso: string, language: string, zone: string, withTime: boolean): string =>
  dateTimeText(new Date(iso), language, {
    weekday: withTime ? 'long' : undefined,
    day: 'numeric',
    month: 'long',
    year: withTime ? undefined : 'numeric',
    hour: withTime ? 'numeric' : undefined,
    minute: withTime ? '2-digit' : undefined,
    timeZone: zone,
  });

const payload = z.object({
  notice: z.enum(notices),
  userId: z.int(),
  when: z.optional(z.string()),
  date: z.optional(z.string()),
  reason: z.optional(z.string()),
  otherId: z.optional(z.int()),
});
export type NoticePayload = z.infer<typeof payload>;

export const onboardingNotice = defineJob({
  name: 'onboarding-notice',
  schema: payload,
  run: async (ctx, job) => {
    const user = await findUserById(ctx.db, job.userId);
    if (!user) return;
    const other = job.otherId ? await findUserById(ctx.db, job.otherId) : undefined;
    const zone = ctx.config.timeZone;
    const text = noticeText(user.language, job.notice, {
      name: user.name,
      other: other?.name,
      reason: job.reason,
      when: job.when ? dateText(job.when, user.language, zone, true) : undefined,
      date: job.date ? dateText(job.date, user.language, zone, false) : undefined,
    });
    await messageUser(ctx, user, { subject: text.subject, text: text.body });
  },
});

/** Schedules a notice, once per `ref` (the step's record and its change). */
export const notify = (
  db: Executor,
  ref: string,
  notice: NoticePayload,
  now: Date,
): Promise<void> =>
  onboardingNotice.schedule(db, [
    { key: `${notice.notice}:${notice.userId}:${ref}`, runAt: now, payload: notice },
  ]);

/**
 * Tells the open pages of the tutor and of the staff working on the step that it changed, after
 * the change committed: the tutor's onboarding page and the staff's lists fetch it again.
 */
export const tellChanged = (
  ctx: Pick<AppContext, 'realtime'>,
  tutorId: number,
  staff: readonly (number | null | undefined)[] = [],
): void => {
  const ids = [tutorId, ...staff.filter((id): id is number => typeof id === 'number')];
  ctx.realtime.toUsers([...new Set(ids)], 'OnboardingChanged', { tutorId });
};
