/**
 * The quota weeks students may book in (docs/product/lessons.md#booking-ahead): the one holding
 * now, and as many after it as the platform's `bookingWeeksAhead` says.
 */
import { currentQuotaWeek, quotaWeek, type Week } from '@darsak/shared';
import type { Config } from '../../config.js';
import type { AppContext } from '../../context.js';
import { platformSettingsOf } from '../platform/index.js';

/** This quota week and the `weeksAhead` after it, in order. */
export const bookingHorizon = (config: Config, weeksAhead: number, now: Date): Week[] => {
  const weeks = [currentQuotaWeek(config, now)];
  for (let n = 0; n < weeksAhead; n += 1)
    weeks.push(quotaWeek(weeks[weeks.length - 1]!.end, config.quotaWeekStart, config.timeZone));
  return weeks;
};

/** The week of the horizon an instant falls in, if any. */
export const weekHolding = (weeks: readonly Week[], at: Date): Week | undefined =>
  weeks.find((week) => at >= week.start && at < week.end);

/**
 * How many weeks after this one students may book in, read before a booking's transaction: the
 * settings' cache reads the database apart from it.
 */
export const bookingWeeksAhead = async (ctx: AppContext): Promise<number> =>
  (await platformSettingsOf(ctx)).bookingWeeksAhead;
