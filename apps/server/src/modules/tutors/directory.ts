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

/**
 * The first start on a local date where a lesson of the shortest length fits in the ranges, or
 * null when none does.
 */
const firstFreeOnDay = (
  ctx: AppContext,
  free: readonly Interval[],
  date: string,
): number | null => {
  const zone = ctx.config.timeZone;
  const day = parseLocalDate(date);
  const from = instantAt(day, 0, zone).getTime();
  const to = instantAt(addLocalDays(day, 1), 0, zone).getTime();
  // The ranges start on quarter hours: a lesson fits where one overlaps the day by its length.
  for (const r of free) {
    const start = Math.max(r.start, from);
    if (start < to && start + SHORTEST_MS <= r.end) return start;
  }
  return null;
};

/**
 * The "free at" or "free on" ask of the query, as the time a tutor is free for it (null when not);
 * null itself when the query asks neither. The card then says that time rather than the soonest
 * (docs/product/tutors.md#filters).
 */
const freeTest = (
  ctx: AppContext,
  query: OnboardedTutorsQuery,
): ((tutor: ListedTutor) => number | null) | null => {
  const now = Date.now();
  const { freeAt, freeOn } = query;
  if (freeAt) {
    const at = freeAt.getTime();
    return (t) => (fitsIn(freeFrom(t, now), freeAt, LESSON_DURATIONS[0]) ? at : null);
  }
  if (freeOn) return (t) => firstFreeOnDay(ctx, freeFrom(t, now), freeOn);
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
  const freeWhen = new Map<ListedTutor, number>();
  const matching = all.filter((t) => {
    if (
      !matchesName(t.name, words) ||
      (query.topicId !== undefined && !t.topicIds.has(query.topicId)) ||
      (query.gender !== undefined && t.gender !== query.gender) ||
      (query.minRating !== undefined && (t.average ?? 0) < query.minRating)
    )
      return false;
    if (!free) return true;
    const when = free(t);
    if (when !== null) freeWhen.set(t, when);
    return when !== null;
  });
  const start = (query.page - 1) * query.size;
  return {
    list: matching.slice(start, start + query.size).map((t) => {
      const card = shown(t.card, t);
      const when = freeWhen.get(t);
      return when === undefined ? card : { ...card, nextFreeAt: new Date(when).toISOString() };
    }),
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
