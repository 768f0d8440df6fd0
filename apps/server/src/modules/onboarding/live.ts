/**
 * A tutor whose profile is finished last (after the photo session) is activated then too: profile
 * changes are heard here and the steps checked again.
 */
import { Role } from '@darsak/shared';
import type { AppContext } from '../../context.js';
import { activateIfDone } from './progress.js';

export const startOnboarding = (ctx: AppContext): void => {
  const check = (tutorId: number) =>
    activateIfDone(ctx, tutorId).catch((error: unknown) =>
      ctx.log.error({ err: error, tutorId }, 'could not check the tutor’s onboarding'),
    );
  ctx.events.on('account.changed', async ({ userId, role }) => {
    if (role === Role.Tutor) await check(userId);
  });
};
