/** Rules for chat messages. */
import { z } from 'zod/mini';
import * as C from '../constants.js';
import { hasMarkup } from '../validation/text.js';
import { text } from '../validation/core.js';

export const messageText = text().check(
  z.trim(),
  z.minLength(1, 'message-too-short'),
  z.maxLength(C.MESSAGE_TEXT_MAX_LENGTH, 'message-too-long'),
  z.refine((v) => !hasMarkup(v), 'invalid-markup'),
);
