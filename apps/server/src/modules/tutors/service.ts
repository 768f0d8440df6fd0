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
import { nextFreeAt } from '../scheduling/index.js';
import { insertTutor } from '../users/index.js';
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

/** GET /user/tutor/info/:id. A tutor students cannot book is hidden from all but them and admins. */
export const tutorInfo = async (
  ctx: AppContext,
  actor: Actor | null,
  id: number,
): Promise<TutorProfile> => {
  const record = await repo.findTutor(ctx.db, id);
  const privileged = actor !== null && (actor.id === id || isAdminRole(actor.role));
  if (!record || !isTutorLikeRole(record.user.role) || (!record.listed && !privileged))
    throw new AppError('tutor-not-found');
  const now = new Date();
  const [topics, taught, free] = await Promise.all([
    repo.topicsOfTutors(ctx.db, [id]),
    repo.lessonsTaughtBy(ctx.db, [id], now),
    nextFreeAt(ctx, [id], now),
  ]);
  return presentTutorProfile(record, {
    topics: topics.get(id) ?? [],
    lessonsTaught: taught.get(id) ?? 0,
    nextFreeAt: free.get(id) ?? null,
    defaultHourlyRate: ctx.config.tutorHourlyRate,
  });
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
    await repo.updateTutorRow(tx, id, body);
  });
  await ctx.events.emit('tutor.changed', { tutorId: id });
  return metaOf(ctx, id);
};
