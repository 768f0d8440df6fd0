/** Rules for contact requests from the public site. */
import { z } from 'zod/mini';
import * as C from '../constants.js';
import { hasMarkup } from '../validation/text.js';
import { text } from '../validation/core.js';

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
