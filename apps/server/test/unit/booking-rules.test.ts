import { describe, expect, it } from 'vitest';
import { lessonPrice } from '@darsak/shared';
import { bookingRefusal, type BookingFacts } from '../../src/modules/scheduling/booking-rules.js';

const HOUR = 3_600_000;
const now = new Date('2026-01-14T10:00:00Z');
const week = { start: new Date('2026-01-10T04:00:00Z'), end: new Date('2026-01-17T04:00:00Z') };
const inHours = (hours: number) => new Date(now.getTime() + hours * HOUR);

/** A booking that breaks no rule: a 30-minute lesson in two hours, inside the tutor's free time. */
const allowed: BookingFacts = {
  now,
  startsAt: inHours(2),
  duration: 30,
  studentEmailVerified: true,
  tutorListed: true,
  noticeMinutes: 30,
  week,
  hasSubscription: true,
  paused: false,
  buying: false,
  holdsLesson: false,
  remainingMinutes: 60,
  tutorFree: [{ start: inHours(1).getTime(), end: inHours(3).getTime() }],
};
const refusal = (changes: Partial<BookingFacts>) => bookingRefusal({ ...allowed, ...changes });

describe('booking rules', () => {
  it('accepts a booking that breaks no rule', () => {
    expect(refusal({})).toBeNull();
    expect(refusal({ duration: 15, remainingMinutes: 15 })).toBeNull();
  });

  it('needs a confirmed email', () => {
    expect(refusal({ studentEmailVerified: false })).toBe('unverified-email');
  });

  it('needs a listed tutor', () => {
    expect(refusal({ tutorListed: false })).toBe('tutor-not-found');
  });

  it('refuses a start in the past or inside the notice period', () => {
    expect(refusal({ startsAt: inHours(-1) })).toBe('lesson-time-passed');
    expect(
      refusal({
        startsAt: now,
        noticeMinutes: 0,
        tutorFree: [{ start: now.getTime(), end: inHours(1).getTime() }],
      }),
    ).toBeNull();
    expect(refusal({ startsAt: inHours(0.25), noticeMinutes: 30 })).toBe('lesson-time-passed');
    expect(
      refusal({
        startsAt: inHours(0.5),
        noticeMinutes: 30,
        tutorFree: [{ start: now.getTime(), end: inHours(2).getTime() }],
      }),
    ).toBeNull();
  });

  it('keeps lessons inside the current quota week, end included', () => {
    const free = [{ start: week.end.getTime() - HOUR, end: week.end.getTime() + HOUR }];
    expect(refusal({ startsAt: week.end, tutorFree: free })).toBe('week-boundaries-violation');
    expect(refusal({ startsAt: new Date(week.end.getTime() - 15 * 60_000), tutorFree: free })).toBe(
      'week-boundaries-violation',
    );
    expect(
      refusal({ startsAt: new Date(week.end.getTime() - 30 * 60_000), tutorFree: free }),
    ).toBeNull();
  });

  it('needs a subscription in force', () => {
    expect(refusal({ hasSubscription: false, remainingMinutes: 0 })).toBe('subscription-required');
  });

  it('gives no booking in a quota week the plan is paused', () => {
    expect(refusal({ paused: true, remainingMinutes: 0 })).toBe('subscription-paused');
  });

  it('sells one lesson only without a plan in force, and spends no minutes on it', () => {
    const buying = { buying: true, hasSubscription: false, remainingMinutes: 0 };
    expect(refusal(buying)).toBeNull();
    expect(refusal({ ...buying, hasSubscription: true, remainingMinutes: 60 })).toBe(
      'subscription-exists',
    );
    expect(refusal({ ...buying, holdsLesson: true })).toBe('reached-booking-limit');
    expect(refusal({ ...buying, tutorFree: [] })).toBe('busy-tutor');
  });

  it('allows one booked lesson at a time', () => {
    expect(refusal({ holdsLesson: true })).toBe('reached-booking-limit');
  });

  it('needs enough minutes left this week', () => {
    expect(refusal({ remainingMinutes: 15 })).toBe('no-enough-minutes');
    expect(refusal({ remainingMinutes: 0, duration: 15 })).toBe('no-enough-minutes');
  });

  it('needs the tutor free for the whole lesson', () => {
    expect(refusal({ tutorFree: [] })).toBe('busy-tutor');
    expect(refusal({ startsAt: inHours(2.75) })).toBe('busy-tutor');
    expect(refusal({ startsAt: inHours(2.75), duration: 15, remainingMinutes: 15 })).toBeNull();
  });

  it('reports the first broken rule in a fixed order', () => {
    const everything: Partial<BookingFacts> = {
      studentEmailVerified: false,
      tutorListed: false,
      startsAt: inHours(-1),
      hasSubscription: false,
      paused: true,
      holdsLesson: true,
      remainingMinutes: 0,
      tutorFree: [],
    };
    const order = [
      ['studentEmailVerified', true, 'tutor-not-found'],
      ['tutorListed', true, 'lesson-time-passed'],
      ['startsAt', inHours(2), 'subscription-required'],
      ['hasSubscription', true, 'subscription-paused'],
      ['paused', false, 'reached-booking-limit'],
      ['holdsLesson', false, 'no-enough-minutes'],
      ['remainingMinutes', 60, 'busy-tutor'],
    ] as const;
    expect(refusal(everything)).toBe('unverified-email');
    const facts = { ...everything };
    for (const [key, value, next] of order) {
      Object.assign(facts, { [key]: value });
      expect(refusal(facts)).toBe(next);
    }
  });
});

describe('lesson price', () => {
  it('is the hourly rate for the lesson’s minutes, in whole piasters', () => {
    expect(lessonPrice(15_000, 30)).toBe(7_500);
    expect(lessonPrice(15_000, 15)).toBe(3_750);
    expect(lessonPrice(10_001, 15)).toBe(2_500);
    expect(lessonPrice(10_002, 15)).toBe(2_501);
  });
});
