/** The price of an order, part by part, in Arabic-formatted EGP. */
import { formatMoney, type PriceBreakdown } from '@darsak/shared';
import { useI18n, useT } from '@darsak/ui';

export const PriceBreakdownList = ({ price }: { price: PriceBreakdown }) => {
  const t = useT();
  const { locale } = useI18n();
  const row = (label: string, value: string, strong = false) => (
    <div
      className={`flex items-baseline justify-between gap-3 ${strong ? 'border-t border-ink-200 pt-2 text-lg font-bold text-ink-900' : 'text-ink-700'}`}
    >
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
  return (
    <dl className="space-y-2" aria-label={t('checkout.breakdown')}>
      {row(t('checkout.base'), formatMoney(price.base, locale))}
      {price.periodDiscount > 0 &&
        row(t('checkout.periodDiscount'), `− ${formatMoney(price.periodDiscount, locale)}`)}
      {price.couponDiscount > 0 &&
        row(t('checkout.couponDiscount'), `− ${formatMoney(price.couponDiscount, locale)}`)}
      {row(t('checkout.total'), formatMoney(price.total, locale), true)}
    </dl>
  );
};
