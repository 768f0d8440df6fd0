/**
 * Invoices on open pages (InvoiceUpdated, InvoiceDeleted): the tutor's and every admin's
 * tabs hear of each change, and the admin queue's cached counts are dropped.
 */
import { CacheGroup } from '@darsak/shared';
import type { AppContext } from '../../context.js';
import { adminIds } from './repository.js';

export const startLiveInvoices = (ctx: AppContext): void => {
  ctx.events.on('invoice.changed', async ({ invoiceId, tutorId, removed }) => {
    ctx.cache.invalidate(CacheGroup.AdminInvoices);
    const audience = [tutorId, ...(await adminIds(ctx.db))];
    ctx.realtime.toUsers(audience, removed ? 'InvoiceDeleted' : 'InvoiceUpdated', { invoiceId });
  });
};
