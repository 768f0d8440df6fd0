/** Rules for payments: amounts, coupons and cards. */
import { z } from 'zod/mini';
import * as C from '../constants.js';
import { WithdrawMethod } from '../enums.js';
import { name, phone } from '../accounts/rules.js';
import { bankName } from '../invoices/rules.js';
import { toAsciiDigits } from '../validation/text.js';
import { missingOrType, requiredText, integer, isIsoDateTime } from '../validation/core.js';

/**
 * Bounds of an amount range, in piasters: neither negative (a zero limit is allowed), minimum not
 * above maximum.
 */
export const amountBounds = z
  .object({
    min: integer().check(z.nonnegative('amount-not-positive')),
    max: integer().check(z.nonnegative('amount-not-positive')),
  })
  .check(z.refine((v) => v.min <= v.max, { error: 'min-above-max', path: ['min'] }));

export const couponCode = requiredText().check(
  z.toUpperCase(),
  z.regex(/^[A-Z0-9_-]{3,20}$/, 'invalid-coupon-code'),
);

export const couponDiscount = z.number({ error: missingOrType }).check(
  z.refine((v) => v !== 0, 'zero-discount'),
  z.refine((v) => v > 0, 'invalid-value'),
  z.refine((v) => v <= C.COUPON_DISCOUNT_MAX_PERCENT, 'discount-too-high'),
);

export const couponExpiry = requiredText().check(
  z.refine(isIsoDateTime, 'invalid-expiry'),
  z.refine((v) => Date.parse(v) > Date.now(), 'expiry-in-past'),
);

export const cardCvv = z.pipe(
  z.pipe(requiredText(), z.transform(toAsciiDigits)),
  z.string().check(z.regex(/^\d{3,4}$/, 'invalid-cvv')),
);

/** A refund's amount in piasters: at least one; the server holds it to what is left of the order. */
export const refundAmount = integer().check(z.positive('amount-not-positive'));

/** Whether an IBAN's check digits hold (ISO 13616: the number moved and read modulo 97 is 1). */
export const ibanChecks = (iban: string): boolean => {
  const moved = `${iban.slice(4)}${iban.slice(0, 4)}`;
  let rest = 0;
  for (const char of moved) {
    const value = /[A-Z]/.test(char) ? String(char.charCodeAt(0) - 55) : char;
    for (const digit of value) rest = (rest * 10 + Number(digit)) % 97;
  }
  return rest === 1;
};

/**
 * Where a cash refund is sent (docs/product/plans-and-payments.md#cash-refunds): an Egyptian IBAN
 * (EG and 27 digits, its check digits holding: `invalid-iban`), or the account's own number
 * (`invalid-bank-account`). Spaces and dashes are dropped; letters read in capitals.
 */
export const refundBankAccount = z.pipe(
  z.pipe(
    requiredText(),
    z.transform((value: string) => toAsciiDigits(value).replace(/[\s-]/g, '').toUpperCase()),
  ),
  z.string().check(
    z.superRefine((value, ctx) => {
      if (/^[A-Z]/.test(value)) {
        if (!/^EG\d{27}$/.test(value) || !ibanChecks(value))
          ctx.issues.push({ code: 'custom', message: 'invalid-iban', input: value });
      } else if (!/^\d{10,29}$/.test(value))
        ctx.issues.push({ code: 'custom', message: 'invalid-bank-account', input: value });
    }),
  ),
);

/**
 * Where the student wants a cash refund sent: a mobile wallet's number, or a bank account (the
 * holder's name, the bank, its IBAN or number). Another method answers `invalid-withdraw-method`.
 */
export const refundDestination = () =>
  z.discriminatedUnion(
    'method',
    [
      z.object({ method: z.literal(WithdrawMethod.Wallet), phone }),
      z.object({
        method: z.literal(WithdrawMethod.Bank),
        bank: bankName,
        accountNumber: refundBankAccount,
        receiver: name,
      }),
    ],
    { error: 'invalid-withdraw-method' },
  );

/** The transfer's reference an admin marks a cash refund paid with. */
export const payoutReference = requiredText().check(
  z.trim(),
  z.maxLength(C.PAYOUT_REFERENCE_MAX_LENGTH, 'payout-reference-too-long'),
);
