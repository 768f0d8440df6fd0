/** Rules for ratings of tutors. */
import { z } from 'zod/mini';
import * as C from '../constants.js';
import { hasMarkup } from '../validation/text.js';
import { text, integer } from '../validation/core.js';

export const ratingValue = integer().check(
  z.minimum(C.RATING_MIN, 'rating-too-low'),
  z.maximum(C.RATING_MAX, 'rating-too-high'),
);

export const ratingText = text().check(
  z.trim(),
  z.minLength(C.RATING_TEXT_MIN_LENGTH, 'rating-text-too-short'),
  z.maxLength(C.RATING_TEXT_MAX_LENGTH, 'rating-text-too-long'),
  z.refine((v) => !hasMarkup(v), 'invalid-markup'),
);
