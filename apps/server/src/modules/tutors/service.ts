/** A tutor's own standing, their public profile and who may change what (issue "Tutors"). */
import {
  CacheGroup,
  isAdminRole,
  SLOT_STEP_MINUTES,
  isTutorLikeRole,
  type TutorMeta,
  type TutorProfile,
  type UpdateTutorBody,
} from '@darsak/shared';
import type { AppContext } from '../../context.js';
import { AppError } from '../../http/app-error.js';
import type { Actor } from '../../http/actor.js';
import { recordAudit } from '../audit/index.js';
import { keptNextFreeTime, nextFreeTime } from '../scheduling/index.js';
import { insertTutor, keptOnline, onlineNow } from '../users/index.js';
import { presentTutorMeta, presentTutorProfile } from './presenter.js';
import { loadTutorRecord } from './record.js';
import * as repo from './repository.js';

export const metaOf = async (ctx: AppContext, id: number): Promise<TutorMeta> => {
  const record = await loadTutorRecord(ctx, id);
  const topicCount = await repo.countTopicsOf(ctx.db, id);
  return presentTutorMeta(record, topicCount, ctx.config.tutorHourlyRate);
};

/** GET /user/tutor/meta: what the signed-in tutor still lacks before students can find them. */
export const tutorMeta = (ctx: AppContext, actor: Actor): Promise<TutorMeta> =>
  metaOf(ctx, actor.id);

/** The longest a tutor's page is kept; a change drops it at once, so this bounds a missed one. */
const TUTOR_PAGE_TTL_MS = 5 * 60_000;
const STEP_MS = SLOT_STEP_MINUTES * 60_000;

/** The cache key of a tutor's page (dropped with the tutor's free times when the tutor changes). */
export const tutorPageKey = (id: number): string => `tutor-page:${id}`;

/** What every viewer of a tutor's page shares. */
type KeptPage = { loadedAt: number; listed: boolean; profile: TutorProfile };

/** Only tutors are kept: asking for any other id keeps nothing (a failed load is not stored). */
const loadPage = async (ctx: AppContext, id: number): Promise<KeptPage> => {
  const loadedAt = Date.now();
  const record = await repo.findTutor(ctx.db, id);
  if (!record || !isTutorLikeRole(record.user.role)) throw new AppError('tutor-not-found');
  const [topics, taught] = await Promise.all([
    repo.topicsOfTutors(ctx.db, [id]),
    repo.lessonsTaughtBy(ctx.db, [id], new Date(loadedAt)),
  ]);
  const profile = presentTutorProfile(record, {
    topics: topics.get(id) ?? [],
    lessonsTaught: taught.get(id) ?? 0,
    nextFreeAt: null,
    defaultHourlyRate: ctx.config.tutorHourlyRate,
  });
  return { loadedAt, listed: record.listed, profile };
};

/**
 * Kept until the next quarter hour at most: lessons start on the 15-minute grid and last 15 or 30
 * minutes, so the count of lessons taught can only grow at a quarter hour.
 */
const keptPage = (ctx: AppContext, id: number): Promise<KeptPage> =>
  ctx.cache.get(
    CacheGroup.TutorsCache,
    tutorPageKey(id),
    ({ loadedAt }) =>
      Math.min(TUTOR_PAGE_TTL_MS, Math.floor(loadedAt / STEP_MS) * STEP_MS + STEP_MS - Date.now()),
    () => loadPage(ctx, id),
  );

/** A kept page as last shown: its next free time and online dot, and the answer they made. */
type Shown = { nextFreeAt: string | null; online: boolean; profile: TutorProfile };
const lastShown = new WeakMap<KeptPage, Shown>();

/**
 * The page with its next free time and online dot: the same object as the last request's while
 * neither changed, so the route writes it once (`writtenOnce`) rather than for every visitor.
 */
const shownPage = (page: KeptPage, nextFreeAt: string | null, online: boolean): TutorProfile => {
  const last = lastShown.get(page);
  if (last && last.nextFreeAt === nextFreeAt && last.online === online) return last.profile;
  const profile = { ...page.profile, nextFreeAt, online };
  lastShown.set(page, { nextFreeAt, online, profile });
  return profile;
};

/**
 * GET /user/tutor/info/:id. A tutor students cannot book is hidden from all but them and admins.
 * The profile is kept per tutor; the next free time (cut at now) and the online dot are looked up
 * per request, and the answer is made again only when one of them has changed.
 */
export const tutorInfo = (
  ctx: AppContext,
  actor: Actor | null,
  id: number,
): TutorProfile | Promise<TutorProfile> => {
  // All three at hand (the usual case): answered in the same call, with no promise.
  const page = ctx.cache.peek<KeptPage>(CacheGroup.TutorsCache, tutorPageKey(id));
  const next = keptNextFreeTime(ctx, id);
  const online = keptOnline(ctx, id);
  if (page && next !== undefined && online !== undefined) {
    mayView(page, actor, id);
    return shownPage(page, next, online);
  }
  return loadTutorInfo(ctx, actor, id);
};

/** A tutor students cannot book is seen only by themselves and admins. */
const mayView = (page: KeptPage, actor: Actor | null, id: number): void => {
  const privileged = actor !== null && (actor.id === id || isAdminRole(actor.role));
  if (!page.listed && !privileged) throw new AppError('tutor-not-found');
};

const loadTutorInfo = async (
  ctx: AppContext,
  actor: Actor | null,
  id: number,
): Promise<TutorProfile> => {
  const page = await keptPage(ctx, id);
  mayView(page, actor, id);
  const [next, online] = await Promise.all([nextFreeTime(ctx, id), onlineNow(ctx, [id])]);
  return shownPage(page, next?.toISOString() ?? null, online.has(id));
};

const standingFields = ['activated', 'bypassOnboarding', 'hourlyRate'] as const;

/**
 * PUT /user/tutor/:id. The tutor edits their profile (bio, about, notice period); admins may also
 * activate them, let them skip onboarding (tutors added by hand) and set their hourly rate.
 */
export const updateTutor = async (
  ctx: AppContext,
  actor: Actor,
  id: number,
  body: UpdateTutorBody,
): Promise<TutorMeta> => {
  const admin = isAdminRole(actor.role);
  if (actor.id !== id && !admin) throw new AppError('forbidden', 'Only the tutor or admins');
  if (!admin && standingFields.some((field) => body[field] !== undefined))
    throw new AppError('illegal', 'Only admins change activation, onboarding or the hourly rate');
  await loadTutorRecord(ctx, id);
  await ctx.db.transaction(async (tx) => {
    await insertTutor(tx, id);
    const before = actor.id === id ? undefined : await repo.lockTutorRow(tx, id);
    await repo.updateTutorRow(tx, id, body);
    // An admin's change to a tutor (the hourly rate, activation, the profile) is an account change,
    // kept in the audit log with the change itself.
    if (before) {
      const changed = (Object.keys(body) as (keyof UpdateTutorBody)[]).filter(
        (key) => body[key] !== undefined && body[key] !== before[key],
      );
      if (changed.length > 0)
        await recordAudit(tx, {
          actorId: actor.id,
          action: 'tutor.update',
          subjectType: 'user',
          subjectId: id,
          before: Object.fromEntries(changed.map((key) => [key, before[key]])),
          after: Object.fromEntries(changed.map((key) => [key, body[key]])),
        });
    }
  });
  await ctx.events.emit('tutor.changed', { tutorId: id });
  return metaOf(ctx, id);
};
