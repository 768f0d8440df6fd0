/** Plans, subscriptions and the weekly quota (SPEC §7 "Scheduling, plans, coupons", "Payments and subscriptions"). */
import { z } from 'zod/mini';
import { PlanPeriod, Role } from '../enums.js';
import * as rules from '../validation/rules.js';
import { route } from './endpoint.js';
import { page, plan, quota, subscription } from './entities.js';

const admins = [Role.SuperAdmin, Role.RegularAdmin] as const;

export const plansSchemas = () => {
  const idParams = z.object({ id: rules.id() });
  const planFields = {
    weeklyMinutes: rules.weeklyMinutes,
    monthPrice: rules.price,
    discountMonth: rules.discountPercent,
    discountQuarter: rules.discountPercent,
    discountYear: rules.discountPercent,
    active: z.boolean(),
    invitesOnly: z.boolean(),
  };
  return {
    createPlan: {
      tag: 'plans',
      summary:
        'Create a plan: weekly minutes, a monthly base price in piasters and a discount per period.',
      body: z.object({
        ...planFields,
        discountMonth: z._default(rules.discountPercent, 0),
        discountQuarter: z._default(rules.discountPercent, 0),
        discountYear: z._default(rules.discountPercent, 0),
        active: z._default(z.boolean(), true),
        invitesOnly: z._default(z.boolean(), false),
      }),
      response: plan,
    },
    updatePlan: {
      tag: 'plans',
      summary: 'Change a plan. Subscriptions already sold keep their weekly minutes.',
      params: idParams,
      body: z
        .partial(z.object(planFields))
        .check(z.refine<object>((b) => Object.keys(b).length > 0, { error: 'empty-request' })),
      response: plan,
    },
    deletePlan: {
      tag: 'plans',
      summary: 'Delete a plan no subscription uses (otherwise illegal: deactivate it instead).',
      params: idParams,
      response: null,
    },
    getPlan: { tag: 'plans', summary: 'One plan.', params: idParams, response: plan },
    listPlans: {
      tag: 'plans',
      summary: 'Active plans open to everyone, cheapest first; admins may ask for all.',
      query: z.object({
        all: z.optional(
          z.pipe(
            z.enum(['true', 'false'], { error: 'invalid-value' }),
            z.transform((v) => v === 'true'),
          ),
        ),
      }),
      response: z.array(plan),
    },
    getSubscription: {
      tag: 'subscriptions',
      summary: 'One subscription (its owner or admins).',
      params: idParams,
      response: subscription,
    },
    listSubscriptions: {
      tag: 'subscriptions',
      summary: 'Subscriptions, newest first, for admins; filter by user.',
      query: z.extend(rules.pageQuery, { userId: z.optional(rules.id()) }),
      response: page(subscription),
    },
    userSubscriptions: {
      tag: 'subscriptions',
      summary:
        'The signed-in user’s subscriptions, newest first, with the one in force and this week’s quota.',
      response: z.object({
        active: z.nullable(subscription),
        quota,
        history: z.array(subscription),
      }),
    },
    cancelSubscription: {
      tag: 'subscriptions',
      summary: 'Cancel a subscription from now on (its owner or admins); booked lessons stay.',
      body: z.object({ id: rules.id() }),
      response: subscription,
    },
    grantSubscription: {
      tag: 'subscriptions',
      summary:
        'Admins give a student a plan for a period, starting now; a running free trial ends. Buying plans is the payments capability.',
      body: z.object({
        userId: rules.id(),
        planId: rules.id(),
        period: z.literal([PlanPeriod.Month, PlanPeriod.Quarter, PlanPeriod.Year], {
          error: 'invalid-value',
        }),
      }),
      response: subscription,
    },
    quota: {
      tag: 'subscriptions',
      summary: 'The signed-in student’s weekly quota.',
      response: quota,
    },
  } as const;
};

type S = ReturnType<typeof plansSchemas>;
export type CreatePlanBody = z.output<S['createPlan']['body']>;
export type UpdatePlanBody = z.output<S['updatePlan']['body']>;

export const plansRoutes = {
  createPlan: route<S['createPlan']>('POST', '/api/v1/plan', admins),
  updatePlan: route<S['updatePlan']>('PATCH', '/api/v1/plan/:id', admins),
  deletePlan: route<S['deletePlan']>('DELETE', '/api/v1/plan/:id', admins),
  getPlan: route<S['getPlan']>('GET', '/api/v1/plan/:id', 'public'),
  listPlans: route<S['listPlans']>('GET', '/api/v1/plan/list', 'public'),
  getSubscription: route<S['getSubscription']>('GET', '/api/v1/sub/:id', 'user'),
  listSubscriptions: route<S['listSubscriptions']>('GET', '/api/v1/sub/list', admins),
  userSubscriptions: route<S['userSubscriptions']>('GET', '/api/v1/sub/user', 'user'),
  cancelSubscription: route<S['cancelSubscription']>('PATCH', '/api/v1/sub/cancel', 'user'),
  grantSubscription: route<S['grantSubscription']>('POST', '/api/v1/sub/grant', admins),
  quota: route<S['quota']>('GET', '/api/v1/sub/quota', [Role.Student]),
};
