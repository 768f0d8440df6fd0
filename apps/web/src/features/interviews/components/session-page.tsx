/**
 * One interview or demo session (`/interview/{id}`, `/demo-session/{id}`): who, when, the way
 * into the live session (with its chat), and for the tutor manager the verdict form and a cancel
 * before it starts; the candidate sees the outcome and what comes next.
 */
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import {
  genderSelect,
  Role,
  routes,
  TutorManagerInterviewStatus as Status,
  type Interview,
} from '@darsak/shared';
import { useApiMutation, useApiQuery, useSession } from '@darsak/client/react';
import {
  Alert,
  Avatar,
  Button,
  buttonClass,
  Card,
  ConfirmDialog,
  ErrorState,
  PageHeader,
  PageSpinner,
  useErrorMessage,
  useFormat,
  useNow,
  useT,
  useToast,
} from '@darsak/ui';
import { SessionStatusBadge } from '../../../components/onboarding/session-status.js';
import { useOpensAtText } from '../../../components/session/opens-at.js';
import { paths } from '../../../config/paths.js';
import { VerdictForm } from './verdict-form.js';

export const SessionPage = ({ kind }: { kind: 'interview' | 'demo' }) => {
  const t = useT();
  const toast = useToast();
  const format = useFormat();
  const errorMessage = useErrorMessage();
  const { user } = useSession();
  const id = Number(useParams().id);
  const endpoints =
    kind === 'interview'
      ? { get: routes.getInterview, update: routes.updateInterview }
      : { get: routes.getDemoSession, update: routes.updateDemoSession };
  const query = useApiQuery(endpoints.get, { params: { id } });
  const cancel = useApiMutation(endpoints.update);
  const [confirm, setConfirm] = useState(false);
  const now = useNow(15_000);
  const opensAtText = useOpensAtText();
  const back = user?.role === Role.Tutor ? paths.tutorOnboarding : paths.interviews;

  if (query.isPending) return <PageSpinner label={t('ui.loading')} />;
  if (query.isError || !user)
    return (
      <ErrorState
        error={query.error}
        onRetry={() => void query.refetch()}
        back={
          <Link to={back} className={buttonClass('secondary')}>
            {t('interview.back')}
          </Link>
        }
      />
    );
  const session: Interview = query.data;
  const manager = session.manager.id === user.id;
  const other = manager ? session.tutor : session.manager;
  const pending = session.status === Status.Pending;
  // The call opens 10 minutes before the start (decision 013); before that the way in is a
  // camera and microphone check, and the page says on which day and at what time it opens.
  const opened = now >= Date.parse(session.opensAt);
  const ended = session.phase === 'ended' || now >= Date.parse(session.endsAt);
  const refresh = () => void query.refetch();
  const cancelStatus = manager ? Status.CanceledByTutorManager : Status.CanceledByTutor;

  return (
    <div className="mx-auto max-w-2xl space-y-6">
      <PageHeader
        title={t(`interview.title.${kind}`, { name: other.name })}
        actions={
          <Link to={back} className="font-semibold text-brand-800 hover:underline">
            {t('interview.back')}
          </Link>
        }
      />
      <Card className="space-y-5">
        <div className="flex flex-wrap items-center gap-4">
          <Avatar name={other.name} image={other.image} size="lg" />
          <div className="min-w-0 flex-1 space-y-1">
            <p className="text-sm text-ink-500">
              {t(manager ? 'interview.candidate' : 'interview.manager', {
                gender: genderSelect(other.gender),
              })}
            </p>
            <p className="text-xl font-bold">{other.name}</p>
            <p className="text-ink-700">
              {format.day(session.startsAt)}
              {t('ui.sep')}
              {format.time(session.startsAt)} – {format.time(session.endsAt)}
            </p>
          </div>
          <SessionStatusBadge session={session} side={manager ? 'staff' : 'candidate'} />
        </div>
        {pending && !opened && <p className="text-ink-600">{opensAtText(session.opensAt, now)}</p>}
        {pending && (
          <div className="flex flex-wrap gap-2">
            {!ended && (
              <Link
                to={paths.session(session.kind, session.id)}
                className={buttonClass(opened ? 'primary' : 'secondary')}
              >
                {t(opened ? 'interview.join' : 'interview.check')}
              </Link>
            )}
            {session.phase === 'upcoming' && (
              <Button variant="secondary" onClick={() => setConfirm(true)}>
                {t(`interview.cancel.${kind}`)}
              </Button>
            )}
          </div>
        )}
        {!pending &&
          !manager &&
          (session.status === Status.Passed || session.status === Status.Rejected) && (
            <Alert
              tone={session.status === Status.Passed ? 'success' : 'warning'}
              title={t(
                `interview.outcome.${session.status === Status.Passed ? 'passed' : 'rejected'}`,
                { gender: genderSelect(user.gender) },
              )}
            >
              {session.feedback && (
                <p>
                  {t('onboarding.feedback', {
                    feedback: session.feedback,
                    managerGender: genderSelect(session.manager.gender),
                  })}
                </p>
              )}
              {session.level && (
                <p>{t('onboarding.level', { level: t(`level.${session.level}`) })}</p>
              )}
              <p>
                <Link to={paths.tutorOnboarding} className="font-semibold underline">
                  {t('interview.next')}
                </Link>
              </p>
            </Alert>
          )}
      </Card>
      {manager &&
        (session.phase !== 'upcoming' || opened) &&
        (session.status === Status.Pending ||
          session.status === Status.Passed ||
          session.status === Status.Rejected) && (
          <Card className="space-y-4">
            <h2 className="text-xl font-bold">{t('interview.verdict.title')}</h2>
            <VerdictForm session={session} onSaved={refresh} />
          </Card>
        )}
      <ConfirmDialog
        open={confirm}
        title={t(`interview.cancel.${kind}`)}
        message={t('onboarding.cancelText', { when: format.dateTime(session.startsAt) })}
        confirmLabel={t(`interview.cancel.${kind}`)}
        cancelLabel={t('onboarding.keep')}
        busy={cancel.isPending}
        onClose={() => setConfirm(false)}
        onConfirm={() =>
          cancel.mutate(
            { body: { id: session.id, status: cancelStatus } },
            {
              onSuccess: () => {
                setConfirm(false);
                toast.show({ type: 'success', title: t('onboarding.cancelled') });
                refresh();
              },
              onError: (error) =>
                toast.show({
                  type: 'error',
                  title: t('onboarding.cancelFailed'),
                  description: errorMessage(error),
                }),
            },
          )
        }
      />
    </div>
  );
};
