/** Where a signed-in user lands: profile completion first for new students. */
import { useEffect } from 'react';
import { Navigate } from 'react-router';
import { Role, type User } from '@darsak/shared';
import { useSession } from '@darsak/client/react';
import { PageSpinner, useShell, useT } from '@darsak/ui';
import { paths } from '../config/paths.js';

export const homePath = (user: User): string => {
  if (user.role === Role.Student && !user.student?.englishLevel) return paths.completeProfile;
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
  if (!user) return <PageSpinner label={t('ui.loading')} />;
  return <Navigate to={homePath(user)} replace />;
};
