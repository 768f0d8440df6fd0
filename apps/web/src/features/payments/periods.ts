/** Plan periods in addresses (/checkout/{planId}/{period}) and back. */
import { PlanPeriod, periodSlugs, type PeriodSlug } from '@darsak/shared';

export const slugOf = (period: number): PeriodSlug =>
  period === PlanPeriod.Quarter ? 'quarter' : period === PlanPeriod.Year ? 'year' : 'month';

export const periodOf = (slug: PeriodSlug) => periodSlugs[slug];
