/** All SQL about the audit log. */
import { count, desc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { onPage, type PageRequest } from '../../db/sql-helpers.js';
import { auditEntries, users } from '../../db/schema.js';

export type AuditEntry = {
  actorId: number;
  action: string;
  subjectType: string;
  subjectId: number | null;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
};

/**
 * Records an admin action that changed money or accounts; call it inside the action's transaction,
 * so the log and the change commit together or not at all.
 */
export const recordAudit = async (db: Executor, entry: AuditEntry): Promise<void> => {
  await db.insert(auditEntries).values(entry);
};

export const listAudit = async (db: Executor, page: PageRequest) => {
  const [rows, [total]] = await Promise.all([
    onPage(
      db
        .select({
          entry: auditEntries,
          actor: { id: users.id, name: users.name, gender: users.gender },
        })
        .from(auditEntries)
        .leftJoin(users, eq(users.id, auditEntries.actorId))
        .orderBy(desc(auditEntries.createdAt), desc(auditEntries.id))
        .$dynamic(),
      page,
    ),
    db.select({ total: count() }).from(auditEntries),
  ]);
  return { rows, total: total?.total ?? 0 };
};
