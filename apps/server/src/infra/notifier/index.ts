/** Builds the notifier for the environment: real transports when configured, plus the local outbox. */
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import { outboxMessages } from '../../db/schema.js';
import { DeliveryError, type Notifier } from './notifier.js';
import { createSmtpTransport } from './smtp.js';
import { createWhatsAppTransport } from './whatsapp.js';

export * from './notifier.js';

export const createNotifier = (
  config: Config,
  db: Db,
  log: FastifyBaseLogger,
): Notifier & { close: () => void } => {
  const local = config.environment === 'local';
  const smtp = config.smtp ? createSmtpTransport(config.smtp) : undefined;
  const whatsapp = config.whatsapp ? createWhatsAppTransport(config.whatsapp) : undefined;

  const keep = async (
    channel: 'email' | 'whatsapp',
    recipient: string,
    subject: string | null,
    body: string,
  ) => {
    if (!local) return;
    await db.insert(outboxMessages).values({ channel, recipient, subject, body });
    log.info({ channel, recipient }, 'message kept in the local outbox');
  };

  return {
    email: async (message) => {
      await keep('email', message.to, message.subject, message.text);
      if (smtp) await smtp.send(message);
      else if (!local) throw new DeliveryError('Email is not configured', 'transport');
    },
    whatsapp: async (message) => {
      await keep('whatsapp', message.to, null, message.text);
      if (whatsapp) await whatsapp.send(message);
      else if (!local) throw new DeliveryError('WhatsApp is not configured', 'transport');
    },
    close: () => smtp?.close(),
  };
};
