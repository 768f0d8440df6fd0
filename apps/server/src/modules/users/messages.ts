/**
 * Telling a user something by every channel they receive news on: email always, and WhatsApp too
 * when they chose it and their phone is verified (decision 002).
 */
import { NotificationMethod } from '@darsak/shared';
import type { AppContext } from '../../context.js';
import type { UserRow } from './repository.js';

export type Message = { subject: string; text: string };

export const messageUser = async (
  ctx: AppContext,
  user: UserRow,
  message: Message,
): Promise<void> => {
  await ctx.notifier.email({ to: user.email, subject: message.subject, text: message.text });
  const whatsapp =
    user.notificationMethod === NotificationMethod.WhatsApp && user.verifiedPhone && user.phone;
  if (whatsapp)
    await ctx.notifier.whatsapp({
      to: user.phone!,
      text: message.text,
      language: user.language === 'en' ? 'en' : 'ar',
    });
};
