/** Telling every server process and open page that what students see of tutors has changed. */
import { CacheGroup, Role } from '@darsak/shared';
import type { AppContext } from '../../context.js';
import { findUserRole } from '../users/repository.js';

/**
 * The list of tutors is stale: drops the cached list everywhere (which also tells open pages with
 * TutorsCacheUpdated). For changes to free time, e.g. a lesson booked or cancelled.
 */
export const tutorsListChanged = (ctx: AppContext): void => {
  ctx.cache.invalidate(CacheGroup.TutorsCache);
};

/** One tutor's profile, standing or ratings changed: their page and the list must refresh. */
export const tutorChanged = (ctx: AppContext, tutorId: number): void => {
  tutorsListChanged(ctx);
  ctx.realtime.toAll('TutorUpdated', { tutorId });
};

/**
 * A user's account changed in a way students may see or that decides whether a tutor is listed
 * (name, image, verified email or phone, topics); refreshes the tutor list when the user is a tutor.
 */
export const accountChanged = async (
  ctx: AppContext,
  userId: number,
  role?: number,
): Promise<void> => {
  if ((role ?? (await findUserRole(ctx.db, userId))) === Role.Tutor) tutorChanged(ctx, userId);
};
