/**
 * When a lesson may be rated, by the server's rule (ratings service): its student rates its tutor
 * once the lesson was held, that is its end passed and both were in its call
 * (docs/product/tutors.md#who-may-rate, docs/product/lessons.md#outcomes). Screens offer rating
 * by this rule alone, with their own clock: from the end, while the outcome set seconds later is
 * not known yet, and not once it says the lesson was not held.
 */
import { Role, type Lesson } from '@darsak/shared';

export const canRateLesson = (
  lesson: Pick<Lesson, 'status' | 'endsAt' | 'student' | 'outcome'>,
  viewer: { id: number; role: number },
  now: number,
): boolean =>
  viewer.role === Role.Student &&
  lesson.student.id === viewer.id &&
  lesson.status !== 'cancelled' &&
  (lesson.outcome === null || lesson.outcome === 'held') &&
  now >= Date.parse(lesson.endsAt);
