/** Shapes of tutor onboarding. Dates are ISO 8601 strings. */
import { z } from 'zod/mini';
import { onboardingStepStates, onboardingSteps } from './model.js';
import { isoDateTime } from '../api/common.js';
import { lessonPerson } from '../lessons/entities.js';

/** An intro video a tutor sent, and its review. */
export const introVideo = z.object({
  id: z.int(),
  tutor: lessonPerson,
  url: z.string(),
  durationSeconds: z.number(),
  /** IntroVideoStatus: pending 1, rejected 2, approved 3. */
  status: z.int(),
  reason: z.nullable(z.string()),
  reviewedAt: z.nullable(isoDateTime),
  /**
   * When a rejected tutor may send another (docs/product/onboarding.md#reapply-after-rejection).
   */
  reapplyAt: z.nullable(isoDateTime),
  createdAt: isoDateTime,
});
export type IntroVideo = z.infer<typeof introVideo>;

export const onboardingSessionPhases = ['upcoming', 'in-progress', 'ended'] as const;
export type OnboardingSessionPhase = (typeof onboardingSessionPhases)[number];

/** An interview or a demo session: a tutor manager and a candidate for 30 minutes. */
export const interview = z.object({
  id: z.int(),
  /** Room type: Interview 3 or DemoSession 4. */
  kind: z.int(),
  tutor: lessonPerson,
  manager: lessonPerson,
  startsAt: isoDateTime,
  endsAt: isoDateTime,
  /** The manager's set, 1 to 6 (docs/product/onboarding.md#session-states). */
  status: z.int(),
  /** The candidate's set, 1 to 5, read from `status`. */
  intervieweeStatus: z.int(),
  phase: z.enum(onboardingSessionPhases),
  /** When its live session opens: the manager may give the verdict from then (decision 026). */
  opensAt: isoDateTime,
  feedback: z.nullable(z.string()),
  /** The manager's private note: shown to staff only (null for the candidate). */
  note: z.nullable(z.string()),
  level: z.nullable(z.int()),
  decidedAt: z.nullable(isoDateTime),
  createdAt: isoDateTime,
});
export type Interview = z.infer<typeof interview>;

/** A time a 30-minute interview or demo session can start, and the managers free then. */
export const interviewTime = z.object({ startsAt: isoDateTime, managerIds: z.array(z.int()) });
export type InterviewTime = z.infer<typeof interviewTime>;

export const photoSession = z.object({
  studio: z.nullable(lessonPerson),
  scheduledAt: z.nullable(isoDateTime),
  doneAt: z.nullable(isoDateTime),
});
export type PhotoSession = z.infer<typeof photoSession>;

export const onboardingStep = z.object({
  key: z.enum(onboardingSteps),
  state: z.enum(onboardingStepStates),
  /** When the step last changed (passed, booked, reviewed). */
  at: z.nullable(isoDateTime),
  /** After a rejection: when the tutor may try again. */
  reapplyAt: z.nullable(isoDateTime),
});
export type OnboardingStepView = z.infer<typeof onboardingStep>;

/** A tutor's whole onboarding: the steps in order and what each holds. */
export const onboarding = z.object({
  tutor: lessonPerson,
  activated: z.boolean(),
  bypassOnboarding: z.boolean(),
  supportGroupUrl: z.string(),
  /** The intro video's length bounds, in seconds. */
  introVideoSeconds: z.object({ min: z.int(), max: z.int() }),
  steps: z.array(onboardingStep),
  /** The first step not passed yet, or null when all are. */
  current: z.nullable(z.enum(onboardingSteps)),
  introVideo: z.nullable(introVideo),
  interview: z.nullable(interview),
  demoSession: z.nullable(interview),
  photoSession: photoSession,
  activatedAt: z.nullable(isoDateTime),
});
export type Onboarding = z.infer<typeof onboarding>;

/** A tutor as a studio sees them: who to film, what they have now and the photo session. */
export const studioTutor = z.object({
  tutor: lessonPerson,
  email: z.string(),
  phone: z.nullable(z.string()),
  bio: z.nullable(z.string()),
  video: z.nullable(z.string()),
  thumbnail: z.nullable(z.string()),
  photoSession: photoSession,
  demoPassedAt: z.nullable(isoDateTime),
});
export type StudioTutor = z.infer<typeof studioTutor>;
