/** Plans, subscriptions and the weekly quota (docs/product/plans-and-payments.md). */
import { z } from 'zod/mini';
import { PlanPeriod, Role } from '../enums.js';
import * as rules from '../validation/rules.js';
import { route } from '../api/endpoint.js';
import {
  cancellationQuote,
  pauseOptions,
  plan,
  planInvite,
  quota,
  subscription,
} from './entities.js';
import { page } from '../api/common.js';

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
      summary:
        'Cancel a subscription from now on (its owner or admins); a paid one refunds its unused whole weeks through the provider (decision 025); booked lessons stay. subscription-uncancellable once the student has used more lessons than allowed.',
      body: z.object({ id: rules.id() }),
      response: subscription,
    },
    cancellationQuote: {
      tag: 'subscriptions',
      summary:
        'What cancelling a subscription now would refund, and whether it may be cancelled (its owner or admins).',
      query: z.object({ id: rules.id() }),
      response: cancellationQuote,
    },
    pauseOptions: {
      tag: 'subscriptions',
      summary:
        'What pausing a plan would do: from the next quota week, for 1 to the most weeks the platform allows, and the end it moves to; or why it cannot be paused (its owner or admins).',
      query: z.object({ id: rules.id() }),
      response: pauseOptions,
    },
    pauseSubscription: {
      tag: 'subscriptions',
      summary:
        'Pause a plan from the next quota week for whole weeks (its owner or admins): those weeks give no minutes and its end moves by them. pause-weeks-out-of-range, pause-limit-reached, pause-too-late, pause-exists, pause-has-lessons (lessons booked ahead in those weeks), pause-not-allowed.',
      body: z.object({ id: rules.id(), weeks: z.int({ error: 'invalid-value' }) }),
      response: subscription,
    },
    resumeSubscription: {
      tag: 'subscriptions',
      summary:
        'End a plan’s pause early (its owner or admins): from this quota week on it gives minutes again, and its end moves back by the weeks not taken. pause-not-found when none is running or coming.',
      body: z.object({ id: rules.id() }),
      response: subscription,
    },
    listPlanInvites: {
      tag: 'plans',
      summary: 'Plan invites, newest first (admins); filter by plan or student.',
      query: z.extend(rules.pageQuery, {
        planId: z.optional(rules.id()),
        userId: z.optional(rules.id()),
      }),
      response: page(planInvite),
    },
    createPlanInvite: {
      tag: 'plans',
      summary:
        'Invite a student to an invites-only plan (admins): they alone see it in the list and may buy it.',
      body: z.object({ planId: rules.id(), userId: rules.id() }),
      response: planInvite,
    },
    updatePlanInvite: {
      tag: 'plans',
      summary: 'Move a plan invite to another plan or student (admins).',
      body: z.object({
        id: rules.id(),
        planId: z.optional(rules.id()),
        userId: z.optional(rules.id()),
      }),
      response: planInvite,
    },
    deletePlanInvite: {
      tag: 'plans',
      summary: 'Withdraw a plan invite (admins); a plan already bought stays.',
      params: idParams,
      response: null,
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
export type UpdatePlanInviteBody = z.output<S['updatePlanInvite']['body']>;

export const plansRoutes = {
  createPlan: route<S['createPlan']>('POST', '/api/v1/plan', admins, { stale: ['plans'] }),
  updatePlan: route<S['updatePlan']>('PATCH', '/api/v1/plan/:id', admins, { stale: ['plans'] }),
  deletePlan: route<S['deletePlan']>('DELETE', '/api/v1/plan/:id', admins, { stale: ['plans'] }),
  getPlan: route<S['getPlan']>('GET', '/api/v1/plan/:id', 'public', { cached: ['plans'] }),
  listPlans: route<S['listPlans']>('GET', '/api/v1/plan/list', 'public', { cached: ['plans'] }),
  getSubscription: route<S['getSubscription']>('GET', '/api/v1/sub/:id', 'user', {
    cached: ['subscriptions', 'payments'],
  }),
  listSubscriptions: route<S['listSubscriptions']>('GET', '/api/v1/sub/list', admins, {
    cached: ['subscriptions', 'payments'],
  }),
  userSubscriptions: route<S['userSubscriptions']>('GET', '/api/v1/sub/user', 'user', {
    cached: ['subscriptions', 'payments'],
  }),
  cancelSubscription: route<S['cancelSubscription']>('PATCH', '/api/v1/sub/cancel', 'user', {
    stale: ['subscriptions', 'users', 'payments'],
  }),
  cancellationQuote: route<S['cancellationQuote']>('GET', '/api/v1/sub/cancel/quote', 'user', {
    cached: ['subscriptions', 'payments'],
  }),
  pauseOptions: route<S['pauseOptions']>('GET', '/api/v1/sub/pause/options', 'user', {
    cached: ['subscriptions', 'payments'],
  }),
  pauseSubscription: route<S['pauseSubscription']>('POST', '/api/v1/sub/pause', 'user', {
    stale: ['subscriptions', 'payments'],
  }),
  resumeSubscription: route<S['resumeSubscription']>('PATCH', '/api/v1/sub/resume', 'user', {
    stale: ['subscriptions', 'payments'],
  }),
  listPlanInvites: route<S['listPlanInvites']>('GET', '/api/v1/plan-invite/list', admins, {
    cached: ['plans'],
  }),
  createPlanInvite: route<S['createPlanInvite']>('POST', '/api/v1/plan-invite', admins, {
    stale: ['plans'],
  }),
  updatePlanInvite: route<S['updatePlanInvite']>('PATCH', '/api/v1/plan-invite', admins, {
    stale: ['plans'],
  }),
  deletePlanInvite: route<S['deletePlanInvite']>('DELETE', '/api/v1/plan-invite/:id', admins, {
    stale: ['plans'],
  }),
  grantSubscription: route<S['grantSubscription']>('POST', '/api/v1/sub/grant', admins, {
    stale: ['subscriptions', 'users'],
  }),
  quota: route<S['quota']>('GET', '/api/v1/sub/quota', [Role.Student], {
    cached: ['subscriptions', 'payments'],
  }),
};
