/**
 * Invites (docs/product/back-office.md#invite-links, decision 027): a named link staff hand out on
 * one channel (a source code). An account registered through it records the source on the user row
 * and one row here, so staff count sign-ups and paying students per invite and per source.
 */
import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './users.js';

export const invites = pgTable(
  'invites',
  {
    id: serial().primaryKey(),
    /** What staff call the campaign, e.g. "Facebook group, November". */
    name: text().notNull(),
    source: text().notNull(),
    /** The random part of the link, nobody's to guess: /url/{source}?invite={code}. */
    code: text().notNull(),
    createdBy: integer().references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('invites_code_unique').on(t.code),
    check(
      'invites_source_check',
      sql`${t.source} in ('wa', 'sfb', 'syt', 'sig', 'stt', 'sx', 'mpv', 'mtd')`,
    ),
    check('invites_name_length', sql`char_length(${t.name}) between 2 and 80`),
    check('invites_code_check', sql`${t.code} ~ '^[a-z0-9]{10}$'`),
  ],
);

/** The account an invite brought: one invite per account, kept while the invite is. */
export const inviteSignups = pgTable(
  'invite_signups',
  {
    userId: integer()
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    inviteId: integer()
      .notNull()
      .references(() => invites.id, { onDelete: 'cascade' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('invite_signups_invite_idx').on(t.inviteId)],
);
