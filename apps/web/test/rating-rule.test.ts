import { describe, expect, it } from 'vitest';
import { Role, type LessonOutcome, type LessonStatus } from '@darsak/shared';
import { canRateLesson } from '../src/components/lessons/rating-rule.js';

const endsAt = '2026-12-01T17:30:00.000Z';
const end = Date.parse(endsAt);
const lesson = (status: LessonStatus, outcome: LessonOutcome | null = 'held') => ({
  status,
  outcome,
  endsAt,
  student: { id: 7, name: 'هدى سمير', image: null, gender: 2 },
});
const student = { id: 7, role: Role.Student };

describe('canRateLesson (the ratings service’s rule)', () => {
  it('lets the lesson’s student rate it once it has ended', () => {
    expect(canRateLesson(lesson('fulfilled'), student, end)).toBe(true);
    // The status was read before the end; the clock says it is over now.
    expect(canRateLesson(lesson('happening'), student, end + 1000)).toBe(true);
  });

  it('does not offer rating before the end: a call left early, or before the start', () => {
    expect(canRateLesson(lesson('happening'), student, end - 1)).toBe(false);
    expect(canRateLesson(lesson('pending'), student, end - 60 * 60_000)).toBe(false);
  });

  it('offers rating from the end until the outcome says the lesson was not held', () => {
    expect(canRateLesson(lesson('fulfilled', null), student, end)).toBe(true);
    for (const outcome of ['student-absent', 'tutor-absent', 'both-absent'] as const)
      expect(canRateLesson(lesson('fulfilled', outcome), student, end)).toBe(false);
  });

  it('does not offer rating of a cancelled lesson', () => {
    expect(canRateLesson(lesson('cancelled'), student, end + 1000)).toBe(false);
  });

  it('offers rating to the lesson’s student alone', () => {
    expect(canRateLesson(lesson('fulfilled'), { id: 8, role: Role.Student }, end)).toBe(false);
    expect(canRateLesson(lesson('fulfilled'), { id: 7, role: Role.Tutor }, end)).toBe(false);
  });
});
