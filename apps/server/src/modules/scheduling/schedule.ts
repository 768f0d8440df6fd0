/**
 * A tutor's schedule as instants: weekly slots and one-off changes are local wall-clock ranges
 * (Cairo by default, with daylight saving), turned into UTC ranges date by date. Pure functions.
 */
import {
  addLocalDays,
  daysBetween,
  formatLocalDate,
  instantAt,
  LESSON_DURATIONS,
  localDateOf,
  SLOT_STEP_MINUTES,
  weekdayOf,
  type FreeTime,
} from '@darsak/shared';
import { clip, normalise, subtract, type Interval } from './intervals.js';

export type WeeklySlot = { weekday: number; startMinute: number; endMinute: number };
export type DatedChange = {
  /** YYYY-MM-DD, a local date. */
  date: string;
  startMinute: number;
  endMinute: number;
  available: boolean;
};

const STEP_MS = SLOT_STEP_MINUTES * 60_000;
const SHORT_MS = LESSON_DURATIONS[0] * 60_000;
const LONG_MS = LESSON_DURATIONS[1] * 60_000;

/**
 * When the tutor is available between two instants: weekly slots and 'available' changes, less
 * 'blocked' changes (a blocked range wins over any slot), normalised.
 */
export const availabilityBetween = (
  slots: readonly WeeklySlot[],
  changes: readonly DatedChange[],
  from: Date,
  to: Date,
  zone: string,
): Interval[] => {
  const open: Interval[] = [];
  const blocked: Interval[] = [];
  const first = localDateOf(from, zone);
  const days = daysBetween(first, localDateOf(to, zone));
  const changesByDate = new Map<string, DatedChange[]>();
  for (const change of changes) {
    const list = changesByDate.get(change.date) ?? [];
    list.push(change);
    changesByDate.set(change.date, list);
  }
  for (let offset = 0; offset <= days; offset += 1) {
    const date = addLocalDays(first, offset);
    const range = (r: { startMinute: number; endMinute: number }): Interval => ({
      start: instantAt(date, r.startMinute, zone).getTime(),
      end: instantAt(date, r.endMinute, zone).getTime(),
    });
    const weekday = weekdayOf(date);
    for (const slot of slots) if (slot.weekday === weekday) open.push(range(slot));
    for (const change of changesByDate.get(formatLocalDate(date)) ?? [])
      (change.available ? open : blocked).push(range(change));
  }
  return clip(subtract(open, blocked), from.getTime(), to.getTime());
};

/**
 * Where lessons can start in free ranges, on quarter hours: each start with the longest lesson
 * that fits after it (30 minutes when 30 free minutes follow, else 15).
 */
export const freeStarts = (free: readonly Interval[]): FreeTime[] => {
  const times: FreeTime[] = [];
  for (const range of normalise(free)) {
    for (
      let t = Math.ceil(range.start / STEP_MS) * STEP_MS;
      t + SHORT_MS <= range.end;
      t += STEP_MS
    )
      times.push({
        startsAt: new Date(t).toISOString(),
        maxDuration: t + LONG_MS <= range.end ? LONG_MS / 60_000 : SHORT_MS / 60_000,
      });
  }
  return times;
};

/** The first instant a lesson can start in free ranges, or null. */
export const firstFreeStart = (free: readonly Interval[]): Date | null => {
  for (const range of normalise(free)) {
    const t = Math.ceil(range.start / STEP_MS) * STEP_MS;
    if (t + SHORT_MS <= range.end) return new Date(t);
  }
  return null;
};

/** Whether a lesson of this length can start at this instant in free ranges. */
export const fitsIn = (free: readonly Interval[], startsAt: Date, minutes: number): boolean => {
  const start = startsAt.getTime();
  return (
    start % STEP_MS === 0 &&
    normalise(free).some((r) => r.start <= start && start + minutes * 60_000 <= r.end)
  );
};
