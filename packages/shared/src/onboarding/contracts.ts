/**
 * Tutor onboarding (docs/product/onboarding.md): the tutor's steps, intro videos and their review,
 * interviews and demo sessions with tutor managers, and photo sessions with studios.
 */
import { z } from 'zod/mini';
import { Role, TutorManagerInterviewStatus as Status } from '../enums.js';
import * as rules from '../validation/rules.js';
import { route } from '../api/endpoint.js';
import { lessonMember } from '../lessons/entities.js';
import { page } from '../api/common.js';
import { interview, interviewTime, introVideo, onboarding, studioTutor } from './entities.js';

const admins = [Role.SuperAdmin, Role.RegularAdmin] as const;
const tutors = [Role.Tutor] as const;
const staffOfSessions = [Role.Tutor, Role.TutorManager, ...admins] as const;
const studioSide = [Role.Studio, ...admins] as const;

export const onboardingSchemas = () => {
  const idParams = z.object({ id: rules.id() });
  const sessionStatus = z.literal(
    [
      Status.Passed,
      Status.Rejected,
      Status.CanceledByTutorManager,
      Status.CanceledByTutor,
      Status.CanceledByAdmin,
    ],
    { error: 'invalid-value' },
  );
  const book = z.object({ startsAt: rules.lessonStart, managerId: z.optional(rules.id()) });
  const update = z.object({
    id: rules.id(),
    status: z.optional(sessionStatus),
    feedback: z.optional(rules.interviewNote),
    note: z.optional(z.nullable(rules.interviewNote)),
    level: z.optional(rules.interviewLevel),
    /** Admins hand a pending session to another tutor manager. */
    managerId: z.optional(rules.id()),
  });
  const listQuery = z.extend(rules.pageQuery, {
    status: z.optional(
      z.coerce
        .number({ error: 'invalid-value' })
        .check(
          z.int('invalid-value'),
          z.minimum(1, 'invalid-value'),
          z.maximum(6, 'invalid-value'),
        ),
    ),
    managerId: z.optional(rules.id()),
    tutorId: z.optional(rules.id()),
    when: z.optional(z.enum(['future', 'past'], { error: 'invalid-value' })),
  });
  return {
    myOnboarding: {
      tag: 'onboarding',
      summary:
        'The signed-in tutor’s onboarding: each step in order, where they are and what is next.',
      response: onboarding,
    },
    tutorOnboarding: {
      tag: 'onboarding',
      summary: 'A tutor’s whole onboarding timeline (admins).',
      params: idParams,
      response: onboarding,
    },
    joinSupportGroup: {
      tag: 'onboarding',
      summary: 'The tutor confirms they joined the support group; the step is then done.',
      response: onboarding,
    },
    listIntroVideos: {
      tag: 'onboarding',
      summary:
        'Intro videos: a tutor’s own, or everyone’s for admins (filter by status and tutor).',
      query: z.extend(rules.pageQuery, {
        status: z.optional(
          z.coerce
            .number({ error: 'invalid-value' })
            .check(
              z.int('invalid-value'),
              z.minimum(1, 'invalid-value'),
              z.maximum(3, 'invalid-value'),
            ),
        ),
        tutorId: z.optional(rules.id()),
      }),
      response: page(introVideo),
    },
    uploadIntroVideo: {
      tag: 'onboarding',
      summary:
        'Send an intro video (WebM or MP4, about a minute; the length is read from the file). One pending or approved video at a time: intro-video-exists; short-video-dur, long-video-dur, large-file-size.',
      multipart: { fields: ['duration'], files: ['video'] },
      response: introVideo,
    },
    reviewIntroVideo: {
      tag: 'onboarding',
      summary: 'Approve (3) or reject (2, with a reason) a pending intro video.',
      params: idParams,
      body: z.object({
        status: z.literal([2, 3], { error: 'invalid-value' }),
        reason: z.optional(rules.introVideoReason),
      }),
      response: introVideo,
    },
    interviewers: {
      tag: 'onboarding',
      summary: 'Tutor managers who take interviews now (active accounts).',
      response: z.array(lessonMember),
    },
    interviewTimes: {
      tag: 'onboarding',
      summary:
        'When a 30-minute interview or demo session can start in the next 14 days, and which tutor managers are free then.',
      query: z.object({ managerId: z.optional(rules.id()) }),
      response: z.object({ times: z.array(interviewTime) }),
    },
    bookInterview: {
      tag: 'onboarding',
      summary:
        'Book a 30-minute interview (after an approved intro video). busy-tutor-manager, inactive-tutor-manager, conflicting-interview; the reapply and 6-month rules answer illegal with the date.',
      body: book,
      response: interview,
    },
    updateInterview: {
      tag: 'onboarding',
      summary:
        'The candidate cancels before the start (5); the tutor manager cancels (4) or, once started, gives the verdict (2 or 3) with feedback, note and English level; admins cancel (6) or reassign.',
      body: update,
      response: interview,
    },
    listInterviews: {
      tag: 'onboarding',
      summary: 'Interviews: a tutor’s own, a manager’s own, or all for admins.',
      query: listQuery,
      response: page(interview),
    },
    getInterview: {
      tag: 'onboarding',
      summary: 'One interview, for its candidate, its manager or admins.',
      params: idParams,
      response: interview,
    },
    bookDemoSession: {
      tag: 'onboarding',
      summary:
        'Book a 30-minute demo session after a passed interview; demo-session-exists when one is pending or passed.',
      body: book,
      response: interview,
    },
    updateDemoSession: {
      tag: 'onboarding',
      summary: 'As for interviews: cancel, verdict with feedback and level, reassign.',
      body: update,
      response: interview,
    },
    listDemoSessions: {
      tag: 'onboarding',
      summary: 'Demo sessions: a tutor’s own, a manager’s own, or all for admins.',
      query: listQuery,
      response: page(interview),
    },
    getDemoSession: {
      tag: 'onboarding',
      summary: 'One demo session, for its candidate, its manager or admins.',
      params: idParams,
      response: interview,
    },
    studioTutors: {
      tag: 'onboarding',
      summary: 'Tutors whose demo session passed: waiting for a photo session, or filmed already.',
      query: z.extend(rules.pageQuery, {
        done: z.optional(
          z.pipe(
            z.enum(['true', 'false'], { error: 'invalid-value' }),
            z.transform((v) => v === 'true'),
          ),
        ),
      }),
      response: page(studioTutor),
    },
    studioTutor: {
      tag: 'onboarding',
      summary: 'One tutor as a studio sees them.',
      params: z.object({ tutorId: rules.id() }),
      response: studioTutor,
    },
    uploadTutorAssets: {
      tag: 'onboarding',
      summary:
        'A studio (or an admin) uploads the tutor’s image, profile video and thumbnail; with video and thumbnail the photo session is done.',
      query: z.object({ tutorId: rules.id() }),
      multipart: { fields: [], files: ['image', 'video', 'thumbnail'] },
      response: studioTutor,
    },
    studios: {
      tag: 'onboarding',
      summary: 'Studio accounts (admins).',
      response: z.array(lessonMember),
    },
    schedulePhotoSession: {
      tag: 'onboarding',
      summary: 'Admins set which studio films the tutor and when.',
      params: z.object({ tutorId: rules.id() }),
      body: z.object({ studioId: rules.id(), scheduledAt: rules.instant }),
      response: studioTutor,
    },
  } as const;
};

type S = ReturnType<typeof onboardingSchemas>;
export type BookInterviewBody = z.output<S['bookInterview']['body']>;
export type UpdateInterviewBody = z.output<S['updateInterview']['body']>;
export type InterviewListQuery = z.output<S['listInterviews']['query']>;
export type IntroVideoListQuery = z.output<S['listIntroVideos']['query']>;
export type ReviewIntroVideoBody = z.output<S['reviewIntroVideo']['body']>;
export type StudioTutorsQuery = z.output<S['studioTutors']['query']>;
export type SchedulePhotoSessionBody = z.output<S['schedulePhotoSession']['body']>;

export const onboardingRoutes = {
  myOnboarding: route<S['myOnboarding']>('GET', '/api/v1/user/tutor/onboarding', tutors, {
    cached: ['onboarding'],
  }),
  tutorOnboarding: route<S['tutorOnboarding']>('GET', '/api/v1/user/tutor/onboarding/:id', admins, {
    cached: ['onboarding'],
  }),
  joinSupportGroup: route<S['joinSupportGroup']>(
    'POST',
    '/api/v1/user/tutor/onboarding/support-group',
    tutors,
    { stale: ['onboarding'] },
  ),
  listIntroVideos: route<S['listIntroVideos']>(
    'GET',
    '/api/v1/intro-video/list',
    [Role.Tutor, ...admins],
    { cached: ['onboarding'] },
  ),
  uploadIntroVideo: route<S['uploadIntroVideo']>('POST', '/api/v1/intro-video/with/asset', tutors, {
    stale: ['onboarding'],
  }),
  reviewIntroVideo: route<S['reviewIntroVideo']>('PUT', '/api/v1/intro-video/:id', admins, {
    stale: ['onboarding'],
  }),
  interviewers: route<S['interviewers']>('GET', '/api/v1/user/interviewer/select', [
    Role.Tutor,
    ...admins,
  ]),
  interviewTimes: route<S['interviewTimes']>(
    'GET',
    '/api/v1/interview/select',
    [Role.Tutor, ...admins],
    { cached: ['onboarding'] },
  ),
  bookInterview: route<S['bookInterview']>('POST', '/api/v1/interview', tutors, {
    stale: ['onboarding'],
  }),
  updateInterview: route<S['updateInterview']>('PATCH', '/api/v1/interview', staffOfSessions, {
    stale: ['onboarding'],
  }),
  listInterviews: route<S['listInterviews']>('GET', '/api/v1/interview/list/', staffOfSessions, {
    cached: ['onboarding'],
  }),
  getInterview: route<S['getInterview']>('GET', '/api/v1/interview/:id', staffOfSessions, {
    cached: ['onboarding'],
  }),
  bookDemoSession: route<S['bookDemoSession']>('POST', '/api/v1/demo-session', tutors, {
    stale: ['onboarding'],
  }),
  updateDemoSession: route<S['updateDemoSession']>(
    'PATCH',
    '/api/v1/demo-session',
    staffOfSessions,
    { stale: ['onboarding'] },
  ),
  listDemoSessions: route<S['listDemoSessions']>(
    'GET',
    '/api/v1/demo-session/list',
    staffOfSessions,
    { cached: ['onboarding'] },
  ),
  getDemoSession: route<S['getDemoSession']>('GET', '/api/v1/demo-session/:id', staffOfSessions, {
    cached: ['onboarding'],
  }),
  studioTutors: route<S['studioTutors']>('GET', '/api/v1/user/tutor/all/for/studio', studioSide, {
    cached: ['onboarding'],
  }),
  studioTutor: route<S['studioTutor']>(
    'GET',
    '/api/v1/user/tutor/:tutorId/for/studio',
    studioSide,
    { cached: ['onboarding'] },
  ),
  uploadTutorAssets: route<S['uploadTutorAssets']>('PUT', '/api/v1/user/asset/tutor', studioSide, {
    stale: ['onboarding'],
  }),
  studios: route<S['studios']>('GET', '/api/v1/user/studio/list', admins),
  schedulePhotoSession: route<S['schedulePhotoSession']>(
    'PUT',
    '/api/v1/user/tutor/:tutorId/photo-session',
    admins,
    { stale: ['onboarding'] },
  ),
};
