/** Tutors as students, tutors and admins see them, and students’ figures. Dates are ISO 8601. */
import { z } from 'zod/mini';
import { isoDateTime } from '../api/common.js';
import { userSummaryShape } from '../accounts/entities.js';
import { quota } from '../plans/entities.js';
import { topic } from '../topics/entities.js';

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

/**
 * Parts of a tutor's profile still missing before students can find them
 * (docs/product/tutors.md#complete-profile).
 */
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

/** A student’s figures. */
export const studentStats = z.object({
  lessonsAttended: z.int(),
  minutesAttended: z.int(),
  upcomingLessons: z.int(),
  quota,
});
export type StudentStats = z.infer<typeof studentStats>;
