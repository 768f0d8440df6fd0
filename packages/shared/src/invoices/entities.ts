/** A withdrawal invoice and a tutor's balance as the API answers them. */
import { z } from 'zod/mini';
import { invoiceStages } from './model.js';

const isoDateTime = z.string();
const person = z.object({ id: z.int(), name: z.string(), image: z.nullable(z.string()) });

export const invoice = z.object({
  id: z.int(),
  /** With the gender, for wording that agrees («يعود المبلغ إلى رصيدها»). */
  tutor: z.object({ ...person.shape, gender: z.nullable(z.int()) }),
  /** Piasters. */
  amount: z.int(),
  method: z.int(),
  receiver: z.nullable(z.string()),
  bank: z.nullable(z.string()),
  phone: z.nullable(z.string()),
  accountNumber: z.nullable(z.string()),
  /** The InstaPay address. */
  username: z.nullable(z.string()),
  note: z.nullable(z.string()),
  adminNote: z.nullable(z.string()),
  /** The transfer receipt's private file name (served at /assets/receipts/{name}). */
  receipt: z.nullable(z.string()),
  /** The stored status, 0 to 4 (docs/product/earnings.md#invoice-stages). */
  status: z.int(),
  stage: z.enum(invoiceStages),
  addressedBy: z.nullable(person),
  /**
   * Local dates (YYYY-MM-DD) the transfer is expected between
   * (docs/product/earnings.md#expected-transfer).
   */
  expectedTransfer: z.object({ earliest: z.string(), latest: z.string() }),
  createdAt: isoDateTime,
  updatedAt: isoDateTime,
});
export type Invoice = z.infer<typeof invoice>;

const money = { earned: z.int(), pending: z.int(), withdrawn: z.int(), available: z.int() };

/** A tutor's money in piasters, derived; with month by month figures (oldest first). */
export const invoiceStats = z.object({
  ...money,
  months: z.array(
    z.object({ month: z.string(), earned: z.int(), withdrawn: z.int(), pending: z.int() }),
  ),
});
export type InvoiceStats = z.infer<typeof invoiceStats>;
