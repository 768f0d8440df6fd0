/**
 * The way into a lesson's room (its live session), the one rule every screen offers it by: the
 * server's (decision 013), from the time the room opens, a few minutes before the start
 * (`opensAt`), until the lesson's end, unless it was cancelled. Before that, screens say when it
 * opens; the clock is the caller's, so a page redraws the way in as time passes.
 */
import { RoomType, type Lesson } from '@darsak/shared';
import { paths } from '../../config/paths.js';

/** Where a lesson's room stands: not open yet, taking its members, or closed for good. */
export type RoomWindow = 'early' | 'open' | 'closed';

type Timed = Pick<Lesson, 'id' | 'status' | 'opensAt' | 'endsAt'>;

export const lessonRoomWindow = (lesson: Timed, now: number): RoomWindow => {
  if (lesson.status === 'cancelled' || now >= Date.parse(lesson.endsAt)) return 'closed';
  return now < Date.parse(lesson.opensAt) ? 'early' : 'open';
};

/** The room's address while the lesson may be joined, or null before its room opens and after. */
export const lessonRoomPath = (lesson: Timed, now: number): string | null =>
  lessonRoomWindow(lesson, now) === 'open' ? paths.session(RoomType.Lesson, lesson.id) : null;
