/** A contact request as admins read it. */
import { z } from 'zod/mini';
import { isoDateTime } from '../api/common.js';

export const contactRequest = z.object({
  id: z.int(),
  name: z.nullable(z.string()),
  replyTo: z.string(),
  title: z.string(),
  message: z.string(),
  language: z.enum(['ar', 'en']),
  source: z.nullable(z.string()),
  createdAt: isoDateTime,
  handledAt: z.nullable(isoDateTime),
  handledByName: z.nullable(z.string()),
  /** For the verb to agree: «عالجتها سلمى». */
  handledByGender: z.nullable(z.int()),
});
export type ContactRequest = z.infer<typeof contactRequest>;
