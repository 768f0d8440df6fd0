/**
 * The tutor's way in (docs/product/onboarding.md#step-order): support group, profile, intro video,
 * interview, demo session and photo session, in order, always showing where the tutor is and what
 * comes next. A tutor added by hand (bypass) or already activated is told so.
 */
import { useState } from 'react';
import { Link } from 'react-router';
import {
  routes,
  type Onboarding,
  type OnboardingStep,
  type OnboardingStepView,
} from '@darsak/shared';
import { useApiMutation, useApiQuery } from '@darsak/client/react';
import {
  Alert,
  Button,
  buttonClass,
  Card,
  ErrorState,
  PageHeader,
  PageSpinner,
  Stepper,
  useErrorMessage,
  useFormat,
  useT,
  useToast,
  type StepStatus,
} from '@darsak/ui';
import { useMyGender } from '../../../components/my-gender.js';
import { paths } from '../../../config/paths.js';
import { IntroVideoStep } from '../components/intro-video-step.js';
import { SessionStep } from '../components/session-step.js';

const statusOf = (step: OnboardingStepView, current: OnboardingStep | null): StepStatus => {
  if (step.state === 'passed') return 'complete';
  if (step.state === 'rejected') return 'failed';
  if (step.state === 'waiting') return 'waiting';
  return step.key === current ? 'current' : 'upcoming';
};

/** A finished step says so, and offers to look again rather than to do it again. */
const SupportGroupStep = ({
  onboarding,
  step,
  onChanged,
}: {
  onboarding: Onboarding;
  step: OnboardingStepView;
  onChanged: () => void;
}) => {
  const t = useT();
  const toast = useToast();
  const errorMessage = useErrorMessage();
  const join = useApiMutation(routes.joinSupportGroup);
  const joined = step.state === 'passed';
  return (
    <div className="space-y-4">
      <p className="text-ink-700">
        {t(joined ? 'onboarding.supportGroup.doneText' : 'onboarding.supportGroup.text')}
      </p>
      <div className="flex flex-wrap gap-2">
        <a
          href={onboarding.supportGroupUrl}
          target="_blank"
          rel="noreferrer"
          className={buttonClass(joined ? 'primary' : 'secondary')}
        >
          {t('onboarding.supportGroup.open')}
        </a>
        {!joined && (
          <Button
            loading={join.isPending}
            onClick={() =>
              join.mutate(
                {},
                {
                  onSuccess: onChanged,
                  onError: (error) =>
                    toast.show({
                      type: 'error',
                      title: t('onboarding.saveFailed'),
                      description: errorMessage(error),
                    }),
                },
              )
            }
          >
            {t('onboarding.supportGroup.joined')}
          </Button>
        )}
      </div>
    </div>
  );
};

const PhotoSessionStep = ({ onboarding }: { onboarding: Onboarding }) => {
  const t = useT();
  const format = useFormat();
  const photo = onboarding.photoSession;
  if (photo.doneAt)
    return (
      <Alert
        tone="success"
        title={t('onboarding.photo.done', { date: format.date(photo.doneAt) })}
      />
    );
  if (photo.scheduledAt)
    return (
      <Alert
        tone="info"
        title={t('onboarding.photo.scheduled', { when: format.dateTime(photo.scheduledAt) })}
      >
        {photo.studio && t('onboarding.photo.studio', { name: photo.studio.name })}
      </Alert>
    );
  return <p className="text-ink-700">{t('onboarding.photo.waiting')}</p>;
};

const StepPanel = ({
  onboarding,
  step,
  onChanged,
}: {
  onboarding: Onboarding;
  step: OnboardingStepView;
  onChanged: () => void;
}) => {
  const t = useT();
  switch (step.key) {
    case 'supportGroup':
      return <SupportGroupStep onboarding={onboarding} step={step} onChanged={onChanged} />;
    case 'profile': {
      const done = step.state === 'passed';
      return (
        <div className="space-y-4">
          <p className="text-ink-700">
            {t(done ? 'onboarding.profile.doneText' : 'onboarding.profile.text')}
          </p>
          <Link
            to={done ? paths.tutorProfileSettings : paths.tutorCompleteProfile}
            className={buttonClass(done ? 'secondary' : 'primary')}
          >
            {t(done ? 'onboarding.profile.review' : 'onboarding.profile.open')}
          </Link>
        </div>
      );
    }
    case 'introVideo':
      return <IntroVideoStep onboarding={onboarding} onChanged={onChanged} />;
    case 'interview':
      return (
        <SessionStep
          kind="interview"
          step={step}
          session={onboarding.interview}
          onChanged={onChanged}
        />
      );
    case 'demoSession':
      return (
        <SessionStep
          kind="demoSession"
          step={step}
          session={onboarding.demoSession}
          onChanged={onChanged}
        />
      );
    case 'photoSession':
      return <PhotoSessionStep onboarding={onboarding} />;
  }
};

export default function OnboardingPage() {
  const t = useT();
  const format = useFormat();
  const gender = useMyGender();
  const query = useApiQuery(routes.myOnboarding);
  // Any open step can be looked at again (an approved video, an interview's feedback).
  const [selected, setSelected] = useState<OnboardingStep | null>(null);
  if (query.isPending) return <PageSpinner label={t('ui.loading')} />;
  if (query.isError) return <ErrorState error={query.error} onRetry={() => void query.refetch()} />;
  const onboarding = query.data;
  const refresh = () => void query.refetch();
  const shownKey = selected ?? onboarding.current;
  const shown = onboarding.steps.find((s) => s.key === shownKey) ?? null;
  const open = (key: string) => onboarding.steps.some((s) => s.key === key && s.state !== 'locked');
  return (
    <div className="mx-auto max-w-4xl space-y-6">
      <PageHeader title={t('onboarding.title')} description={t('onboarding.subtitle')} />
      {onboarding.bypassOnboarding ? (
        <Alert tone="info" title={t('onboarding.bypass', { gender })} />
      ) : (
        <>
          <Card>
            <Stepper
              label={t('onboarding.steps')}
              selectedId={shownKey}
              canSelect={open}
              onSelect={(key) =>
                setSelected(key === onboarding.current ? null : (key as OnboardingStep))
              }
              steps={onboarding.steps.map((step) => ({
                id: step.key,
                label: t(`onboarding.step.${step.key}`),
                status: statusOf(step, onboarding.current),
                description:
                  step.state === 'rejected' && step.reapplyAt
                    ? t('onboarding.reapplyFrom', { date: format.day(step.reapplyAt) })
                    : t(`onboarding.state.${step.state}`),
              }))}
            />
          </Card>
          {onboarding.current === null && !selected ? (
            <Alert
              tone="success"
              title={
                onboarding.activated ? t('onboarding.allDone') : t('onboarding.allDoneInactive')
              }
              // The schedule opens once activated (decision 047).
              action={
                onboarding.activated && (
                  <Link to={paths.scheduleManagement} className={buttonClass('primary')}>
                    {t('onboarding.toSchedule')}
                  </Link>
                )
              }
            />
          ) : (
            shown && (
              <Card className="space-y-4">
                <h2 className="text-xl font-bold">{t(`onboarding.step.${shown.key}`)}</h2>
                <StepPanel onboarding={onboarding} step={shown} onChanged={refresh} />
              </Card>
            )
          )}
        </>
      )}
    </div>
  );
}
