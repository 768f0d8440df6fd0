/** A tutor's numbers: lessons, minutes, earnings, cancellations, rating and activity score. */
import type { ReactNode } from 'react';
import { ACTIVITY_SCORE_START, genderSelect, routes } from '@darsak/shared';
import { useApiQuery } from '@darsak/client/react';
import { Card, QueryView, useFormat, useT } from '@darsak/ui';
import { useMoney } from '../../../components/money.js';
import { RatingValue } from './rating.js';

const Stat = ({ label, children }: { label: string; children: ReactNode }) => (
  <div className="rounded-xl bg-ink-50 p-3">
    <dt className="text-sm text-ink-500">{label}</dt>
    <dd className="mt-1 text-lg font-bold text-ink-900">{children}</dd>
  </div>
);

export const TutorStats = ({ tutorId, gender }: { tutorId: number; gender: number | null }) => {
  const t = useT();
  const agree = { gender: genderSelect(gender) };
  const format = useFormat();
  const money = useMoney();
  const stats = useApiQuery(routes.tutorStats, { params: { id: tutorId } });
  return (
    <Card>
      <h2 className="mb-4 text-lg font-bold">{t('tutor.stats.title')}</h2>
      <QueryView query={stats}>
        {(s) => (
          <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3">
            <Stat label={t('tutor.stats.lessonsFulfilled', agree)}>
              {format.number(s.lessonsFulfilled)}
            </Stat>
            <Stat label={t('tutor.stats.upcomingLessons')}>{format.number(s.upcomingLessons)}</Stat>
            <Stat label={t('tutor.stats.minutesTaught')}>{format.number(s.minutesTaught)}</Stat>
            <Stat label={t('tutor.stats.minutesThisWeek')}>{format.number(s.minutesThisWeek)}</Stat>
            <Stat label={t('tutor.stats.cancelledByTutor', agree)}>
              {format.number(s.cancelledByTutor)}
            </Stat>
            <Stat label={t('tutor.stats.earnings')}>{money(s.earnings)}</Stat>
            <Stat label={t('tutor.stats.earningsThisMonth')}>{money(s.earningsThisMonth)}</Stat>
            <Stat label={t('tutor.stats.rating')}>
              <span className="text-base">
                <RatingValue rating={s.rating} />
              </span>
            </Stat>
            <Stat label={t('tutor.stats.activityScore')}>
              {t('tutor.stats.score', {
                score: format.number(s.activityScore),
                max: format.number(ACTIVITY_SCORE_START),
              })}
            </Stat>
          </dl>
        )}
      </QueryView>
    </Card>
  );
};
