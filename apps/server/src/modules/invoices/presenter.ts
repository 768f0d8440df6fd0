/** An invoice as the API answers it. */
import { expectedTransfer, stageOf, type Invoice, type InvoiceStatus } from '@darsak/shared';
import type { InvoiceWithPeople } from './repository.js';

export const presentInvoice = (
  { invoice, tutor, addressedBy }: InvoiceWithPeople,
  zone: string,
): Invoice => ({
  id: invoice.id,
  tutor,
  amount: invoice.amount,
  method: invoice.method,
  receiver: invoice.receiver,
  bank: invoice.bank,
  phone: invoice.phone,
  accountNumber: invoice.accountNumber,
  username: invoice.username,
  note: invoice.note,
  adminNote: invoice.adminNote,
  receipt: invoice.receipt,
  status: invoice.status,
  stage: stageOf({ ...invoice, status: invoice.status as InvoiceStatus }),
  addressedBy: addressedBy?.id ? addressedBy : null,
  expectedTransfer: expectedTransfer(invoice.createdAt, zone),
  createdAt: invoice.createdAt.toISOString(),
  updatedAt: invoice.updatedAt.toISOString(),
});
