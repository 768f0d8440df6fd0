/**
 * A tutor's onboarding as one picture (docs/product/onboarding.md#steps): each step's state in
 * order, the dates that matter, and activation once every step has passed. The rules on when a
 * candidate may try again are here too (docs/product/onboarding.md#retry-rules, decision 014).
 */
import {
  addMonths,
  IntroVideoStatus,
  MONTHS_BETWEEN_INTERVIEWS,
  OnboardingSessionKind as Kind,
  onboardingSteps,
  REAPPLY_AFTER_MONTHS,
  TutorManagerInterviewStatus as Status,
  type Onboarding,
  type OnboardingStep,
  type OnboardingStepState,
  type OnboardingStepView,
} from '@darsak/shared';
import type { AppContext } from '../../context.js';
import type { Executor } from '../../db/client.js';
import { AppError } from '../../http/app-error.js';
import { tutorMetaOf } from '../tutors/index.js';
import { notify, tellChanged } from './notify.js';
import { presentIntroVideo, presentPhotoSession, presentSession } from './presenter.js';
import * as repo from './repository.js';

type Sessions = Awaited<ReturnType<typeof repo.sessionsOfTutor>>;

const held = (status: number) => status === Status.Passed || status === Status.Rejected;

/**
 * When the candidate may book a new interview: now when never interviewed; 3 months after a
 * rejected interview; 6 months after a passed interview whose demo session was then rejected; never
 * again ('passed') while a passed interview still stands.
 */
export const nextInterviewFrom = (
  interviews: Sessions,
  demos: Sessions,
): { allowedAt: Date | null; passed: boolean } => {
  const last = interviews.find((s) => held(s.status));
  if (!last) return { allowedAt: null, passed: false };
  if (last.status === Status.Rejected)
    return { allowedAt: addMonths(last.startsAt, REAPPLY_AFTER_MONTHS), passed: false };
  const demoRejected = demos.some(
    (d) => d.status === Status.Rejected && d.startsAt > last.startsAt,
  );
  if (demoRejected)
    return { allowedAt: addMonths(last.startsAt, MONTHS_BETWEEN_INTERVIEWS), passed: false };
  return { allowedAt: null, passed: true };
};

/** Whether a demo session may be booked: the latest held interview passed and no demo since failed. */
export const demoOpen = (interviews: Sessions, demos: Sessions): boolean => {
  const last = interviews.find((s) => held(s.status));
  if (!last || last.status !== Status.Passed) return false;
  return !demos.some((d) => d.status === Status.Rejected && d.startsAt > last.startsAt);
};

type StepFacts = { state: OnboardingStepState; at: Date | null; reapplyAt?: Date | null };

const sessionStep = (latest: Sessions[number] | undefined, reapplyAt: Date | null): StepFacts => {
  if (!latest) return { state: 'todo', at: null };
  if (latest.status === Status.Pending) return { state: 'waiting', at: latest.startsAt };
  if (latest.status === Status.Passed) return { state: 'passed', at: latest.decidedAt };
  if (latest.status === Status.Rejected)
    return { state: 'rejected', at: latest.decidedAt, reapplyAt };
  return { state: 'todo', at: latest.decidedAt };
};

/** Everything the stepper shows, read in one go. */
export const loadOnboarding = async (
  ctx: AppContext,
  tutorId: number,
  now: Date,
  db: Executor = ctx.db,
): Promise<Onboarding> => {
  const member = await repo.findMember(db, tutorId);
  const tutor = await repo.tutorRow(db, tutorId);
  if (!member || !tutor) throw new AppError('tutor-not-found');
  const meta = await tutorMetaOf(ctx, tutorId);
  const record = await repo.findOnboarding(db, tutorId);
  const video = await repo.latestIntroVideo(db, tutorId);
  const interviews = await repo.sessionsOfTutor(db, tutorId, Kind.Interview);
  const demos = await repo.sessionsOfTutor(db, tutorId, Kind.DemoSession);
  const interview = await repo.latestSession(db, tutorId, Kind.Interview);
  const demo = await repo.latestSession(db, tutorId, Kind.DemoSession);
  const studio = record?.studioId ? await repo.findMember(db, record.studioId) : undefined;
  const next = nextInterviewFrom(interviews, demos);

  const videoState: StepFacts = !video
    ? { state: 'todo', at: null }
    : video.status === IntroVideoStatus.Pending
      ? { state: 'waiting', at: video.createdAt }
      : video.status === IntroVideoStatus.Approved
        ? { state: 'passed', at: video.reviewedAt }
        : {
            state: 'rejected',
            at: video.reviewedAt,
            reapplyAt: addMonths(video.reviewedAt!, REAPPLY_AFTER_MONTHS),
          };
  // After a failed demo session the candidate starts again at the interview (decision 014).
  const demoFailed = interviews[0]?.status === Status.Passed && !demoOpen(interviews, demos);
  const facts: Record<OnboardingStep, StepFacts> = {
    supportGroup: record?.supportGroupJoinedAt
      ? { state: 'passed', at: record.supportGroupJoinedAt }
      : { state: 'todo', at: null },
    profile: meta.profileComplete ? { state: 'passed', at: null } : { state: 'todo', at: null },
    introVideo: videoState,
    interview: sessionStep(interviews[0], next.allowedAt),
    demoSession: sessionStep(demos[0], demoFailed ? next.allowedAt : null),
    photoSession: record?.photoDoneAt
      ? { state: 'passed', at: record.photoDoneAt }
      : record?.photoScheduledAt
        ? { state: 'waiting', at: record.photoScheduledAt }
        : { state: 'todo', at: null },
  };
  const steps: OnboardingStepView[] = [];
  let open = true;
  for (const key of onboardingSteps) {
    const step = facts[key];
    // A step with nothing in it waits for the one before (the support group and profile are open).
    const locked = !open && step.state === 'todo' && key !== 'profile';
    steps.push({
      key,
      state: locked ? 'locked' : step.state,
      at: step.at ? step.at.toISOString() : null,
      reapplyAt: step.reapplyAt ? step.reapplyAt.toISOString() : null,
    });
    if (step.state !== 'passed') open = false;
  }
  return {
    tutor: { id: member.id, name: member.name, image: member.image, gender: member.gender },
    activated: tutor.activated,
    bypassOnboarding: tutor.bypassOnboarding,
    supportGroupUrl: ctx.config.onboarding.supportGroupUrl,
    introVideoSeconds: ctx.config.onboarding.introVideoSeconds,
    steps,
    current: steps.find((s) => s.state !== 'passed')?.key ?? null,
    introVideo: video ? presentIntroVideo(video, member) : null,
    interview: interview
      ? presentSession(interview, now, false, ctx.config.sessionOpensMinutesBefore)
      : null,
    demoSession: demo
      ? presentSession(demo, now, false, ctx.config.sessionOpensMinutesBefore)
      : null,
    photoSession: presentPhotoSession(record, studio ?? null),
    activatedAt: record?.activatedAt ? record.activatedAt.toISOString() : null,
  };
};

/**
 * Activates the tutor when every step has passed, once: after that, activation is the admins' to
 * change by hand (a tutor they deactivate stays so). Answers whether it activated now.
 */
export const activateIfDone = async (ctx: AppContext, tutorId: number): Promise<boolean> => {
  const now = new Date();
  const member = await repo.findMember(ctx.db, tutorId);
  const tutor = await repo.tutorRow(ctx.db, tutorId);
  if (!member || !tutor || tutor.bypassOnboarding) return false;
  const view = await loadOnboarding(ctx, tutorId, now);
  if (view.current !== null || view.activatedAt) return false;
  const activated = await ctx.db.transaction(async (tx) => {
    const record = await repo.lockOnboarding(tx, tutorId);
    if (record.activatedAt) return false;
    await repo.updateOnboarding(tx, tutorId, { activatedAt: now });
    await repo.updateTutorRecord(tx, tutorId, { activated: true });
    await notify(tx, String(tutorId), { notice: 'activated', userId: tutorId }, now);
    return true;
  });
  if (activated) {
    ctx.wakeJobs();
    tellChanged(ctx, tutorId);
    await ctx.events.emit('tutor.changed', { tutorId });
  }
  return activated;
};
