/** Rules for plans: weekly minutes, prices and discounts. */
import { z } from 'zod/mini';
import * as C from '../constants.js';
import { missingOrType, INT4_MAX, integer } from '../validation/core.js';

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
