/**
 * What stops a student booking, known before they pick a length, a day and a time. The rules are
 * the server's, in the order it checks them (decision 005): a confirmed email, a subscription, one
 * booked lesson at a time (until it ends), and minutes left this quota week. When students book
 * ahead (docs/product/lessons.md#booking-ahead) the last two do not hold: each week's minutes are
 * the server's to judge, on the time picked.
 */
import {
  LESSON_DURATIONS,
  LESSON_REMINDER_OFFSETS_MINUTES,
  type Lesson,
  type Quota,
} from '@darsak/shared';

export type BookingBlock =
  | { kind: 'verify-email' }
  | { kind: 'no-plan' }
  | { kind: 'held'; lesson: Lesson }
  | { kind: 'no-minutes'; renewsAt: string; weeklyMinutes: number }
  | null;

export const bookingBlock = (
  student: { verifiedEmail: boolean },
  quota: Quota,
  /** A booked lesson of the student's that has not ended, if any. */
  held: Lesson | undefined,
): BookingBlock => {
  if (!student.verifiedEmail) return { kind: 'verify-email' };
  if (!quota.subscription) return { kind: 'no-plan' };
  if (quota.weeksAhead > 0) return null;
  if (held) return { kind: 'held', lesson: held };
  if (quota.remainingMinutes < Math.min(...LESSON_DURATIONS))
    return { kind: 'no-minutes', renewsAt: quota.weekEnd, weeklyMinutes: quota.weeklyMinutes };
  return null;
};

/**
 * The lesson lengths the minutes left this week still allow; every length when booking ahead,
 * since a later week has its own minutes.
 */
export const lengthsWithin = (quota: Pick<Quota, 'remainingMinutes' | 'weeksAhead'>): number[] =>
  LESSON_DURATIONS.filter((length) => quota.weeksAhead > 0 || length <= quota.remainingMinutes);

/**
 * Which reminders (a day and an hour before the start) a lesson booked `now` will still get: the
 * server leaves out those already due, so a lesson two hours away gets only the hour's.
 */
export const remindersAhead = (startsAt: string, now: number): 'both' | 'hour' | 'none' => {
  const minutesLeft = (Date.parse(startsAt) - now) / 60_000;
  const [day, hour] = LESSON_REMINDER_OFFSETS_MINUTES;
  return minutesLeft > day ? 'both' : minutesLeft > hour ? 'hour' : 'none';
};
