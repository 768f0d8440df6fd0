/**
 * When a lesson may be rated, by the server's rule (ratings service): its student rates its tutor
 * once the lesson took place, that is it was not cancelled and its end has passed
 * (docs/product/tutors.md#who-may-rate). Screens offer rating by this rule alone, with their own
 * clock.
 */
import { Role, type Lesson } from '@darsak/shared';

export const canRateLesson = (
  lesson: Pick<Lesson, 'status' | 'endsAt' | 'student'>,
  viewer: { id: number; role: number },
  now: number,
): boolean =>
  viewer.role === Role.Student &&
  lesson.student.id === viewer.id &&
  lesson.status !== 'cancelled' &&
  now >= Date.parse(lesson.endsAt);
