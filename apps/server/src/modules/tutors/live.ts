/**
 * Keeping the tutor listing current (docs/decisions/059-tutor-listing-read-model.md): the domain
 * events that change what students see of a tutor refresh that tutor in this process's read model
 * and, through the realtime adapter, in every other process's; open pages hear TutorsCacheUpdated
 * naming the tutors, and a tutor's own page TutorUpdated. A tutor's online state is public: every
 * open page hears it (decision 007), and every process's listing shows it.
 */
import { CacheGroup, isTutorLikeRole } from '@darsak/shared';
import type { AppContext } from '../../context.js';
import {
  forgetTutorListing,
  noteTutorOnline,
  noteTutorsChanged,
  type TutorChange,
} from './listing.js';

/** What one process tells the others through the adapter (serverSideEmit). */
const CHANGED = 'tutor-listing:changed';
const ONLINE = 'tutor-listing:online';

export const startLiveTutors = (ctx: AppContext): void => {
  const { realtime } = ctx;
  realtime.io.on(CHANGED, (ids: number[], change: TutorChange) => {
    void noteTutorsChanged(ctx, ids, change);
  });
  realtime.io.on(ONLINE, (id: number, online: boolean) => noteTutorOnline(ctx, id, online));
  // An admin's "clear cache" and a topic's change (its name is on the cards) reach every process.
  ctx.cache.onGroupDropped(CacheGroup.TutorsCache, () => forgetTutorListing(ctx));

  /** The other processes hear of it before open pages do, so a page's fetch finds it read. */
  const changed = async (tutorIds: readonly number[], change: TutorChange) => {
    const ids = [...new Set(tutorIds)];
    if (realtime.clustered) realtime.io.serverSideEmit(CHANGED, ids, change);
    await noteTutorsChanged(ctx, ids, change);
    realtime.toAll('TutorsCacheUpdated', { at: new Date().toISOString(), tutorIds: ids });
  };
  const tutorChanged = async (tutorId: number) => {
    await changed([tutorId], 'profile');
    realtime.toAll('TutorUpdated', { tutorId });
  };
  for (const event of ['lesson.booked', 'lesson.rebooked', 'lesson.hold-changed'] as const)
    ctx.events.on(event, ({ tutorId }) => changed([tutorId], 'lessons'));
  ctx.events.on('lessons.cancelled', ({ lessons }) =>
    changed(
      lessons.map((lesson) => lesson.tutorId),
      'lessons',
    ),
  );
  ctx.events.on('schedule.changed', ({ tutorId }) => changed([tutorId], 'schedule'));
  ctx.events.on('tutor.changed', ({ tutorId }) => tutorChanged(tutorId));
  // Name, image, verified contact and topics decide what students see and whether a tutor is listed.
  ctx.events.on('account.changed', async ({ userId, role }) => {
    if (isTutorLikeRole(role)) await tutorChanged(userId);
  });
  ctx.events.on('presence.recorded', ({ userId, role, online, lastSeenAt }) => {
    if (!isTutorLikeRole(role)) return;
    noteTutorOnline(ctx, userId, online);
    if (realtime.clustered) realtime.io.serverSideEmit(ONLINE, userId, online);
    realtime.toAll('UserStatusChanged', { userId, online, lastSeenAt });
  });
};
