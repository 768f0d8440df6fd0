/** Tutors: profile, standing, statistics and the list students search (docs/product/tutors.md). */
import { z } from 'zod/mini';
import { Gender, Role } from '../enums.js';
import * as rules from '../validation/rules.js';
import { route } from '../api/endpoint.js';
import { page } from '../api/common.js';
import {
  studentStats,
  tutorAdminRow,
  tutorCard,
  tutorMeta,
  tutorProfile,
  tutorStats,
} from './entities.js';

const admins = [Role.SuperAdmin, Role.RegularAdmin] as const;
const tutorLike = [Role.Tutor, Role.TutorManager] as const;

export const tutorsSchemas = () => {
  const idParams = z.object({ id: rules.id() });
  const bool = z.optional(
    z.pipe(
      z.enum(['true', 'false'], { error: 'invalid-value' }),
      z.transform((v) => v === 'true'),
    ),
  );
  return {
    tutorMeta: {
      tag: 'tutors',
      summary: 'The signed-in tutor’s standing: what is missing before students can find them.',
      response: tutorMeta,
    },
    tutorInfo: {
      tag: 'tutors',
      summary: 'A listed tutor’s profile (admins and the tutor see any tutor).',
      params: idParams,
      response: tutorProfile,
    },
    updateTutor: {
      tag: 'tutors',
      summary:
        'Update a tutor’s profile (the tutor: bio, about, notice period) or standing (admins: activation, bypass onboarding, hourly rate).',
      params: idParams,
      body: z
        .partial(
          z.object({
            bio: rules.bio,
            about: rules.about,
            noticePeriod: rules.noticePeriod,
            activated: z.boolean(),
            bypassOnboarding: z.boolean(),
            hourlyRate: z.nullable(rules.hourlyRate),
          }),
        )
        .check(
          z.refine<object>((body) => Object.keys(body).length > 0, { error: 'empty-request' }),
        ),
      response: tutorMeta,
    },
    tutorStats: {
      tag: 'tutors',
      summary: 'A tutor’s lessons, minutes and earnings (the tutor or admins).',
      params: idParams,
      response: tutorStats,
    },
    tutorStatsPersonalized: {
      tag: 'tutors',
      summary: 'The signed-in tutor’s statistics.',
      response: tutorStats,
    },
    tutorActivity: {
      tag: 'tutors',
      summary:
        'A tutor’s activity score and the cancellations that lowered it (the tutor or admins).',
      params: idParams,
      response: z.object({
        activityScore: z.int(),
        cancellations: z.array(
          z.object({ lessonId: z.int(), startsAt: z.string(), cancelledAt: z.string() }),
        ),
      }),
    },
    uncontactedTutors: {
      tag: 'tutors',
      summary:
        'The chat’s “all tutors” tab: listed tutors the signed-in student has no room with yet; search by name.',
      query: z.extend(rules.pageQuery, { q: z.optional(rules.searchQuery) }),
      response: page(tutorCard),
    },
    onboardedTutors: {
      tag: 'tutors',
      summary:
        'Tutors students can book, soonest free first then best rated; search by name, filter by topic, gender, rating and a free time.',
      query: z.extend(rules.pageQuery, {
        q: z.optional(rules.searchQuery),
        topicId: z.optional(rules.id()),
        gender: z.optional(
          z.pipe(
            z.coerce.number(),
            z.literal([Gender.Male, Gender.Female], { error: 'invalid-gender' }),
          ),
        ),
        minRating: z.optional(
          z.coerce.number().check(z.minimum(1, 'invalid-value'), z.maximum(5, 'invalid-value')),
        ),
        /** A tutor must be free for a lesson starting then (this quota week). */
        freeAt: z.optional(rules.lessonStart),
        /**
         * A tutor must be free for a lesson starting some time that day (`YYYY-MM-DD` in Cairo, this
         * quota week); `freeAt`, when given too, is the narrower ask and decides.
         */
        freeOn: z.optional(rules.localDate),
      }),
      response: page(tutorCard),
    },
    tutorList: {
      tag: 'tutors',
      summary: 'Every tutor with their standing, for admins; filter by listed and a text search.',
      query: z.extend(rules.pageQuery, {
        q: z.optional(rules.searchQuery),
        listed: bool,
      }),
      response: page(tutorAdminRow),
    },
    tutorStanding: {
      tag: 'tutors',
      summary: 'One tutor with their standing, as the admin list shows it.',
      params: idParams,
      response: tutorAdminRow,
    },
    fullTutors: {
      tag: 'tutors',
      summary: 'Listed tutors with no free time left this quota week.',
      response: z.array(tutorCard),
    },
    tutoringMinutes: {
      tag: 'tutors',
      summary: 'Minutes the signed-in tutor has taught: this quota week, this month, in all.',
      response: z.object({ thisWeek: z.int(), thisMonth: z.int(), total: z.int() }),
    },
    studentStats: {
      tag: 'students',
      summary: 'A student’s lessons and weekly quota (the student or admins).',
      params: idParams,
      response: studentStats,
    },
    studentStatsPersonalized: {
      tag: 'students',
      summary: 'The signed-in student’s lessons and quota.',
      response: studentStats,
    },
  } as const;
};

type S = ReturnType<typeof tutorsSchemas>;
export type UncontactedTutorsQuery = z.output<S['uncontactedTutors']['query']>;
export type OnboardedTutorsQuery = z.output<S['onboardedTutors']['query']>;
export type UpdateTutorBody = z.output<S['updateTutor']['body']>;

export const tutorsRoutes = {
  tutorMeta: route<S['tutorMeta']>('GET', '/api/v1/user/tutor/meta', tutorLike, {
    cached: ['lessons', 'tutors', 'onboarding'],
  }),
  tutorInfo: route<S['tutorInfo']>('GET', '/api/v1/user/tutor/info/:id', 'public', {
    cached: ['tutors', 'ratings'],
  }),
  updateTutor: route<S['updateTutor']>('PUT', '/api/v1/user/tutor/:id', 'user', {
    stale: ['tutors', 'users'],
  }),
  tutorStats: route<S['tutorStats']>('GET', '/api/v1/user/tutor/stats/:id', 'user', {
    cached: ['lessons', 'invoices'],
  }),
  tutorStatsPersonalized: route<S['tutorStatsPersonalized']>(
    'GET',
    '/api/v1/user/tutor/stats/personalized',
    tutorLike,
    { cached: ['lessons'] },
  ),
  tutorActivity: route<S['tutorActivity']>('GET', '/api/v1/user/tutor/activity/:id', 'user', {
    cached: ['lessons'],
  }),
  onboardedTutors: route<S['onboardedTutors']>(
    'GET',
    '/api/v1/user/tutor/list/onboarded',
    'public',
    { cached: ['tutors', 'ratings'] },
  ),
  tutorList: route<S['tutorList']>('GET', '/api/v1/user/tutor/list', admins, {
    cached: ['tutors', 'onboarding'],
  }),
  tutorStanding: route<S['tutorStanding']>('GET', '/api/v1/user/tutor/standing/:id', admins, {
    cached: ['tutors', 'onboarding'],
  }),
  uncontactedTutors: route<S['uncontactedTutors']>(
    'GET',
    '/api/v1/user/tutor/list/uncontacted',
    [Role.Student],
    { cached: ['chat'] },
  ),
  fullTutors: route<S['fullTutors']>('GET', '/api/v1/user/tutor/full-tutors', admins, {
    cached: ['tutors'],
  }),
  tutoringMinutes: route<S['tutoringMinutes']>(
    'GET',
    '/api/v1/user/tutor/tutoring-minutes',
    tutorLike,
    { cached: ['lessons'] },
  ),
  studentStats: route<S['studentStats']>('GET', '/api/v1/user/student/stats/:id', 'user', {
    cached: ['lessons', 'subscriptions'],
  }),
  studentStatsPersonalized: route<S['studentStatsPersonalized']>(
    'GET',
    '/api/v1/user/student/stats/personalized',
    [Role.Student],
    { cached: ['lessons'] },
  ),
};
