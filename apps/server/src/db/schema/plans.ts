/** Plans and subscriptions. */
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  numeric,
  pgTable,
  serial,
  smallint,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, time } from './columns.js';
import { users } from './users.js';

/** A plan: weekly minutes and a monthly base price in piasters, with a discount per period. */
export const plans = pgTable(
  'plans',
  {
    id: serial().primaryKey(),
    weeklyMinutes: integer().notNull(),
    monthPrice: integer().notNull(),
    /** Percent off each period's full price; fractions such as 12.5 are allowed. */
    discountMonth: numeric({ precision: 5, scale: 2, mode: 'number' }).notNull().default(0),
    discountQuarter: numeric({ precision: 5, scale: 2, mode: 'number' }).notNull().default(0),
    discountYear: numeric({ precision: 5, scale: 2, mode: 'number' }).notNull().default(0),
    active: boolean().notNull().default(true),
    invitesOnly: boolean().notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    check('plans_weekly_minutes_check', sql`${t.weeklyMinutes} between 15 and 2400`),
    check('plans_month_price_check', sql`${t.monthPrice} > 0`),
    check(
      'plans_discounts_check',
      sql`${t.discountMonth} between 0 and 100 and ${t.discountQuarter} between 0 and 100 and ${t.discountYear} between 0 and 100`,
    ),
  ],
);

/** A student's right to book: the plan's weekly minutes between two instants. The free trial has no plan. */
export const subscriptions = pgTable(
  'subscriptions',
  {
    id: serial().primaryKey(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    planId: integer().references(() => plans.id, { onDelete: 'restrict' }),
    period: smallint().notNull(),
    weeklyMinutes: integer().notNull(),
    startsAt: time().notNull(),
    endsAt: time().notNull(),
    cancelledAt: time(),
    /**
     * A free trial a plan cut short: the end it had before (decision 046). Cancelling that plan
     * while this is still ahead gives the student the rest of the trial back.
     */
    plannedEndsAt: time(),
    grantedBy: integer().references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('subscriptions_user_idx').on(t.userId, t.startsAt),
    check('subscriptions_period_check', sql`${t.period} between 0 and 3`),
    check('subscriptions_range_check', sql`${t.startsAt} < ${t.endsAt}`),
    check('subscriptions_plan_check', sql`(${t.period} = 3) = (${t.planId} is null)`),
    check('subscriptions_minutes_check', sql`${t.weeklyMinutes} > 0`),
    check(
      'subscriptions_planned_end_check',
      sql`${t.plannedEndsAt} is null or (${t.period} = 3 and ${t.plannedEndsAt} > ${t.endsAt})`,
    ),
  ],
);

/**
 * A plan invite (docs/product/plans-and-payments.md#invites-only-plans): a student who may see and
 * buy an invites-only plan. One per student and plan; it goes with the student or the plan.
 */
export const planInvites = pgTable(
  'plan_invites',
  {
    id: serial().primaryKey(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    planId: integer()
      .notNull()
      .references(() => plans.id, { onDelete: 'cascade' }),
    createdBy: integer().references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('plan_invites_plan_user_unique').on(t.planId, t.userId),
    index('plan_invites_user_idx').on(t.userId),
  ],
);

/**
 * A pause of a plan (docs/product/plans-and-payments.md#pausing-a-plan): whole quota weeks, from a
 * quota week's start, in which the plan gives no minutes; the plan's end moved by the same weeks.
 * Two pauses of one plan never overlap.
 */
export const subscriptionPauses = pgTable(
  'subscription_pauses',
  {
    id: serial().primaryKey(),
    subscriptionId: integer()
      .notNull()
      .references(() => subscriptions.id, { onDelete: 'cascade' }),
    startsAt: time().notNull(),
    endsAt: time().notNull(),
    /** The weeks asked for; a pause resumed early ends sooner than it says. */
    weeks: smallint().notNull(),
    createdBy: integer().references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('subscription_pauses_subscription_idx').on(t.subscriptionId, t.startsAt),
    check('subscription_pauses_range_check', sql`${t.startsAt} < ${t.endsAt}`),
    check('subscription_pauses_weeks_check', sql`${t.weeks} between 1 and 52`),
  ],
);
