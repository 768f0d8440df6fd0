/** Health, public configuration and the local outbox. */
import { z } from 'zod';
import { environments } from '../enums.js';
import { endpoint } from './endpoint.js';
import { isoDateTime } from './entities.js';

export const outboxMessage = z.object({
  channel: z.enum(['email', 'whatsapp']),
  to: z.string(),
  subject: z.string().nullable(),
  text: z.string(),
  createdAt: isoDateTime,
});
export type OutboxMessage = z.infer<typeof outboxMessage>;

export const systemApi = {
  health: endpoint({
    method: 'GET',
    path: '/api/v1/health',
    access: 'public',
    tag: 'system',
    summary: 'Whether the server and its database answer.',
    response: z.object({ status: z.literal('ok'), database: z.enum(['embedded', 'postgres']) }),
  }),
  config: endpoint({
    method: 'GET',
    path: '/api/v1/config',
    access: 'public',
    tag: 'system',
    summary:
      'What the apps need to know at start: environment, sign-in options and the server clock.',
    response: z.object({
      environment: z.enum(environments as ['local', 'staging', 'production']),
      googleClientId: z.string().nullable(),
      serverTime: isoDateTime,
    }),
  }),
  outbox: endpoint({
    method: 'GET',
    path: '/api/v1/dev/outbox',
    access: 'public',
    tag: 'system',
    summary: 'Local environment only: every message sent, newest first, optionally to one address.',
    query: z.object({ to: z.string().trim().optional() }),
    response: z.array(outboxMessage),
  }),
} as const;
