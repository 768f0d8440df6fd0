/** All SQL about plan invites. */
import { and, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import { builtOnce } from '../../db/built-once.js';
import type { Executor } from '../../db/client.js';
import { onPage, type PageRequest } from '../../db/sql-helpers.js';
import { planInvites, plans, users } from '../../db/schema.js';
import type { PlanRow } from './repository.js';

export type PlanInviteRow = typeof planInvites.$inferSelect;
export type PlanInviteView = PlanInviteRow & {
  userName: string;
  userEmail: string;
  userGender: number | null;
};

const view = {
  row: planInvites,
  userName: users.name,
  userEmail: users.email,
  userGender: users.gender,
};
const flatten = (r: {
  row: PlanInviteRow;
  userName: string;
  userEmail: string;
  userGender: number | null;
}): PlanInviteView => ({
  ...r.row,
  userName: r.userName,
  userEmail: r.userEmail,
  userGender: r.userGender,
});

export const findInviteView = async (
  db: Executor,
  id: number,
): Promise<PlanInviteView | undefined> => {
  const [row] = await db
    .select(view)
    .from(planInvites)
    .innerJoin(users, eq(users.id, planInvites.userId))
    .where(eq(planInvites.id, id));
  return row && flatten(row);
};

export const listInviteViews = async (
  db: Executor,
  filter: { planId?: number; userId?: number },
  page: PageRequest,
): Promise<{ rows: PlanInviteView[]; total: number }> => {
  const conditions: SQL[] = [];
  if (filter.planId !== undefined) conditions.push(eq(planInvites.planId, filter.planId));
  if (filter.userId !== undefined) conditions.push(eq(planInvites.userId, filter.userId));
  const where = conditions.length > 0 ? and(...conditions) : undefined;
  const [rows, [totals]] = await Promise.all([
    onPage(
      db
        .select(view)
        .from(planInvites)
        .innerJoin(users, eq(users.id, planInvites.userId))
        .where(where)
        .orderBy(desc(planInvites.createdAt), desc(planInvites.id))
        .$dynamic(),
      page,
    ),
    db.select({ total: count() }).from(planInvites).where(where),
  ]);
  return { rows: rows.map(flatten), total: totals?.total ?? 0 };
};

export const insertInvite = async (
  db: Executor,
  values: { userId: number; planId: number; createdBy: number },
): Promise<PlanInviteRow> => {
  const [row] = await db.insert(planInvites).values(values).returning();
  return row!;
};

export const updateInvite = async (
  db: Executor,
  id: number,
  values: { userId?: number; planId?: number },
): Promise<PlanInviteRow | undefined> => {
  const [row] = await db.update(planInvites).set(values).where(eq(planInvites.id, id)).returning();
  return row;
};

export const deleteInvite = async (db: Executor, id: number): Promise<boolean> =>
  (await db.delete(planInvites).where(eq(planInvites.id, id)).returning({ id: planInvites.id }))
    .length > 0;

/** Every student holding an invite, to any plan: few, as invites are an admin's exception. */
export const invitedStudents = async (db: Executor): Promise<Set<number>> =>
  new Set(
    (await db.selectDistinct({ userId: planInvites.userId }).from(planInvites)).map(
      (row) => row.userId,
    ),
  );

export const isInvited = async (db: Executor, userId: number, planId: number): Promise<boolean> => {
  const [row] = await db
    .select({ id: planInvites.id })
    .from(planInvites)
    .where(and(eq(planInvites.userId, userId), eq(planInvites.planId, planId)));
  return Boolean(row);
};

/** The active invites-only plans a student was invited to: asked on every plans list they open. */
const invitedPlansOf = builtOnce<{ userId: number }, { plan: PlanRow }[]>('invited_plans', (db) =>
  db
    .select({ plan: plans })
    .from(planInvites)
    .innerJoin(plans, eq(plans.id, planInvites.planId))
    .where(
      and(
        eq(planInvites.userId, sql.placeholder('userId')),
        eq(plans.active, true),
        eq(plans.invitesOnly, true),
      ),
    ),
);

export const invitedPlans = async (db: Executor, userId: number): Promise<PlanRow[]> =>
  (await invitedPlansOf(db, { userId })).map((r) => r.plan);
