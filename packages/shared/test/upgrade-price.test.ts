/**
 * The price of upgrading a plan in force (docs/product/plans-and-payments.md#changing-plan): the
 * difference of the period prices times the share left from this quota week's start, rounded up.
 */
import { describe, expect, it } from 'vitest';
import { cancellationRefund, upgradePrice } from '../src/index.js';

const DAY = 24 * 3_600_000;
const start = new Date('2026-01-01T10:00:00Z');
const after = (days: number) => new Date(start.getTime() + days * DAY);
// A 91-day quarter paid 108,000 piasters; the larger plan costs 150,000 for a quarter.
const quarter = { newPrice: 150_000, paid: 108_000, startsAt: start, endsAt: after(91) };

describe('upgradePrice', () => {
  it('charges the whole difference in the week the plan started', () => {
    // The plan began mid-week: the change covers it from its own start.
    expect(upgradePrice({ ...quarter, weekStart: after(-3) })).toEqual({
      price: 42_000,
      from: start,
    });
  });

  it('counts the current week whole, from its first minute', () => {
    // 14 days in, at the first minute of a week: 77 of 91 days are left.
    const atWeekStart = upgradePrice({ ...quarter, weekStart: after(14) });
    expect(atWeekStart).toEqual({ price: Math.ceil((42_000 * 77) / 91), from: after(14) });
    // A week earlier, the week before is counted whole too: 84 days.
    expect(upgradePrice({ ...quarter, weekStart: after(7) }).price).toBe(
      Math.ceil((42_000 * 84) / 91),
    );
  });

  it('rounds up to whole piasters', () => {
    // 42,000 × 77 / 91 = 35,538.46…
    expect(upgradePrice({ ...quarter, weekStart: after(14) }).price).toBe(35_539);
  });

  it('prices the last week, and nothing once the plan is over', () => {
    // The last week starts on day 84: 7 of 91 days are left.
    expect(upgradePrice({ ...quarter, weekStart: after(84) }).price).toBe(
      Math.ceil((42_000 * 7) / 91),
    );
    expect(upgradePrice({ ...quarter, weekStart: after(91) }).price).toBe(0);
  });

  it('leaves paused time out of the plan and of what is left', () => {
    // Paused for 14 days from day 21; the end moved from day 91 to day 105.
    const paused = [{ startsAt: after(21), endsAt: after(35) }];
    const plan = { ...quarter, endsAt: after(105), paused };
    // After the pause, at day 42: 63 of the 91 days that give minutes are left.
    expect(upgradePrice({ ...plan, weekStart: after(42) }).price).toBe(
      Math.ceil((42_000 * 63) / 91),
    );
    // Before it, at day 14: the pause ahead is not counted either, 77 of 91.
    expect(upgradePrice({ ...plan, weekStart: after(14) }).price).toBe(
      Math.ceil((42_000 * 77) / 91),
    );
  });

  it('charges nothing for a plan that costs no more', () => {
    expect(upgradePrice({ ...quarter, newPrice: 108_000, weekStart: start }).price).toBe(0);
    expect(upgradePrice({ ...quarter, newPrice: 90_000, weekStart: start }).price).toBe(0);
  });

  it('is never refunded above what it cost, over the weeks it covered', () => {
    const { price, from } = upgradePrice({ ...quarter, weekStart: after(14) });
    // Cancelled in the same week: its whole weeks left are all it covered, less the broken one.
    const back = cancellationRefund({
      paid: price,
      alreadyRefunded: 0,
      startsAt: from,
      endsAt: quarter.endsAt,
      now: after(15),
    });
    expect(back.unusedWeeks).toBe(10);
    expect(back.refund).toBeLessThanOrEqual(price);
    expect(back.refund).toBe(Math.floor((price * 70) / 77));
  });
});
