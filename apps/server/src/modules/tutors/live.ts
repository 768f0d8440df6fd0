/**
 * Keeping what students see of tutors fresh: the cached list is dropped in every server process
 * (which tells open pages with TutorsCacheUpdated) when free time changes, and a tutor's own page
 * hears TutorUpdated when their profile, standing or ratings change. A tutor's online state is
 * public: every open page hears it (decision 007).
 */
import { CacheGroup, isTutorLikeRole, Role } from '@darsak/shared';
import type { AppContext } from '../../context.js';
import { freeTimesKey } from '../scheduling/index.js';
import { LIST_KEYS } from './directory.js';
import { tutorPageKey } from './service.js';

export const startLiveTutors = (ctx: AppContext): void => {
  /** The list, and these tutors' own pages and free times; other tutors' pages stay. */
  const listChanged = (tutorIds: number[]) =>
    ctx.cache.invalidate(CacheGroup.TutorsCache, [
      ...LIST_KEYS,
      ...[...new Set(tutorIds)].flatMap((id) => [tutorPageKey(id), freeTimesKey(id)]),
    ]);
  const tutorChanged = (tutorId: number) => {
    listChanged([tutorId]);
    ctx.realtime.toAll('TutorUpdated', { tutorId });
  };
  for (const event of ['lesson.booked', 'lesson.rebooked'] as const)
    ctx.events.on(event, ({ tutorId }) => listChanged([tutorId]));
  ctx.events.on('lessons.cancelled', ({ lessons }) =>
    listChanged(lessons.map((lesson) => lesson.tutorId)),
  );
  ctx.events.on('schedule.changed', ({ tutorId }) => listChanged([tutorId]));
  ctx.events.on('tutor.changed', ({ tutorId }) => tutorChanged(tutorId));
  // Name, image, verified contact and topics decide what students see and whether a tutor is listed.
  ctx.events.on('account.changed', ({ userId, role }) => {
    if (isTutorLikeRole(role)) tutorChanged(userId);
  });
  ctx.events.on('presence.recorded', ({ userId, role, online, lastSeenAt }) => {
    if (role === Role.Tutor)
      ctx.realtime.toAll('UserStatusChanged', { userId, online, lastSeenAt });
  });
};
