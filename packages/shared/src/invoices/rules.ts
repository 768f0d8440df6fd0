/**
 * A withdrawal request's fields (docs/product/earnings.md#payout-methods): the amount in piasters
 * and, by method, where the money goes: a wallet phone, a bank account at one of the banks offered,
 * or an InstaPay address.
 */
import { z } from 'zod/mini';
import { invoiceActions, reasonedInvoiceActions } from './model.js';
import * as C from '../constants.js';
import { Bank, WithdrawMethod } from '../enums.js';
import { hasMarkup, toAsciiDigits } from '../validation/text.js';
import { missingOr, refineTo, text, requiredText, integer } from '../validation/core.js';
import { name, phone } from '../accounts/rules.js';

/**
 * A withdrawal amount in piasters, 100 to 50,000 EGP (docs/product/earnings.md#withdrawal-request).
 */
export const withdrawalAmount = integer().check(
  z.positive('amount-not-positive'),
  z.minimum(C.WITHDRAWAL_MIN_PIASTERS, 'amount-below-min'),
  z.maximum(C.WITHDRAWAL_MAX_PIASTERS, 'amount-above-max'),
);

export const invoiceNote = text().check(
  z.trim(),
  z.minLength(1, 'invoice-note-empty'),
  z.maxLength(C.INVOICE_NOTE_MAX_LENGTH, 'invoice-note-too-long'),
  z.refine((v) => !hasMarkup(v), 'invoice-note-invalid'),
);

export const instantPaymentAddress = requiredText().check(
  z.toLowerCase(),
  z.regex(/^[a-z0-9._-]{3,}@instapay$/, 'invalid-instant-payment-address'),
);

export const bankName = refineTo(
  text().check(z.trim(), z.minLength(1, 'bank-name-empty')),
  (v): v is Bank => (Object.values(Bank) as string[]).includes(v),
  'invalid-bank-name',
);

/** Digits in either kind; the spaces and dashes a statement groups them with are dropped. */
export const bankAccountNumber = z.pipe(
  z.pipe(
    requiredText(),
    z.transform((value: string) => toAsciiDigits(value).replace(/[\s-]/g, '')),
  ),
  z.string().check(z.regex(/^\d{10,29}$/, 'invalid-bank-account')),
);

export const withdrawMethod = z.literal(
  [WithdrawMethod.Wallet, WithdrawMethod.Bank, WithdrawMethod.InstantPayment],
  { error: missingOr('invalid-withdraw-method') },
);

const common = () => ({
  amount: withdrawalAmount,
  note: z.optional(invoiceNote),
});

/** The request as a tutor sends it; a method outside the spec's three answers `invalid-invoice-method`. */
export const invoiceRequest = () =>
  z.discriminatedUnion(
    'method',
    [
      z.object({
        ...common(),
        method: z.literal(WithdrawMethod.Wallet),
        phone: phone,
      }),
      z.object({
        ...common(),
        method: z.literal(WithdrawMethod.Bank),
        bank: bankName,
        accountNumber: bankAccountNumber,
        receiver: name,
      }),
      z.object({
        ...common(),
        method: z.literal(WithdrawMethod.InstantPayment),
        username: instantPaymentAddress,
      }),
    ],
    { error: 'invalid-invoice-method' },
  );

/**
 * An admin's rejection (docs/product/earnings.md#invoice-actions): the tutor is told it was
 * rejected and why, so the reason may not be empty (`invoice-note-empty`) and is a note like any
 * other.
 */
export const invoiceRejection = () => z.object({ note: invoiceNote });

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
