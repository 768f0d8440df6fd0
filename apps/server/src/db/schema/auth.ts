/** Confirmation codes and sign-in throttles. */
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, smallint, text } from 'drizzle-orm/pg-core';
import { createdAt, time } from './columns.js';
import { users } from './users.js';

export const confirmationCodes = pgTable(
  'confirmation_codes',
  {
    id: serial().primaryKey(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: smallint().notNull(),
    /** The email or phone the code was sent to; it is verified only if still the user's. */
    target: text().notNull(),
    codeHash: text().notNull(),
    attempts: integer().notNull().default(0),
    expiresAt: time().notNull(),
    consumedAt: time(),
    createdAt: createdAt(),
  },
  (t) => [
    index('confirmation_codes_user_purpose_idx').on(t.userId, t.purpose, t.createdAt),
    check('confirmation_codes_purpose_check', sql`${t.purpose} in (1, 3, 4)`),
    check('confirmation_codes_attempts_check', sql`${t.attempts} >= 0`),
  ],
);

/**
 * Failed sign-ins per email address, whoever sends them and from wherever: after a few, attempts
 * must wait longer and longer, then the address is locked for a while. Kept for unknown emails too,
 * so the answers do not reveal which accounts exist.
 */
export const signInThrottles = pgTable(
  'sign_in_throttles',
  {
    email: text().primaryKey(),
    failures: integer().notNull().default(0),
    /** No attempt is checked before this instant. */
    allowedAt: time().notNull(),
    updatedAt: createdAt(),
  },
  (t) => [
    index('sign_in_throttles_updated_idx').on(t.updatedAt),
    check('sign_in_throttles_failures_check', sql`${t.failures} >= 0`),
  ],
);
