/**
 * When lessons with tutors can start this quota week (docs/product/tutors.md): weekly slots and
 * one-off changes, less booked lessons, less everything before now plus the tutor's notice period,
 * in 15-minute steps. Loaded for many tutors at once with four queries.
 */
import {
  addLocalDays,
  formatLocalDate,
  localDateOf,
  type FreeTime,
  type Week,
  currentQuotaWeek,
} from '@darsak/shared';
import type { Config } from '../../config.js';
import type { AppContext } from '../../context.js';
import type { Executor } from '../../db/client.js';
import { bookedLessonsOfTutors } from './lesson-repository.js';
import { subtract, type Interval } from './intervals.js';
import * as repo from './schedule-repository.js';
import { platformSettingsOf } from '../platform/index.js';
import { bookingHorizon } from './horizon.js';
import { availabilityBetween, firstFreeStart, freeStarts } from './schedule.js';

export type FreeRanges = { week: Week; free: Map<number, Interval[]> };

const groupBy = <T extends { tutorId: number }>(rows: T[]): Map<number, T[]> => {
  const groups = new Map<number, T[]>();
  for (const row of rows) {
    const list = groups.get(row.tutorId) ?? [];
    list.push(row);
    groups.set(row.tutorId, list);
  }
  return groups;
};

/**
 * Each tutor's open time in a week (weekly slots and one-off changes) and their notice periods;
 * tutors without a tutor record have no notice period. A caller that read the tutors' records
 * already passes their notice periods, and the read of them is skipped.
 */
export const openRangesOfTutors = async (
  db: Executor,
  config: Config,
  ids: number[],
  week: Week,
  knownNotices?: Map<number, number>,
): Promise<{ notices: Map<number, number>; open: Map<number, Interval[]> }> => {
  const zone = config.timeZone;
  // A day either side covers the local dates of the week's edges in any zone.
  const firstDate = formatLocalDate(addLocalDays(localDateOf(week.start, zone), -1));
  const lastDate = formatLocalDate(addLocalDays(localDateOf(week.end, zone), 1));
  // One after the other: inside a transaction all run on one connection.
  const notices = knownNotices ?? (await repo.noticePeriods(db, ids));
  const slotsBy = groupBy(await repo.slotsOfTutors(db, ids));
  const exceptionsBy = groupBy(await repo.exceptionsOfTutors(db, ids, firstDate, lastDate));
  const open = new Map<number, Interval[]>();
  for (const id of ids)
    if (notices.has(id))
      open.set(
        id,
        availabilityBetween(
          slotsBy.get(id) ?? [],
          exceptionsBy.get(id) ?? [],
          week.start,
          week.end,
          zone,
        ),
      );
  return { notices, open };
};

/** Open time less booked lessons and everything before now plus the notice period. */
export const freeWithin = (
  open: readonly Interval[],
  lessons: readonly { startsAt: Date; endsAt: Date }[],
  now: number,
  noticeMs: number,
): Interval[] =>
  subtract(open, [
    ...lessons.map((l) => ({ start: l.startsAt.getTime(), end: l.endsAt.getTime() })),
    { start: -Infinity, end: now + noticeMs },
  ]);

/**
 * The free ranges of each tutor in a quota week: the one holding `now` unless another is given (a
 * booking ahead, docs/product/lessons.md#booking-ahead). Tutors without a tutor record have none.
 * Runs inside a transaction too; a lesson being moved can be left out. A caller that read the
 * tutors' records already (a booking, under its lock) passes their notice periods, and the read of
 * them is skipped: one round trip less while a crowd waits on the booking.
 */
export const freeRangesOfTutors = async (
  db: Executor,
  config: Config,
  tutorIds: number[],
  now: Date,
  options: { excludeLessonId?: number; knownNotices?: Map<number, number>; week?: Week } = {},
): Promise<FreeRanges> => {
  const week = options.week ?? currentQuotaWeek(config, now);
  const ids = [...new Set(tutorIds)];
  const { notices, open } = await openRangesOfTutors(db, config, ids, week, options.knownNotices);
  const lessonsBy = groupBy(
    await bookedLessonsOfTutors(db, ids, week.start, week.end, options.excludeLessonId),
  );
  const free = new Map<number, Interval[]>();
  for (const id of ids) {
    const notice = notices.get(id);
    free.set(
      id,
      notice === undefined
        ? []
        : freeWithin(open.get(id) ?? [], lessonsBy.get(id) ?? [], now.getTime(), notice * 60_000),
    );
  }
  return { week, free };
};

export type FreeTimes = {
  weekStart: string;
  weekEnd: string;
  /** The end of the last week students may book in: the week's end unless booking ahead. */
  horizonEnd: string;
  times: FreeTime[];
};

/**
 * When a lesson with a tutor can start in the weeks students may book in, and the longest lesson
 * at each time; no lesson runs from one quota week into the next (docs/product/lessons.md#free-times).
 */
export const freeTimes = async (
  ctx: AppContext,
  tutorId: number,
  options: { now: Date; excludeLessonId?: number },
): Promise<FreeTimes> => {
  const weeks = bookingHorizon(
    ctx.config,
    (await platformSettingsOf(ctx)).bookingWeeksAhead,
    options.now,
  );
  const times: FreeTime[] = [];
  for (const week of weeks) {
    const { free } = await freeRangesOfTutors(ctx.db, ctx.config, [tutorId], options.now, {
      excludeLessonId: options.excludeLessonId,
      week,
    });
    times.push(...freeStarts(free.get(tutorId) ?? []));
  }
  return {
    weekStart: weeks[0]!.start.toISOString(),
    weekEnd: weeks[0]!.end.toISOString(),
    horizonEnd: weeks[weeks.length - 1]!.end.toISOString(),
    times,
  };
};

/** The soonest time a lesson can start with each tutor this quota week, or null when full. */
export const nextFreeAt = async (
  ctx: AppContext,
  tutorIds: number[],
  now: Date,
): Promise<Map<number, Date | null>> => {
  const { free } = await freeRangesOfTutors(ctx.db, ctx.config, tutorIds, now);
  return new Map([...free].map(([id, ranges]) => [id, firstFreeStart(ranges)]));
};

/** How many of a tutor's next free times a student whose lesson they cancelled late is offered. */
export const NEXT_FREE_TIMES_OFFERED = 3;

/** A tutor's next free starts this quota week (docs/product/lessons.md#cancellation). */
export const nextFreeStarts = async (
  ctx: AppContext,
  tutorId: number,
  now: Date,
): Promise<Date[]> => {
  const { free } = await freeRangesOfTutors(ctx.db, ctx.config, [tutorId], now);
  return freeStarts(free.get(tutorId) ?? [])
    .slice(0, NEXT_FREE_TIMES_OFFERED)
    .map((time) => new Date(time.startsAt));
};

/**
 * Each person's open time between two instants: weekly slots and one-off changes less booked
 * lessons, whatever the quota week (tutor managers offer interviews from it:
 * docs/product/onboarding.md#booking-a-session).
 */
export const openRangesBetween = async (
  db: Executor,
  config: Config,
  ids: number[],
  from: Date,
  to: Date,
): Promise<Map<number, Interval[]>> => {
  const zone = config.timeZone;
  const firstDate = formatLocalDate(addLocalDays(localDateOf(from, zone), -1));
  const lastDate = formatLocalDate(addLocalDays(localDateOf(to, zone), 1));
  const slots = groupBy(await repo.slotsOfTutors(db, ids));
  const exceptions = groupBy(await repo.exceptionsOfTutors(db, ids, firstDate, lastDate));
  const lessons = groupBy(await bookedLessonsOfTutors(db, ids, from, to));
  return new Map(
    ids.map((id) => [
      id,
      subtract(
        availabilityBetween(slots.get(id) ?? [], exceptions.get(id) ?? [], from, to, zone),
        (lessons.get(id) ?? []).map((l) => ({
          start: l.startsAt.getTime(),
          end: l.endsAt.getTime(),
        })),
      ),
    ]),
  );
};
