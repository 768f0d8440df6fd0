/** Where a signed-in user lands: profile completion first for new students. */
import { useEffect } from 'react';
import { Navigate } from 'react-router';
import { isTutorLikeRole, Role, type TutorMeta, type User } from '@darsak/shared';
import { useSession } from '@darsak/client/react';
import { PageSpinner, useShell, useT } from '@darsak/ui';
import { paths } from '../config/paths.js';
import { isCandidate, useTutorMeta } from '../components/tutor/use-tutor-meta.js';

/**
 * Tutors (and tutor managers) finish what students need to find them first, then work from their
 * dashboard, which keeps showing anything still worth adding (a picture, say).
 */
export const homePath = (user: User, tutorMeta?: TutorMeta): string => {
  if (user.role === Role.Student)
    return user.student?.englishLevel ? paths.studentDashboard : paths.completeProfile;
  // Tutor managers run interviews and demo sessions: their work starts there.
  if (user.role === Role.TutorManager) return paths.interviews;
  if (isTutorLikeRole(user.role)) {
    if (tutorMeta && !tutorMeta.listed && !tutorMeta.profileComplete)
      return paths.tutorCompleteProfile;
    // A new tutor with a finished profile goes on with onboarding until activated
    // (docs/product/onboarding.md#candidates).
    if (isCandidate(user, tutorMeta)) return paths.tutorOnboarding;
    return paths.tutorDashboard;
  }
  return paths.profile;
};

/** Sends a visitor whose session ended back to sign in, remembering where they were. */
export const useLeaveWhenSignedOut = (next: string) => {
  const { status } = useSession();
  const shell = useShell();
  useEffect(() => {
    if (status === 'anonymous')
      shell.leave(next === paths.home ? paths.login : paths.loginThen(next));
  }, [status, shell, next]);
};

export const HomeRedirect = () => {
  const { user } = useSession();
  const t = useT();
  useLeaveWhenSignedOut(paths.home);
  // Tutors land by their standing; if it cannot be read, the dashboard shows what is missing.
  const tutorMeta = useTutorMeta();
  if (!user || tutorMeta.isLoading) return <PageSpinner label={t('ui.loading')} />;
  return <Navigate to={homePath(user, tutorMeta.data)} replace />;
};
