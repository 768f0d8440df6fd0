/**
 * The tutor's own onboarding page and the support group step (docs/product/onboarding.md#steps).
 */
import type { Onboarding } from '@darsak/shared';
import type { AppContext } from '../../context.js';
import type { Actor } from '../../http/actor.js';
import { activateIfDone, loadOnboarding } from './progress.js';
import * as repo from './repository.js';

export const myOnboarding = (ctx: AppContext, actor: Actor): Promise<Onboarding> =>
  loadOnboarding(ctx, actor.id, new Date());

export const tutorOnboarding = (ctx: AppContext, tutorId: number): Promise<Onboarding> =>
  loadOnboarding(ctx, tutorId, new Date());

/** POST /user/tutor/onboarding/support-group: the tutor says they joined; the first time counts. */
export const joinSupportGroup = async (ctx: AppContext, actor: Actor): Promise<Onboarding> => {
  await ctx.db.transaction(async (tx) => {
    const record = await repo.lockOnboarding(tx, actor.id);
    if (!record.supportGroupJoinedAt)
      await repo.updateOnboarding(tx, actor.id, { supportGroupJoinedAt: new Date() });
  });
  await activateIfDone(ctx, actor.id);
  return loadOnboarding(ctx, actor.id, new Date());
};
