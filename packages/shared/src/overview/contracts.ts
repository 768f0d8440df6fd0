/**
 * The admin overview (docs/product/back-office.md#overview, decision 027): the figures that run
 * the business, counted by the database when asked, for the back office's home.
 */
import { z } from 'zod/mini';
import { rolesFor } from '../permissions.js';
import { route } from '../api/endpoint.js';
import { isoDateTime } from '../api/common.js';

/** How many months the money figures go back, this month included. */
export const OVERVIEW_MONTHS = 6;
/** A student or tutor is active with a lesson (not cancelled) within this many days back or booked ahead. */
export const ACTIVE_WINDOW_DAYS = 30;

export const overviewMonth = z.object({
  /** `YYYY-MM` in the platform's zone. */
  month: z.string(),
  /** What students paid that month less what was refunded of it, in piasters. */
  revenue: z.int(),
  /** What tutors were paid that month (withdrawals marked fulfilled), in piasters. */
  payouts: z.int(),
});
export type OverviewMonth = z.infer<typeof overviewMonth>;

export const overview = z.object({
  at: isoDateTime,
  activeStudents: z.int(),
  activeTutors: z.int(),
  students: z.int(),
  tutors: z.int(),
  /** The platform's week (the quota week) holding now. */
  week: z.object({ start: isoDateTime, end: isoDateTime }),
  lessonsThisWeek: z.object({ booked: z.int(), done: z.int(), cancelled: z.int() }),
  months: z.array(overviewMonth),
  pendingInvoices: z.object({ count: z.int(), amount: z.int() }),
  openReports: z.int(),
});
export type Overview = z.infer<typeof overview>;

export const overviewSchemas = () => ({
  adminOverview: {
    tag: 'overview',
    summary:
      'The admin home’s figures: active people, this week’s lessons, money by month, queues.',
    response: overview,
  },
});

type S = ReturnType<typeof overviewSchemas>;

export const overviewRoutes = {
  adminOverview: route<S['adminOverview']>(
    'GET',
    '/api/v1/admin/overview',
    rolesFor('overview.read'),
    { cached: ['overview'] },
  ),
};
