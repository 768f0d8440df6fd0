/** Rules for availability and lessons (SPEC §5). */
import { z } from 'zod/mini';
import * as C from '../constants.js';
import { missingOr, requiredText, integer, isIsoDateTime, instant } from '../validation/core.js';

export const noticePeriod = integer().check(
  z.minimum(0, 'invalid-notice-period'),
  z.maximum(C.NOTICE_PERIOD_MAX_MINUTES, 'notice-period-too-long'),
);

/** A lesson starts on a quarter hour (SPEC §4: free time in 15-minute steps). */
export const lessonStart = z.pipe(
  instant,
  z
    .date()
    .check(z.refine((d) => d.getTime() % (C.SLOT_STEP_MINUTES * 60_000) === 0, 'invalid-value')),
);

/** Lesson length: 15 or 30 minutes (SPEC §3). */
export const lessonDuration = z.literal([...C.LESSON_DURATIONS], {
  error: missingOr('invalid-value'),
});

/** A weekday, Sunday 0 to Saturday 6 (SPEC §3). */
export const weekday = z.literal([0, 1, 2, 3, 4, 5, 6], { error: missingOr('invalid-value') });

/** Minutes from local midnight, on a quarter hour, 0 to 1440. */
export const minuteOfDay = integer().check(
  z.minimum(0, 'invalid-value'),
  z.maximum(C.MINUTES_PER_DAY, 'invalid-value'),
  z.refine((v) => v % C.SLOT_STEP_MINUTES === 0, 'invalid-value'),
);

/** A calendar date, `YYYY-MM-DD`, that exists. */
export const localDate = requiredText().check(
  z.refine((v) => /^\d{4}-\d{2}-\d{2}$/.test(v) && isIsoDateTime(v), 'invalid-value'),
);

/** A tutor's hourly rate in piasters. */
export const hourlyRate = integer().check(z.positive('invalid-price'));
