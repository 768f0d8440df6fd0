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
  /** Finished or skipped the guided tour (SPEC §1), remembered on the account, not the device. */
  tourDone: z.boolean(),
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

/** A person taking part in a lesson, as shown beside it. */
export const lessonMember = z.object({
  id: z.int(),
  name: z.string(),
  image: z.nullable(z.string()),
});
export type LessonMember = z.infer<typeof lessonMember>;

export const lessonStatuses = ['pending', 'happening', 'fulfilled', 'cancelled'] as const;
export type LessonStatus = (typeof lessonStatuses)[number];

/** A lesson (SPEC §3, §4): its status follows time unless it was cancelled. */
export const lesson = z.object({
  id: z.int(),
  tutor: lessonMember,
  student: lessonMember,
  startsAt: isoDateTime,
  endsAt: isoDateTime,
  duration: z.int(),
  /** What the tutor earns for it, in piasters. */
  price: z.int(),
  status: z.enum(lessonStatuses),
  cancelledBy: z.nullable(z.int()),
  cancelledAt: z.nullable(isoDateTime),
  createdAt: isoDateTime,
});
export type Lesson = z.infer<typeof lesson>;

export const ratingSummary = z.object({
  average: z.nullable(z.number()),
  count: z.int(),
});
export type RatingSummary = z.infer<typeof ratingSummary>;

/** A tutor as listed to students. */
export const tutorCard = z.object({
  id: z.int(),
  name: z.string(),
  image: z.nullable(z.string()),
  gender: z.nullable(z.int()),
  city: z.nullable(z.int()),
  bio: z.nullable(z.string()),
  topics: z.array(topic),
  rating: ratingSummary,
  /** The soonest time a lesson can start this quota week, or null when the week is full. */
  nextFreeAt: z.nullable(isoDateTime),
  lessonsTaught: z.int(),
  online: z.boolean(),
  /** What a lesson with the tutor costs, in piasters, for each length (15 and 30 minutes). */
  lessonPrices: z.array(z.object({ duration: z.int(), price: z.int() })),
});
export type TutorCard = z.infer<typeof tutorCard>;

/** A tutor's profile page. */
export const tutorProfile = z.object({
  ...tutorCard.shape,
  about: z.nullable(z.string()),
  video: z.nullable(z.string()),
  thumbnail: z.nullable(z.string()),
  noticePeriod: z.int(),
  joinedAt: isoDateTime,
});
export type TutorProfile = z.infer<typeof tutorProfile>;

/** Parts of a tutor's profile still missing before students can find them (SPEC §3 "missing data"). */
export const tutorMissing = [
  'name',
  'bio',
  'about',
  'topics',
  'image',
  'gender',
  'city',
  'email',
  'phone',
] as const;
export type TutorMissing = (typeof tutorMissing)[number];

/** What keeps a tutor out of the list students search: parts the listing rule needs, and activation. */
export const tutorListingBlocks = [
  'bio',
  'about',
  'topics',
  'email',
  'phone',
  'activation',
] as const;
export type TutorListingBlock = (typeof tutorListingBlocks)[number];

/** What a tutor needs to know about their own standing. */
export const tutorMeta = z.object({
  bio: z.nullable(z.string()),
  about: z.nullable(z.string()),
  noticePeriod: z.int(),
  hourlyRate: z.int(),
  /** True when the tutor has no rate of their own and the platform's default applies. */
  hourlyRateIsDefault: z.boolean(),
  activityScore: z.int(),
  activated: z.boolean(),
  bypassOnboarding: z.boolean(),
  profileComplete: z.boolean(),
  missing: z.array(z.enum(tutorMissing)),
  /** Why students cannot find the tutor yet; empty when listed. */
  blocking: z.array(z.enum(tutorListingBlocks)),
  /** Whether students can find and book the tutor. */
  listed: z.boolean(),
});
export type TutorMeta = z.infer<typeof tutorMeta>;

/** A tutor as listed to admins. */
export const tutorAdminRow = z.object({
  ...userSummaryShape,
  ...tutorMeta.shape,
  rating: ratingSummary,
  lessonsTaught: z.int(),
});
export type TutorAdminRow = z.infer<typeof tutorAdminRow>;

export const tutorStats = z.object({
  lessonsFulfilled: z.int(),
  minutesTaught: z.int(),
  /** Piasters earned from fulfilled lessons. */
  earnings: z.int(),
  minutesThisWeek: z.int(),
  earningsThisMonth: z.int(),
  upcomingLessons: z.int(),
  cancelledByTutor: z.int(),
  rating: ratingSummary,
  activityScore: z.int(),
});
export type TutorStats = z.infer<typeof tutorStats>;

/** A weekly range of free time, in Cairo local minutes from midnight. */
export const availabilitySlot = z.object({
  id: z.int(),
  weekday: z.int(),
  startMinute: z.int(),
  endMinute: z.int(),
});
export type AvailabilitySlot = z.infer<typeof availabilitySlot>;

/** A one-off change on a date: extra free time, or a blocked range. */
export const availabilityException = z.object({
  id: z.int(),
  date: z.string(),
  startMinute: z.int(),
  endMinute: z.int(),
  available: z.boolean(),
});
export type AvailabilityException = z.infer<typeof availabilityException>;

/** A time a lesson can start, and the longest lesson that fits there. */
export const freeTime = z.object({ startsAt: isoDateTime, maxDuration: z.int() });
export type FreeTime = z.infer<typeof freeTime>;

export const plan = z.object({
  id: z.int(),
  weeklyMinutes: z.int(),
  /** Base price of a month, in piasters. */
  monthPrice: z.int(),
  /** Percent off each period; fractions such as 12.5 are allowed (SPEC §5). */
  discounts: z.object({ month: z.number(), quarter: z.number(), year: z.number() }),
  /** Full price of each period after its discount, in piasters. */
  prices: z.object({ month: z.int(), quarter: z.int(), year: z.int() }),
  active: z.boolean(),
  invitesOnly: z.boolean(),
  createdAt: isoDateTime,
});
export type Plan = z.infer<typeof plan>;

export const subscription = z.object({
  id: z.int(),
  userId: z.int(),
  planId: z.nullable(z.int()),
  period: z.int(),
  weeklyMinutes: z.int(),
  startsAt: isoDateTime,
  endsAt: isoDateTime,
  cancelledAt: z.nullable(isoDateTime),
  /** In force now: started, not ended, not cancelled. */
  active: z.boolean(),
  createdAt: isoDateTime,
});
export type Subscription = z.infer<typeof subscription>;

/** The weekly quota (SPEC §6, §9): minutes of the active subscription left in this quota week. */
export const quota = z.object({
  weekStart: isoDateTime,
  weekEnd: isoDateTime,
  weeklyMinutes: z.int(),
  usedMinutes: z.int(),
  remainingMinutes: z.int(),
  subscription: z.nullable(subscription),
});
export type Quota = z.infer<typeof quota>;

export const studentStats = z.object({
  lessonsAttended: z.int(),
  minutesAttended: z.int(),
  upcomingLessons: z.int(),
  quota,
});
export type StudentStats = z.infer<typeof studentStats>;

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

export * from './entities/invoices.js';
