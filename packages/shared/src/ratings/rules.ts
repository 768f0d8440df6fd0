/** Rules for ratings, interviews, messages, topics and contact requests (SPEC §5). */
import { z } from 'zod/mini';
import * as C from '../constants.js';
import { EnglishLevel } from '../enums.js';
import { collapseSpaces, hasMarkup } from '../validation/text.js';
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

/** Interview feedback and note (SPEC §5). */
export const interviewNote = text().check(
  z.trim(),
  z.minLength(C.INTERVIEW_NOTE_MIN_LENGTH, 'note-too-short'),
  z.maxLength(C.INTERVIEW_NOTE_MAX_LENGTH, 'note-too-long'),
  z.refine((v) => !hasMarkup(v), 'invalid-markup'),
);
/** The tutor's note to the student after a lesson: short plain text, rendered as text. */
export const lessonNote = text().check(
  z.trim(),
  z.minLength(C.LESSON_NOTE_MIN_LENGTH, 'note-too-short'),
  z.maxLength(C.LESSON_NOTE_MAX_LENGTH, 'note-too-long'),
  z.refine((v) => !hasMarkup(v), 'invalid-markup'),
);
export const interviewLevel = integer().check(
  z.minimum(EnglishLevel.Beginner, 'interview-level-too-low'),
  z.maximum(EnglishLevel.Mastery, 'interview-level-too-high'),
);

export const messageText = text().check(
  z.trim(),
  z.minLength(1, 'message-too-short'),
  z.maxLength(C.MESSAGE_TEXT_MAX_LENGTH, 'message-too-long'),
  z.refine((v) => !hasMarkup(v), 'invalid-markup'),
);

export const topicName = z.pipe(
  z.pipe(text(), z.transform(collapseSpaces)),
  z
    .string()
    .check(
      z.minLength(C.TOPIC_NAME_MIN_LENGTH, 'topic-name-too-short'),
      z.maxLength(C.TOPIC_NAME_MAX_LENGTH, 'topic-name-too-long'),
    ),
);

export const contactRequest = z.object({
  title: text().check(
    z.trim(),
    z.minLength(C.CONTACT_TITLE_MIN_LENGTH, 'contact-title-too-short'),
    z.maxLength(C.CONTACT_TITLE_MAX_LENGTH, 'contact-title-too-long'),
  ),
  message: text().check(
    z.trim(),
    z.minLength(C.CONTACT_MESSAGE_MIN_LENGTH, 'contact-message-too-short'),
    z.maxLength(C.CONTACT_MESSAGE_MAX_LENGTH, 'contact-message-too-long'),
    z.refine((v) => !hasMarkup(v), 'invalid-markup'),
  ),
});
