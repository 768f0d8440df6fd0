/** Plans: admins manage them; everyone sees the active ones open to all (issue 3 "Plans"). */
import { isAdminRole, type CreatePlanBody, type UpdatePlanBody } from '@darsak/shared';
import type { AppContext } from '../../context.js';
import { isForeignKeyViolation } from '../../db/errors.js';
import { AppError } from '../../http/app-error.js';
import type { Actor } from '../../http/actor.js';
import { countSubscriptionsOfPlan } from './subscription-repository.js';
import { presentPlan } from './presenter.js';
import * as repo from './repository.js';

export const createPlan = async (ctx: AppContext, body: CreatePlanBody) =>
  presentPlan(await repo.insertPlan(ctx.db, body));

export const updatePlan = async (ctx: AppContext, id: number, body: UpdatePlanBody) => {
  const row = await repo.updatePlan(ctx.db, id, body);
  if (!row) throw new AppError('plan-not-found');
  return presentPlan(row);
};

/** A plan a subscription uses stays, so its history keeps its meaning: deactivate it instead. */
export const deletePlan = async (ctx: AppContext, id: number): Promise<void> => {
  if (!(await repo.findPlan(ctx.db, id))) throw new AppError('plan-not-found');
  if ((await countSubscriptionsOfPlan(ctx.db, id)) > 0)
    throw new AppError('illegal', 'Subscriptions use this plan; deactivate it instead');
  try {
    if (!(await repo.deletePlan(ctx.db, id))) throw new AppError('plan-not-found');
  } catch (error) {
    if (isForeignKeyViolation(error))
      throw new AppError('illegal', 'Subscriptions use this plan; deactivate it instead');
    throw error;
  }
};

export const getPlan = async (ctx: AppContext, id: number) => {
  const row = await repo.findPlan(ctx.db, id);
  if (!row) throw new AppError('plan-not-found');
  return presentPlan(row);
};

export const listPlans = async (ctx: AppContext, actor: Actor | null, all: boolean) => {
  if (all && !(actor && isAdminRole(actor.role)))
    throw new AppError('forbidden', 'Only admins list every plan');
  return (await repo.listPlans(ctx.db, all)).map(presentPlan);
};
