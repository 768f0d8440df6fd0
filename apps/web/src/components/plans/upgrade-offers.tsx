/**
 * Upgrading the paid plan in force to a larger one (docs/product/plans-and-payments.md#changing-plan):
 * the plans page marks each larger plan with its prorated price, and the payments page lists them;
 * both lead to the checkout, which takes any way of paying.
 */
import {
  formatMoney,
  periodSlugOf,
  routes,
  type Subscription,
  type UpgradeOptions,
} from '@darsak/shared';
import { useApiQuery } from '@darsak/client/react';
import { Link } from 'react-router';
import { buttonClass, Spinner, useFormat, useI18n, useT } from '@darsak/ui';
import { paths } from '../../config/paths.js';

/** The upgrades of a paid plan in force; nothing asked without one. */
export const useUpgradeOptions = (paid: Subscription | null) =>
  useApiQuery(
    routes.upgradeOptions,
    { query: { id: paid?.id ?? 0 } },
    { enabled: paid !== null, retry: false },
  );

type Choice = UpgradeOptions['choices'][number];

/** One larger plan: what changes, for how much, and the way to the checkout. */
export const UpgradeOffer = ({ options, choice }: { options: UpgradeOptions; choice: Choice }) => {
  const t = useT();
  const format = useFormat();
  const { locale } = useI18n();
  return (
    <div className="flex flex-wrap items-center justify-between gap-3 rounded-xl bg-brand-50 p-3">
      <p className="min-w-0 flex-1 text-sm text-ink-800">
        {t('upgrade.offer', {
          minutes: choice.weeklyMinutes,
          remaining: choice.remainingThisWeek,
          date: format.day(options.endsAt),
        })}
      </p>
      <Link
        to={paths.upgrade(choice.planId, periodSlugOf(options.period), options.subscriptionId)}
        className={buttonClass('primary')}
        aria-label={t('upgrade.label', {
          minutes: choice.weeklyMinutes,
          price: formatMoney(choice.price, locale),
        })}
      >
        {t('upgrade.button', { price: formatMoney(choice.price, locale) })}
      </Link>
    </div>
  );
};

/** The payments page's list of upgrades of the plan in force, or why there are none now. */
export const UpgradeOffers = ({ paid }: { paid: Subscription }) => {
  const t = useT();
  const options = useUpgradeOptions(paid);
  if (options.isPending) return <Spinner label={t('ui.loading')} />;
  // Without the answer the page keeps its other actions; the plans page offers upgrades too.
  if (options.isError) return null;
  if (options.data.refusal === 'subscription-paused')
    return <p className="text-sm text-ink-600">{t('upgrade.paused')}</p>;
  if (options.data.refusal || options.data.choices.length === 0) return null;
  return (
    <section className="space-y-2" aria-labelledby="upgrade-title">
      <h3 id="upgrade-title" className="font-bold text-ink-900">
        {t('upgrade.title')}
      </h3>
      <p className="text-sm text-ink-600">{t('upgrade.how')}</p>
      <ul className="space-y-2">
        {options.data.choices.map((choice) => (
          <li key={choice.planId}>
            <UpgradeOffer options={options.data} choice={choice} />
          </li>
        ))}
      </ul>
    </section>
  );
};
