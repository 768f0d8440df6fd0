/** Plan periods in addresses (/checkout/{planId}/{period}) and back. */
import { periodSlugs, type PeriodSlug } from '@darsak/shared';

export { periodSlugOf as slugOf } from '@darsak/shared';

export const periodOf = (slug: PeriodSlug) => periodSlugs[slug];
