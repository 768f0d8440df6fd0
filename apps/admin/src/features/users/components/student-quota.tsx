/**
 * This quota week's minutes (or that the plan is paused this week) and the student's lessons, shown
 * beside their subscriptions.
 */
import { genderSelect, routes } from '@darsak/shared';
import { useApiQuery } from '@darsak/client/react';
import { cx, useFormat, useT } from '@darsak/ui';

const Fact = ({ label, value, wide }: { label: string; value: string; wide?: boolean }) => (
  <div className={cx('rounded-xl bg-ink-50 px-3 py-2', wide && 'col-span-2 sm:col-span-1')}>
    <dt className="text-xs text-ink-500">{label}</dt>
    <dd className="font-bold text-ink-900">{value}</dd>
  </div>
);

export const StudentQuota = ({
  studentId,
  gender,
}: {
  studentId: number;
  gender: number | null;
}) => {
  const t = useT();
  const agree = { gender: genderSelect(gender) };
  const format = useFormat();
  const stats = useApiQuery(routes.studentStats, { params: { id: studentId } });
  if (!stats.data) return null;
  const { quota, lessonsAttended, upcomingLessons } = stats.data;
  return (
    <dl className="mb-4 grid grid-cols-2 gap-2 sm:grid-cols-3">
      <Fact
        wide
        label={t('subs.quota.label')}
        value={
          quota.paused
            ? t('subs.quota.paused', { date: format.day(quota.paused.endsAt) })
            : quota.subscription
              ? t('subs.quota.value', {
                  used: format.number(quota.usedMinutes),
                  total: quota.weeklyMinutes,
                  ...agree,
                })
              : t('subs.quota.none')
        }
      />
      <Fact label={t('subs.attended', agree)} value={format.number(lessonsAttended)} />
      <Fact label={t('subs.upcoming')} value={format.number(upcomingLessons)} />
    </dl>
  );
};
