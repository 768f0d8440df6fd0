import { describe, expect, it } from 'vitest';
import { fillMonths, recentMonths } from '../../src/modules/overview/months.js';

const CAIRO = 'Africa/Cairo';

describe('recent months in the platform zone', () => {
  it('ends with the month holding now, oldest first, across a year', () => {
    const { keys, since } = recentMonths(new Date('2026-02-10T12:00:00Z'), 6, CAIRO);
    expect(keys).toEqual(['2025-09', '2025-10', '2025-11', '2025-12', '2026-01', '2026-02']);
    // Midnight of 1 September in Cairo (UTC+3 in summer time).
    expect(since.toISOString()).toBe('2025-08-31T21:00:00.000Z');
  });

  it('reads the month of Cairo, not of UTC, at a month’s edge', () => {
    // 23:30 UTC on 31 October is already 1 November in Cairo (UTC+2 in winter).
    const { keys, since } = recentMonths(new Date('2026-10-31T23:30:00Z'), 1, CAIRO);
    expect(keys).toEqual(['2026-11']);
    expect(since.toISOString()).toBe('2026-10-31T22:00:00.000Z');
  });

  it('fills the months the database had nothing for with zero', () => {
    expect(
      fillMonths(
        ['2026-09', '2026-10', '2026-11'],
        [{ month: '2026-11', total: 40_000 }],
        [{ month: '2026-09', total: 10_000 }],
      ),
    ).toEqual([
      { month: '2026-09', revenue: 0, payouts: 10_000 },
      { month: '2026-10', revenue: 0, payouts: 0 },
      { month: '2026-11', revenue: 40_000, payouts: 0 },
    ]);
  });
});
