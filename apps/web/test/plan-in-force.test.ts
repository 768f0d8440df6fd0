import { describe, expect, it } from 'vitest';
import { PlanPeriod, type Subscription } from '@darsak/shared';
import { paidPlanInForce } from '../src/components/plans/plan-in-force.js';

/** Only the period decides; the rest of a subscription does not matter here. */
const subscription = (period: number) =>
  ({ id: 1, period, weeklyMinutes: 120, endsAt: '2026-12-01T08:00:00.000Z' }) as Subscription;

describe('paidPlanInForce (plans page and checkout)', () => {
  it('lets a student without a plan buy', () => {
    expect(paidPlanInForce(null)).toBeNull();
    expect(paidPlanInForce(undefined)).toBeNull();
  });

  it('lets a student on the free trial buy: the trial ends at payment', () => {
    expect(paidPlanInForce(subscription(PlanPeriod.FreeTrial))).toBeNull();
  });

  it('names the paid plan in force, whatever its period', () => {
    for (const period of [PlanPeriod.Month, PlanPeriod.Quarter, PlanPeriod.Year]) {
      const active = subscription(period);
      expect(paidPlanInForce(active)).toBe(active);
    }
  });
});
