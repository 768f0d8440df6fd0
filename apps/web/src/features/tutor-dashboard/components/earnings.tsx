/**
 * The tutor's earnings on the dashboard (docs/product/earnings.md#balance): the derived
 * balance, and a chart of the last twelve months, earned beside withdrawn, with the same figures in a
 * table for screen readers.
 */
import { Link } from 'react-router';
import { formatMoney, routes, type InvoiceStats } from '@darsak/shared';
import { useApiQuery, useSession } from '@darsak/client/react';
import { buttonClass, cx, ErrorState, Loading, monthName, useI18n, useT } from '@darsak/ui';
import { BalanceFigures } from '../../../components/money/balance-figures.js';
import { useMyGender } from '../../../components/my-gender.js';
import { paths } from '../../../config/paths.js';

const MonthsChart = ({ months }: { months: InvoiceStats['months'] }) => {
  const t = useT();
  const { locale } = useI18n();
  const top = Math.max(1, ...months.map((m) => Math.max(m.earned, m.withdrawn)));
  return (
    <figure className="space-y-2">
      <div
        className="flex h-40 items-end gap-1.5 border-b border-ink-200 sm:gap-3"
        aria-hidden="true"
      >
        {months.map((m) => (
          <div key={m.month} className="flex h-full flex-1 items-end justify-center gap-0.5">
            <div
              className="w-1/2 max-w-4 rounded-t bg-brand-600"
              style={{ height: `${(m.earned / top) * 100}%` }}
            />
            <div
              className="w-1/2 max-w-4 rounded-t bg-amber-500"
              style={{ height: `${(m.withdrawn / top) * 100}%` }}
            />
          </div>
        ))}
      </div>
      <div
        className="flex gap-1.5 text-center text-[0.65rem] text-ink-600 sm:gap-3 sm:text-xs"
        aria-hidden="true"
      >
        {/* Arabic has no short month names: on a phone every third month is named, in full, over
            its neighbours' empty cells (never the first or last, which have one neighbour); wider,
            every month is. */}
        {months.map((m, i) => (
          <span
            key={m.month}
            className={cx(
              'flex-1 whitespace-nowrap sm:visible sm:truncate',
              (months.length - 2 - i) % 3 === 0 ? 'overflow-visible' : 'invisible',
            )}
          >
            {monthName(m.month, locale, false)}
          </span>
        ))}
      </div>
      <figcaption className="flex flex-wrap gap-4 text-sm text-ink-700">
        <span className="flex items-center gap-1.5">
          <span aria-hidden="true" className="size-3 rounded-sm bg-brand-600" />
          {t('money.earned')}
        </span>
        <span className="flex items-center gap-1.5">
          <span aria-hidden="true" className="size-3 rounded-sm bg-amber-500" />
          {t('money.withdrawn')}
        </span>
      </figcaption>
      <table className="sr-only">
        <caption>{t('tdash.earnings.table')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('tdash.earnings.month')}</th>
            <th scope="col">{t('money.earned')}</th>
            <th scope="col">{t('money.withdrawn')}</th>
          </tr>
        </thead>
        <tbody>
          {months.map((m) => (
            <tr key={m.month}>
              <th scope="row">{monthName(m.month, locale, false)}</th>
              <td>{formatMoney(m.earned, locale)}</td>
              <td>{formatMoney(m.withdrawn, locale)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
};

export const Earnings = () => {
  const t = useT();
  const me = useMyGender();
  const { user } = useSession();
  const stats = useApiQuery(
    routes.invoiceStats,
    { params: { id: user?.id ?? 0 } },
    { enabled: Boolean(user) },
  );
  return (
    <section
      aria-labelledby="earnings-heading"
      className="space-y-4 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-ink-100 sm:p-6"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="earnings-heading" className="text-lg font-bold text-ink-900">
          {t('tdash.earnings.title')}
        </h2>
        <Link to={paths.invoices} className={buttonClass('secondary')}>
          {t('tdash.earnings.withdraw')}
        </Link>
      </div>
      {stats.isPending && <Loading />}
      {stats.isError && <ErrorState error={stats.error} onRetry={() => void stats.refetch()} />}
      {stats.data && (
        <>
          <BalanceFigures balance={stats.data} />
          {stats.data.months.some((m) => m.earned > 0 || m.withdrawn > 0) ? (
            <MonthsChart months={stats.data.months} />
          ) : (
            <p className="text-sm text-ink-600">{t('tdash.earnings.none', { gender: me })}</p>
          )}
        </>
      )}
    </section>
  );
};
