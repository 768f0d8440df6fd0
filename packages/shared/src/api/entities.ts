/** Shapes of the entities the API answers with (SPEC §3). Dates travel as ISO 8601 strings. */
import { z } from 'zod/mini';

export const isoDateTime = z
  .string()
  .register(z.globalRegistry, { description: 'ISO 8601 date-time' });

export const token = z.object({ type: z.literal('bearer'), value: z.string() });
export type Token = z.infer<typeof token>;

export const topic = z.object({ id: z.int(), nameAr: z.string(), nameEn: z.string() });
export type Topic = z.infer<typeof topic>;

export const studentProfile = z.object({
  englishLevel: z.nullable(z.int()),
  goal: z.nullable(z.string()),
});
export type StudentProfile = z.infer<typeof studentProfile>;

const publicUserShape = {
  id: z.int(),
  name: z.string(),
  role: z.int(),
  image: z.nullable(z.string()),
  gender: z.nullable(z.int()),
  city: z.nullable(z.int()),
  online: z.boolean(),
};
/** What anyone signed in may see of another user. */
export const publicUser = z.object(publicUserShape);
export type PublicUser = z.infer<typeof publicUser>;

const userSummaryShape = {
  ...publicUserShape,
  email: z.string(),
  phone: z.nullable(z.string()),
  verifiedEmail: z.boolean(),
  verifiedPhone: z.boolean(),
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
  lastSeenAt: z.nullable(isoDateTime),
  student: z.nullable(studentProfile),
  topics: z.array(topic),
});
export type User = z.infer<typeof user>;

export const session = z.object({ user, token });
export type Session = z.infer<typeof session>;

/** A page of a paged list. */
export const page = <T extends z.ZodMiniType>(item: T) =>
  z.object({ list: z.array(item), total: z.int() });
export type Page<T> = { list: T[]; total: number };
