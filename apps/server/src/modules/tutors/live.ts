/**
 * Keeping what students see of tutors fresh: when a tutor changes, every server process revises
 * its kept list for that tutor and that tutor's free times or drops them, and their page when the
 * profile changed (which tells open pages with TutorsCacheUpdated, naming the tutors), and a
 * tutor's own page
 * hears TutorUpdated when their profile, standing or ratings change. A tutor's online state is
 * public: every open page hears it (decision 007).
 */
import { CacheGroup, isTutorLikeRole } from '@darsak/shared';
import type { AppContext } from '../../context.js';
import { freeTimesKey } from '../scheduling/index.js';
import { FREE_AT_KEYS, LISTED_KEY, timesNote } from './directory.js';
import { tutorPageKey } from './service.js';

export const startLiveTutors = (ctx: AppContext): void => {
  /**
   * The list revised for these tutors and searches by free time dropped; then per what changed:
   * - a lesson booked, moved or cancelled: their free times read their booked lessons again (a
   *   note), the list takes their next free time from those, and their pages stay, which hold
   *   the profile and the lessons taught, and only lessons that have not started are booked,
   *   moved or cancelled (the next free time is added per read);
   * - their schedule: their free times dropped, the list's next free time taken anew;
   * - their profile, standing or account: their pages and free times dropped, their list rows
   *   read again.
   * Dropping the page and the whole free times, and reading the row again, made every server
   * process make some fifteen queries after every booking (decision 052).
   */
  const changed = (tutorIds: number[], what: 'lessons' | 'schedule' | 'profile') => {
    const ids = [...new Set(tutorIds)];
    const dropped = what === 'lessons' ? [] : ids.map(freeTimesKey);
    const pages = what === 'profile' ? ids.map(tutorPageKey) : [];
    // The list reads a whole row again only when the profile changed; else the next free time.
    const notes: Record<string, string[]> = {
      [LISTED_KEY]: what === 'profile' ? ids.map(String) : ids.map(timesNote),
    };
    if (what === 'lessons') for (const id of ids) notes[freeTimesKey(id)] = ['lessons'];
    ctx.cache.invalidate(CacheGroup.TutorsCache, [FREE_AT_KEYS, ...dropped, ...pages], notes, {
      tutorIds: ids,
    });
  };
  const tutorChanged = (tutorId: number) => {
    changed([tutorId], 'profile');
    ctx.realtime.toAll('TutorUpdated', { tutorId });
  };
  for (const event of ['lesson.booked', 'lesson.rebooked'] as const)
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
  ctx.events.on('account.changed', ({ userId, role }) => {
    if (isTutorLikeRole(role)) tutorChanged(userId);
  });
  ctx.events.on('presence.recorded', ({ userId, role, online, lastSeenAt }) => {
    if (isTutorLikeRole(role))
      ctx.realtime.toAll('UserStatusChanged', { userId, online, lastSeenAt });
  });
};
