/** All SQL about problem reports. */
import { asc, count, desc, eq, isNotNull, isNull } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client.js';
import { onPage, type PageRequest } from '../../db/sql-helpers.js';
import { reports, users } from '../../db/schema.js';

export type ReportRow = typeof reports.$inferSelect;
const resolver = alias(users, 'resolver');

const withPeople = (db: Executor) =>
  db
    .select({
      report: reports,
      reporter: { id: users.id, name: users.name, email: users.email, role: users.role },
      resolvedBy: { id: resolver.id, name: resolver.name, gender: resolver.gender },
    })
    .from(reports)
    .innerJoin(users, eq(users.id, reports.userId))
    .leftJoin(resolver, eq(resolver.id, reports.resolvedBy));
export type ReportWithPeople = Awaited<ReturnType<typeof findReport>>;

export const findReport = async (db: Executor, id: number) =>
  (await withPeople(db).where(eq(reports.id, id)))[0];

export const insertReport = async (db: Executor, values: typeof reports.$inferInsert) =>
  (await db.insert(reports).values(values).returning())[0]!;

export const setResolved = async (db: Executor, id: number, by: number | null) =>
  (
    await db
      .update(reports)
      .set({ resolvedAt: by === null ? null : new Date(), resolvedBy: by })
      .where(eq(reports.id, id))
      .returning({ id: reports.id })
  )[0];

export const listReports = async (db: Executor, open: boolean, page: PageRequest) => {
  const where = open ? isNull(reports.resolvedAt) : isNotNull(reports.resolvedAt);
  const order = open
    ? [asc(reports.createdAt), asc(reports.id)]
    : [desc(reports.resolvedAt), desc(reports.id)];
  const [rows, [total]] = await Promise.all([
    onPage(
      withPeople(db)
        .where(where)
        .orderBy(...order)
        .$dynamic(),
      page,
    ),
    db.select({ total: count() }).from(reports).where(where),
  ]);
  return { rows, total: total?.total ?? 0 };
};
