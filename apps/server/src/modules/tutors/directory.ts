/**
 * The list students search (issue "Tutors": /tutors). Building it asks every listed tutor's next
 * free time, so the built list is cached in the TutorsCache group for a short while; when tutors
 * change, the kept list is revised for those tutors alone (their rows read again, or only their
 * next free time when a lesson or their schedule changed; the list sorted again) in every process,
 * and built whole again only when it ends or the whole group is dropped.
 * Searching, filtering and paging then run in memory.
 */
import {
  CacheGroup,
  type OnboardedTutorsQuery,
  type Page,
  type TutorCard,
  type UncontactedTutorsQuery,
} from '@darsak/shared';
import type { FastifyReply } from 'fastify';
import type { AppContext } from '../../context.js';
import { writeNow, type WrittenAnswer } from '../../http/caching.js';
import { contactedUserIds } from '../chat/index.js';
import { nextFreeAt, nextFreeTime, tutorsFreeAt, tutorsFreeOn } from '../scheduling/index.js';
import { presentTutorCard } from './presenter.js';
import { onlineNow } from '../users/index.js';
import * as repo from './repository.js';
import { matchesName, searchable, searchWords } from './search.js';

/**
 * Long enough to absorb a crowd, short enough that time passing shows without an event. A revision
 * keeps the build's life: the other tutors' rows are never older than this.
 */
export const DIRECTORY_TTL_MS = 30_000;

/** The built list's key in the TutorsCache group: revised for the tutors who changed. */
export const LISTED_KEY = 'listed';
const FREE_AT_PREFIX = 'free-at:';
/** Under the same prefix, so one drop serves both. */
const FREE_ON_PREFIX = `${FREE_AT_PREFIX}day:`;
/** Searches for who is free at a time or on a day: dropped whenever any tutor's free time changes. */
export const FREE_AT_KEYS = `${FREE_AT_PREFIX}*`;

export type ListedTutor = {
  card: TutorCard;
  name: string;
  gender: number | null;
  topicIds: Set<number>;
  average: number | null;
  nextFreeAt: number | null;
};

/** Soonest free first (none left last), then best average, most ratings, oldest account. */
const byAvailabilityThenRating = (a: ListedTutor, b: ListedTutor): number =>
  (a.nextFreeAt ?? Infinity) - (b.nextFreeAt ?? Infinity) ||
  (b.average ?? 0) - (a.average ?? 0) ||
  b.card.rating.count - a.card.rating.count ||
  a.card.id - b.card.id;

/** The rows of every listed tutor, or of those of `only` who are listed, as of `now`. */
const listedRows = async (
  ctx: AppContext,
  now: Date,
  only?: readonly number[],
): Promise<ListedTutor[]> => {
  const records = await repo.findListedTutors(ctx.db, only);
  const ids = records.map((r) => r.user.id);
  const [topics, taught, free] = await Promise.all([
    repo.topicsOfTutors(ctx.db, ids),
    repo.lessonsTaughtBy(ctx.db, ids, now),
    nextFreeAt(ctx, ids, now),
  ]);
  return records
    .map((record): ListedTutor => {
      const id = record.user.id;
      const tutorTopics = topics.get(id) ?? [];
      const next = free.get(id) ?? null;
      const card = presentTutorCard(record, {
        topics: tutorTopics,
        nextFreeAt: next,
        lessonsTaught: taught.get(id) ?? 0,
        defaultHourlyRate: ctx.config.tutorHourlyRate,
      });
      return {
        card,
        name: searchable(record.user.name),
        gender: record.user.gender,
        topicIds: new Set(tutorTopics.map((t) => t.id)),
        average: card.rating.average,
        nextFreeAt: next?.getTime() ?? null,
      };
    })
    .sort(byAvailabilityThenRating);
};

/**
 * The note that tells the kept list a tutor's free time alone changed (a lesson booked, moved or
 * cancelled, a schedule saved); a tutor's id alone says their whole row may have.
 */
export const timesNote = (tutorId: number): string => `times:${tutorId}`;

/**
 * The kept list with these tutors' rows read again: a tutor no longer listed leaves it, one newly
 * listed joins it, the others keep their rows; a tutor whose free time alone changed keeps the row
 * with the next free time taken from their kept free times (revised by one query when a lesson
 * changed, or loaded whole when this process keeps none for them), where reading the row again
 * made seven. Then the list's order again. A new array, so what was cut and written from the
 * previous one is not reused.
 */
const reviseDirectory = async (
  ctx: AppContext,
  kept: readonly ListedTutor[],
  notes: ReadonlySet<string>,
): Promise<readonly ListedTutor[]> => {
  const whole = new Set([...notes].map(Number).filter(Number.isInteger));
  const timed = new Set(
    [...notes]
      .filter((note) => note.startsWith('times:'))
      .map((note) => Number(note.slice('times:'.length)))
      .filter((id) => !whole.has(id)),
  );
  const rows = whole.size > 0 ? await listedRows(ctx, new Date(), [...whole]) : [];
  const retimed = await Promise.all(
    kept
      .filter((t) => timed.has(t.card.id))
      .map(async (t): Promise<ListedTutor> => {
        const next = await nextFreeTime(ctx, t.card.id);
        return {
          ...t,
          card: { ...t.card, nextFreeAt: next?.toISOString() ?? null },
          nextFreeAt: next?.getTime() ?? null,
        };
      }),
  );
  return [
    ...kept.filter((t) => !whole.has(t.card.id) && !timed.has(t.card.id)),
    ...retimed,
    ...rows,
  ].sort(byAvailabilityThenRating);
};

/** Every listed tutor in list order; shared by all callers, so never to be changed. */
export const listedTutors = (ctx: AppContext): Promise<readonly ListedTutor[]> =>
  ctx.cache.get<readonly ListedTutor[]>(
    CacheGroup.TutorsCache,
    LISTED_KEY,
    DIRECTORY_TTL_MS,
    () => listedRows(ctx, new Date()),
    (kept, notes) => reviseDirectory(ctx, kept, notes),
  );

/** Ids of the tutors free for a lesson of the shortest length starting at `at` (this quota week). */
const freeAtIds = (
  ctx: AppContext,
  tutors: readonly ListedTutor[],
  at: Date,
): Promise<ReadonlySet<number>> =>
  ctx.cache.get(
    CacheGroup.TutorsCache,
    `${FREE_AT_PREFIX}${at.toISOString()}`,
    DIRECTORY_TTL_MS,
    () => {
      // A tutor free then has a next free time no later than that: the others need no look-up.
      const candidates = tutors
        .filter((t) => t.nextFreeAt !== null && t.nextFreeAt <= at.getTime())
        .map((t) => t.card.id);
      return candidates.length === 0
        ? Promise.resolve(new Set<number>())
        : tutorsFreeAt(ctx, candidates, at, new Date());
    },
  );

/** Ids of the tutors free for a lesson of the shortest length some time on a day (this quota week). */
const freeOnIds = (
  ctx: AppContext,
  tutors: readonly ListedTutor[],
  date: string,
): Promise<ReadonlySet<number>> =>
  ctx.cache.get(CacheGroup.TutorsCache, `${FREE_ON_PREFIX}${date}`, DIRECTORY_TTL_MS, () => {
    const candidates = tutors.filter((t) => t.nextFreeAt !== null).map((t) => t.card.id);
    return candidates.length === 0
      ? Promise.resolve(new Set<number>())
      : tutorsFreeOn(ctx, candidates, date, new Date());
  });

/** The tutors a "free at" or "free on" ask keeps, or null when there is none. */
const freeIds = (ctx: AppContext, all: readonly ListedTutor[], query: OnboardedTutorsQuery) =>
  query.freeAt
    ? freeAtIds(ctx, all, query.freeAt)
    : query.freeOn
      ? freeOnIds(ctx, all, query.freeOn)
      : null;

/** The cards with their online dots as `online` says. */
const withDots = (cards: readonly TutorCard[], online: ReadonlySet<number>): TutorCard[] =>
  cards.map((card) =>
    card.online === online.has(card.id) ? card : { ...card, online: online.has(card.id) },
  );

/** Online state changes by the second: the cached cards get it fresh (from memory). */
const withPresence = async (ctx: AppContext, cards: TutorCard[]): Promise<TutorCard[]> =>
  withDots(
    cards,
    await onlineNow(
      ctx,
      cards.map((card) => card.id),
    ),
  );

type CutPage = { cards: TutorCard[]; total: number };

/** Search, filters and the page asked for, over the built list. */
const cutPage = (
  all: readonly ListedTutor[],
  free: ReadonlySet<number> | null,
  query: OnboardedTutorsQuery,
): CutPage => {
  const words = query.q ? searchWords(query.q) : [];
  const matching = all.filter(
    (t) =>
      matchesName(t.name, words) &&
      (query.topicId === undefined || t.topicIds.has(query.topicId)) &&
      (query.gender === undefined || t.gender === query.gender) &&
      (query.minRating === undefined || (t.average ?? 0) >= query.minRating) &&
      (!free || free.has(t.card.id)),
  );
  const start = (query.page - 1) * query.size;
  return {
    cards: matching.slice(start, start + query.size).map((t) => t.card),
    total: matching.length,
  };
};

/** GET /user/tutor/list/onboarded: search, filters and the list's order (issue "Tutors"). */
const onboardedTutors = async (
  ctx: AppContext,
  query: OnboardedTutorsQuery,
): Promise<Page<TutorCard>> => {
  const all = await listedTutors(ctx);
  const free = await freeIds(ctx, all, query);
  const { cards, total } = cutPage(all, free, query);
  return { list: await withPresence(ctx, cards), total };
};

/** How many cut pages and written answers one build of the list keeps (searches vary freely). */
const KEPT_PER_BUILD = 500;

type Kept = { pages: Map<string, CutPage>; answers: Map<string, WrittenAnswer> };

/** What was cut and written from one build of the list; forgotten with it. */
const keptByBuild = new WeakMap<readonly ListedTutor[], Kept>();

const keep = <V>(map: Map<string, V>, key: string, value: V): V => {
  if (map.size >= KEPT_PER_BUILD) map.clear();
  map.set(key, value);
  return value;
};

/**
 * The same answer as onboardedTutors, written once per page of a build of the list and set of
 * online dots on it, then sent as those bytes with their ETag (decision 032): most requests only
 * look up the dots. Asking who is free at a time or on a day has its own cache life, so it is worked out.
 */
export const onboardedTutorsWritten = async (
  ctx: AppContext,
  query: OnboardedTutorsQuery,
  reply: FastifyReply,
): Promise<Page<TutorCard> | WrittenAnswer> => {
  if (query.freeAt || query.freeOn) return onboardedTutors(ctx, query);
  const all = await listedTutors(ctx);
  let kept = keptByBuild.get(all);
  if (!kept) keptByBuild.set(all, (kept = { pages: new Map(), answers: new Map() }));
  const pageKey = JSON.stringify(query);
  const page = kept.pages.get(pageKey) ?? keep(kept.pages, pageKey, cutPage(all, null, query));
  const online = await onlineNow(
    ctx,
    page.cards.map((card) => card.id),
  );
  const answerKey = `${pageKey}${page.cards.map((card) => (online.has(card.id) ? 1 : 0)).join('')}`;
  const written = kept.answers.get(answerKey);
  if (written) return written;
  const answer = writeNow({ list: withDots(page.cards, online), total: page.total }, reply);
  return keep(kept.answers, answerKey, answer);
};

/** GET /user/tutor/full-tutors: listed tutors with no free time left this quota week. */
export const fullTutors = async (ctx: AppContext): Promise<TutorCard[]> =>
  withPresence(
    ctx,
    (await listedTutors(ctx)).filter((t) => t.nextFreeAt === null).map((t) => t.card),
  );

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
  const page = matching.slice(start, start + query.size).map((t) => t.card);
  return { list: await withPresence(ctx, page), total: matching.length };
};
