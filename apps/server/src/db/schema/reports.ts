/**
 * Problem reports (docs/product/back-office.md#problem-reports): what a person said went wrong,
 * with a private attachment.
 */
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users.js';

export const reports = pgTable(
  'reports',
  {
    id: serial().primaryKey(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text().notNull(),
    text: text().notNull(),
    page: text(),
    /** The attachment's private file name. */
    asset: text().notNull(),
    resolvedAt: timestamp({ withTimezone: true }),
    resolvedBy: integer().references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('reports_open_idx').on(t.resolvedAt, t.createdAt),
    check('reports_kind_check', sql`${t.kind} in ('screenshot', 'log')`),
    check('reports_resolved_check', sql`(${t.resolvedAt} is null) = (${t.resolvedBy} is null)`),
  ],
);
