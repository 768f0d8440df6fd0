/** The audit log: every admin action that changes money or accounts (who, what, when, before, after). */
import { index, integer, jsonb, pgTable, bigserial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users.js';

export const auditEntries = pgTable(
  'audit_entries',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    actorId: integer().references(() => users.id, { onDelete: 'set null' }),
    /** What was done, e.g. `invoice.fulfil`, `user.deactivate`. */
    action: text().notNull(),
    /** What it was done to, e.g. `invoice`, `user`, and its id. */
    subjectType: text().notNull(),
    subjectId: integer(),
    before: jsonb(),
    after: jsonb(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('audit_entries_created_idx').on(t.createdAt),
    index('audit_entries_subject_idx').on(t.subjectType, t.subjectId),
  ],
);
