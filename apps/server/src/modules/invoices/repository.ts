/** All SQL about withdrawal invoices and the figures a tutor's balance is derived from. */
import { and, asc, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { heldStatuses, InvoiceStatus, Role } from '@darsak/shared';
import type { Executor } from '../../db/client.js';
import { instantParam, int, onPage, type PageRequest } from '../../db/sql-helpers.js';
import { invoices, lessons, users } from '../../db/schema.js';
import { paidLesson } from '../scheduling/index.js';

export type InvoiceRow = typeof invoices.$inferSelect;
export type NewInvoice = typeof invoices.$inferInsert;
type Person = { id: number; name: string; image: string | null };
export type InvoiceWithPeople = {
  invoice: InvoiceRow;
  tutor: Person & { gender: number | null };
  addressedBy: Person | null;
};

const addressor = alias(users, 'addressor');

const withPeople = (db: Executor) =>
  db
    .select({
      invoice: invoices,
      tutor: { id: users.id, name: users.name, image: users.image, gender: users.gender },
      addressedBy: { id: addressor.id, name: addressor.name, image: addressor.image },
    })
    .from(invoices)
    .innerJoin(users, eq(users.id, invoices.tutorId))
    .leftJoin(addressor, eq(addressor.id, invoices.addressedBy));

export const findInvoice = async (
  db: Executor,
  id: number,
): Promise<InvoiceWithPeople | undefined> => (await withPeople(db).where(eq(invoices.id, id)))[0];

/** Locks an invoice for a change, so two admins' actions on it happen one after the other. */
export const lockInvoice = async (db: Executor, id: number): Promise<InvoiceRow | undefined> =>
  (await db.select().from(invoices).where(eq(invoices.id, id)).for('update'))[0];

export const insertInvoice = async (db: Executor, values: NewInvoice): Promise<InvoiceRow> =>
  (await db.insert(invoices).values(values).returning())[0]!;

export const updateInvoiceRow = async (
  db: Executor,
  id: number,
  values: Partial<NewInvoice>,
): Promise<void> => {
  await db
    .update(invoices)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(invoices.id, id));
};

export type InvoiceFilter = { tutorId?: number; statuses?: SQL; oldestFirst: boolean };

export const listInvoices = async (db: Executor, filter: InvoiceFilter, page: PageRequest) => {
  const where = and(
    filter.tutorId === undefined ? undefined : eq(invoices.tutorId, filter.tutorId),
    filter.statuses,
  );
  const order = filter.oldestFirst
    ? [asc(invoices.createdAt), asc(invoices.id)]
    : [desc(invoices.createdAt), desc(invoices.id)];
  const [rows, [total]] = await Promise.all([
    onPage(
      withPeople(db)
        .where(where)
        .orderBy(...order)
        .$dynamic(),
      page,
    ),
    db.select({ total: count() }).from(invoices).where(where),
  ]);
  return { rows, total: total?.total ?? 0 };
};

/** Counts of open invoices by stored state (the admin queue's tabs). */
export const openCounts = (db: Executor) =>
  db
    .select({
      status: invoices.status,
      updated: invoices.updatedByReceiver,
      total: count(),
    })
    .from(invoices)
    .where(
      inArray(invoices.status, [InvoiceStatus.PendingApproval, InvoiceStatus.PendingCancellation]),
    )
    .groupBy(invoices.status, invoices.updatedByReceiver);

/** What a tutor's lessons earned, in piasters (docs/product/earnings.md#lesson-earnings). */
export const earnedBy = async (db: Executor, tutorId: number, now: Date): Promise<number> => {
  const [row] = await db
    .select({ earned: int(sql`coalesce(sum(${lessons.price}), 0)`) })
    .from(lessons)
    .where(and(eq(lessons.tutorId, tutorId), paidLesson(now)));
  return row?.earned ?? 0;
};

/** Amounts and states of a tutor's invoices that hold money. */
export const heldInvoices = (db: Executor, tutorId: number) =>
  db
    .select({ amount: invoices.amount, status: invoices.status })
    .from(invoices)
    .where(and(eq(invoices.tutorId, tutorId), inArray(invoices.status, [...heldStatuses])));

/** Earnings by local month of the lesson's end, for the last `months` months. */
export const earnedByMonth = (
  db: Executor,
  tutorId: number,
  now: Date,
  zone: string,
  since: Date,
) =>
  db
    .select({
      month: sql<string>`to_char(${lessons.endsAt} at time zone ${zone}, 'YYYY-MM')`,
      earned: int(sql`sum(${lessons.price})`),
    })
    .from(lessons)
    .where(
      and(
        eq(lessons.tutorId, tutorId),
        paidLesson(now),
        sql`${lessons.endsAt} >= ${instantParam(since)}`,
      ),
    )
    .groupBy(sql`1`);

/** Held invoice amounts by local month they were requested, by status. */
export const invoicesByMonth = (db: Executor, tutorId: number, zone: string, since: Date) =>
  db
    .select({
      month: sql<string>`to_char(${invoices.createdAt} at time zone ${zone}, 'YYYY-MM')`,
      status: invoices.status,
      amount: int(sql`sum(${invoices.amount})`),
    })
    .from(invoices)
    .where(
      and(
        eq(invoices.tutorId, tutorId),
        inArray(invoices.status, [...heldStatuses]),
        sql`${invoices.createdAt} >= ${instantParam(since)}`,
      ),
    )
    .groupBy(sql`1`, invoices.status);

/** Ids of every admin (their open pages hear of every invoice). */
export const adminIds = async (db: Executor): Promise<number[]> =>
  (
    await db
      .select({ id: users.id })
      .from(users)
      .where(inArray(users.role, [Role.SuperAdmin, Role.RegularAdmin]))
  ).map((row) => row.id);

/** The invoice a receipt belongs to. */
export const invoiceOfReceipt = async (db: Executor, name: string) =>
  (
    await db
      .select({ id: invoices.id, tutorId: invoices.tutorId })
      .from(invoices)
      .where(eq(invoices.receipt, name))
  )[0];
