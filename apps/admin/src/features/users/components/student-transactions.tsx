/** A student's transactions, newest first and paged: what they paid, how, and what came back. */
import { formatMoney, genderSelect, routes, type Transaction, type User } from '@darsak/shared';
import { useApiQuery, usePager } from '@darsak/client/react';
import { Card, EmptyState, Pagination, QueryView, useFormat, useI18n, useT } from '@darsak/ui';
import { DataTable, type Column } from '../../../components/data-table.js';
import { periodKey } from '../../../components/plan-name.js';
import {
  TransactionStatusBadge,
  FailureReason,
  UnappliedReason,
  useHowPaid,
} from '../../../components/transaction-status.js';

export const StudentTransactions = ({ student }: { student: User }) => {
  const t = useT();
  const format = useFormat();
  const { locale } = useI18n();
  const pager = usePager();
  const list = useApiQuery(
    routes.listTransactions,
    { query: { userId: student.id, page: pager.page, size: pager.size } },
    { placeholderData: (previous) => previous },
  );

  const howPaid = useHowPaid();
  const columns: Column<Transaction>[] = [
    {
      key: 'ref',
      header: t('transactions.column.order'),
      primary: true,
      cell: (tx) => (
        <span className="font-semibold text-ink-900">
          <bdi dir="ltr">#{format.plain(tx.id)}</bdi>
          {t('ui.sep')}
          <bdi dir="ltr">{tx.merchantRef}</bdi>
        </span>
      ),
    },
    {
      key: 'period',
      header: t('subs.column.period'),
      cell: (tx) => (tx.period === null ? t('transactions.oneLesson') : t(periodKey(tx.period))),
    },
    { key: 'method', header: t('transactions.column.method'), cell: (tx) => howPaid(tx) },
    {
      key: 'amount',
      header: t('transactions.column.amount'),
      cell: (tx) => (
        <span>
          <span className="font-semibold">{formatMoney(tx.amount, locale)}</span>
          {tx.refundedAmount > 0 && (
            <span className="block text-xs text-ink-600">
              {t('userTx.refunded', { amount: formatMoney(tx.refundedAmount, locale) })}
            </span>
          )}
        </span>
      ),
    },
    {
      key: 'date',
      header: t('transactions.column.date'),
      cell: (tx) => format.dateTime(tx.createdAt),
    },
    {
      key: 'status',
      header: t('subs.column.state'),
      cell: (tx) => (
        <span>
          <TransactionStatusBadge status={tx.status} />
          <UnappliedReason tx={tx} />
          <FailureReason tx={tx} />
        </span>
      ),
    },
  ];

  return (
    <Card>
      <h2 className="mb-4 text-xl font-bold">{t('userTx.title')}</h2>
      <QueryView
        query={list}
        isEmpty={(page) => page.total === 0}
        empty={<EmptyState title={t('userTx.empty', { gender: genderSelect(student.gender) })} />}
      >
        {(page) => (
          <>
            <DataTable
              caption={t('userTx.title')}
              columns={columns}
              rows={page.list}
              rowKey={(tx) => tx.id}
              busy={list.isPlaceholderData}
            />
            {page.total > pager.size && <Pagination pager={pager} total={page.total} />}
          </>
        )}
      </QueryView>
    </Card>
  );
};
