/** The tutor's numbers: minutes taught, earnings so far in EGP, lessons ahead, rating. */
import type { ReactNode } from 'react';
import { formatMoney, routes } from '@darsak/shared';
import { useApiQuery } from '@darsak/client/react';
import { ErrorState, useFormat, useI18n, useT } from '@darsak/ui';

const Stat = ({ label, value, note }: { label: string; value: ReactNode; note?: string }) => (
  <div className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-ink-100 sm:p-5">
    <dt className="text-sm text-ink-600">{label}</dt>
    <dd className="mt-1 text-2xl font-bold text-ink-900">{value}</dd>
    {note && <dd className="mt-1 text-sm text-ink-500">{note}</dd>}
  </div>
);

const Placeholder = () => (
  <div className="h-28 animate-pulse rounded-2xl bg-ink-100" aria-hidden="true" />
);

export const Stats = () => {
  const t = useT();
  const format = useFormat();
  const { locale } = useI18n();
  const stats = useApiQuery(routes.tutorStatsPersonalized);
  if (stats.isPending)
    return (
      <div
        className="grid grid-cols-2 gap-3 lg:grid-cols-4"
        role="status"
        aria-label={t('ui.loading')}
      >
        <Placeholder />
        <Placeholder />
        <Placeholder />
        <Placeholder />
      </div>
    );
  if (stats.isError) return <ErrorState error={stats.error} onRetry={() => void stats.refetch()} />;
  const s = stats.data;
  return (
    <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
      <Stat
        label={t('tdash.stats.minutes')}
        value={format.number(s.minutesTaught)}
        note={t('tdash.stats.minutesWeek', { minutes: s.minutesThisWeek })}
      />
      <Stat
        label={t('tdash.stats.earnings')}
        value={<bdi>{formatMoney(s.earnings, locale)}</bdi>}
        note={t('tdash.stats.earningsMonth', { amount: formatMoney(s.earningsThisMonth, locale) })}
      />
      <Stat
        label={t('tdash.stats.lessons')}
        value={format.number(s.lessonsFulfilled)}
        note={t('tdash.stats.upcoming', { count: s.upcomingLessons })}
      />
      <Stat
        label={t('tdash.stats.rating')}
        value={s.rating.average === null ? '—' : format.rating(s.rating.average)}
        note={t('tdash.stats.ratings', { count: s.rating.count })}
      />
    </dl>
  );
};
