/**
 * The admin home (docs/product/back-office.md#overview, decision 027): who is active, this week's
 * lessons, money by month and the queues waiting for someone, from one endpoint. Its charts are
 * drawn here, in this page's own chunk, so the sign-in screen and other pages carry none of it.
 */
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ACTIVE_WINDOW_DAYS, routes, type Overview } from '@darsak/shared';
import { useApiQuery } from '@darsak/client/react';
import {
  Card,
  ErrorState,
  monthName,
  PageHeader,
  Spinner,
  useFormat,
  useI18n,
  useT,
} from '@darsak/ui';
import { lastDayBefore } from '../../../components/cairo-time.js';
import { useMoney } from '../../../components/money.js';
import { paths } from '../../../config/paths.js';
import { BarList, ColumnChart, type Series } from '../components/bar-chart.js';

const Figure = ({
  label,
  value,
  detail,
  action,
}: {
  label: string;
  value: string;
  detail?: string;
  action?: ReactNode;
}) => (
  <Card className="space-y-1">
    <h2 className="text-sm font-semibold text-ink-600">{label}</h2>
    <p className="text-3xl font-bold text-ink-900 tabular-nums">{value}</p>
    {detail && <p className="text-sm text-ink-600">{detail}</p>}
    {action}
  </Card>
);

const Figures = ({ data }: { data: Overview }) => {
  const t = useT();
  const format = useFormat();
  const money = useMoney();
  const { locale } = useI18n();
  const series: Series[] = [
    { key: 'revenue', label: t('overview.revenue'), className: 'bg-brand-600' },
    { key: 'payouts', label: t('overview.payouts'), className: 'bg-amber-500' },
  ];
  const groups = data.months.map((row) => ({
    key: row.month,
    label: monthName(row.month, locale),
    short: monthName(row.month, locale, false),
    values: { revenue: row.revenue, payouts: row.payouts },
  }));
  const moneyLabel = groups
    .flatMap((g) =>
      series.map((s) =>
        t('overview.chartLabel', {
          series: s.label,
          month: g.label,
          value: money(g.values[s.key as 'revenue' | 'payouts']),
        }),
      ),
    )
    .join(t('ui.sep'));
  const week = data.lessonsThisWeek;
  const lessonItems = [
    { key: 'booked', label: t('overview.booked'), value: week.booked, className: 'bg-brand-600' },
    { key: 'done', label: t('overview.done'), value: week.done, className: 'bg-emerald-600' },
    {
      key: 'cancelled',
      label: t('overview.cancelled'),
      value: week.cancelled,
      className: 'bg-red-600',
    },
  ];
  const link = (to: string) => (
    <Link to={to} className="text-sm font-semibold text-brand-800 hover:underline">
      {t('overview.open')}
    </Link>
  );

  return (
    <div className="space-y-6">
      <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        <Figure
          label={t('overview.activeStudents')}
          value={format.number(data.activeStudents)}
          detail={t('overview.ofStudents', { count: data.students })}
        />
        <Figure
          label={t('overview.activeTutors')}
          value={format.number(data.activeTutors)}
          detail={t('overview.ofTutors', { count: data.tutors })}
        />
        <Figure
          label={t('overview.pendingInvoices')}
          value={format.number(data.pendingInvoices.count)}
          detail={t('overview.pendingAmount', { amount: money(data.pendingInvoices.amount) })}
          action={link(paths.invoices)}
        />
        <Figure
          label={t('overview.openReports')}
          value={format.number(data.openReports)}
          action={link(paths.reports)}
        />
      </div>
      <p className="text-sm text-ink-600">
        {t('overview.activeHint', { days: format.number(ACTIVE_WINDOW_DAYS) })}
      </p>
      <div className="grid grid-cols-[minmax(0,1fr)] gap-4 xl:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <Card className="space-y-4">
          <div>
            <h2 className="text-lg font-bold">{t('overview.money')}</h2>
            <p className="text-sm text-ink-600">{t('overview.moneyHint')}</p>
          </div>
          <ColumnChart label={moneyLabel} series={series} groups={groups} format={money} />
          <details>
            <summary className="cursor-pointer text-sm font-semibold text-brand-800">
              {t('overview.tableCaption')}
            </summary>
            <div className="overflow-x-auto">
              <table className="mt-2 w-full text-sm">
                <thead>
                  <tr className="text-ink-600">
                    <th scope="col" className="py-1 text-start">
                      {t('overview.month')}
                    </th>
                    <th scope="col" className="py-1 text-start">
                      {t('overview.revenue')}
                    </th>
                    <th scope="col" className="py-1 text-start">
                      {t('overview.payouts')}
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {groups.map((g) => (
                    <tr key={g.key} className="border-t border-ink-100">
                      <th scope="row" className="py-1 text-start font-normal">
                        {g.label}
                      </th>
                      <td className="py-1">{money(g.values.revenue)}</td>
                      <td className="py-1">{money(g.values.payouts)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </details>
        </Card>
        <Card className="space-y-4">
          <div>
            <h2 className="text-lg font-bold">{t('overview.lessonsWeek')}</h2>
            <p className="text-sm text-ink-600">
              {t('overview.weekRange', {
                start: format.shortDay(data.week.start),
                // The week's end is the next week's start: its last day is the day before.
                end: format.shortDay(lastDayBefore(data.week.end)),
              })}
            </p>
          </div>
          <BarList
            label={lessonItems
              .map((item) => `${item.label}: ${format.number(item.value)}`)
              .join(t('ui.sep'))}
            items={lessonItems}
            format={format.number}
          />
        </Card>
      </div>
    </div>
  );
};

export default function OverviewPage() {
  const t = useT();
  const overview = useApiQuery(routes.adminOverview);
  return (
    <div className="space-y-6">
      <PageHeader title={t('overview.title')} description={t('overview.subtitle')} />
      {overview.isPending ? (
        <div className="flex justify-center py-8">
          <Spinner size="lg" label={t('ui.loading')} />
        </div>
      ) : overview.isError ? (
        <ErrorState error={overview.error} onRetry={() => void overview.refetch()} />
      ) : (
        <Figures data={overview.data} />
      )}
    </div>
  );
}
