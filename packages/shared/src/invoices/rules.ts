/**
 * A withdrawal request's fields (SPEC §5 "Invoice"): the amount in piasters and, by method, where
 * the money goes: a wallet phone, a bank account at one of the spec's banks, or an InstaPay address.
 */
import { z } from 'zod/mini';
import { WithdrawMethod } from '../enums.js';
import { invoiceActions, reasonedInvoiceActions } from './model.js';
import * as rules from '../validation/rules.js';

const common = () => ({
  amount: rules.withdrawalAmount,
  note: z.optional(rules.invoiceNote),
});

/** The request as a tutor sends it; a method outside the spec's three answers `invalid-invoice-method`. */
export const invoiceRequest = () =>
  z.discriminatedUnion(
    'method',
    [
      z.object({
        ...common(),
        method: z.literal(WithdrawMethod.Wallet),
        phone: rules.phone,
      }),
      z.object({
        ...common(),
        method: z.literal(WithdrawMethod.Bank),
        bank: rules.bankName,
        accountNumber: rules.bankAccountNumber,
        receiver: rules.name,
      }),
      z.object({
        ...common(),
        method: z.literal(WithdrawMethod.InstantPayment),
        username: rules.instantPaymentAddress,
      }),
    ],
    { error: 'invalid-invoice-method' },
  );

/**
 * An admin's rejection (SPEC §4 "mark rejected"): the tutor is told it was rejected and why, so the
 * reason may not be empty (`invoice-note-empty`, SPEC §5) and is a note like any other.
 */
export const invoiceRejection = () => z.object({ note: rules.invoiceNote });

/** The text fields of `PUT /invoice/{id}/with/asset`; `details` is the edited request (as JSON). */
export const invoiceUpdate = () =>
  z
    .object({
      action: z.enum(invoiceActions as [string, ...string[]], { error: 'illegal-invoice-update' }),
      details: z.optional(invoiceRequest()),
      /** An admin's note: set with text, removed with an empty value; the reason of a rejection. */
      note: z.optional(z.string()),
    })
    .check(
      z.refine(
        (fields) =>
          !(reasonedInvoiceActions as readonly string[]).includes(fields.action) ||
          (fields.note ?? '').trim() !== '',
        { error: 'invoice-note-empty', path: ['note'] },
      ),
    );
