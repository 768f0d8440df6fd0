/**
 * This quota week's minutes (or that the plan is paused this week) and the student's lessons, shown
 * beside their subscriptions, with pausing the paid plan in force as the student may
 * (docs/product/plans-and-payments.md#pausing-a-plan).
 */
import { genderSelect, PlanPeriod, routes, type User } from '@darsak/shared';
import { useApiQuery } from '@darsak/client/react';
import { cx, useFormat, useT } from '@darsak/ui';
import { PausePlan } from '@darsak/ui/pause-plan';

const Fact = ({ label, value, wide }: { label: string; value: string; wide?: boolean }) => (
  <div className={cx('rounded-xl bg-ink-50 px-3 py-2', wide && 'col-span-2 sm:col-span-1')}>
    <dt className="text-xs text-ink-500">{label}</dt>
    <dd className="font-bold text-ink-900">{value}</dd>
  </div>
);

export const StudentQuota = ({ student }: { student: User }) => {
  const t = useT();
  const agree = { gender: genderSelect(student.gender) };
  const format = useFormat();
  const stats = useApiQuery(routes.studentStats, { params: { id: student.id } });
  if (!stats.data) return null;
  const { quota, lessonsAttended, upcomingLessons } = stats.data;
  const paid =
    quota.subscription && quota.subscription.period !== PlanPeriod.FreeTrial
      ? quota.subscription
      : null;
  return (
    <>
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
      {paid && !paid.cancelledAt && (
        <div className="mb-4 flex flex-wrap items-center gap-2">
          <PausePlan subscriptionId={paid.id} words="subs.pause" student={student} />
        </div>
      )}
    </>
  );
};
