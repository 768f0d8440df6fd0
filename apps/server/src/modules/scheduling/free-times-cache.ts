/**
 * A tutor's free times as students read them, kept per tutor in the TutorsCache group (issue 15):
 * the tutor's page and the booking screen ask for them on every view, and working them out costs
 * five queries and the interval arithmetic. The tutors module drops a tutor's entry whenever the
 * schedule, the notice period or the listing changes, and sends it a note when a lesson is booked,
 * moved or cancelled (decision 052), in every server process: a note reads the booked lessons
 * again and keeps the rest.
 *
 * Time passing needs no invalidation: the kept times are cut at each read to those starting after
 * now plus the notice period, which is exactly what working them out again would give (the steps
 * lie on one 15-minute grid and the cut only removes the start of a free range). An entry never
 * outlives the quota week it describes.
 */
import { CacheGroup, currentQuotaWeek, type FreeTime, type Week } from '@darsak/shared';
import type { AppContext } from '../../context.js';
import { AppError } from '../../http/app-error.js';
import { freeWithin, openRangesOfTutors, type FreeTimes } from './free-times.js';
import type { Interval } from './intervals.js';
import { bookedLessonsOfTutors } from './lesson-repository.js';
import { isListedTutor } from './listed.js';
import * as repo from './schedule-repository.js';
import { freeStarts } from './schedule.js';

/** The longest an entry is kept; a change drops it at once, so this only bounds a missed one. */
const FREE_TIMES_TTL_MS = 5 * 60_000;

/** The cache key of one tutor's free times (the tutors module drops it when they change). */
export const freeTimesKey = (tutorId: number): string => `free-times:${tutorId}`;

export type KeptFreeTimes = {
  /** Whether students can find and book the tutor now. */
  listed: boolean;
  noticeMs: number;
  /** The quota week the entry describes, and the tutor's open time in it. */
  week: Week;
  open: Interval[];
  answer: FreeTimes;
  /** The start of each of `answer.times`, in milliseconds. */
  starts: number[];
};

/** The kept free times from the week's open time and booked lessons, as of `now`. */
const withLessons = (
  base: Omit<KeptFreeTimes, 'answer' | 'starts'>,
  lessons: readonly { startsAt: Date; endsAt: Date }[],
  now: number,
): KeptFreeTimes => {
  const times = freeStarts(freeWithin(base.open, lessons, now, base.noticeMs));
  return {
    ...base,
    answer: {
      weekStart: base.week.start.toISOString(),
      weekEnd: base.week.end.toISOString(),
      times,
    },
    starts: times.map((time) => Date.parse(time.startsAt)),
  };
};

/** Only tutors are kept: asking for any other id keeps nothing (a failed load is not stored). */
const load = async (ctx: AppContext, tutorId: number): Promise<KeptFreeTimes> => {
  const now = new Date();
  const tutor = await repo.findTutor(ctx.db, tutorId);
  if (!tutor) throw new AppError('tutor-not-found');
  const listed = await isListedTutor(ctx.db, tutorId);
  const week = currentQuotaWeek(ctx.config, now);
  const { open } = await openRangesOfTutors(
    ctx.db,
    ctx.config,
    [tutorId],
    week,
    new Map([[tutorId, tutor.noticePeriod]]),
  );
  const lessons = await bookedLessonsOfTutors(ctx.db, [tutorId], week.start, week.end);
  return withLessons(
    { listed, noticeMs: tutor.noticePeriod * 60_000, week, open: open.get(tutorId) ?? [] },
    lessons,
    now.getTime(),
  );
};

/**
 * A lesson booked, moved or cancelled (the only notes sent to an entry) changes the booked
 * lessons alone: they are read again, one query, and taken from the open time kept, where a load
 * makes five. The entry keeps its life, so it never outlives its week.
 */
const revise = async (ctx: AppContext, tutorId: number, kept: KeptFreeTimes) =>
  withLessons(
    kept,
    await bookedLessonsOfTutors(ctx.db, [tutorId], kept.week.start, kept.week.end),
    Date.now(),
  );

/** The tutor's kept free times, loaded when missing; shared by all readers, so never changed. */
export const keptFreeTimes = (ctx: AppContext, tutorId: number): Promise<KeptFreeTimes> =>
  ctx.cache.get(
    CacheGroup.TutorsCache,
    freeTimesKey(tutorId),
    (kept) => Math.min(FREE_TIMES_TTL_MS, kept.week.end.getTime() - Date.now()),
    () => load(ctx, tutorId),
    (kept) => revise(ctx, tutorId, kept),
  );

/** Index of the first kept time a lesson can still start at `now`. */
const firstOpen = (kept: KeptFreeTimes, now: number): number => {
  const cut = now + kept.noticeMs;
  let first = 0;
  while (first < kept.starts.length && kept.starts[first]! < cut) first += 1;
  return first;
};

/**
 * The last cut made of each entry: the times from its first open one, which stay the same for every
 * reader until that time passes. Beside the entry, which is shared and never changed.
 */
const cuts = new WeakMap<KeptFreeTimes, { first: number; answer: FreeTimes }>();

/**
 * The kept free times as of `now`: the kept answer itself, or its cut from the first time still
 * open, the same object for every reader until that time passes, so its route writes it once.
 */
export const freeTimesAt = (kept: KeptFreeTimes, now: number): FreeTimes => {
  const first = firstOpen(kept, now);
  if (first === 0) return kept.answer;
  const cut = cuts.get(kept);
  if (cut?.first === first) return cut.answer;
  const answer = { ...kept.answer, times: kept.answer.times.slice(first) };
  cuts.set(kept, { first, answer });
  return answer;
};

/** The soonest kept time a lesson can start at `now`, as the answer writes it, or null. */
const nextOf = (kept: KeptFreeTimes, now: number): string | null => {
  const time: FreeTime | undefined = kept.answer.times[firstOpen(kept, now)];
  return time ? time.startsAt : null;
};

/** The soonest time a lesson with the tutor can start this quota week, or null when full. */
export const nextFreeTime = async (ctx: AppContext, tutorId: number): Promise<Date | null> => {
  const next = nextOf(await keptFreeTimes(ctx, tutorId), Date.now());
  return next === null ? null : new Date(next);
};

/**
 * The soonest free time as `nextFreeTime` answers it (an ISO time, or null when full), if the
 * tutor's free times are kept and current; undefined when they would have to be loaded or revised.
 */
export const keptNextFreeTime = (ctx: AppContext, tutorId: number): string | null | undefined => {
  const kept = freeTimesAtHand(ctx, tutorId);
  return kept && nextOf(kept, Date.now());
};

/** The tutor's kept free times if current, without loading or revising them. */
export const freeTimesAtHand = (ctx: AppContext, tutorId: number): KeptFreeTimes | undefined =>
  ctx.cache.peek<KeptFreeTimes>(CacheGroup.TutorsCache, freeTimesKey(tutorId));

/**
 * Whether the tutor's kept free times, if at hand, offer a lesson of `minutes` at `startsAt`. Never
 * loads them: a booking uses this only to skip its read for a time already booked (decision 037),
 * and its transaction decides either way.
 */
export const keptAsFree = (
  ctx: AppContext,
  tutorId: number,
  startsAt: Date,
  minutes: number,
): boolean => {
  const kept = ctx.cache.peek<KeptFreeTimes>(CacheGroup.TutorsCache, freeTimesKey(tutorId));
  if (!kept?.listed) return false;
  const i = kept.starts.indexOf(startsAt.getTime());
  return i >= 0 && kept.answer.times[i]!.maxDuration >= minutes;
};
