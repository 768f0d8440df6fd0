/** The full price of each period as the plan form stands, before it is saved. */
import { periodPrice, planPeriodMonths, toPiasters } from '@darsak/shared';
import { useT } from '@darsak/ui';
import { numberFromText } from '../../../components/form-numbers.js';
import { useMoney } from '../../../components/money.js';
import { salePeriods } from '../../../components/plan-name.js';

/** The form field holding each period's discount. */
export const discountField = {
  month: 'discountMonth',
  quarter: 'discountQuarter',
  year: 'discountYear',
} as const;

/** What each period will cost, as the form stands; blank while the price is not a number yet. */
export const PricePreview = ({ values }: { values: Record<string, unknown> }) => {
  const t = useT();
  const money = useMoney();
  const base = numberFromText(values.monthPrice);
  return (
    <div className="rounded-xl bg-ink-50 p-4">
      <p className="mb-2 text-sm font-semibold text-ink-700">{t('plans.form.preview')}</p>
      <dl className="grid grid-cols-3 gap-2 text-center">
        {salePeriods.map(({ period, key }) => {
          const off = numberFromText(values[discountField[key]]) ?? 0;
          const valid =
            typeof base === 'number' &&
            base > 0 &&
            typeof off === 'number' &&
            off >= 0 &&
            off <= 100;
          const price = valid ? periodPrice(toPiasters(base), planPeriodMonths[period], off) : null;
          return (
            <div key={key}>
              <dt className="text-xs text-ink-500">{t(`period.${key}`)}</dt>
              <dd className="font-bold text-ink-900">{price === null ? '—' : money(price)}</dd>
            </div>
          );
        })}
      </dl>
    </div>
  );
};
