/** The refund of cancelling a paid plan (decision 025): its unused whole weeks, rounded down. */
import { describe, expect, it } from 'vitest';
import { cancellationRefund } from '../src/index.js';

const DAY = 24 * 3_600_000;
const start = new Date('2026-01-01T10:00:00Z');
const after = (days: number) => new Date(start.getTime() + days * DAY);

describe('cancellationRefund', () => {
  it('refunds the whole weeks left of a 91-day quarter, as their share of what was paid', () => {
    // 91 days: 13 whole weeks, all unused at the start.
    expect(
      cancellationRefund({
        paid: 108_000,
        alreadyRefunded: 0,
        startsAt: start,
        endsAt: after(91),
        now: start,
      }),
    ).toEqual({ refund: 108_000, unusedWeeks: 13 });
    // Ten days in: 81 days left, 11 whole weeks = 77 of 91 days.
    expect(
      cancellationRefund({
        paid: 108_000,
        alreadyRefunded: 0,
        startsAt: start,
        endsAt: after(91),
        now: after(10),
      }),
    ).toEqual({ refund: Math.floor((108_000 * 77) / 91), unusedWeeks: 11 });
  });

  it('keeps the broken last week: a 92-day quarter cancelled at once refunds 91/92', () => {
    expect(
      cancellationRefund({
        paid: 92_000,
        alreadyRefunded: 0,
        startsAt: start,
        endsAt: after(92),
        now: start,
      }),
    ).toEqual({ refund: 91_000, unusedWeeks: 13 });
  });

  it('refunds nothing with less than a week left, after the end, or before a real length', () => {
    const base = { paid: 40_000, alreadyRefunded: 0, startsAt: start, endsAt: after(30) };
    expect(cancellationRefund({ ...base, now: after(24) })).toEqual({ refund: 0, unusedWeeks: 0 });
    expect(cancellationRefund({ ...base, now: after(31) })).toEqual({ refund: 0, unusedWeeks: 0 });
    expect(cancellationRefund({ ...base, endsAt: start, now: start })).toEqual({
      refund: 0,
      unusedWeeks: 0,
    });
  });

  it('never gives back more than is left to refund, and rounds down to whole piasters', () => {
    expect(
      cancellationRefund({
        paid: 40_000,
        alreadyRefunded: 39_000,
        startsAt: start,
        endsAt: after(30),
        now: start,
      }),
    ).toEqual({ refund: 1_000, unusedWeeks: 4 });
    const odd = cancellationRefund({
      paid: 33_333,
      alreadyRefunded: 0,
      startsAt: start,
      endsAt: after(31),
      now: after(3),
    });
    expect(odd.unusedWeeks).toBe(4);
    expect(odd.refund).toBe(Math.floor((33_333 * 28) / 31));
    expect(Number.isInteger(odd.refund)).toBe(true);
  });

  it('counts a pause as neither time used nor the length of the plan', () => {
    // A 91-day quarter paused for 2 weeks from day 35: it ends on day 105.
    const paused = [{ startsAt: after(35), endsAt: after(49) }];
    const refund = (now: Date) =>
      cancellationRefund({
        paid: 108_000,
        alreadyRefunded: 0,
        startsAt: start,
        endsAt: after(105),
        now,
        paused,
      });
    const unpaused = (now: Date) =>
      cancellationRefund({
        paid: 108_000,
        alreadyRefunded: 0,
        startsAt: start,
        endsAt: after(91),
        now,
      });
    // Before the pause: as if there were none.
    expect(refund(after(14))).toEqual(unpaused(after(14)));
    // Inside the pause: the plan's time stands still, a minute in as on its last day.
    const minute = 60_000;
    expect(refund(new Date(after(35).getTime() + minute))).toEqual(unpaused(after(35)));
    expect(refund(new Date(after(49).getTime() - minute))).toEqual(unpaused(after(35)));
    expect(refund(after(40)).unusedWeeks).toBe(8);
    expect(refund(after(40)).refund).toBe(Math.floor((108_000 * 56) / 91));
    // After it: 14 days later than the same point of the plan unpaused.
    expect(refund(after(63))).toEqual(unpaused(after(49)));
  });
});
