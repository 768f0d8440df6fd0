/** Plans, subscriptions and the weekly quota. Dates travel as ISO 8601 strings. */
import { z } from 'zod/mini';
import { isoDateTime } from '../api/common.js';

export const plan = z.object({
  id: z.int(),
  weeklyMinutes: z.int(),
  /** Base price of a month, in piasters. */
  monthPrice: z.int(),
  /**
   * Percent off each period; fractions such as 12.5 are allowed
   * (docs/product/plans-and-payments.md#plan-fields).
   */
  discounts: z.object({ month: z.number(), quarter: z.number(), year: z.number() }),
  /** Full price of each period after its discount, in piasters. */
  prices: z.object({ month: z.int(), quarter: z.int(), year: z.int() }),
  active: z.boolean(),
  invitesOnly: z.boolean(),
  createdAt: isoDateTime,
});
export type Plan = z.infer<typeof plan>;

export const subscription = z.object({
  id: z.int(),
  userId: z.int(),
  planId: z.nullable(z.int()),
  period: z.int(),
  weeklyMinutes: z.int(),
  startsAt: isoDateTime,
  endsAt: isoDateTime,
  cancelledAt: z.nullable(isoDateTime),
  /** In force now: started, not ended, not cancelled. */
  active: z.boolean(),
  createdAt: isoDateTime,
});
export type Subscription = z.infer<typeof subscription>;

/**
 * A pause of a plan (docs/product/plans-and-payments.md#pausing-a-plan): whole quota weeks without
 * minutes, from `startsAt` to `endsAt`; the plan's end moved by them.
 */
export const subscriptionPause = z.object({
  id: z.int(),
  subscriptionId: z.int(),
  startsAt: isoDateTime,
  endsAt: isoDateTime,
  weeks: z.int(),
});
export type SubscriptionPause = z.infer<typeof subscriptionPause>;

/**
 * The weekly quota (docs/product/plans-and-payments.md#weekly-quota): minutes of the active
 * subscription left in this quota week.
 */
export const quota = z.object({
  weekStart: isoDateTime,
  weekEnd: isoDateTime,
  weeklyMinutes: z.int(),
  usedMinutes: z.int(),
  remainingMinutes: z.int(),
  subscription: z.nullable(subscription),
  /** The pause this quota week lies in: it gives no minutes. */
  paused: z.nullable(subscriptionPause),
  /**
   * How many quota weeks after this one the student may book in; 0 is this week only, one lesson
   * at a time (docs/product/lessons.md#booking-ahead).
   */
  weeksAhead: z.int(),
});
export type Quota = z.infer<typeof quota>;

/**
 * A plan invite (docs/product/plans-and-payments.md#invites-only-plans): a student who may see and
 * buy an invites-only plan.
 */
export const planInvite = z.object({
  id: z.int(),
  planId: z.int(),
  /** With the gender, for wording that agrees («لن تراها بعد الآن»). */
  user: z.object({
    id: z.int(),
    name: z.string(),
    email: z.string(),
    gender: z.nullable(z.int()),
  }),
  createdBy: z.nullable(z.int()),
  createdAt: isoDateTime,
});
export type PlanInvite = z.infer<typeof planInvite>;

/**
 * What cancelling a subscription now would do (decision 025): the refund of its unused whole
 * weeks, or why it cannot be cancelled.
 */
export const cancellationQuote = z.object({
  subscriptionId: z.int(),
  cancellable: z.boolean(),
  /** Piasters back through the provider; 0 for a free trial or a granted plan. */
  refund: z.int(),
  /**
   * Paid in cash: the refund is sent to a wallet or bank account the student gives afterwards
   * (docs/product/plans-and-payments.md#cash-refunds), not through the provider.
   */
  cash: z.boolean(),
  unusedWeeks: z.int(),
  /** The paid transaction the refund goes back through, if any. */
  transactionId: z.nullable(z.int()),
  lessonsUsed: z.int(),
  lessonsAllowed: z.int(),
  /**
   * What the student has once it is cancelled: the rest of the free trial this plan cut short, up
   * to the trial's planned end (decision 046); null: no subscription at all.
   */
  trialBack: z.nullable(z.object({ weeklyMinutes: z.int(), endsAt: isoDateTime })),
});
export type CancellationQuote = z.infer<typeof cancellationQuote>;

/** Why a plan cannot be paused now (docs/product/plans-and-payments.md#pausing-a-plan). */
export const pauseRefusals = [
  'pause-not-allowed',
  'pause-limit-reached',
  'pause-too-late',
  'pause-exists',
] as const;
export type PauseRefusal = (typeof pauseRefusals)[number];

/**
 * What pausing a plan would do (docs/product/plans-and-payments.md#pausing-a-plan): from which
 * quota week, for how many weeks and to which new end; or why not. `pause` is the one not yet
 * over, which may be resumed early (`resumeEndsAt`: the plan's end then).
 */
export const pauseOptions = z.object({
  subscriptionId: z.int(),
  refusal: z.nullable(z.enum(pauseRefusals)),
  startsAt: isoDateTime,
  pausesAllowed: z.int(),
  pausesUsed: z.int(),
  choices: z.array(z.object({ weeks: z.int(), resumesAt: isoDateTime, planEndsAt: isoDateTime })),
  pause: z.nullable(subscriptionPause),
  resumeEndsAt: z.nullable(isoDateTime),
});
export type PauseOptions = z.infer<typeof pauseOptions>;
