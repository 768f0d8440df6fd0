/** Rules for a tutor's weekly schedule. */
import { z } from 'zod/mini';
import * as C from '../constants.js';
import { missingOr, integer } from '../validation/core.js';

/** A weekday, Sunday 0 to Saturday 6. */
export const weekday = z.literal([0, 1, 2, 3, 4, 5, 6], { error: missingOr('invalid-value') });

/** Minutes from local midnight, on a quarter hour, 0 to 1440. */
export const minuteOfDay = integer().check(
  z.minimum(0, 'invalid-value'),
  z.maximum(C.MINUTES_PER_DAY, 'invalid-value'),
  z.refine((v) => v % C.SLOT_STEP_MINUTES === 0, 'invalid-value'),
);
