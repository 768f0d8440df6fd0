/** A tutor's whole onboarding on their admin page: each step, its state and date. */
import { Link } from 'react-router';
import { genderSelect, routes, type OnboardingStepView } from '@darsak/shared';
import { useApiQuery } from '@darsak/client/react';
import { Badge, Card, QueryView, useFormat, useT } from '@darsak/ui';
import { paths } from '../config/paths.js';

const tones = {
  locked: 'neutral',
  todo: 'neutral',
  waiting: 'info',
  passed: 'success',
  rejected: 'error',
} as const;

export const OnboardingTimeline = ({ tutorId }: { tutorId: number }) => {
  const t = useT();
  const format = useFormat();
  const query = useApiQuery(routes.tutorOnboarding, { params: { id: tutorId } });
  return (
    <Card className="space-y-4">
      <h2 className="text-lg font-bold">{t('onboarding.timeline')}</h2>
      <QueryView query={query}>
        {(onboarding) => {
          const gender = genderSelect(onboarding.tutor.gender);
          return onboarding.bypassOnboarding ? (
            <p className="text-ink-700">{t('onboarding.bypassed', { gender })}</p>
          ) : (
            <ol className="space-y-3">
              {onboarding.steps.map((step: OnboardingStepView, index) => (
                <li key={step.key} className="flex flex-wrap items-center gap-3">
                  <span
                    aria-hidden="true"
                    className="inline-flex size-7 items-center justify-center rounded-full bg-ink-100 text-sm font-bold"
                  >
                    {format.plain(index + 1)}
                  </span>
                  <span className="min-w-0 flex-1 font-semibold">
                    {t(`onboarding.step.${step.key}`)}
                  </span>
                  <Badge tone={tones[step.state]}>{t(`onboarding.state.${step.state}`)}</Badge>
                  {step.at && (
                    <span className="text-sm text-ink-600">{format.dateTime(step.at)}</span>
                  )}
                  {step.reapplyAt && (
                    <span className="text-sm text-ink-600">
                      {t('onboarding.reapplyFrom', { date: format.date(step.reapplyAt), gender })}
                    </span>
                  )}
                </li>
              ))}
              <li className="flex flex-wrap gap-4 pt-2 text-sm">
                <Link
                  to={`${paths.interviews}?tab=videos`}
                  className="font-semibold text-brand-800 hover:underline"
                >
                  {t('onboarding.tab.videos')}
                </Link>
                <Link
                  to={paths.photoSession(tutorId)}
                  className="font-semibold text-brand-800 hover:underline"
                >
                  {t('photo.title')}
                </Link>
                {onboarding.activatedAt && (
                  <span>
                    {t('onboarding.activatedAt', {
                      date: format.dateTime(onboarding.activatedAt),
                      gender,
                    })}
                  </span>
                )}
              </li>
            </ol>
          );
        }}
      </QueryView>
    </Card>
  );
};
