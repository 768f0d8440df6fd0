/**
 * A tutor's free times as students read them, kept per tutor in the TutorsCache group (issue 15):
 * the tutor's page and the booking screen ask for them on every view, and working them out costs
 * four queries and the interval arithmetic. The tutors module drops a tutor's entry whenever what
 * it holds changes (a lesson booked, moved or cancelled, the schedule, the notice period, the
 * listing), in every server process.
 *
 * Time passing needs no invalidation: the kept times are cut at each read to those starting after
 * now plus the notice period, which is exactly what working them out again would give (the steps
 * lie on one 15-minute grid and the cut only removes the start of a free range). An entry never
 * outlives the quota week it describes.
 */
import { CacheGroup, type FreeTime } from '@darsak/shared';
import type { AppContext } from '../../context.js';
import { AppError } from '../../http/app-error.js';
import { freeTimes, type FreeTimes } from './free-times.js';
import { isListedTutor } from './listed.js';
import * as repo from './schedule-repository.js';

/** The longest an entry is kept; a change drops it at once, so this only bounds a missed one. */
const FREE_TIMES_TTL_MS = 5 * 60_000;

/** The cache key of one tutor's free times (the tutors module drops it when they change). */
export const freeTimesKey = (tutorId: number): string => `free-times:${tutorId}`;

export type KeptFreeTimes = {
  /** Whether students can find and book the tutor now. */
  listed: boolean;
  noticeMs: number;
  weekEndMs: number;
  answer: FreeTimes;
  /** The start of each of `answer.times`, in milliseconds. */
  starts: number[];
};

/** Only tutors are kept: asking for any other id keeps nothing (a failed load is not stored). */
const load = async (ctx: AppContext, tutorId: number): Promise<KeptFreeTimes> => {
  const tutor = await repo.findTutor(ctx.db, tutorId);
  if (!tutor) throw new AppError('tutor-not-found');
  const listed = await isListedTutor(ctx.db, tutorId);
  const answer = await freeTimes(ctx, tutorId, { now: new Date() });
  return {
    listed,
    noticeMs: tutor.noticePeriod * 60_000,
    weekEndMs: Date.parse(answer.weekEnd),
    answer,
    starts: answer.times.map((time) => Date.parse(time.startsAt)),
  };
};

/** The tutor's kept free times, loaded when missing; shared by all readers, so never changed. */
export const keptFreeTimes = (ctx: AppContext, tutorId: number): Promise<KeptFreeTimes> =>
  ctx.cache.get(
    CacheGroup.TutorsCache,
    freeTimesKey(tutorId),
    (kept) => Math.min(FREE_TIMES_TTL_MS, kept.weekEndMs - Date.now()),
    () => load(ctx, tutorId),
  );

/** Index of the first kept time a lesson can still start at `now`. */
const firstOpen = (kept: KeptFreeTimes, now: number): number => {
  const cut = now + kept.noticeMs;
  let first = 0;
  while (first < kept.starts.length && kept.starts[first]! < cut) first += 1;
  return first;
};

/** The kept free times as of `now`. */
export const freeTimesAt = (kept: KeptFreeTimes, now: number): FreeTimes => {
  const first = firstOpen(kept, now);
  return first === 0 ? kept.answer : { ...kept.answer, times: kept.answer.times.slice(first) };
};

/** The soonest time a lesson with the tutor can start this quota week, or null when full. */
export const nextFreeTime = async (ctx: AppContext, tutorId: number): Promise<Date | null> => {
  const kept = await keptFreeTimes(ctx, tutorId);
  const time: FreeTime | undefined = kept.answer.times[firstOpen(kept, Date.now())];
  return time ? new Date(time.startsAt) : null;
};

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
