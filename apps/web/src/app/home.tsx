/** Where a user lands: sign-in for guests, profile completion first for new students. */
import { Navigate } from 'react-router';
import { Role, type User } from '@darsak/shared';
import { useSession } from '@darsak/client/react';
import { PageSpinner, useT } from '@darsak/ui';
import { paths } from '../config/paths.js';

export const homePath = (user: User): string => {
  if (user.role === Role.Student && !user.student?.englishLevel) return paths.completeProfile;
  return paths.profile;
};

export const HomeRedirect = () => {
  const { user, status } = useSession();
  const t = useT();
  if (status === 'loading') return <PageSpinner label={t('ui.loading')} />;
  return <Navigate to={user ? homePath(user) : paths.login} replace />;
};
