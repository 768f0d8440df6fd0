/**
 * Plan invites (docs/product/plans-and-payments.md#invites-only-plans): an invites-only plan is
 * listed and sold only to the students an admin invited. Withdrawing an invite leaves a plan
 * already bought alone.
 */
import { Role, type PlanInvite, type UpdatePlanInviteBody } from '@darsak/shared';
import type { AppContext } from '../../context.js';
import { isForeignKeyViolation, isUniqueViolation } from '../../db/errors.js';
import { AppError } from '../../http/app-error.js';
import { InternalGroup } from '../../infra/cache.js';
import type { Actor } from '../../http/actor.js';
import { findUserById } from '../users/index.js';
import * as repo from './invite-repository.js';
import { findPlan } from './repository.js';

const present = (row: repo.PlanInviteView): PlanInvite => ({
  id: row.id,
  planId: row.planId,
  user: { id: row.userId, name: row.userName, email: row.userEmail, gender: row.userGender },
  createdBy: row.createdBy,
  createdAt: row.createdAt.toISOString(),
});

/** Only a student can be invited, and only to a plan kept for invited students. */
const checkParties = async (ctx: AppContext, input: { userId?: number; planId?: number }) => {
  if (input.userId !== undefined) {
    const user = await findUserById(ctx.db, input.userId);
    if (!user) throw new AppError('user-not-found');
    if (user.role !== Role.Student) throw new AppError('student-not-found');
  }
  if (input.planId !== undefined) {
    const plan = await findPlan(ctx.db, input.planId);
    if (!plan) throw new AppError('plan-not-found');
    if (!plan.invitesOnly)
      throw new AppError('illegal', 'This plan is open to everyone; make it invites-only first');
  }
};

const refusal = (error: unknown) => {
  if (isUniqueViolation(error, 'plan_invites_plan_user_unique'))
    return new AppError('illegal', 'This student is invited to this plan already');
  // The student or the plan was deleted meanwhile.
  if (isForeignKeyViolation(error)) return new AppError('invite-not-found');
  return error;
};

const load = async (ctx: AppContext, id: number) => {
  const row = await repo.findInviteView(ctx.db, id);
  if (!row) throw new AppError('invite-not-found');
  return present(row);
};

/**
 * How long who holds an invite is cached. Every write to the invites drops it at once in every
 * process; a process that did not confirm the drop (cut off from Redis) keeps it at most this long,
 * as the token holders are cached (60 s): an invited student's plan shows there within a minute.
 */
const INVITED_STUDENTS_TTL_MS = 60_000;
const INVITED_STUDENTS = 'students';

/** The students holding an invite, cached. */
export const invitedStudents = (ctx: AppContext): Promise<Set<number>> =>
  ctx.cache.get(InternalGroup.PlanInvites, INVITED_STUDENTS, INVITED_STUDENTS_TTL_MS, () =>
    repo.invitedStudents(ctx.db),
  );

/**
 * Who holds an invite is cached (service.ts): a student without one is shown the open plans without
 * asking the database. Every write to the invites drops it here and in every other process before
 * it answers, so an invited student's next plans list shows the plan.
 */
const invitesChanged = (ctx: AppContext) =>
  ctx.cache.invalidateEverywhere(InternalGroup.PlanInvites, INVITED_STUDENTS);

export const createInvite = async (
  ctx: AppContext,
  actor: Actor,
  input: { userId: number; planId: number },
) => {
  await checkParties(ctx, input);
  try {
    const row = await repo.insertInvite(ctx.db, { ...input, createdBy: actor.id });
    await invitesChanged(ctx);
    return await load(ctx, row.id);
  } catch (error) {
    throw refusal(error);
  }
};

export const updateInvite = async (ctx: AppContext, input: UpdatePlanInviteBody) => {
  const { id, ...changes } = input;
  if (changes.userId === undefined && changes.planId === undefined)
    throw new AppError('empty-request');
  await checkParties(ctx, changes);
  try {
    if (!(await repo.updateInvite(ctx.db, id, changes))) throw new AppError('invite-not-found');
  } catch (error) {
    throw refusal(error);
  }
  await invitesChanged(ctx);
  return load(ctx, id);
};

export const deleteInvite = async (ctx: AppContext, id: number): Promise<void> => {
  if (!(await repo.deleteInvite(ctx.db, id))) throw new AppError('invite-not-found');
  await invitesChanged(ctx);
};

export const listInvites = async (
  ctx: AppContext,
  query: { page: number; size: number; planId?: number; userId?: number },
) => {
  const { rows, total } = await repo.listInviteViews(ctx.db, query, query);
  return { list: rows.map(present), total };
};
