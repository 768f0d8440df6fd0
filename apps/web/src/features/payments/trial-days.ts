/** What is left of the free trial, in the calendar days of Cairo the student lives by. */
import { DEFAULT_TIME_ZONE, daysBetween, localDateOf } from '@darsak/shared';

/**
 * Days from today to the trial's last date, both read in Cairo: on 7 December a trial ending on 21
 * December has 14 days left, whatever the hour (docs/product/plans-and-payments.md#free-trial).
 */
export const trialDaysLeft = (endsAt: string, now: number): number =>
  Math.max(
    0,
    daysBetween(
      localDateOf(new Date(now), DEFAULT_TIME_ZONE),
      localDateOf(new Date(endsAt), DEFAULT_TIME_ZONE),
    ),
  );
