/** Rules for payments: amounts, coupons and cards. */
import { z } from 'zod/mini';
import * as C from '../constants.js';
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
