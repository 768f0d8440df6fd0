/**
 * The interview and demo session steps: the session booked (with its manager, time, a way into the
 * live session and a cancel before it starts), its outcome, or a picker of tutor managers' free
 * 30-minute times in the next two weeks.
 */
import { useState } from 'react';
import { Link } from 'react-router';
import {
  genderSelect,
  routes,
  TutorManagerInterviewStatus as Status,
  type Interview,
  type OnboardingStepView,
} from '@darsak/shared';
import { useApiMutation, useApiQuery } from '@darsak/client/react';
import {
  Alert,
  Avatar,
  Button,
  buttonClass,
  ConfirmDialog,
  EmptyState,
  QueryView,
  useErrorMessage,
  useFormat,
  useT,
  useToast,
} from '@darsak/ui';
import { FreeTimes } from '../../../components/lessons/free-times.js';
import { useMyGender } from '../../../components/my-gender.js';
import {
  SessionStatusBadge,
  sessionPageHref,
} from '../../../components/onboarding/session-status.js';

type Kind = 'interview' | 'demoSession';

const BookedSession = ({
  session,
  kind,
  onChanged,
}: {
  session: Interview;
  kind: Kind;
  onChanged: () => void;
}) => {
  const t = useT();
  const toast = useToast();
  const format = useFormat();
  const errorMessage = useErrorMessage();
  const [confirm, setConfirm] = useState(false);
  const cancel = useApiMutation(
    kind === 'interview' ? routes.updateInterview : routes.updateDemoSession,
  );
  const upcoming = session.phase === 'upcoming';
  return (
    <div className="space-y-4 rounded-xl bg-ink-50 p-4">
      <div className="flex flex-wrap items-center gap-3">
        <Avatar name={session.manager.name} image={session.manager.image} />
        <div className="min-w-0 flex-1">
          <p className="font-semibold">
            {t(`onboarding.${kind}.with`, { name: session.manager.name })}
          </p>
          <p className="text-ink-600">
            {format.day(session.startsAt)}
            {t('ui.sep')}
            {format.time(session.startsAt)}
          </p>
        </div>
        <SessionStatusBadge session={session} side="candidate" />
      </div>
      <div className="flex flex-wrap gap-2">
        <Link to={sessionPageHref(session)} className={buttonClass('primary')}>
          {t('onboarding.openSession')}
        </Link>
        {upcoming && (
          <Button variant="secondary" onClick={() => setConfirm(true)}>
            {t(`onboarding.${kind}.cancel`)}
          </Button>
        )}
      </div>
      <ConfirmDialog
        open={confirm}
        title={t(`onboarding.${kind}.cancelTitle`)}
        message={t('onboarding.cancelText', { when: format.dateTime(session.startsAt) })}
        confirmLabel={t(`onboarding.${kind}.cancel`)}
        cancelLabel={t('onboarding.keep')}
        busy={cancel.isPending}
        onClose={() => setConfirm(false)}
        onConfirm={() =>
          cancel.mutate(
            { body: { id: session.id, status: Status.CanceledByTutor } },
            {
              onSuccess: () => {
                setConfirm(false);
                toast.show({ type: 'success', title: t('onboarding.cancelled') });
                onChanged();
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

const Booking = ({ kind, onChanged }: { kind: Kind; onChanged: () => void }) => {
  const t = useT();
  const toast = useToast();
  const format = useFormat();
  const errorMessage = useErrorMessage();
  const times = useApiQuery(routes.interviewTimes, { query: {} });
  const book = useApiMutation(kind === 'interview' ? routes.bookInterview : routes.bookDemoSession);
  const [selected, setSelected] = useState<string | null>(null);
  return (
    <QueryView
      query={times}
      isEmpty={(data) => data.times.length === 0}
      empty={
        <EmptyState title={t('onboarding.noTimes')} description={t('onboarding.noTimesText')} />
      }
    >
      {(data) => (
        <div className="space-y-4">
          <FreeTimes
            times={data.times.map((time) => ({ startsAt: time.startsAt, maxDuration: 30 }))}
            duration={30}
            selected={selected}
            onSelect={setSelected}
            label={t(`onboarding.${kind}.pick`)}
          />
          <Button
            disabled={!selected}
            loading={book.isPending}
            onClick={() =>
              selected &&
              book.mutate(
                { body: { startsAt: selected } },
                {
                  onSuccess: (session) => {
                    toast.show({
                      type: 'success',
                      title: t(`onboarding.${kind}.booked`, {
                        when: format.dateTime(session.startsAt),
                      }),
                    });
                    onChanged();
                  },
                  onError: (error) => {
                    toast.show({
                      type: 'error',
                      title: t('onboarding.bookFailed'),
                      description: errorMessage(error),
                    });
                    void times.refetch();
                  },
                },
              )
            }
          >
            {selected
              ? t(`onboarding.${kind}.bookAt`, { when: format.dateTime(selected) })
              : t(`onboarding.${kind}.pickFirst`)}
          </Button>
        </div>
      )}
    </QueryView>
  );
};

export const SessionStep = ({
  kind,
  step,
  session,
  onChanged,
}: {
  kind: Kind;
  step: OnboardingStepView;
  session: Interview | null;
  onChanged: () => void;
}) => {
  const t = useT();
  const format = useFormat();
  const gender = useMyGender();
  const reapplyAt = step.reapplyAt ? new Date(step.reapplyAt) : null;
  if (session && session.status === Status.Pending)
    return <BookedSession session={session} kind={kind} onChanged={onChanged} />;
  const outcome = session &&
    (session.status === Status.Passed || session.status === Status.Rejected) && (
      <Alert
        tone={session.status === Status.Passed ? 'success' : 'warning'}
        title={t(`onboarding.${kind}.${session.status === Status.Passed ? 'passed' : 'rejected'}`, {
          gender,
        })}
      >
        {session.feedback && (
          <p>
            {t('onboarding.feedback', {
              feedback: session.feedback,
              managerGender: genderSelect(session.manager.gender),
            })}
          </p>
        )}
        {session.level && <p>{t('onboarding.level', { level: t(`level.${session.level}`) })}</p>}
        {reapplyAt && <p>{t('onboarding.reapplyFrom', { date: format.day(reapplyAt) })}</p>}
      </Alert>
    );
  if (step.state === 'passed' || (reapplyAt && reapplyAt > new Date())) return <>{outcome}</>;
  // After a failed demo session the path starts again at the interview (decision 014).
  const bookKind: Kind = kind === 'demoSession' && step.state === 'rejected' ? 'interview' : kind;
  return (
    <div className="space-y-4">
      {outcome}
      <p className="text-ink-700">{t(`onboarding.${bookKind}.intro`)}</p>
      <Booking kind={bookKind} onChanged={onChanged} />
    </div>
  );
};
