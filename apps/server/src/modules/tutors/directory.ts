/**
 * The list students search (docs/product/tutors.md): searching, filtering and paging over the
 * tutor listing's read model (listing.ts), in memory. Who is free at a time or on a day is worked
 * out from each tutor's free ranges there.
 */
import {
  addLocalDays,
  instantAt,
  LESSON_DURATIONS,
  parseLocalDate,
  type OnboardedTutorsQuery,
  type Page,
  type TutorCard,
  type UncontactedTutorsQuery,
} from '@darsak/shared';
import type { AppContext } from '../../context.js';
import { contactedUserIds } from '../chat/index.js';
import { fitsIn, type Interval } from '../scheduling/index.js';
import { freeFrom, listedTutors, shown, type ListedTutor } from './listing.js';
import { matchesName, searchWords } from './search.js';

const SHORTEST_MS = LESSON_DURATIONS[0] * 60_000;

/** Whether a lesson of the shortest length can start in the ranges some time on a local date. */
const freeOnDay = (ctx: AppContext, free: readonly Interval[], date: string): boolean => {
  const zone = ctx.config.timeZone;
  const day = parseLocalDate(date);
  const from = instantAt(day, 0, zone).getTime();
  const to = instantAt(addLocalDays(day, 1), 0, zone).getTime();
  // The ranges start on quarter hours: a lesson fits where one overlaps the day by its length.
  return free.some((r) => {
    const start = Math.max(r.start, from);
    return start < to && start + SHORTEST_MS <= r.end;
  });
};

/** The "free at" or "free on" ask of the query, as a test of a tutor; null when there is none. */
const freeTest = (
  ctx: AppContext,
  query: OnboardedTutorsQuery,
): ((tutor: ListedTutor) => boolean) | null => {
  const now = Date.now();
  const { freeAt, freeOn } = query;
  if (freeAt) return (t) => fitsIn(freeFrom(t, now), freeAt, LESSON_DURATIONS[0]);
  if (freeOn) return (t) => freeOnDay(ctx, freeFrom(t, now), freeOn);
  return null;
};

/** GET /user/tutor/list/onboarded: search, filters and the list's order. */
export const onboardedTutors = async (
  ctx: AppContext,
  query: OnboardedTutorsQuery,
): Promise<Page<TutorCard>> => {
  const all = await listedTutors(ctx);
  const words = query.q ? searchWords(query.q) : [];
  const free = freeTest(ctx, query);
  const matching = all.filter(
    (t) =>
      matchesName(t.name, words) &&
      (query.topicId === undefined || t.topicIds.has(query.topicId)) &&
      (query.gender === undefined || t.gender === query.gender) &&
      (query.minRating === undefined || (t.average ?? 0) >= query.minRating) &&
      (!free || free(t)),
  );
  const start = (query.page - 1) * query.size;
  return {
    list: matching.slice(start, start + query.size).map((t) => shown(t.card, t)),
    total: matching.length,
  };
};

/** GET /user/tutor/full-tutors: listed tutors with no free time left this quota week. */
export const fullTutors = async (ctx: AppContext): Promise<TutorCard[]> =>
  (await listedTutors(ctx)).filter((t) => t.nextFreeAt === null).map((t) => shown(t.card, t));

/** GET /user/tutor/list/uncontacted: the chat's "all tutors" tab, tutors without a room yet. */
export const uncontactedTutors = async (
  ctx: AppContext,
  studentId: number,
  query: UncontactedTutorsQuery,
): Promise<Page<TutorCard>> => {
  const [all, contacted] = await Promise.all([
    listedTutors(ctx),
    contactedUserIds(ctx.db, studentId),
  ]);
  const known = new Set(contacted);
  const words = query.q ? searchWords(query.q) : [];
  const matching = all.filter((t) => !known.has(t.card.id) && matchesName(t.name, words));
  const start = (query.page - 1) * query.size;
  return {
    list: matching.slice(start, start + query.size).map((t) => shown(t.card, t)),
    total: matching.length,
  };
};
