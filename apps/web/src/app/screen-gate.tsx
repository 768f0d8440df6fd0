/**
 * Opens a screen only with a valid id in its address and only for the roles it is for. Someone who
 * opens another role's screen goes to their own home with a word why, and the screen (with the
 * requests it makes) is never rendered for them; a malformed id shows the not-found page.
 */
import { useEffect, useRef, type ReactNode } from 'react';
import { Navigate, useParams } from 'react-router';
import { isIdText, isTutorLikeRole, Role } from '@darsak/shared';
import { useSession } from '@darsak/client/react';
import { useT, useToast } from '@darsak/ui';
import { paths } from '../config/paths.js';
import { isScreenFor, type Screen } from '../config/screens.js';
import { NotFound } from './not-found.js';

/** Who the screen is for, in the words of the explanation. */
const audienceOf = (screen: Screen): string =>
  screen.roles.every((role) => role === Role.Student)
    ? 'app.refused.forStudents'
    : screen.roles.every(isTutorLikeRole)
      ? 'app.refused.forTutors'
      : 'app.refused.forOthers';

const Refused = ({ screen }: { screen: Screen }) => {
  const t = useT();
  const toast = useToast();
  const told = useRef(false);
  useEffect(() => {
    if (told.current) return;
    told.current = true;
    toast.show({ type: 'info', title: t('app.refused.title'), description: t(audienceOf(screen)) });
  }, [toast, t, screen]);
  return <Navigate to={paths.home} replace />;
};

export const ScreenGate = ({ screen, children }: { screen: Screen; children: ReactNode }) => {
  const { user } = useSession();
  const { id } = useParams();
  if (screen.path.includes(':id') && !isIdText(id)) return <NotFound />;
  if (user && !isScreenFor(screen, user.role)) return <Refused screen={screen} />;
  return <>{children}</>;
};
