/** Validation rules of tutor onboarding: interview feedback, notes and review reasons. */
import { z } from 'zod/mini';
import * as C from '../constants.js';
import { EnglishLevel } from '../enums.js';
import { INTERVIEW_FEEDBACK_MAX_LENGTH } from './model.js';
import { hasMarkup } from '../validation/text.js';
import { text, integer } from '../validation/core.js';

/** Why an intro video was rejected: shown to the tutor, so plain text. */
export const introVideoReason = z.string({ error: 'invalid-type' }).check(
  z.trim(),
  // An empty reason is missing, not short (docs/product/back-office.md).
  z.minLength(1, 'required'),
  z.minLength(3, 'note-too-short'),
  z.maxLength(INTERVIEW_FEEDBACK_MAX_LENGTH, 'note-too-long'),
  z.refine((v) => !hasMarkup(v), 'invalid-markup'),
);

/** Interview feedback and note (docs/product/onboarding.md#verdicts). */
export const interviewNote = text().check(
  z.trim(),
  z.minLength(C.INTERVIEW_NOTE_MIN_LENGTH, 'note-too-short'),
  z.maxLength(C.INTERVIEW_NOTE_MAX_LENGTH, 'note-too-long'),
  z.refine((v) => !hasMarkup(v), 'invalid-markup'),
);

export const interviewLevel = integer().check(
  z.minimum(EnglishLevel.Beginner, 'interview-level-too-low'),
  z.maximum(EnglishLevel.Mastery, 'interview-level-too-high'),
);
