/** All SQL about invites and the accounts they brought. */
import { count, desc, eq, isNotNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { onPage, type PageRequest } from '../../db/sql-helpers.js';
import { inviteSignups, invites, transactions, users } from '../../db/schema.js';

export type InviteRow = typeof invites.$inferSelect & {
  creatorName: string | null;
  creatorGender: number | null;
  signups: number;
  paying: number;
};

/** Whether the user paid for a plan at least once (a paid transaction has its paid time). */
const paid = (userId: typeof users.id | typeof inviteSignups.userId) =>
  sql`exists (select 1 from ${transactions} where ${transactions.userId} = ${userId} and ${isNotNull(transactions.paidAt)})`;

const signupsOf = sql<number>`(select count(*)::int from ${inviteSignups} where ${inviteSignups.inviteId} = ${invites.id})`;
const payingOf = sql<number>`(select count(*)::int from ${inviteSignups} where ${inviteSignups.inviteId} = ${invites.id} and ${paid(inviteSignups.userId)})`;

const columns = {
  id: invites.id,
  name: invites.name,
  source: invites.source,
  code: invites.code,
  createdBy: invites.createdBy,
  createdAt: invites.createdAt,
  updatedAt: invites.updatedAt,
  creatorName: users.name,
  creatorGender: users.gender,
  signups: signupsOf,
  paying: payingOf,
};

export const insertInvite = async (
  db: Executor,
  values: { name: string; source: string; code: string; createdBy: number },
) => {
  const [row] = await db.insert(invites).values(values).returning({ id: invites.id });
  return row!.id;
};

export const updateInvite = async (
  db: Executor,
  id: number,
  values: { name: string; source: string },
) => {
  const [row] = await db
    .update(invites)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(invites.id, id))
    .returning({ id: invites.id });
  return row !== undefined;
};

export const deleteInvite = async (db: Executor, id: number) => {
  const [row] = await db.delete(invites).where(eq(invites.id, id)).returning();
  return row;
};

export const findInvite = async (db: Executor, id: number): Promise<InviteRow | undefined> => {
  const [row] = await db
    .select(columns)
    .from(invites)
    .leftJoin(users, eq(users.id, invites.createdBy))
    .where(eq(invites.id, id));
  return row;
};

export const findInviteByCode = async (db: Executor, code: string) => {
  const [row] = await db
    .select({ id: invites.id, source: invites.source })
    .from(invites)
    .where(eq(invites.code, code));
  return row;
};

export const listInvites = async (db: Executor, page: PageRequest) => {
  const [rows, [total]] = await Promise.all([
    onPage(
      db
        .select(columns)
        .from(invites)
        .leftJoin(users, eq(users.id, invites.createdBy))
        .orderBy(desc(invites.createdAt), desc(invites.id))
        .$dynamic(),
      page,
    ),
    db.select({ total: count() }).from(invites),
  ]);
  return { rows, total: total?.total ?? 0 };
};

/** Every account per recorded source, and how many of them paid. */
export const figuresBySource = async (db: Executor) =>
  db
    .select({
      source: users.signupSource,
      signups: sql<number>`count(*)::int`,
      paying: sql<number>`count(*) filter (where ${paid(users.id)})::int`,
    })
    .from(users)
    .where(isNotNull(users.signupSource))
    .groupBy(users.signupSource);

export const insertSignup = async (db: Executor, userId: number, inviteId: number) => {
  await db.insert(inviteSignups).values({ userId, inviteId }).onConflictDoNothing();
};
