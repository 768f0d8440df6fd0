/**
 * Opens a screen only with a valid id in its address and only for the roles it is for. Someone who
 * opens another role's screen goes to their own home with a word why, and the screen (with the
 * requests it makes) is never rendered for them; a malformed id shows the not-found page. A
 * candidate who types the address of a teaching screen reads that it opens after activation, with
 * the way to the joining steps (decision 047).
 */
import { useEffect, useRef, type ReactNode } from 'react';
import { Link, Navigate, useParams } from 'react-router';
import { isIdText, isTutorLikeRole, Role } from '@darsak/shared';
import { useSession } from '@darsak/client/react';
import { buttonClass, Card, PageHeader, PageSpinner, useT, useToast } from '@darsak/ui';
import { isCandidate, useTutorMeta } from '../components/tutor/use-tutor-meta.js';
import { paths } from '../config/paths.js';
import { isScreenFor, waitsForActivation, type Screen } from '../config/screens.js';
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

/** A teaching screen a candidate opened by its address: what it waits for, and the way on. */
const AfterActivation = () => {
  const t = useT();
  return (
    <div className="mx-auto max-w-2xl">
      <PageHeader title={t('app.afterActivation.title')} />
      <Card className="space-y-4">
        <p className="text-ink-700">{t('app.afterActivation.text')}</p>
        <Link to={paths.tutorOnboarding} className={buttonClass('primary')}>
          {t('app.afterActivation.toSteps')}
        </Link>
      </Card>
    </div>
  );
};

export const ScreenGate = ({ screen, children }: { screen: Screen; children: ReactNode }) => {
  const t = useT();
  const { user } = useSession();
  const { id } = useParams();
  // Asked for tutor-like users only, and kept a minute: known already when a screen opens from home.
  const tutorMeta = useTutorMeta();
  if (screen.path.includes(':id') && !isIdText(id)) return <NotFound />;
  if (user && !isScreenFor(screen, user.role)) return <Refused screen={screen} />;
  if (user?.role === Role.Tutor && screen.afterActivation) {
    // Its standing unknown, the screen waits; unreadable, the screen opens and the server decides.
    if (tutorMeta.isPending) return <PageSpinner label={t('ui.loading')} />;
    if (waitsForActivation(screen, isCandidate(user, tutorMeta.data))) return <AfterActivation />;
  }
  return <>{children}</>;
};
