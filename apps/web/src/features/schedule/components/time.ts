/** Quarter hours and Cairo's date for the schedule editor; formatting lives in @darsak/ui (useScheduleFormat). */
import { DEFAULT_TIME_ZONE, MINUTES_PER_DAY, SLOT_STEP_MINUTES } from '@darsak/shared';

/** Every quarter hour of a day, 0 to 1440. */
export const quarterHours = Array.from(
  { length: MINUTES_PER_DAY / SLOT_STEP_MINUTES + 1 },
  (_, i) => i * SLOT_STEP_MINUTES,
);

/** Today's date in Cairo, YYYY-MM-DD. */
export const todayInCairo = (now = new Date()) =>
  new Intl.DateTimeFormat('en-CA', {
    timeZone: DEFAULT_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);

/** The minute of the day it is now in Cairo, 0 to 1439. */
export const minuteNowInCairo = (now = new Date()) => {
  const [hour = 0, minute = 0] = new Intl.DateTimeFormat('en-GB', {
    timeZone: DEFAULT_TIME_ZONE,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  })
    .format(now)
    .split(':')
    .map(Number);
  return hour * 60 + minute;
};

/** The first quarter hour still to come today in Cairo (1440 once the last one has begun). */
export const nextQuarterInCairo = (now = new Date()) =>
  Math.floor(minuteNowInCairo(now) / SLOT_STEP_MINUTES + 1) * SLOT_STEP_MINUTES;

/** `days` calendar dates from `first` (YYYY-MM-DD) on, as YYYY-MM-DD. */
export const datesFrom = (first: string, days: number): string[] =>
  Array.from({ length: days }, (_, i) => {
    const at = new Date(`${first}T12:00:00Z`);
    at.setUTCDate(at.getUTCDate() + i);
    return at.toISOString().slice(0, 10);
  });

/** Whether this device shows Cairo time, so times here match the clock the tutor sees. */
export const deviceInCairo = () =>
  Intl.DateTimeFormat().resolvedOptions().timeZone === DEFAULT_TIME_ZONE;
