/**
 * Keeping what students see of tutors fresh: when a tutor changes, every server process revises
 * its kept list for that tutor and drops that tutor's page and free times (which tells open pages
 * with TutorsCacheUpdated), and a tutor's own page
 * hears TutorUpdated when their profile, standing or ratings change. A tutor's online state is
 * public: every open page hears it (decision 007).
 */
import { CacheGroup, isTutorLikeRole } from '@darsak/shared';
import type { AppContext } from '../../context.js';
import { freeTimesKey } from '../scheduling/index.js';
import { FREE_AT_KEYS, LISTED_KEY } from './directory.js';
import { tutorPageKey } from './service.js';

export const startLiveTutors = (ctx: AppContext): void => {
  /**
   * The list revised for these tutors (their rows alone read again), searches by free time and
   * these tutors' own pages and free times dropped; other tutors' pages stay.
   */
  const listChanged = (tutorIds: number[]) => {
    const ids = [...new Set(tutorIds)];
    ctx.cache.invalidate(
      CacheGroup.TutorsCache,
      [FREE_AT_KEYS, ...ids.flatMap((id) => [tutorPageKey(id), freeTimesKey(id)])],
      { [LISTED_KEY]: ids.map(String) },
    );
  };
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
    if (isTutorLikeRole(role))
      ctx.realtime.toAll('UserStatusChanged', { userId, online, lastSeenAt });
  });
};
