/** Minutes left this quota week, with when they renew, and the subscription behind them. */
import { Link } from 'react-router';
import { PlanPeriod, routes, type Quota } from '@darsak/shared';
import { useApiQuery } from '@darsak/client/react';
import { buttonClass, Card, QueryView, useFormat, useT } from '@darsak/ui';
import { paths } from '../../../config/paths.js';

const Minutes = ({ quota }: { quota: Quota }) => {
  const t = useT();
  const format = useFormat();
  const { subscription } = quota;
  const used =
    quota.weeklyMinutes === 0
      ? 0
      : Math.min(100, Math.round((quota.usedMinutes / quota.weeklyMinutes) * 100));
  return subscription ? (
    <>
      <p className="text-3xl font-black text-ink-900">
        {t('sdash.quota.remaining', { minutes: quota.remainingMinutes })}
      </p>
      <div
        role="progressbar"
        aria-label={t('sdash.quota.used')}
        aria-valuemin={0}
        aria-valuemax={quota.weeklyMinutes}
        aria-valuenow={quota.usedMinutes}
        className="h-2.5 overflow-hidden rounded-full bg-ink-100"
      >
        <div className="h-full rounded-full bg-brand-600" style={{ width: `${used}%` }} />
      </div>
      <p className="text-sm text-ink-600">
        {t('sdash.quota.of', { used: quota.usedMinutes, weekly: quota.weeklyMinutes })}
        {t('ui.sep')}
        {t('sdash.quota.renews', {
          day: format.day(quota.weekEnd),
          time: format.time(quota.weekEnd),
        })}
      </p>
      <p className="text-sm text-ink-600">
        {subscription.period === PlanPeriod.FreeTrial
          ? t('sdash.quota.trialUntil', { date: format.day(subscription.endsAt) })
          : t('sdash.quota.planUntil', { date: format.day(subscription.endsAt) })}
      </p>
    </>
  ) : (
    <>
      <p className="text-ink-800">{t('sdash.quota.none')}</p>
      <Link to={paths.plans} className={buttonClass('secondary')}>
        {t('sdash.quota.seePlans')}
      </Link>
    </>
  );
};

export const QuotaCard = () => {
  const t = useT();
  const quota = useApiQuery(routes.quota);
  return (
    <Card id="tour-quota">
      <div className="space-y-3">
        <h2 className="text-sm font-semibold text-ink-600">{t('sdash.quota.title')}</h2>
        <QueryView query={quota}>{(data) => <Minutes quota={data} />}</QueryView>
      </div>
    </Card>
  );
};
