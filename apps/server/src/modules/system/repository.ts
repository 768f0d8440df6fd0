/** All SQL about the local outbox (messages kept instead of sent on a laptop). */
import { desc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { outboxMessages } from '../../db/schema.js';

export type OutboxRow = typeof outboxMessages.$inferSelect;

/** The latest kept messages, newest first, optionally only those to one recipient. */
export const latestOutboxMessages = (
  db: Executor,
  recipient: string | undefined,
  limit: number,
): Promise<OutboxRow[]> =>
  db
    .select()
    .from(outboxMessages)
    .where(recipient ? eq(outboxMessages.recipient, recipient) : undefined)
    .orderBy(desc(outboxMessages.createdAt), desc(outboxMessages.id))
    .limit(limit);
