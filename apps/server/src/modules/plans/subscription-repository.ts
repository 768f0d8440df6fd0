/** All SQL about subscriptions. */
import { and, count, desc, eq, gt, isNull, lte, sql, type Placeholder } from 'drizzle-orm';
import { PlanPeriod } from '@darsak/shared';
import { builtOnce } from '../../db/built-once.js';
import type { Executor } from '../../db/client.js';
import { onPage, type PageRequest } from '../../db/sql-helpers.js';
import { subscriptions } from '../../db/schema.js';

export type SubscriptionRow = typeof subscriptions.$inferSelect;
export type NewSubscription = typeof subscriptions.$inferInsert;

const inForce = (now: Date | Placeholder) =>
  and(
    isNull(subscriptions.cancelledAt),
    lte(subscriptions.startsAt, now),
    gt(subscriptions.endsAt, now),
  );

/** The subscription in force now: started, not ended, not cancelled (at most one, by constraint). */
const subscriptionInForce = builtOnce<{ userId: number; now: Date }, SubscriptionRow[]>(
  'subscription_in_force',
  (db) =>
    db
      .select()
      .from(subscriptions)
      .where(
        and(eq(subscriptions.userId, sql.placeholder('userId')), inForce(sql.placeholder('now'))),
      )
      .orderBy(desc(subscriptions.startsAt))
      .limit(1),
);

export const activeSubscription = async (
  db: Executor,
  userId: number,
  now: Date,
): Promise<SubscriptionRow | undefined> => {
  const [row] = await subscriptionInForce(db, { userId, now });
  return row;
};

export const findSubscription = async (
  db: Executor,
  id: number,
): Promise<SubscriptionRow | undefined> => {
  const [row] = await db.select().from(subscriptions).where(eq(subscriptions.id, id));
  return row;
};

/**
 * The first key of the advisory locks on a user's subscriptions. The other two-key locks start with
 * a tutor's id (the lessons' quarter hours) or 7013 (a tutor's invoices, in the database), never
 * with a negative number, so none meets these.
 */
const SUBSCRIPTIONS_LOCK = -1;

/**
 * Holds the user's subscriptions for this transaction: another write that adds or changes one for
 * the user waits here until this transaction ends, then meets what it wrote. Every such write takes
 * it before it writes or locks a subscription's row (decision 055). Two transactions inserting
 * overlapping subscriptions at once would each wait for the other inside the exclusion
 * constraint's check, which PostgreSQL ends by failing one with a deadlock (two payments of one
 * student settled at once, or a payment and an admin's grant); and one holding this lock while it
 * waits for a row another holds, which then waits here, is a deadlock too.
 */
export const lockSubscriptions = async (db: Executor, userId: number): Promise<void> => {
  await db.execute(sql`select pg_advisory_xact_lock(${SUBSCRIPTIONS_LOCK}::int, ${userId}::int)`);
};

/**
 * The subscription, locked until the caller's transaction ends: one cancellation at a time. Its
 * student's subscriptions are locked first, as every write of them does (a user never changes).
 * `no key update`: a lesson booked under the plan meanwhile refers to it and is not held up
 * while the cancellation waits on the payment provider.
 */
export const lockSubscription = async (
  db: Executor,
  id: number,
): Promise<SubscriptionRow | undefined> => {
  const [owner] = await db
    .select({ userId: subscriptions.userId })
    .from(subscriptions)
    .where(eq(subscriptions.id, id));
  if (!owner) return undefined;
  await lockSubscriptions(db, owner.userId);
  const [row] = await db
    .select()
    .from(subscriptions)
    .where(eq(subscriptions.id, id))
    .for('no key update');
  return row;
};

export const insertSubscription = async (
  db: Executor,
  values: NewSubscription,
): Promise<SubscriptionRow> => {
  const [row] = await db.insert(subscriptions).values(values).returning();
  return row!;
};

export const subscriptionsOfUser = (db: Executor, userId: number): Promise<SubscriptionRow[]> =>
  db
    .select()
    .from(subscriptions)
    .where(eq(subscriptions.userId, userId))
    .orderBy(desc(subscriptions.startsAt), desc(subscriptions.id));

export const listSubscriptions = async (
  db: Executor,
  filter: { userId?: number },
  page: PageRequest,
): Promise<{ rows: SubscriptionRow[]; total: number }> => {
  const where = filter.userId === undefined ? undefined : eq(subscriptions.userId, filter.userId);
  const [rows, [totals]] = await Promise.all([
    onPage(
      db
        .select()
        .from(subscriptions)
        .where(where)
        .orderBy(desc(subscriptions.createdAt), desc(subscriptions.id))
        .$dynamic(),
      page,
    ),
    db.select({ total: count() }).from(subscriptions).where(where),
  ]);
  return { rows, total: totals?.total ?? 0 };
};

export const cancelSubscription = async (
  db: Executor,
  id: number,
  at: Date,
): Promise<SubscriptionRow | undefined> => {
  const [row] = await db
    .update(subscriptions)
    .set({ cancelledAt: at })
    .where(and(eq(subscriptions.id, id), isNull(subscriptions.cancelledAt)))
    .returning();
  return row;
};

/**
 * Ends a free trial in force at `now`, so a granted plan can start then. A trial that has not
 * started yet cannot end before it starts, so it is cancelled instead.
 */
export const endFreeTrial = async (db: Executor, userId: number, now: Date): Promise<void> => {
  const trial = and(
    eq(subscriptions.userId, userId),
    eq(subscriptions.period, PlanPeriod.FreeTrial),
    isNull(subscriptions.cancelledAt),
    gt(subscriptions.endsAt, now),
  );
  // The end it had is kept (a trial resumed earlier keeps its first planned end), so cancelling
  // the plan can give the rest back (decision 046).
  await db
    .update(subscriptions)
    .set({
      endsAt: now,
      plannedEndsAt: sql`coalesce(${subscriptions.plannedEndsAt}, ${subscriptions.endsAt})`,
    })
    .where(and(trial, sql`${subscriptions.startsAt} < ${now.toISOString()}::timestamptz`));
  await db
    .update(subscriptions)
    .set({ cancelledAt: now })
    .where(and(trial, sql`${subscriptions.startsAt} >= ${now.toISOString()}::timestamptz`));
};

/**
 * The free trial that a plan starting at `cutAt` cut short, if its planned end is still ahead of
 * `now` (decision 046).
 */
export const trialCutShortAt = async (
  db: Executor,
  userId: number,
  cutAt: Date,
  now: Date,
): Promise<SubscriptionRow | undefined> => {
  const [row] = await db
    .select()
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.userId, userId),
        eq(subscriptions.period, PlanPeriod.FreeTrial),
        isNull(subscriptions.cancelledAt),
        eq(subscriptions.endsAt, cutAt),
        gt(subscriptions.plannedEndsAt, now),
      ),
    )
    .orderBy(desc(subscriptions.startsAt))
    .limit(1);
  return row;
};

export const countSubscriptionsOfPlan = async (db: Executor, planId: number): Promise<number> => {
  const [row] = await db
    .select({ total: count() })
    .from(subscriptions)
    .where(eq(subscriptions.planId, planId));
  return row?.total ?? 0;
};

/** Puts a subscription on another plan and its weekly minutes (an upgrade, in the caller's lock). */
export const changeSubscriptionPlan = async (
  db: Executor,
  id: number,
  values: { planId: number; weeklyMinutes: number },
): Promise<SubscriptionRow> => {
  const [row] = await db
    .update(subscriptions)
    .set(values)
    .where(eq(subscriptions.id, id))
    .returning();
  return row!;
};
