/**
 * The way into a lesson's room (its live session), the one rule every screen offers it by: while
 * the lesson is to come or on. The session screen itself says when the room opens (a few minutes
 * before the start) and lets the member in from then.
 */
import { RoomType, type Lesson } from '@darsak/shared';
import { paths } from '../../config/paths.js';

/** The room's address while the lesson may be joined, or null once it is over or cancelled. */
export const lessonRoomPath = (lesson: Pick<Lesson, 'id' | 'status'>): string | null =>
  lesson.status === 'pending' || lesson.status === 'happening'
    ? paths.session(RoomType.Lesson, lesson.id)
    : null;
