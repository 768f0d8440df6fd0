/** An invoice as the API answers it. */
import { expectedTransfer, stageOf, type Invoice, type InvoiceStatus } from '@darsak/shared';
import { publicAssetUrl } from '../../infra/storage.js';
import type { InvoiceWithPeople } from './repository.js';

const person = <P extends { id: number; name: string; image: string | null }>(p: P): P => ({
  ...p,
  image: p.image ? publicAssetUrl(p.image) : null,
});

export const presentInvoice = (
  { invoice, tutor, addressedBy }: InvoiceWithPeople,
  zone: string,
): Invoice => ({
  id: invoice.id,
  tutor: person(tutor),
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
  addressedBy: addressedBy?.id ? person(addressedBy) : null,
  expectedTransfer: expectedTransfer(invoice.createdAt, zone),
  createdAt: invoice.createdAt.toISOString(),
  updatedAt: invoice.updatedAt.toISOString(),
});
