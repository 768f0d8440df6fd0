/**
 * An interview's or demo session's status as a badge, from the viewer's side of the two sets
 * (docs/product/onboarding.md#session-states).
 */
import {
  genderSelect,
  OnboardingSessionKind,
  TutorManagerInterviewStatus as Status,
  type Interview,
} from '@darsak/shared';
import { Badge, useT } from '@darsak/ui';
import { paths } from '../../config/paths.js';

const tones = {
  [Status.Pending]: 'info',
  [Status.Passed]: 'success',
  [Status.Rejected]: 'error',
  [Status.CanceledByTutorManager]: 'neutral',
  [Status.CanceledByTutor]: 'neutral',
  [Status.CanceledByAdmin]: 'neutral',
} as const;

export const SessionStatusBadge = ({
  session,
  side,
}: {
  session: Interview;
  /** The candidate reads the interviewee set, staff the tutor-manager set. */
  side: 'candidate' | 'staff';
}) => {
  const t = useT();
  const pendingPhase =
    session.status === Status.Pending ? `onboarding.phase.${session.phase}` : null;
  const label =
    pendingPhase ??
    (side === 'candidate'
      ? `onboarding.intervieweeStatus.${session.intervieweeStatus}`
      : `onboarding.managerStatus.${session.status}`);
  // Words about the candidate or the manager agree with them («ألغتها المدرّسة»).
  const agree = {
    gender: genderSelect(session.tutor.gender),
    managerGender: genderSelect(session.manager.gender),
  };
  return (
    <Badge tone={tones[session.status as keyof typeof tones] ?? 'neutral'}>{t(label, agree)}</Badge>
  );
};

/** The address of the page of an interview (kind 3) or demo session (kind 4). */
export const sessionPageHref = (session: Pick<Interview, 'kind' | 'id'>): string =>
  session.kind === OnboardingSessionKind.Interview
    ? paths.interview(session.id)
    : paths.demoSession(session.id);
