/**
 * A tutor's money at a glance: available first, then earned, pending and withdrawn (piasters). A
 * balance below zero says why and what follows (docs/product/earnings.md#balance).
 */
import { formatMoney, type Balance } from '@darsak/shared';
import { Alert, cx, useI18n, useT } from '@darsak/ui';

export const BalanceFigures = ({ balance }: { balance: Balance }) => {
  const t = useT();
  const { locale } = useI18n();
  const figures = [
    { key: 'available', value: balance.available, strong: true },
    { key: 'earned', value: balance.earned },
    { key: 'pending', value: balance.pending },
    { key: 'withdrawn', value: balance.withdrawn },
  ] as const;
  return (
    <div className="space-y-3">
      <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        {figures.map((figure) => (
          <div
            key={figure.key}
            className={cx(
              'rounded-2xl p-4 shadow-sm ring-1 sm:p-5',
              'strong' in figure
                ? 'bg-brand-700 text-white ring-brand-700'
                : 'bg-white ring-ink-100',
            )}
          >
            <dt className={cx('text-sm', 'strong' in figure ? 'text-white' : 'text-ink-600')}>
              {t(`money.${figure.key}`)}
            </dt>
            <dd className="mt-1 text-2xl font-bold">
              <bdi>{formatMoney(figure.value, locale)}</bdi>
            </dd>
          </div>
        ))}
      </dl>
      {balance.available < 0 && (
        <Alert tone="warning">
          {t('money.belowZero', { amount: formatMoney(-balance.available, locale) })}
        </Alert>
      )}
    </div>
  );
};
