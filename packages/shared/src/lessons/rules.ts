/** Rules for lessons: when they start, how long they last, the tutor's note. */
import { z } from 'zod/mini';
import * as C from '../constants.js';
import { hasMarkup } from '../validation/text.js';
import { missingOr, text, instant } from '../validation/core.js';

/** A lesson starts on a quarter hour (docs/product/lessons.md#booking-rules). */
export const lessonStart = z.pipe(
  instant,
  z
    .date()
    .check(z.refine((d) => d.getTime() % (C.SLOT_STEP_MINUTES * 60_000) === 0, 'invalid-value')),
);

/** Lesson length: 15 or 30 minutes (docs/product/lessons.md#booking-rules). */
export const lessonDuration = z.literal([...C.LESSON_DURATIONS], {
  error: missingOr('invalid-value'),
});

/** The tutor's note to the student after a lesson: short plain text, rendered as text. */
export const lessonNote = text().check(
  z.trim(),
  z.minLength(C.LESSON_NOTE_MIN_LENGTH, 'note-too-short'),
  z.maxLength(C.LESSON_NOTE_MAX_LENGTH, 'note-too-long'),
  z.refine((v) => !hasMarkup(v), 'invalid-markup'),
);

/** A member's note disputing an outcome: required plain text (docs/product/lessons.md#disputes). */
export const disputeNote = text().check(
  z.trim(),
  z.minLength(C.DISPUTE_NOTE_MIN_LENGTH, 'dispute-note-too-short'),
  z.maxLength(C.DISPUTE_NOTE_MAX_LENGTH, 'dispute-note-too-long'),
  z.refine((v) => !hasMarkup(v), 'invalid-markup'),
);

/** Why an admin acts on a lesson, kept in the audit log (docs/product/back-office.md#lesson-actions). */
export const adminReason = text().check(
  z.trim(),
  z.minLength(C.ADMIN_REASON_MIN_LENGTH, 'reason-too-short'),
  z.maxLength(C.ADMIN_REASON_MAX_LENGTH, 'reason-too-long'),
);

/** Minutes an admin gives back for a lesson: a whole number from 1 to the longest lesson. */
export const restoredMinutes = z
  .int({ error: missingOr('invalid-value') })
  .check(
    z.minimum(1, 'invalid-value'),
    z.maximum(Math.max(...C.LESSON_DURATIONS), 'invalid-value'),
  );
