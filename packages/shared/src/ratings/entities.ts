/** Ratings of tutors. Dates travel as ISO 8601 strings. */
import { z } from 'zod/mini';
import { isoDateTime } from '../api/common.js';
import { lessonMember } from '../lessons/entities.js';

export const rating = z.object({
  id: z.int(),
  rater: lessonMember,
  tutorId: z.int(),
  value: z.int(),
  text: z.nullable(z.string()),
  createdAt: isoDateTime,
  updatedAt: isoDateTime,
});
export type Rating = z.infer<typeof rating>;
