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
import { findSessionRow, sessionRows, type InterviewRow } from './repository.js';

const cancelled: readonly number[] = [
  Status.CanceledByTutorManager,
  Status.CanceledByTutor,
  Status.CanceledByAdmin,
];

/** An interview or demo session as its chat room's subject. */
const sessionSubject = (session: InterviewRow) => ({
  members: [session.tutorId, session.managerId],
  startsAt: session.startsAt,
  endsAt: session.endsAt,
  cancelled: cancelled.includes(session.status),
});

export const startOnboarding = (ctx: AppContext): void => {
  for (const kind of [Kind.Interview, Kind.DemoSession] as const)
    registerRoomKind(kind, {
      subject: async (db, id) => {
        const session = await findSessionRow(db, kind, id);
        return session ? sessionSubject(session) : null;
      },
      subjects: async (db, ids) =>
        new Map(
          (await sessionRows(db, kind, ids)).map((session) => [
            session.id,
            sessionSubject(session),
          ]),
        ),
    });
  const check = (tutorId: number) =>
    activateIfDone(ctx, tutorId).catch((error: unknown) =>
      ctx.log.error({ err: error, tutorId }, 'could not check the tutor’s onboarding'),
    );
  ctx.events.on('account.changed', async ({ userId, role }) => {
    if (role === Role.Tutor) await check(userId);
  });
};
