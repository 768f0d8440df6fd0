/**
 * The tutor listing students browse, one read model per server process
 * (docs/decisions/059-tutor-listing-read-model.md): every listed tutor's card and page, their week's
 * open time and booked lessons, and whether they are online. Built from the database on first read,
 * at each quarter hour (lessons taught grow as lessons end) and in each new quota week; between
 * those, the domain events that change a tutor refresh that tutor alone (`tutorsChanged`), in every
 * process. Next free times and free times are worked out at read from the open time and the
 * lessons, so time passing needs no event.
 */
import {
  currentQuotaWeek,
  SLOT_STEP_MINUTES,
  type FreeTime,
  type TutorCard,
  type TutorProfile,
  type Week,
} from '@darsak/shared';
import type { AppContext } from '../../context.js';
import {
  bookedLessonsOfTutors,
  firstFreeStart,
  freeStarts,
  freeWithin,
  openRangesOfTutors,
  subtract,
  type Interval,
} from '../scheduling/index.js';
import { presentTutorProfile } from './presenter.js';
import * as repo from './repository.js';
import { searchable } from './search.js';

/** What changed of a tutor: their profile or standing (all of it), their schedule, their lessons. */
export type TutorChange = 'profile' | 'schedule' | 'lessons';

/** A listed tutor as the read model holds them. */
export type ListedTutor = {
  /** The page without its next free time and online dot, which are added at read. */
  profile: TutorProfile;
  card: TutorCard;
  /** The name as searches compare it. */
  name: string;
  gender: number | null;
  topicIds: Set<number>;
  average: number | null;
  online: boolean;
  noticeMs: number;
  /** The week's open time (weekly slots and one-off changes) and its booked lessons. */
  open: Interval[];
  lessons: Interval[];
  /** The open time less the lessons: what is free before the notice period is cut. */
  free: Interval[];
  /** The soonest start as of the last time the order was worked out, in milliseconds. */
  nextFreeAt: number | null;
};

type Built = {
  week: Week;
  /** The quarter hour the model was built in. */
  quarter: number;
  tutors: Map<number, ListedTutor>;
  /** Soonest free first (none left last), then best average, most ratings, oldest account. */
  order: ListedTutor[];
  /** When the first tutor's next free time passes: the order is worked out again then. */
  orderUntil: number;
};

/** The per-process state of the read model (held by the app context). */
export type TutorListing = {
  built: Built | null;
  building: Promise<Built> | null;
  /** Bumped when the model is forgotten: a build begun before must not be kept. */
  generation: number;
  /** Per tutor: changes heard so far, and what changed since the model last read them. */
  versions: Map<number, number>;
  pending: Map<number, Set<TutorChange>>;
  /** Refreshes under way: a read waits for them, so it never misses a change it was told of. */
  refreshes: Set<Promise<void>>;
};

export const newTutorListing = (): TutorListing => ({
  built: null,
  building: null,
  generation: 0,
  versions: new Map(),
  pending: new Map(),
  refreshes: new Set(),
});

const STEP_MS = SLOT_STEP_MINUTES * 60_000;
const quarterOf = (ms: number) => Math.floor(ms / STEP_MS);

/** The tutor's free ranges from `now` plus their notice period. */
export const freeFrom = (tutor: ListedTutor, now: number): Interval[] =>
  freeWithin(tutor.free, [], now, tutor.noticeMs);

const nextFreeOf = (tutor: ListedTutor, now: number): number | null =>
  firstFreeStart(freeFrom(tutor, now))?.getTime() ?? null;

/** The rows of the listed tutors among `only` (all of them without it), as of `now`. */
const loadRows = async (
  ctx: AppContext,
  week: Week,
  now: Date,
  only?: readonly number[],
): Promise<ListedTutor[]> => {
  const records = await repo.findListedTutors(ctx.db, only);
  const ids = records.map((r) => r.user.id);
  const notices = new Map(records.map((r) => [r.user.id, r.tutor.noticePeriod]));
  const [topics, taught, times] = await Promise.all([
    repo.topicsOfTutors(ctx.db, ids),
    repo.lessonsTaughtBy(ctx.db, ids, now),
    loadTimes(ctx, ids, week, notices),
  ]);
  return records.map((record) => {
    const id = record.user.id;
    const tutorTopics = topics.get(id) ?? [];
    const profile = presentTutorProfile(record, {
      topics: tutorTopics,
      nextFreeAt: null,
      lessonsTaught: taught.get(id) ?? 0,
      defaultHourlyRate: ctx.config.tutorHourlyRate,
    });
    const { about, video, thumbnail, noticePeriod, joinedAt, ...card } = profile;
    void [about, video, thumbnail, noticePeriod, joinedAt];
    const { open, lessons } = times.get(id) ?? { open: [], lessons: [] };
    return {
      profile,
      card,
      name: searchable(record.user.name),
      gender: record.user.gender,
      topicIds: new Set(tutorTopics.map((t) => t.id)),
      average: card.rating.average,
      online: record.user.online,
      noticeMs: record.tutor.noticePeriod * 60_000,
      open,
      lessons,
      free: subtract(open, lessons),
      nextFreeAt: null,
    };
  });
};

type Times = { open: Interval[]; lessons: Interval[] };

/** The tutors' open time and booked lessons in the week (`notices` names the tutors to read). */
const loadTimes = async (
  ctx: AppContext,
  ids: number[],
  week: Week,
  notices?: Map<number, number>,
): Promise<Map<number, Times & { noticeMs: number }>> => {
  const [{ notices: read, open }, lessons] = await Promise.all([
    openRangesOfTutors(ctx.db, ctx.config, ids, week, notices),
    loadLessons(ctx, ids, week),
  ]);
  return new Map(
    ids.map((id) => [
      id,
      {
        open: open.get(id) ?? [],
        lessons: lessons.get(id) ?? [],
        noticeMs: (read.get(id) ?? 0) * 60_000,
      },
    ]),
  );
};

const loadLessons = async (
  ctx: AppContext,
  ids: number[],
  week: Week,
): Promise<Map<number, Interval[]>> => {
  const found = new Map<number, Interval[]>(ids.map((id) => [id, []]));
  for (const lesson of await bookedLessonsOfTutors(ctx.db, ids, week.start, week.end))
    found.get(lesson.tutorId)?.push({
      start: lesson.startsAt.getTime(),
      end: lesson.endsAt.getTime(),
    });
  return found;
};

const byAvailabilityThenRating = (a: ListedTutor, b: ListedTutor): number =>
  (a.nextFreeAt ?? Infinity) - (b.nextFreeAt ?? Infinity) ||
  (b.average ?? 0) - (a.average ?? 0) ||
  b.card.rating.count - a.card.rating.count ||
  a.card.id - b.card.id;

/** Works out each tutor's next free time as of `now`, the list's order, and how long both hold. */
const reorder = (built: Built, now: number): void => {
  let until = built.week.end.getTime();
  for (const tutor of built.tutors.values()) {
    tutor.nextFreeAt = nextFreeOf(tutor, now);
    // The soonest start stays while now plus the notice period has not passed it.
    if (tutor.nextFreeAt !== null) until = Math.min(until, tutor.nextFreeAt - tutor.noticeMs + 1);
  }
  built.order = [...built.tutors.values()].sort(byAvailabilityThenRating);
  built.orderUntil = until;
};

const build = async (ctx: AppContext): Promise<Built> => {
  const listing = ctx.tutorListing;
  const generation = listing.generation;
  // Whatever committed before now is read by this build; changes heard from here on refresh it.
  listing.pending.clear();
  const now = new Date();
  const week = currentQuotaWeek(ctx.config, now);
  const rows = await loadRows(ctx, week, now);
  const built: Built = {
    week,
    quarter: quarterOf(now.getTime()),
    tutors: new Map(rows.map((row) => [row.card.id, row])),
    order: [],
    orderUntil: 0,
  };
  reorder(built, Date.now());
  if (listing.generation === generation) listing.built = built;
  return built;
};

const rebuild = (ctx: AppContext): Promise<Built> => {
  const listing = ctx.tutorListing;
  if (listing.building) return listing.building;
  const building = build(ctx).finally(() => {
    if (listing.building === building) listing.building = null;
  });
  listing.building = building;
  return building;
};

/** The read model as of now: built or rebuilt when due, with every change it was told of. */
export const currentListing = async (ctx: AppContext): Promise<Built> => {
  const listing = ctx.tutorListing;
  if (listing.refreshes.size > 0) await Promise.all(listing.refreshes);
  const now = Date.now();
  let built = listing.built;
  if (!built || now >= built.week.end.getTime() || quarterOf(now) !== built.quarter)
    built = await rebuild(ctx);
  if (Date.now() >= built.orderUntil) reorder(built, Date.now());
  return built;
};

/** Every listed tutor in the list's order; shared by all readers, who copy what they change. */
export const listedTutors = async (ctx: AppContext): Promise<readonly ListedTutor[]> =>
  (await currentListing(ctx)).order;

/** A listed tutor as the read model holds them, or undefined when not listed. */
export const listedTutor = async (ctx: AppContext, id: number): Promise<ListedTutor | undefined> =>
  (await currentListing(ctx)).tutors.get(id);

/** A listed tutor's free times this quota week, worked out at `now`. */
export const freeTimesOfListed = (
  built: Built,
  tutor: ListedTutor,
  now: number,
): { weekStart: string; weekEnd: string; horizonEnd: string; times: FreeTime[] } => ({
  weekStart: built.week.start.toISOString(),
  weekEnd: built.week.end.toISOString(),
  horizonEnd: built.week.end.toISOString(),
  times: freeStarts(freeFrom(tutor, now)),
});

/** The tutor's card or page with the next free time and online dot as of now. */
export const shown = <T extends TutorCard>(value: T, tutor: ListedTutor): T => ({
  ...value,
  nextFreeAt: tutor.nextFreeAt === null ? null : new Date(tutor.nextFreeAt).toISOString(),
  online: tutor.online,
});

/** Reads again what changed of these tutors, unless a newer change of one comes meanwhile. */
const refresh = async (ctx: AppContext, ids: readonly number[]): Promise<void> => {
  const listing = ctx.tutorListing;
  const built = listing.built;
  if (!built) return;
  const seen = new Map(ids.map((id) => [id, listing.versions.get(id) ?? 0]));
  const whole = ids.filter((id) => listing.pending.get(id)?.has('profile'));
  const timed = ids.filter((id) => !whole.includes(id) && built.tutors.has(id));
  const scheduled = timed.filter((id) => listing.pending.get(id)?.has('schedule'));
  const booked = timed.filter((id) => !scheduled.includes(id));
  const now = new Date();
  const [rows, times, lessons] = await Promise.all([
    whole.length > 0 ? loadRows(ctx, built.week, now, whole) : [],
    scheduled.length > 0 ? loadTimes(ctx, scheduled, built.week) : new Map<number, never>(),
    booked.length > 0 ? loadLessons(ctx, booked, built.week) : new Map<number, Interval[]>(),
  ]);
  // A rebuild under way or done since read everything after it began.
  if (listing.built !== built) return;
  const current = (id: number) => listing.versions.get(id) === seen.get(id);
  const byId = new Map(rows.map((row) => [row.card.id, row]));
  for (const id of whole.filter(current)) {
    const row = byId.get(id);
    if (row) built.tutors.set(id, { ...row, online: built.tutors.get(id)?.online ?? row.online });
    else built.tutors.delete(id);
  }
  const retimed = (id: number, next: Partial<Times> & { noticeMs?: number }) => {
    const tutor = built.tutors.get(id);
    if (!tutor) return;
    const open = next.open ?? tutor.open;
    const lessons = next.lessons ?? tutor.lessons;
    built.tutors.set(id, {
      ...tutor,
      ...next,
      open,
      lessons,
      free: subtract(open, lessons),
    });
  };
  for (const id of scheduled.filter(current)) retimed(id, times.get(id) ?? {});
  for (const id of booked.filter(current)) retimed(id, { lessons: lessons.get(id) ?? [] });
  for (const id of ids.filter(current)) listing.pending.delete(id);
  reorder(built, Date.now());
};

/**
 * Tells this process's read model that these tutors changed: it reads what changed of them again
 * before the next read is answered. A change heard while the model is being built is read once the
 * build ends; with no model yet, the first read builds it.
 */
export const noteTutorsChanged = (
  ctx: AppContext,
  ids: readonly number[],
  change: TutorChange,
): Promise<void> => {
  const listing = ctx.tutorListing;
  for (const id of ids) {
    listing.versions.set(id, (listing.versions.get(id) ?? 0) + 1);
    const pending = listing.pending.get(id) ?? new Set<TutorChange>();
    pending.add(change);
    listing.pending.set(id, pending);
  }
  if (!listing.built && !listing.building) return Promise.resolve();
  const done = (listing.building ?? Promise.resolve())
    .then(() => refresh(ctx, ids))
    .catch((error: unknown) => {
      // The next read builds it whole rather than serve what it could not read.
      ctx.log.warn({ err: error }, 'the tutor listing could not be refreshed');
      listing.built = null;
    })
    .finally(() => listing.refreshes.delete(done));
  listing.refreshes.add(done);
  return done;
};

/** A tutor came online or went away (the one field changed in place: reads copy it out). */
export const noteTutorOnline = (ctx: AppContext, id: number, online: boolean): void => {
  const tutor = ctx.tutorListing.built?.tutors.get(id);
  if (tutor) tutor.online = online;
};

/** Forgets the read model (an admin emptied the tutors group, a topic changed): built at next read. */
export const forgetTutorListing = (ctx: AppContext): void => {
  const listing = ctx.tutorListing;
  listing.generation += 1;
  listing.built = null;
  listing.building = null;
};
