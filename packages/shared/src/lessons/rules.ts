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
