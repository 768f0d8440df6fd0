/**
 * Whether a student may buy a plan: not over a paid plan still in force (the server refuses it
 * with «لديك اشتراك فعّال بالفعل»); a free trial ends at payment. The plans page and checkout
 * both ask this, so neither offers what the server would refuse.
 */
import { PlanPeriod, type Subscription } from '@darsak/shared';

/** The paid plan in force that stands in the way of buying another, or null. */
export const paidPlanInForce = (active: Subscription | null | undefined): Subscription | null =>
  active && active.period !== PlanPeriod.FreeTrial ? active : null;
