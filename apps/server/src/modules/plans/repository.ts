/** All SQL about plans. */
import { and, asc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { plans } from '../../db/schema.js';

export type PlanRow = typeof plans.$inferSelect;
export type NewPlan = typeof plans.$inferInsert;

export const findPlan = async (db: Executor, id: number): Promise<PlanRow | undefined> => {
  const [row] = await db.select().from(plans).where(eq(plans.id, id));
  return row;
};

/** Plans cheapest first; without `all`, only the active ones open to everyone. */
export const listPlans = (db: Executor, all: boolean): Promise<PlanRow[]> =>
  db
    .select()
    .from(plans)
    .where(all ? undefined : and(eq(plans.active, true), eq(plans.invitesOnly, false)))
    .orderBy(asc(plans.monthPrice), asc(plans.weeklyMinutes), asc(plans.id));

export const insertPlan = async (db: Executor, values: NewPlan): Promise<PlanRow> => {
  const [row] = await db.insert(plans).values(values).returning();
  return row!;
};

export const updatePlan = async (
  db: Executor,
  id: number,
  values: Partial<NewPlan>,
): Promise<PlanRow | undefined> => {
  const [row] = await db.update(plans).set(values).where(eq(plans.id, id)).returning();
  return row;
};

export const deletePlan = async (db: Executor, id: number): Promise<boolean> =>
  (await db.delete(plans).where(eq(plans.id, id)).returning({ id: plans.id })).length > 0;
