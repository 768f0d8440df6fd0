/** The outbox and the durable jobs table. */
import { sql } from 'drizzle-orm';
import {
  bigserial,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, time } from './columns.js';

/** Every message sent in the local environment, so codes can be read without a mailbox. */
export const outboxMessages = pgTable(
  'outbox_messages',
  {
    id: serial().primaryKey(),
    channel: text().notNull(),
    recipient: text().notNull(),
    subject: text(),
    body: text().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('outbox_messages_recipient_idx').on(t.recipient, t.createdAt),
    check('outbox_messages_channel_check', sql`${t.channel} in ('email', 'whatsapp')`),
  ],
);

/** Durable background jobs (reminders and the like), claimed with SKIP LOCKED so each runs once. */
export const jobs = pgTable(
  'jobs',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    name: text().notNull(),
    /** Makes scheduling idempotent: a second job with the same key is not added. */
    key: text().notNull(),
    payload: jsonb().notNull().default({}),
    runAt: time().notNull(),
    attempts: integer().notNull().default(0),
    lockedUntil: time(),
    doneAt: time(),
    failedAt: time(),
    lastError: text(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('jobs_key_unique').on(t.key),
    index('jobs_due_idx')
      .on(t.runAt)
      .where(sql`${t.doneAt} is null and ${t.failedAt} is null`),
  ],
);
