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

/** Whether this device shows Cairo time, so times here match the clock the tutor sees. */
export const deviceInCairo = () =>
  Intl.DateTimeFormat().resolvedOptions().timeZone === DEFAULT_TIME_ZONE;
