/** The kiosk reference, sent by email (and WhatsApp when chosen) so it is at hand at the kiosk. */
import { formatMoney } from '@darsak/shared';
import { z } from 'zod/mini';
import { defineJob } from '../../jobs.js';
import { findUserById, messageUser } from '../users/index.js';
import * as repo from './repository.js';

const when = (at: Date, language: string, timeZone: string) =>
  new Intl.DateTimeFormat(language === 'en' ? 'en-GB' : 'ar-EG', {
    dateStyle: 'full',
    timeStyle: 'short',
    timeZone,
  }).format(at);

export const kioskMessage = defineJob({
  name: 'payments.kiosk-message',
  schema: z.object({ transactionId: z.int() }),
  run: async (ctx, { transactionId }) => {
    const row = await repo.findTransactionView(ctx.db, transactionId);
    if (!row || !row.providerRef || !row.expiresAt) return;
    const user = await findUserById(ctx.db, row.userId);
    if (!user) return;
    const en = user.language === 'en';
    const amount = formatMoney(row.amount, en ? 'en-GB' : 'ar-EG');
    const until = when(row.expiresAt, user.language, ctx.config.timeZone);
    await messageUser(
      ctx,
      user,
      en
        ? {
            subject: `Your Fawry payment reference: ${row.providerRef}`,
            text: `Hello ${user.name},\n\nPay ${amount} at any Fawry kiosk or in the myFawry app with reference ${row.providerRef} before ${until}. Your plan starts as soon as it is paid.\n\nThe Darsak team`,
          }
        : {
            subject: `الرقم المرجعي للدفع في فوري: ${row.providerRef}`,
            text: `مرحبًا ${user.name}،\n\nادفع ${amount} في أي منفذ فوري أو من تطبيق myFawry بالرقم المرجعي ${row.providerRef} قبل ${until}. تبدأ باقتك فور الدفع.\n\nفريق درسك`,
          },
    );
  },
});
