/** The local outbox, read back: what the app would have sent by email or WhatsApp. */
import { normalisePhone } from '@darsak/shared';
import type { AppContext } from '../../context.js';
import * as repo from './repository.js';

const OUTBOX_LIMIT = 100;

/** Messages kept in the outbox, newest first; `to` is a phone (any form) or an email. */
export const outbox = async (ctx: AppContext, to: string | undefined) => {
  const recipient = to ? (normalisePhone(to) ?? to.toLowerCase()) : undefined;
  const rows = await repo.latestOutboxMessages(ctx.db, recipient, OUTBOX_LIMIT);
  return rows.map((row) => ({
    channel: row.channel as 'email' | 'whatsapp',
    to: row.recipient,
    subject: row.subject,
    text: row.body,
    createdAt: row.createdAt.toISOString(),
  }));
};
