/**
 * Withdrawal invoices (docs/product/earnings.md#withdrawals). Amounts are piasters. A tutor's
 * balance is derived from lessons and these rows; the migration's trigger refuses any row that
 * would take it below zero.
 */
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { users } from './users.js';

export const invoices = pgTable(
  'invoices',
  {
    id: serial().primaryKey(),
    tutorId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    amount: integer().notNull(),
    method: smallint().notNull(),
    receiver: text(),
    bank: text(),
    phone: text(),
    accountNumber: text(),
    username: text(),
    note: text(),
    adminNote: text(),
    receipt: text(),
    status: smallint().notNull().default(0),
    updatedByReceiver: boolean().notNull().default(false),
    cancelledByReceiver: boolean().notNull().default(false),
    addressedBy: integer().references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('invoices_tutor_idx').on(t.tutorId, t.createdAt),
    index('invoices_status_idx').on(t.status, t.createdAt),
    check('invoices_amount_check', sql`${t.amount} between 10000 and 5000000`),
    check('invoices_method_check', sql`${t.method} between 0 and 2`),
    check('invoices_status_check', sql`${t.status} between 0 and 4`),
    check(
      'invoices_details_check',
      sql`(${t.method} = 0 and ${t.phone} is not null) or (${t.method} = 1 and ${t.bank} is not null and ${t.accountNumber} is not null and ${t.receiver} is not null) or (${t.method} = 2 and ${t.username} is not null)`,
    ),
    // A paid invoice carries its transfer receipt.
    check('invoices_receipt_check', sql`${t.status} <> 3 or ${t.receipt} is not null`),
  ],
);
