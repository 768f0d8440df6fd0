/** A tutor's own standing, their public profile and who may change what (issue "Tutors"). */
import {
  isAdminRole,
  isTutorLikeRole,
  type TutorMeta,
  type TutorProfile,
  type UpdateTutorBody,
} from '@darsak/shared';
import type { AppContext } from '../../context.js';
import { AppError } from '../../http/app-error.js';
import type { Actor } from '../../http/actor.js';
import { recordAudit } from '../audit/index.js';
import { platformSettingsOf } from '../platform/index.js';
import { freeTimesFromSchedule, nextFreeAt, type FreeTimes } from '../scheduling/index.js';
import { insertTutor } from '../users/index.js';
import { currentListing, freeTimesOfListed, listedTutor, shown } from './listing.js';
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

/** Whether the actor sees tutors students cannot book: the tutor themselves and admins. */
const privileged = (actor: Actor | null, id: number): boolean =>
  actor !== null && (actor.id === id || isAdminRole(actor.role));

/**
 * GET /user/tutor/info/:id: a listed tutor's page from the tutor listing (listing.ts). A tutor
 * students cannot book is hidden from all but them and admins, who read it from the database.
 */
export const tutorInfo = async (
  ctx: AppContext,
  actor: Actor | null,
  id: number,
): Promise<TutorProfile> => {
  const listed = await listedTutor(ctx, id);
  if (listed) return shown(listed.profile, listed);
  if (!privileged(actor, id)) throw new AppError('tutor-not-found');
  const record = await repo.findTutor(ctx.db, id);
  if (!record || !isTutorLikeRole(record.user.role)) throw new AppError('tutor-not-found');
  const now = new Date();
  const [topics, taught, next] = await Promise.all([
    repo.topicsOfTutors(ctx.db, [id]),
    repo.lessonsTaughtBy(ctx.db, [id], now),
    nextFreeAt(ctx, [id], now),
  ]);
  return presentTutorProfile(record, {
    topics: topics.get(id) ?? [],
    lessonsTaught: taught.get(id) ?? 0,
    nextFreeAt: next.get(id) ?? null,
    defaultHourlyRate: ctx.config.tutorHourlyRate,
  });
};

/**
 * GET /availability-slot/free: a listed tutor's free times from the tutor listing, worked out at
 * now. Moving a lesson (its own time shown as free), a tutor students cannot book and the weeks
 * after this one when students book ahead (the listing holds this week alone) are read from the
 * schedule and the lessons by the scheduling module.
 */
export const freeTimesOf = async (
  ctx: AppContext,
  actor: Actor | null,
  query: { tutorId: number; excludeLessonId?: number },
): Promise<FreeTimes> => {
  const ahead = (await platformSettingsOf(ctx)).bookingWeeksAhead;
  if (query.excludeLessonId === undefined && ahead === 0) {
    const built = await currentListing(ctx);
    const tutor = built.tutors.get(query.tutorId);
    if (tutor) return freeTimesOfListed(built, tutor, Date.now());
  }
  return freeTimesFromSchedule(ctx, actor, query);
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
