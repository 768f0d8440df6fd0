/** Plans: admins manage them; everyone sees the active ones open to all (docs/product/plans-and-payments.md). */
import {
  CacheGroup,
  isAdminRole,
  Role,
  type CreatePlanBody,
  type Plan,
  type UpdatePlanBody,
} from '@darsak/shared';
import type { Executor } from '../../db/client.js';
import type { AppContext } from '../../context.js';
import { isForeignKeyViolation } from '../../db/errors.js';
import { AppError } from '../../http/app-error.js';
import type { Actor } from '../../http/actor.js';
import { countSubscriptionsOfPlan } from './subscription-repository.js';
import { presentPlan } from './presenter.js';
import { invitedPlans, isInvited } from './invite-repository.js';
import { invitedStudents } from './invite-service.js';
import * as repo from './repository.js';

/** How long the public list of plans is cached; every change drops it at once. */
const PLANS_TTL_MS = 5 * 60_000;

/**
 * The plans open to all are part of what a student browsing tutors sees: cached in the TutorsCache
 * group, so the admin's "clear cache" and every change to a plan drop them in every process.
 */
const plansChanged = (ctx: AppContext) => ctx.cache.invalidate(CacheGroup.TutorsCache, 'plans');

export const createPlan = async (ctx: AppContext, body: CreatePlanBody) => {
  const plan = presentPlan(await repo.insertPlan(ctx.db, body));
  plansChanged(ctx);
  return plan;
};

export const updatePlan = async (ctx: AppContext, id: number, body: UpdatePlanBody) => {
  const row = await repo.updatePlan(ctx.db, id, body);
  if (!row) throw new AppError('plan-not-found');
  plansChanged(ctx);
  return presentPlan(row);
};

/** A plan a subscription uses stays, so its history keeps its meaning: deactivate it instead. */
export const deletePlan = async (ctx: AppContext, id: number): Promise<void> => {
  if (!(await repo.findPlan(ctx.db, id))) throw new AppError('plan-not-found');
  if ((await countSubscriptionsOfPlan(ctx.db, id)) > 0)
    throw new AppError('illegal', 'Subscriptions use this plan; deactivate it instead');
  try {
    if (!(await repo.deletePlan(ctx.db, id))) throw new AppError('plan-not-found');
    plansChanged(ctx);
  } catch (error) {
    if (isForeignKeyViolation(error))
      throw new AppError('illegal', 'Subscriptions use this plan; deactivate it instead');
    throw error;
  }
};

/**
 * Whether someone may see and buy a plan: an active plan open to all, or an invites-only one they
 * were invited to (docs/product/plans-and-payments.md#invites-only-plans). Admins see every plan
 * but buy none.
 */
export const mayBuyPlan = async (
  db: Executor,
  userId: number,
  plan: repo.PlanRow,
): Promise<boolean> => plan.active && (!plan.invitesOnly || (await isInvited(db, userId, plan.id)));

/** Someone who may not see an invites-only plan is told it does not exist. */
export const getPlan = async (ctx: AppContext, actor: Actor | null, id: number) => {
  const row = await repo.findPlan(ctx.db, id);
  if (!row) throw new AppError('plan-not-found');
  const visible =
    !row.invitesOnly ||
    (actor !== null && (isAdminRole(actor.role) || (await isInvited(ctx.db, actor.id, row.id))));
  if (!visible) throw new AppError('plan-not-found');
  return presentPlan(row);
};

const cheapestFirst = (a: Plan, b: Plan) =>
  a.monthPrice - b.monthPrice || a.weeklyMinutes - b.weeklyMinutes || a.id - b.id;

/**
 * The open plans (cached in the TutorsCache group), or for a student also the plans they were
 * invited to.
 */
export const listPlans = async (ctx: AppContext, actor: Actor | null, all: boolean) => {
  if (all && !(actor && isAdminRole(actor.role)))
    throw new AppError('forbidden', 'Only admins list every plan');
  if (all) return (await repo.listPlans(ctx.db, true)).map(presentPlan);
  const open = await ctx.cache.get(CacheGroup.TutorsCache, 'plans', PLANS_TTL_MS, async () =>
    (await repo.listPlans(ctx.db, false)).map(presentPlan),
  );
  if (actor?.role !== Role.Student) return open;
  // A student also sees the invites-only plans they were invited to (never cached: theirs alone);
  // most hold no invite, which is cached.
  if (!(await invitedStudents(ctx)).has(actor.id)) return open;
  const invited = (await invitedPlans(ctx.db, actor.id)).map(presentPlan);
  return invited.length === 0 ? open : [...open, ...invited].sort(cheapestFirst);
};
