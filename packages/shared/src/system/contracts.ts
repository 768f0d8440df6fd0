/** Health, public configuration and the local outbox. */
import { z } from 'zod/mini';
import { environments, type Environment } from '../enums.js';
import * as rules from '../validation/rules.js';
import { route } from '../api/endpoint.js';
import { isoDateTime } from '../api/common.js';

export type OutboxMessage = {
  channel: 'email' | 'whatsapp';
  to: string;
  subject: string | null;
  text: string;
  createdAt: string;
};

export const systemSchemas = () =>
  ({
    health: {
      tag: 'system',
      summary:
        'Whether the server and its database answer (503 when the database does not; the database is asked at most once a second).',
      response: z.object({ status: z.literal('ok'), database: z.enum(['embedded', 'postgres']) }),
    },
    liveness: {
      tag: 'system',
      summary: 'Whether the process runs (for a supervisor: restart it when this fails).',
      response: z.object({ status: z.literal('ok') }),
    },
    readiness: {
      tag: 'system',
      summary:
        'Whether the server can take traffic: its database and Redis answer and it is not shutting down (503 otherwise).',
      response: z.object({
        status: z.literal('ready'),
        database: z.enum(['embedded', 'postgres']),
        redis: z.boolean(),
      }),
    },
    config: {
      tag: 'system',
      summary:
        'What the apps need to know at start: environment, sign-in options, the server clock and how to reach support (the WhatsApp number only when the operator set one).',
      response: z.object({
        environment: z.enum(environments as [Environment, ...Environment[]]),
        googleClientId: z.nullable(z.string()),
        support: z.object({ email: z.string(), whatsapp: z.nullable(z.string()) }),
        serverTime: isoDateTime,
      }),
    },
    outbox: {
      tag: 'system',
      summary:
        'Local environment only: every message sent, newest first, optionally to one address.',
      query: z.object({ to: z.optional(rules.searchQuery) }),
      response: z.array(
        z.object({
          channel: z.enum(['email', 'whatsapp']),
          to: z.string(),
          subject: z.nullable(z.string()),
          text: z.string(),
          createdAt: isoDateTime,
        }),
      ),
    },
  }) as const;

type S = ReturnType<typeof systemSchemas>;

export const systemRoutes = {
  health: route<S['health']>('GET', '/api/v1/health', 'public'),
  liveness: route<S['liveness']>('GET', '/api/v1/health/live', 'public'),
  readiness: route<S['readiness']>('GET', '/api/v1/health/ready', 'public'),
  config: route<S['config']>('GET', '/api/v1/config', 'public'),
  outbox: route<S['outbox']>('GET', '/api/v1/dev/outbox', 'public'),
};
