/** Validation rules of tutor onboarding (SPEC §5 "Interview feedback and note"). */
import { z } from 'zod/mini';
import { INTERVIEW_FEEDBACK_MAX_LENGTH } from './model.js';
import { hasMarkup } from '../validation/text.js';

/** Why an intro video was rejected: shown to the tutor, so plain text. */
export const introVideoReason = z.string({ error: 'invalid-type' }).check(
  z.trim(),
  z.minLength(3, 'note-too-short'),
  z.maxLength(INTERVIEW_FEEDBACK_MAX_LENGTH, 'note-too-long'),
  z.refine((v) => !hasMarkup(v), 'invalid-markup'),
);
