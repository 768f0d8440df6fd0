/** All SQL about contact requests. */
import { and, count, desc, eq, isNotNull, isNull, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { contactRequests, users } from '../../db/schema.js';

export type ContactRequestRow = typeof contactRequests.$inferSelect & {
  handledByName: string | null;
  handledByGender: number | null;
};
export type NewContactRequest = typeof contactRequests.$inferInsert;

const columns = {
  id: contactRequests.id,
  name: contactRequests.name,
  replyTo: contactRequests.replyTo,
  title: contactRequests.title,
  message: contactRequests.message,
  language: contactRequests.language,
  source: contactRequests.source,
  handledAt: contactRequests.handledAt,
  handledBy: contactRequests.handledBy,
  createdAt: contactRequests.createdAt,
  handledByName: users.name,
  handledByGender: users.gender,
};

export const insertContactRequest = async (db: Executor, values: NewContactRequest) => {
  const [row] = await db.insert(contactRequests).values(values).returning();
  return row!;
};

export const listContactRequests = async (
  db: Executor,
  options: { handled?: boolean; page: number; size: number },
): Promise<{ rows: ContactRequestRow[]; total: number }> => {
  const filter: SQL | undefined =
    options.handled === undefined
      ? undefined
      : options.handled
        ? isNotNull(contactRequests.handledAt)
        : isNull(contactRequests.handledAt);
  const [rows, [total]] = await Promise.all([
    db
      .select(columns)
      .from(contactRequests)
      .leftJoin(users, eq(users.id, contactRequests.handledBy))
      .where(filter)
      .orderBy(desc(contactRequests.createdAt), desc(contactRequests.id))
      .limit(options.size)
      .offset((options.page - 1) * options.size),
    db.select({ value: count() }).from(contactRequests).where(filter),
  ]);
  return { rows, total: total?.value ?? 0 };
};

export const findContactRequest = async (db: Executor, id: number) => {
  const [row] = await db
    .select(columns)
    .from(contactRequests)
    .leftJoin(users, eq(users.id, contactRequests.handledBy))
    .where(eq(contactRequests.id, id));
  return row;
};

export const setHandled = async (db: Executor, id: number, by: number | null) => {
  const [row] = await db
    .update(contactRequests)
    .set(
      by === null ? { handledAt: null, handledBy: null } : { handledAt: new Date(), handledBy: by },
    )
    .where(and(eq(contactRequests.id, id)))
    .returning({ id: contactRequests.id });
  return row !== undefined;
};
