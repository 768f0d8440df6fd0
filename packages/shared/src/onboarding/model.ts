/**
 * Tutor onboarding (docs/product/onboarding.md#steps): its steps in order and the numbers its rules
 * use.
 */
import { InterviewStatus, TutorManagerInterviewStatus } from '../enums.js';

/** The steps a new tutor goes through, in the order the stepper shows them. */
export const onboardingSteps = [
  'supportGroup',
  'profile',
  'introVideo',
  'interview',
  'demoSession',
  'photoSession',
] as const;
export type OnboardingStep = (typeof onboardingSteps)[number];

/**
 * Where a step stands: not open yet (an earlier step is not passed), to do, waiting on someone else
 * (a video under review, a booked interview, a photo session not held yet), passed, or rejected.
 */
export const onboardingStepStates = ['locked', 'todo', 'waiting', 'passed', 'rejected'] as const;
export type OnboardingStepState = (typeof onboardingStepStates)[number];

/** Intro video length bounds by default, in seconds ("about one minute", decision 014). */
export const INTRO_VIDEO_MIN_SECONDS = 45;
export const INTRO_VIDEO_MAX_SECONDS = 90;
/** Largest intro or profile video accepted, in bytes. */
export const VIDEO_MAX_BYTES = 100 * 1024 * 1024;
/** How far ahead a candidate may book an interview or demo session. */
export const INTERVIEW_BOOKING_DAYS = 14;
export const INTERVIEW_FEEDBACK_MAX_LENGTH = 2000;

/** Kinds of onboarding sessions: their room types. */
export const OnboardingSessionKind = { Interview: 3, DemoSession: 4 } as const;
export type OnboardingSessionKind =
  (typeof OnboardingSessionKind)[keyof typeof OnboardingSessionKind];

/**
 * The interviewee's status for a tutor-manager status: they agree on 1 to 5, and a cancellation by
 * an admin reads to the candidate as cancelled by the interviewer's side
 * (docs/product/onboarding.md#session-states).
 */
export const intervieweeStatusOf = (status: number): InterviewStatus =>
  status === TutorManagerInterviewStatus.CanceledByAdmin
    ? InterviewStatus.CanceledByInterviewer
    : (status as InterviewStatus);

/** Adds calendar months to an instant (docs/product/onboarding.md#reapply-after-rejection). */
export const addMonths = (date: Date, months: number): Date => {
  const next = new Date(date);
  next.setUTCMonth(next.getUTCMonth() + months);
  return next;
};
