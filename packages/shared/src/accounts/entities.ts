/** Users and sessions. Dates travel as ISO 8601 strings. */
import { z } from 'zod/mini';
import { callModes, sourceCodes } from '../enums.js';
import { isoDateTime, token } from '../api/common.js';
import { topic } from '../topics/entities.js';

export const studentProfile = z.object({
  englishLevel: z.nullable(z.int()),
  goal: z.nullable(z.string()),
  /**
   * Finished or skipped the guided tour (docs/product/accounts.md#guided-tour), remembered on the
   * account, not the device.
   */
  tourDone: z.boolean(),
});
export type StudentProfile = z.infer<typeof studentProfile>;

export const publicUserShape = {
  id: z.int(),
  name: z.string(),
  role: z.int(),
  image: z.nullable(z.string()),
  gender: z.nullable(z.int()),
  city: z.nullable(z.int()),
  online: z.boolean(),
};
/**
 * Someone named beside what they did («أنشأته سلمى»): with the gender, for the verb to agree.
 */
export const actingPerson = z.object({
  id: z.int(),
  name: z.string(),
  gender: z.nullable(z.int()),
});
export type ActingPerson = z.infer<typeof actingPerson>;

/** What anyone signed in may see of another user. */
export const publicUser = z.object(publicUserShape);
export type PublicUser = z.infer<typeof publicUser>;

export const userSummaryShape = {
  ...publicUserShape,
  email: z.string(),
  phone: z.nullable(z.string()),
  verifiedEmail: z.boolean(),
  verifiedPhone: z.boolean(),
  /** False once an admin deactivated the account. */
  active: z.boolean(),
  createdAt: isoDateTime,
};
/** A user as listed to admins. */
export const userSummary = z.object(userSummaryShape);
export type UserSummary = z.infer<typeof userSummary>;

/** A user as seen by themselves and by admins. */
export const user = z.object({
  ...userSummaryShape,
  hasPassword: z.boolean(),
  birthYear: z.nullable(z.int()),
  job: z.nullable(z.string()),
  creditScore: z.int(),
  notificationMethod: z.int(),
  language: z.enum(['ar', 'en']),
  /**
   * What the member's calls send: the whole call, the data saver or audio only; null until chosen,
   * when the browser's connection decides (docs/product/chat-and-calls.md#call-modes).
   */
  callMode: z.nullable(z.enum(callModes)),
  lastSeenAt: z.nullable(isoDateTime),
  student: z.nullable(studentProfile),
  topics: z.array(topic),
  /**
   * Where the account came from: the source code of the short link it followed, if any
   * (docs/product/site.md#sign-up-source).
   */
  signupSource: z.nullable(z.enum(sourceCodes)),
});
export type User = z.infer<typeof user>;

export const session = z.object({ user, token });
export type Session = z.infer<typeof session>;
