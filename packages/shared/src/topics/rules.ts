/** Rules for topics. */
import { z } from 'zod/mini';
import * as C from '../constants.js';
import { collapseSpaces } from '../validation/text.js';
import { text } from '../validation/core.js';

export const topicName = z.pipe(
  z.pipe(text(), z.transform(collapseSpaces)),
  z
    .string()
    .check(
      z.minLength(C.TOPIC_NAME_MIN_LENGTH, 'topic-name-too-short'),
      z.maxLength(C.TOPIC_NAME_MAX_LENGTH, 'topic-name-too-long'),
    ),
);
