/** Rules for a tutor's teaching profile. */
import { z } from 'zod/mini';
import * as C from '../constants.js';
import { integer } from '../validation/core.js';

export const noticePeriod = integer().check(
  z.minimum(0, 'invalid-notice-period'),
  z.maximum(C.NOTICE_PERIOD_MAX_MINUTES, 'notice-period-too-long'),
);

/** A tutor's hourly rate in piasters. */
export const hourlyRate = integer().check(z.positive('invalid-price'));
