/**
 * The admin overview (docs/product/back-office.md#overview, decision 027): figures counted by the
 * database at the moment they are asked for. Active means a lesson not cancelled within the last
 * ACTIVE_WINDOW_DAYS or booked ahead; money is grouped by the month, in the platform's zone, it
 * moved in.
 */
import {
  and,
  count,
  countDistinct,
  eq,
  gte,
  inArray,
  isNotNull,
  isNull,
  lt,
  sql,
} from 'drizzle-orm';
import {
  ACTIVE_WINDOW_DAYS,
  currentQuotaWeek,
  InvoiceStatus,
  OVERVIEW_MONTHS,
  Role,
  type Overview,
} from '@darsak/shared';
import type { AppContext } from '../../context.js';
import { instantParam, int } from '../../db/sql-helpers.js';
import { invoices, lessons, reports, transactions, tutors, users } from '../../db/schema.js';
import { fillMonths, recentMonths } from './months.js';

const DAY_MS = 86_400_000;

export const adminOverview = async (ctx: AppContext, now = new Date()): Promise<Overview> => {
  const { db, config } = ctx;
  const zone = config.timeZone;
  const activeSince = new Date(now.getTime() - ACTIVE_WINDOW_DAYS * DAY_MS);
  const week = currentQuotaWeek(config, now);
  const { keys, since } = recentMonths(now, OVERVIEW_MONTHS, zone);
  const monthOf = (column: typeof transactions.paidAt | typeof invoices.updatedAt) =>
    sql<string>`to_char(${column} at time zone ${zone}, 'YYYY-MM')`;
  const liveLesson = and(isNull(lessons.cancelledAt), gte(lessons.startsAt, activeSince));
  const pendingStatuses = [InvoiceStatus.PendingApproval, InvoiceStatus.PendingCancellation];

  const [active, people, tutorCount, weekLessons, revenue, payouts, pending, open] =
    await Promise.all([
      db
        .select({
          students: countDistinct(lessons.studentId),
          tutors: countDistinct(lessons.tutorId),
        })
        .from(lessons)
        .where(liveLesson),
      db
        .select({ total: count() })
        .from(users)
        .where(and(eq(users.role, Role.Student), isNull(users.deactivatedAt))),
      db
        .select({ total: count() })
        .from(tutors)
        .innerJoin(users, eq(users.id, tutors.userId))
        .where(and(eq(tutors.activated, true), isNull(users.deactivatedAt))),
      db
        .select({
          booked: int(sql`count(*) filter (where ${lessons.cancelledAt} is null)`),
          done: int(
            sql`count(*) filter (where ${lessons.cancelledAt} is null and ${lessons.endsAt} <= ${instantParam(now)})`,
          ),
          cancelled: int(sql`count(*) filter (where ${lessons.cancelledAt} is not null)`),
        })
        .from(lessons)
        .where(and(gte(lessons.startsAt, week.start), lt(lessons.startsAt, week.end))),
      db
        .select({
          month: monthOf(transactions.paidAt),
          total: int(sql`sum(${transactions.amount} - ${transactions.refundedAmount})`),
        })
        .from(transactions)
        .where(and(isNotNull(transactions.paidAt), gte(transactions.paidAt, since)))
        .groupBy(sql`1`),
      db
        .select({ month: monthOf(invoices.updatedAt), total: int(sql`sum(${invoices.amount})`) })
        .from(invoices)
        .where(and(eq(invoices.status, InvoiceStatus.Approved), gte(invoices.updatedAt, since)))
        .groupBy(sql`1`),
      db
        .select({ count: count(), amount: int(sql`coalesce(sum(${invoices.amount}), 0)`) })
        .from(invoices)
        .where(inArray(invoices.status, pendingStatuses)),
      db.select({ total: count() }).from(reports).where(isNull(reports.resolvedAt)),
    ]);

  return {
    at: now.toISOString(),
    activeStudents: active[0]?.students ?? 0,
    activeTutors: active[0]?.tutors ?? 0,
    students: people[0]?.total ?? 0,
    tutors: tutorCount[0]?.total ?? 0,
    week: { start: week.start.toISOString(), end: week.end.toISOString() },
    lessonsThisWeek: weekLessons[0] ?? { booked: 0, done: 0, cancelled: 0 },
    months: fillMonths(keys, revenue, payouts),
    pendingInvoices: pending[0] ?? { count: 0, amount: 0 },
    openReports: open[0]?.total ?? 0,
  };
};
