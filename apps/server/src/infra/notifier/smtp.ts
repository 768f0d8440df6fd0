/** Email over SMTP with nodemailer. */
import nodemailer from 'nodemailer';
import type { Config } from '../../config.js';
import { DeliveryError, type EmailMessage } from './notifier.js';

export const createSmtpTransport = (smtp: NonNullable<Config['smtp']>) => {
  const transport = nodemailer.createTransport({
    host: smtp.host,
    port: smtp.port,
    secure: smtp.secure,
    auth: smtp.user ? { user: smtp.user, pass: smtp.password ?? '' } : undefined,
  });
  return {
    send: async (message: EmailMessage): Promise<void> => {
      try {
        await transport.sendMail({
          from: smtp.from,
          to: message.to,
          subject: message.subject,
          text: message.text,
        });
      } catch (error) {
        const responseCode = (error as { responseCode?: number }).responseCode ?? 0;
        throw new DeliveryError(
          `SMTP delivery failed: ${(error as Error).message}`,
          responseCode >= 550 && responseCode < 560 ? 'recipient' : 'transport',
        );
      }
    },
    close: () => transport.close(),
  };
};
