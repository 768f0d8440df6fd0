/** The plans on offer: weekly minutes and the price of a month, a quarter and a year in EGP. */
import { formatMoney, PlanPeriod, routes, type Plan } from '@darsak/shared';
import { useApiQuery, useSession } from '@darsak/client/react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import {
  Badge,
  buttonClass,
  Card,
  EmptyState,
  ErrorState,
  PageHeader,
  Spinner,
  useFormat,
  useI18n,
  useT,
} from '@darsak/ui';
import { paidPlanInForce } from '../../../components/plans/plan-in-force.js';
import { UpgradeOffer, useUpgradeOptions } from '../../../components/plans/upgrade-offers.js';
import { paths } from '../../../config/paths.js';

const periods = [
  { key: 'month', period: PlanPeriod.Month },
  { key: 'quarter', period: PlanPeriod.Quarter },
  { key: 'year', period: PlanPeriod.Year },
] as const;

const PlanCard = ({
  plan,
  current,
  canBuy,
  upgrade,
}: {
  plan: Plan;
  current: boolean;
  /** Students without a paid plan in force may buy (a free trial ends at payment). */
  canBuy: boolean;
  /** A larger plan than the paid one in force: its upgrade (plans-and-payments.md#changing-plan). */
  upgrade: ReactNode;
}) => {
  const t = useT();
  const { locale } = useI18n();
  return (
    <li
      className={`flex flex-col gap-4 rounded-2xl bg-white p-5 shadow-sm ring-1 ${current ? 'ring-2 ring-brand-600' : 'ring-ink-100'}`}
    >
      <div className="flex items-start justify-between gap-2">
        <div>
          <p className="text-3xl font-black text-ink-900">
            {t('plans.minutes', { minutes: plan.weeklyMinutes })}
          </p>
          <p className="text-ink-600">
            {t('plans.perWeek', { lessons: Math.floor(plan.weeklyMinutes / 30) })}
          </p>
        </div>
        {current && <Badge tone="success">{t('plans.current')}</Badge>}
      </div>
      <dl className="space-y-2">
        {periods.map(({ key }) => (
          <div
            key={key}
            className="flex items-center justify-between gap-2 border-t border-ink-100 pt-2"
          >
            {/* The period gives way (its saving wraps below it); the price and its button never
                leave the card. */}
            <dt className="flex min-w-0 flex-wrap items-center gap-x-2 gap-y-1 text-ink-700">
              {t(`plans.period.${key}`)}
              {plan.discounts[key] > 0 && (
                <Badge tone="warning">{t('plans.save', { percent: plan.discounts[key] })}</Badge>
              )}
            </dt>
            <dd className="flex shrink-0 items-center gap-3">
              <span className="text-lg font-bold text-ink-900">
                {formatMoney(plan.prices[key], locale)}
              </span>
              {canBuy && (
                <Link
                  to={paths.checkout(plan.id, key)}
                  className={buttonClass('primary')}
                  aria-label={t('plans.buyLabel', {
                    minutes: plan.weeklyMinutes,
                    period: t(`plans.period.${key}`),
                  })}
                >
                  {t('plans.buy')}
                </Link>
              )}
            </dd>
          </div>
        ))}
      </dl>
      {upgrade}
    </li>
  );
};

export default function PlansPage() {
  const t = useT();
  const format = useFormat();
  const { user } = useSession();
  const plans = useApiQuery(routes.listPlans, { query: {} });
  const mine = useApiQuery(routes.userSubscriptions, undefined, { enabled: Boolean(user) });
  const active = mine.data?.active ?? null;
  const paid = paidPlanInForce(active);
  const upgrades = useUpgradeOptions(paid);
  const upgradeTo = (planId: number) => {
    const choice = upgrades.data?.choices.find((c) => c.planId === planId);
    return upgrades.data && choice ? (
      <UpgradeOffer options={upgrades.data} choice={choice} />
    ) : null;
  };
  return (
    <div className="space-y-6">
      <PageHeader title={t('plans.title')} description={t('plans.subtitle')} />
      {active && (
        <Card>
          <p className="text-ink-800">
            {active.period === PlanPeriod.FreeTrial
              ? t('plans.onTrial', {
                  minutes: active.weeklyMinutes,
                  date: format.day(active.endsAt),
                })
              : t('plans.onPlan', {
                  minutes: active.weeklyMinutes,
                  date: format.day(active.endsAt),
                })}
          </p>
          {/* A paid plan cannot be bought over; the page says so instead of only lacking buttons. */}
          {active.period !== PlanPeriod.FreeTrial && (
            <p className="mt-2 text-sm text-ink-600">
              {t(upgrades.data?.choices.length ? 'plans.changeOrUpgrade' : 'plans.changeLater')}{' '}
              <Link to={paths.payments} className="font-semibold text-brand-800 underline">
                {t('plans.toPayments')}
              </Link>
            </p>
          )}
        </Card>
      )}
      {plans.isPending ? (
        <Spinner label={t('ui.loading')} />
      ) : plans.isError ? (
        <ErrorState error={plans.error} onRetry={() => void plans.refetch()} />
      ) : plans.data.length === 0 ? (
        <EmptyState title={t('plans.empty')} />
      ) : (
        <ul className="grid gap-4 md:grid-cols-3">
          {plans.data.map((plan) => (
            <PlanCard
              key={plan.id}
              plan={plan}
              current={active?.planId === plan.id}
              canBuy={!paid}
              upgrade={upgradeTo(plan.id)}
            />
          ))}
        </ul>
      )}
    </div>
  );
}
