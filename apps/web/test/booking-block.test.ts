import { describe, expect, it } from 'vitest';
import type { Lesson, Quota } from '@darsak/shared';
import {
  bookingBlock,
  lengthsWithin,
  remindersAhead,
} from '../src/features/tutors/components/booking-block.js';

const subscription = {
  id: 1,
  userId: 7,
  planId: 2,
  period: 0,
  weeklyMinutes: 120,
  startsAt: '2026-11-01T08:00:00.000Z',
  endsAt: '2026-12-01T08:00:00.000Z',
  cancelledAt: null,
  active: true,
  createdAt: '2026-11-01T08:00:00.000Z',
};
const quota = (remainingMinutes: number, withPlan = true, weeksAhead = 0): Quota => ({
  weekStart: '2026-11-21T04:00:00.000Z',
  weekEnd: '2026-11-28T04:00:00.000Z',
  weeklyMinutes: 120,
  usedMinutes: 120 - remainingMinutes,
  remainingMinutes,
  subscription: withPlan ? subscription : null,
  paused: null,
  weeksAhead,
});
const lesson = { id: 41, startsAt: '2026-11-24T17:00:00.000Z' } as Lesson;
const verified = { verifiedEmail: true };

describe('what stops a booking before it starts', () => {
  it('nothing, for a verified student with a plan, no booked lesson and minutes left', () => {
    expect(bookingBlock(verified, quota(120), undefined)).toBeNull();
  });

  it('names the booked lesson a student still holds', () => {
    expect(bookingBlock(verified, quota(90), lesson)).toEqual({ kind: 'held', lesson });
  });

  it('says when the minutes renew once fewer than a short lesson are left', () => {
    expect(bookingBlock(verified, quota(10), undefined)).toEqual({
      kind: 'no-minutes',
      renewsAt: '2026-11-28T04:00:00.000Z',
      weeklyMinutes: 120,
    });
    expect(bookingBlock(verified, quota(15), undefined)).toBeNull();
  });

  it('follows the order the server checks in: email, plan, booked lesson, minutes', () => {
    expect(bookingBlock({ verifiedEmail: false }, quota(0, false), lesson)).toEqual({
      kind: 'verify-email',
    });
    expect(bookingBlock(verified, quota(0, false), lesson)).toEqual({ kind: 'no-plan' });
    expect(bookingBlock(verified, quota(0), lesson)).toEqual({ kind: 'held', lesson });
  });

  it('offers only the lengths the minutes left allow', () => {
    expect(lengthsWithin(quota(120))).toEqual([15, 30]);
    expect(lengthsWithin(quota(29))).toEqual([15]);
    expect(lengthsWithin(quota(10))).toEqual([]);
  });

  it('leaves a held lesson and this week’s minutes to the server when booking ahead', () => {
    expect(bookingBlock(verified, quota(0, true, 2), lesson)).toBeNull();
    expect(bookingBlock(verified, quota(0, false, 2), lesson)).toEqual({ kind: 'no-plan' });
    expect(lengthsWithin(quota(0, true, 1))).toEqual([15, 30]);
  });
});

describe('the reminders a lesson booked now will get', () => {
  const now = Date.parse('2026-11-25T10:00:00.000Z');
  const inMinutes = (minutes: number) => new Date(now + minutes * 60_000).toISOString();

  it('gets both when more than a day is left, the hour alone when less, none within the hour', () => {
    expect(remindersAhead(inMinutes(3 * 24 * 60), now)).toBe('both');
    expect(remindersAhead(inMinutes(24 * 60 + 1), now)).toBe('both');
    expect(remindersAhead(inMinutes(24 * 60), now)).toBe('hour');
    expect(remindersAhead(inMinutes(120), now)).toBe('hour');
    expect(remindersAhead(inMinutes(60), now)).toBe('none');
    expect(remindersAhead(inMinutes(30), now)).toBe('none');
  });
});
