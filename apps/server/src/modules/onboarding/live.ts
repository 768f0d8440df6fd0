/**
 * An interview's or demo session's room and live session belong to its candidate and tutor manager
 * during its time (the chat module runs them; decision 013). A tutor whose profile is finished last
 * (after the photo session) is activated then too: profile changes are heard here.
 */
import {
  OnboardingSessionKind as Kind,
  Role,
  TutorManagerInterviewStatus as Status,
} from '@darsak/shared';
import type { AppContext } from '../../context.js';
import { registerRoomKind } from '../chat/index.js';
import { activateIfDone } from './progress.js';
import { findSessionRow } from './repository.js';

const cancelled: readonly number[] = [
  Status.CanceledByTutorManager,
  Status.CanceledByTutor,
  Status.CanceledByAdmin,
];

export const startOnboarding = (ctx: AppContext): void => {
  for (const kind of [Kind.Interview, Kind.DemoSession] as const)
    registerRoomKind(kind, {
      subject: async (db, id) => {
        const session = await findSessionRow(db, kind, id);
        if (!session) return null;
        return {
          members: [session.tutorId, session.managerId],
          startsAt: session.startsAt,
          endsAt: session.endsAt,
          cancelled: cancelled.includes(session.status),
        };
      },
    });
  const check = (tutorId: number) =>
    activateIfDone(ctx, tutorId).catch((error: unknown) =>
      ctx.log.error({ err: error, tutorId }, 'could not check the tutor’s onboarding'),
    );
  ctx.events.on('account.changed', async ({ userId, role }) => {
    if (role === Role.Tutor) await check(userId);
  });
};
