/** The booking rules (docs/product/lessons.md#booking-rules), as one pure decision. */
import type { ErrorCode, Week } from '@darsak/shared';
import type { Interval } from './intervals.js';
import { fitsIn } from './schedule.js';

/** What a booking (or a move of a booked lesson) is decided on, read in its transaction. */
export type BookingFacts = {
  now: Date;
  startsAt: Date;
  /** Minutes: 15 or 30. */
  duration: number;
  studentEmailVerified: boolean;
  /** The tutor exists and students can find them (see availability/listed.ts). */
  tutorListed: boolean;
  noticeMinutes: number;
  /** The quota week the lesson counts in: this one, or a week ahead when booking ahead. */
  week: Week;
  hasSubscription: boolean;
  /** A pause of the plan covers the lesson's quota week (plans-and-payments.md#pausing-a-plan). */
  paused: boolean;
  /**
   * The student is buying this one lesson (docs/product/plans-and-payments.md#one-lesson): only
   * without a plan in force, and it takes no minutes.
   */
  buying: boolean;
  /**
   * Another booked lesson of the student that has not ended; when booking ahead, one overlapping
   * this time.
   */
  holdsLesson: boolean;
  /** Minutes left in the lesson's quota week, not counting a lesson being moved. */
  remainingMinutes: number;
  /** The tutor's free ranges in the lesson's week, without the lesson being moved. */
  tutorFree: readonly Interval[];
};

export type BookingRefusal = Extract<
  ErrorCode,
  | 'unverified-email'
  | 'tutor-not-found'
  | 'lesson-time-passed'
  | 'week-boundaries-violation'
  | 'subscription-required'
  | 'subscription-paused'
  | 'subscription-exists'
  | 'reached-booking-limit'
  | 'no-enough-minutes'
  | 'busy-tutor'
>;

/** The first rule a booking breaks, in the order a student can act on them, or null. */
export const bookingRefusal = (f: BookingFacts): BookingRefusal | null => {
  const start = f.startsAt.getTime();
  const end = start + f.duration * 60_000;
  if (!f.studentEmailVerified) return 'unverified-email';
  if (!f.tutorListed) return 'tutor-not-found';
  if (start < f.now.getTime() + f.noticeMinutes * 60_000) return 'lesson-time-passed';
  if (start < f.week.start.getTime() || end > f.week.end.getTime())
    return 'week-boundaries-violation';
  if (f.buying && f.hasSubscription) return 'subscription-exists';
  if (!f.buying && !f.hasSubscription) return 'subscription-required';
  if (!f.buying && f.paused) return 'subscription-paused';
  if (f.holdsLesson) return 'reached-booking-limit';
  if (!f.buying && f.remainingMinutes < f.duration) return 'no-enough-minutes';
  if (!fitsIn(f.tutorFree, f.startsAt, f.duration)) return 'busy-tutor';
  return null;
};
