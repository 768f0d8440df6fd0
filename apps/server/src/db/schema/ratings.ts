/** Ratings of tutors. */
import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  serial,
  smallint,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt } from './columns.js';
import { users } from './users.js';

/** A student's rating of a tutor, once per tutor. */
export const ratings = pgTable(
  'ratings',
  {
    id: serial().primaryKey(),
    raterId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tutorId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    value: smallint().notNull(),
    text: text(),
    createdAt: createdAt(),
    updatedAt: createdAt(),
  },
  (t) => [
    uniqueIndex('ratings_rater_tutor_unique').on(t.raterId, t.tutorId),
    index('ratings_tutor_idx').on(t.tutorId, t.createdAt),
    check('ratings_value_check', sql`${t.value} between 1 and 5`),
  ],
);
