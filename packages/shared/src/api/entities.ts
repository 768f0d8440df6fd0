/** Shapes of the entities the API answers with (SPEC §3). Dates travel as ISO 8601 strings. */
import { z } from 'zod';

export const isoDateTime = z.string().describe('ISO 8601 date-time');

export const token = z.object({ type: z.literal('bearer'), value: z.string() });
export type Token = z.infer<typeof token>;

export const topic = z.object({ id: z.number().int(), nameAr: z.string(), nameEn: z.string() });
export type Topic = z.infer<typeof topic>;

export const studentProfile = z.object({
  englishLevel: z.number().int().nullable(),
  goal: z.string().nullable(),
});
export type StudentProfile = z.infer<typeof studentProfile>;

/** What anyone signed in may see of another user. */
export const publicUser = z.object({
  id: z.number().int(),
  name: z.string(),
  role: z.number().int(),
  image: z.string().nullable(),
  gender: z.number().int().nullable(),
  city: z.number().int().nullable(),
  online: z.boolean(),
});
export type PublicUser = z.infer<typeof publicUser>;

/** A user as listed to admins. */
export const userSummary = publicUser.extend({
  email: z.string(),
  phone: z.string().nullable(),
  verifiedEmail: z.boolean(),
  verifiedPhone: z.boolean(),
  createdAt: isoDateTime,
});
export type UserSummary = z.infer<typeof userSummary>;

/** A user as seen by themselves and by admins. */
export const user = userSummary.extend({
  hasPassword: z.boolean(),
  birthYear: z.number().int().nullable(),
  job: z.string().nullable(),
  creditScore: z.number().int(),
  notificationMethod: z.number().int(),
  language: z.enum(['ar', 'en']),
  lastSeenAt: isoDateTime.nullable(),
  student: studentProfile.nullable(),
  topics: z.array(topic),
});
export type User = z.infer<typeof user>;

export const session = z.object({ user, token });
export type Session = z.infer<typeof session>;

/** A page of a paged list. */
export const page = <T extends z.ZodType>(item: T) =>
  z.object({ list: z.array(item), total: z.number().int() });
export type Page<T> = { list: T[]; total: number };
