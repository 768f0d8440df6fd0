/**
 * Telling a tutor their withdrawal was paid or rejected, by email and WhatsApp
 * (docs/product/earnings.md#notices). The notice is a durable job scheduled in the transaction that
 * settles the invoice, once per invoice.
 */
import { z } from 'zod/mini';
import { formatMoney, InvoiceStatus } from '@darsak/shared';
import type { Executor } from '../../db/client.js';
import { defineJob } from '../../jobs.js';
import { findUserById, messageUser } from '../users/index.js';
import { findInvoice } from './repository.js';
import { settledTexts } from './texts.js';

export const settledNotice = defineJob({
  name: 'invoice-settled-notice',
  schema: z.object({ invoiceId: z.int() }),
  run: async (ctx, { invoiceId }) => {
    const found = await findInvoice(ctx.db, invoiceId);
    if (!found) return;
    const { invoice } = found;
    const tutor = await findUserById(ctx.db, invoice.tutorId);
    if (!tutor) return;
    const en = tutor.language === 'en';
    const texts = en ? settledTexts.en : settledTexts.ar;
    const amount = formatMoney(invoice.amount, en ? 'en-EG' : 'ar-EG');
    if (invoice.status === InvoiceStatus.Approved)
      await messageUser(ctx, tutor, {
        subject: texts.fulfilledSubject,
        text: texts.fulfilledText(tutor.name, amount),
      });
    else if (invoice.status === InvoiceStatus.Rejected)
      await messageUser(ctx, tutor, {
        subject: texts.rejectedSubject,
        text: texts.rejectedText(tutor.name, amount, invoice.adminNote),
      });
  },
});

export const scheduleSettledNotice = (db: Executor, invoiceId: number, now: Date) =>
  settledNotice.schedule(db, [{ key: String(invoiceId), runAt: now, payload: { invoiceId } }]);
