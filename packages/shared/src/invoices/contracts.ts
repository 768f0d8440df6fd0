/** Withdrawal invoices (docs/product/earnings.md#withdrawals). */
import { z } from 'zod/mini';
import { Role } from '../enums.js';
import { invoiceStages } from './model.js';
import { rolesFor } from '../permissions.js';
import * as rules from '../validation/rules.js';
import { invoiceRequest } from './rules.js';
import { route } from '../api/endpoint.js';
import { page } from '../api/common.js';
import { invoice, invoiceStats } from './entities.js';

const admins = rolesFor('invoices.process');
const tutorLike = [Role.Tutor, Role.TutorManager] as const;

export const invoicesSchemas = () => ({
  createInvoice: {
    tag: 'invoices',
    summary:
      'A tutor asks to withdraw an amount (piasters) by wallet, bank or InstaPay; never more than the available balance.',
    body: invoiceRequest(),
    response: invoice,
  },
  listInvoices: {
    tag: 'invoices',
    summary:
      'Invoices: a tutor sees their own, newest first; admins see the queue, oldest first, by stage or tutor.',
    query: z.extend(rules.pageQuery, {
      stage: z.optional(z.enum(invoiceStages, { error: 'invalid-value' })),
      open: z.optional(z.enum(['true', 'false'], { error: 'invalid-value' })),
      tutorId: z.optional(
        z.coerce.number({ error: 'invalid-value' }).check(z.int('invalid-value')),
      ),
    }),
    response: z.extend(page(invoice), {
      /** How many invoices wait in each open stage (admins' queue tabs). */
      counts: z.record(z.string(), z.int()),
    }),
  },
  invoiceStats: {
    tag: 'invoices',
    summary: 'A tutor’s balance, derived: earned, pending, withdrawn, available, by month.',
    params: z.object({ id: rules.id() }),
    response: invoiceStats,
  },
  updateInvoice: {
    tag: 'invoices',
    summary:
      'Moves an invoice by an action (tutor: edit, request-cancel; admin: approve-update, approve-cancel, fulfil with the receipt file, reject, cancel, note). Multipart fields: action, details (JSON of the edited request), note; file: receipt.',
    params: z.object({ id: rules.id() }),
    multipart: { fields: ['action', 'details', 'note'], files: ['receipt'] },
    response: invoice,
  },
});

type S = ReturnType<typeof invoicesSchemas>;
export type CreateInvoiceBody = z.input<S['createInvoice']['body']>;

export const invoicesRoutes = {
  createInvoice: route<S['createInvoice']>('POST', '/api/v1/invoice', tutorLike, {
    stale: ['invoices'],
  }),
  listInvoices: route<S['listInvoices']>('GET', '/api/v1/invoice', [...admins, ...tutorLike], {
    cached: ['invoices'],
  }),
  invoiceStats: route<S['invoiceStats']>(
    'GET',
    '/api/v1/invoice/stats/:id',
    [...admins, ...tutorLike],
    { cached: ['invoices'] },
  ),
  updateInvoice: route<S['updateInvoice']>(
    'PUT',
    '/api/v1/invoice/:id/with/asset',
    [...admins, ...tutorLike],
    { stale: ['invoices', 'overview'] },
  ),
};

/** The receipt's address: private, served only to the invoice's tutor and to admins. */
export const receiptPath = (name: string): string => `/assets/receipts/${encodeURIComponent(name)}`;
