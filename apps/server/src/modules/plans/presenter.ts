/** Turns plan rows into the shapes of packages/shared, with each period's full price. */
import { periodPrice, PlanPeriod, planPeriodMonths, type Plan } from '@darsak/shared';
import type { PlanRow } from './repository.js';

export const presentPlan = (row: PlanRow): Plan => ({
  id: row.id,
  weeklyMinutes: row.weeklyMinutes,
  monthPrice: row.monthPrice,
  discounts: { month: row.discountMonth, quarter: row.discountQuarter, year: row.discountYear },
  prices: {
    month: periodPrice(row.monthPrice, planPeriodMonths[PlanPeriod.Month], row.discountMonth),
    quarter: periodPrice(row.monthPrice, planPeriodMonths[PlanPeriod.Quarter], row.discountQuarter),
    year: periodPrice(row.monthPrice, planPeriodMonths[PlanPeriod.Year], row.discountYear),
  },
  active: row.active,
  invitesOnly: row.invitesOnly,
  createdAt: row.createdAt.toISOString(),
});
