/** Rules for prices, plans, coupons, withdrawals and cards (SPEC §5). */
import { z } from 'zod/mini';
import * as C from '../constants.js';
import { Bank, WithdrawMethod } from '../enums.js';
import { hasMarkup, toAsciiDigits } from '../validation/text.js';
import {
  missingOrType,
  missingOr,
  refineTo,
  text,
  requiredText,
  INT4_MAX,
  integer,
  isIsoDateTime,
} from '../validation/core.js';

/** A withdrawal amount in piasters (SPEC §5: 100 to 50,000 EGP). */
export const withdrawalAmount = integer().check(
  z.positive('amount-not-positive'),
  z.minimum(C.WITHDRAWAL_MIN_PIASTERS, 'amount-below-min'),
  z.maximum(C.WITHDRAWAL_MAX_PIASTERS, 'amount-above-max'),
);

/** Bounds of an amount range, in piasters: neither negative (SPEC §5: a zero limit exists), minimum not above maximum. */
export const amountBounds = z
  .object({
    min: integer().check(z.nonnegative('amount-not-positive')),
    max: integer().check(z.nonnegative('amount-not-positive')),
  })
  .check(z.refine((v) => v.min <= v.max, { error: 'min-above-max', path: ['min'] }));

export const weeklyMinutes = integer().check(
  z.minimum(C.PLAN_WEEKLY_MINUTES_MIN, 'weekly-minutes-out-of-range'),
  z.maximum(C.PLAN_WEEKLY_MINUTES_MAX, 'weekly-minutes-out-of-range'),
);
/** A price in piasters, within what an integer column holds. */
export const price = z
  .number({ error: missingOrType })
  .check(z.int('invalid-price'), z.positive('invalid-price'), z.maximum(INT4_MAX, 'invalid-price'));
export const discountPercent = z
  .number({ error: missingOrType })
  .check(
    z.minimum(0, 'discount-out-of-range'),
    z.maximum(C.PLAN_DISCOUNT_MAX_PERCENT, 'discount-out-of-range'),
  );

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

export const cardCvv = z.pipe(
  z.pipe(requiredText(), z.transform(toAsciiDigits)),
  z.string().check(z.regex(/^\d{3,4}$/, 'invalid-cvv')),
);
