/**
 * Ratings of tutors by their students (issue "Tutors": ratings). A student rates a tutor once,
 * after a lesson with them took place; the tutor's totals move in the same transaction.
 */
import {
  isAdminRole,
  type CreateRatingBody,
  type Page,
  type Rating,
  type RatingSummary,
  type UpdateRatingBody,
} from '@darsak/shared';
import type { AppContext } from '../../context.js';
import type { Executor } from '../../db/client.js';
import { isUniqueViolation } from '../../db/errors.js';
import { AppError } from '../../http/app-error.js';
import type { Actor } from '../../http/actor.js';
import { presentRatingSummary } from '../tutors/index.js';
import { findUserRole } from '../users/index.js';
import { presentRating } from './presenter.js';
import * as repo from './repository.js';

const loadRating = async (db: Executor, id: number): Promise<Rating> => {
  const found = await repo.findRating(db, id);
  if (!found) throw new AppError('rating-not-found');
  return presentRating(found);
};

export const getRating = (ctx: AppContext, id: number) => loadRating(ctx.db, id);

export const createRating = async (
  ctx: AppContext,
  actor: Actor,
  body: CreateRatingBody,
): Promise<Rating> => {
  if (!(await repo.isRateableTutor(ctx.db, body.tutorId))) throw new AppError('tutor-not-found');
  if (!(await repo.hadHeldLesson(ctx.db, actor.id, body.tutorId)))
    throw new AppError('illegal', 'A tutor can be rated after a lesson with them was held');
  let id: number;
  try {
    id = await ctx.db.transaction(async (tx) => {
      const row = await repo.insertRating(tx, {
        raterId: actor.id,
        tutorId: body.tutorId,
        value: body.value,
        text: body.text ?? null,
      });
      await repo.adjustTutorRating(tx, body.tutorId, { count: 1, sum: body.value });
      return row.id;
    });
  } catch (error) {
    if (isUniqueViolation(error, 'ratings_rater_tutor_unique'))
      throw new AppError('rating-exists', 'This tutor is rated already: edit that rating');
    throw error;
  }
  await ctx.events.emit('tutor.changed', { tutorId: body.tutorId });
  return loadRating(ctx.db, id);
};

/** Locks a rating its rater or an admin may change, for the rest of the transaction. */
const lockOwnRating = async (db: Executor, actor: Actor, id: number) => {
  const row = await repo.lockRating(db, id);
  if (!row) throw new AppError('rating-not-found');
  if (row.raterId !== actor.id && !isAdminRole(actor.role))
    throw new AppError('forbidden', 'Only the rater or admins');
  return row;
};

export const updateRating = async (
  ctx: AppContext,
  actor: Actor,
  id: number,
  body: UpdateRatingBody,
): Promise<Rating> => {
  const tutorId = await ctx.db.transaction(async (tx) => {
    const old = await lockOwnRating(tx, actor, id);
    const value = body.value ?? old.value;
    // A text left out stays; null removes it.
    const text = body.text === undefined ? old.text : body.text;
    await repo.updateRatingRow(tx, id, { value, text });
    if (value !== old.value)
      await repo.adjustTutorRating(tx, old.tutorId, { count: 0, sum: value - old.value });
    return old.tutorId;
  });
  await ctx.events.emit('tutor.changed', { tutorId });
  return loadRating(ctx.db, id);
};

export const deleteRating = async (ctx: AppContext, actor: Actor, id: number): Promise<void> => {
  const tutorId = await ctx.db.transaction(async (tx) => {
    const old = await lockOwnRating(tx, actor, id);
    await repo.deleteRatingRow(tx, id);
    await repo.adjustTutorRating(tx, old.tutorId, { count: -1, sum: -old.value });
    return old.tutorId;
  });
  await ctx.events.emit('tutor.changed', { tutorId });
};

type RatingList = Page<Rating> & { summary: RatingSummary };

const listOf = async (
  ctx: AppContext,
  filter: repo.RatingFilter,
  page: { page: number; size: number },
): Promise<RatingList> => {
  const { rows, count, sum } = await repo.listRatings(ctx.db, filter, page);
  return { list: rows.map(presentRating), total: count, summary: presentRatingSummary(count, sum) };
};

/** Ratings a user gave: for that user and admins. */
export const ratingsByRater = async (
  ctx: AppContext,
  actor: Actor,
  id: number,
  page: { page: number; size: number },
): Promise<RatingList> => {
  if (actor.id !== id && !isAdminRole(actor.role))
    throw new AppError('forbidden', 'Only the rater or admins');
  if ((await findUserRole(ctx.db, id)) === null) throw new AppError('user-not-found');
  return listOf(ctx, { raterId: id }, page);
};

/** Ratings a user received; only tutors are rated, so anyone else has none. */
export const ratingsByRatee = async (
  ctx: AppContext,
  id: number,
  page: { page: number; size: number },
): Promise<RatingList> => {
  if ((await findUserRole(ctx.db, id)) === null) throw new AppError('user-not-found');
  return listOf(ctx, { tutorId: id }, page);
};

/** A tutor's reviews (the profile's reviews tab). */
export const ratingsByTutor = async (
  ctx: AppContext,
  id: number,
  page: { page: number; size: number },
): Promise<RatingList> => {
  if (!(await repo.isRateableTutor(ctx.db, id))) throw new AppError('tutor-not-found');
  return listOf(ctx, { tutorId: id }, page);
};
