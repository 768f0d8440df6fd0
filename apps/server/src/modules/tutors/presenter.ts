/** Turns tutor records into the shapes of packages/shared. */
import {
  LESSON_DURATIONS,
  lessonPrice,
  rules,
  type RatingSummary,
  type TutorAdminRow,
  type TutorCard,
  type TutorListingBlock,
  type TutorMeta,
  type TutorMissing,
  type TutorProfile,
} from '@darsak/shared';
import { publicAssetUrl } from '../../infra/storage.js';
import { presentTopic, presentUserSummary } from '../users/index.js';
import type { TopicRow } from '../users/index.js';
import type { TutorRecord, TutorRow } from './repository.js';

/** The average to two decimals (cards show one), or null before the first rating. */
export const presentRatingSummary = (count: number, sum: number): RatingSummary => ({
  average: count > 0 ? Math.round((sum / count) * 100) / 100 : null,
  count,
});

export const tutorRating = (tutor: TutorRow): RatingSummary =>
  presentRatingSummary(tutor.ratingCount, tutor.ratingSum);

/**
 * What is still missing before the profile is complete (docs/product/tutors.md#complete-profile).
 */
export const missingParts = (record: TutorRecord, topicCount: number): TutorMissing[] => {
  const { user, tutor } = record;
  const checks: [TutorMissing, boolean][] = [
    ['name', rules.tutorName.safeParse(user.name).success],
    ['bio', tutor.bio !== null],
    ['about', tutor.about !== null],
    ['topics', topicCount > 0],
    ['image', user.image !== null],
    ['gender', user.gender !== null],
    ['city', user.city !== null],
    ['email', user.verifiedEmail],
    ['phone', user.phone !== null && user.verifiedPhone],
  ];
  return checks.filter(([, present]) => !present).map(([part]) => part);
};

/**
 * Why the tutor is not listed, in the listing rule's terms (modules/availability/listed.ts): the
 * parts it needs, and an admin's activation or bypass.
 */
export const listingBlocks = (
  record: TutorRecord,
  missing: TutorMissing[],
): TutorListingBlock[] => {
  const needed = (['bio', 'about', 'topics', 'email', 'phone'] as const).filter((part) =>
    missing.includes(part),
  );
  const activated = record.tutor.activated || record.tutor.bypassOnboarding;
  return record.listed ? [] : activated ? [...needed] : [...needed, 'activation'];
};

export const presentTutorMeta = (
  record: TutorRecord,
  topicCount: number,
  defaultHourlyRate: number,
): TutorMeta => {
  const { tutor } = record;
  const missing = missingParts(record, topicCount);
  return {
    bio: tutor.bio,
    about: tutor.about,
    noticePeriod: tutor.noticePeriod,
    hourlyRate: tutor.hourlyRate ?? defaultHourlyRate,
    hourlyRateIsDefault: tutor.hourlyRate === null,
    activityScore: tutor.activityScore,
    activated: tutor.activated,
    bypassOnboarding: tutor.bypassOnboarding,
    profileComplete: missing.length === 0,
    missing,
    blocking: listingBlocks(record, missing),
    listed: record.listed,
  };
};

export type CardExtras = {
  topics: TopicRow[];
  nextFreeAt: Date | null;
  lessonsTaught: number;
  /** The rate tutors without their own are paid at (configuration). */
  defaultHourlyRate: number;
};

export const presentTutorCard = (record: TutorRecord, extras: CardExtras): TutorCard => ({
  id: record.user.id,
  name: record.user.name,
  image: record.user.image ? publicAssetUrl(record.user.image) : null,
  gender: record.user.gender,
  city: record.user.city,
  bio: record.tutor.bio,
  topics: extras.topics.map(presentTopic),
  rating: tutorRating(record.tutor),
  nextFreeAt: extras.nextFreeAt?.toISOString() ?? null,
  lessonsTaught: extras.lessonsTaught,
  online: record.user.online,
  lessonPrices: LESSON_DURATIONS.map((duration) => ({
    duration,
    price: lessonPrice(record.tutor.hourlyRate ?? extras.defaultHourlyRate, duration),
  })),
});

export const presentTutorProfile = (record: TutorRecord, extras: CardExtras): TutorProfile => ({
  ...presentTutorCard(record, extras),
  about: record.tutor.about,
  video: record.tutor.video ? publicAssetUrl(record.tutor.video) : null,
  thumbnail: record.tutor.thumbnail ? publicAssetUrl(record.tutor.thumbnail) : null,
  noticePeriod: record.tutor.noticePeriod,
  joinedAt: record.user.createdAt.toISOString(),
});

export const presentTutorAdminRow = (
  record: TutorRecord,
  topicCount: number,
  lessonsTaught: number,
  defaultHourlyRate: number,
): TutorAdminRow => ({
  ...presentUserSummary(record.user),
  ...presentTutorMeta(record, topicCount, defaultHourlyRate),
  rating: tutorRating(record.tutor),
  lessonsTaught,
});
