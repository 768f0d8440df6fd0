/** Topics and the tutors who teach them. */
import { sql } from 'drizzle-orm';
import {
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt } from './columns.js';
import { users } from './users.js';

export const topics = pgTable(
  'topics',
  {
    id: serial().primaryKey(),
    nameAr: text().notNull(),
    nameEn: text().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('topics_name_ar_unique').on(t.nameAr),
    uniqueIndex('topics_name_en_unique').on(sql`lower(${t.nameEn})`),
  ],
);

export const userTopics = pgTable(
  'user_topics',
  {
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    topicId: integer()
      .notNull()
      .references(() => topics.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.topicId] }),
    index('user_topics_topic_idx').on(t.topicId),
  ],
);
