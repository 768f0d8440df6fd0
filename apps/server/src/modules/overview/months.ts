/** Calendar months in the platform's zone, for figures counted per month (decision 027). */
import { instantAt, localParts, type OverviewMonth } from '@darsak/shared';

/** `YYYY-MM` of a year and a month that may run past December or before January. */
const keyOf = (year: number, month: number): string => {
  const index = year * 12 + (month - 1);
  const y = Math.floor(index / 12);
  const m = index - y * 12 + 1;
  return `${y}-${String(m).padStart(2, '0')}`;
};

/**
 * The last `count` months up to the one holding `now` (oldest first) in a zone, and the instant the
 * first of them began there.
 */
export const recentMonths = (
  now: Date,
  count: number,
  zone: string,
): { keys: string[]; since: Date } => {
  const today = localParts(now, zone);
  const keys = Array.from({ length: count }, (_, i) =>
    keyOf(today.year, today.month - (count - 1 - i)),
  );
  const [year, month] = keys[0]!.split('-').map(Number) as [number, number];
  return { keys, since: instantAt({ year, month, day: 1 }, 0, zone) };
};

/** One row per month, in order, with zero for a month the database had nothing for. */
export const fillMonths = (
  keys: readonly string[],
  revenue: readonly { month: string; total: number }[],
  payouts: readonly { month: string; total: number }[],
): OverviewMonth[] =>
  keys.map((month) => ({
    month,
    revenue: revenue.find((row) => row.month === month)?.total ?? 0,
    payouts: payouts.find((row) => row.month === month)?.total ?? 0,
  }));
