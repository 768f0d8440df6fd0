/**
 * Plans have no name of their own: an admin knows them by their weekly minutes
 * (docs/product/plans-and-payments.md#plan-fields).
 */
import { useCallback } from 'react';
import { PlanPeriod, type Plan } from '@darsak/shared';
import { useT } from '@darsak/ui';

export const usePlanName = () => {
  const t = useT();
  return useCallback(
    (plan: Pick<Plan, 'weeklyMinutes'>) => t('plan.name', { minutes: plan.weeklyMinutes }),
    [t],
  );
};

/** The catalogue key of a subscription's period (month, quarter, year, free trial). */
export const periodKey = (period: number) =>
  ({
    [PlanPeriod.Month]: 'period.month',
    [PlanPeriod.Quarter]: 'period.quarter',
    [PlanPeriod.Year]: 'period.year',
    [PlanPeriod.FreeTrial]: 'period.freeTrial',
  })[period] ?? 'period.unknown';

/** The periods a plan is sold for, with the key of each one's price and discount. */
export const salePeriods = [
  { period: PlanPeriod.Month, key: 'month' },
  { period: PlanPeriod.Quarter, key: 'quarter' },
  { period: PlanPeriod.Year, key: 'year' },
] as const;
