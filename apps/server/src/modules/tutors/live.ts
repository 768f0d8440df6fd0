/**
 * Keeping what students see of tutors fresh: the cached list is dropped in every server process
 * (which tells open pages with TutorsCacheUpdated) when free time changes, and a tutor's own page
 * hears TutorUpdated when their profile, standing or ratings change. A tutor's online state is
 * public: every open page hears it (decision 007).
 */
import { CacheGroup, Role } from '@darsak/shared';
import type { AppContext } from '../../context.js';

export const startLiveTutors = (ctx: AppContext): void => {
  const listChanged = () => ctx.cache.invalidate(CacheGroup.TutorsCache);
  const tutorChanged = (tutorId: number) => {
    listChanged();
    ctx.realtime.toAll('TutorUpdated', { tutorId });
  };
  for (const event of ['lesson.booked', 'lesson.rebooked', 'lessons.cancelled'] as const)
    ctx.events.on(event, listChanged);
  ctx.events.on('schedule.changed', listChanged);
  ctx.events.on('tutor.changed', ({ tutorId }) => tutorChanged(tutorId));
  // Name, image, verified contact and topics decide what students see and whether a tutor is listed.
  ctx.events.on('account.changed', ({ userId, role }) => {
    if (role === Role.Tutor) tutorChanged(userId);
  });
  ctx.events.on('presence.recorded', ({ userId, role, online, lastSeenAt }) => {
    if (role === Role.Tutor)
      ctx.realtime.toAll('UserStatusChanged', { userId, online, lastSeenAt });
  });
};
