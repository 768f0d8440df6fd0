/** Contact requests sent from the public site's /contact page (docs/product/site.md#contact). */
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users.js';

export const contactRequests = pgTable(
  'contact_requests',
  {
    id: serial().primaryKey(),
    name: text(),
    /** An email or a mobile number to answer to. */
    replyTo: text().notNull(),
    title: text().notNull(),
    message: text().notNull(),
    language: text().notNull().default('ar'),
    /** The source code a short link remembered in the sender's browser, if any. */
    source: text(),
    handledAt: timestamp({ withTimezone: true }),
    handledBy: integer().references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('contact_requests_open_idx')
      .on(t.createdAt)
      .where(sql`${t.handledAt} is null`),
    check('contact_requests_title_length', sql`char_length(${t.title}) between 3 and 100`),
    check('contact_requests_message_length', sql`char_length(${t.message}) between 10 and 2000`),
    check('contact_requests_language_check', sql`${t.language} in ('ar', 'en')`),
    check(
      'contact_requests_handled_check',
      sql`(${t.handledAt} is null) = (${t.handledBy} is null) or ${t.handledBy} is null`,
    ),
  ],
);
