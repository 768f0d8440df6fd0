/**
 * Transactions: every order, filtered by status, provider or student; refund a paid one in full or in
 * part; and the cash refunds to transfer.
 */
import { useState } from 'react';
import { Link } from 'react-router';
import { formatMoney, routes, TransactionStatus, type Transaction } from '@darsak/shared';
import { useAddressFilters, useAddressPager, useApiQuery } from '@darsak/client/react';
import { Button, Card, PageHeader, SelectField, useFormat, useI18n, useT } from '@darsak/ui';
import { PagedList } from '../../../components/paged-list.js';
import { paths } from '../../../config/paths.js';
import { PayoutQueue } from '../components/payout-queue.js';
import { RefundDialog } from '../components/refund-dialog.js';
import {
  TransactionStatusBadge,
  FailureReason,
  UnappliedReason,
  useHowPaid,
} from '../../../components/transaction-status.js';

const statuses = Object.values(TransactionStatus);
const refundable: number[] = [
  TransactionStatus.Paid,
  TransactionStatus.PartialRefunded,
  TransactionStatus.Processed,
];

export default function TransactionsPage() {
  const t = useT();
  const format = useFormat();
  const { locale } = useI18n();
  // The page and the filter live in the address, so Back from a user finds the same list.
  const pager = useAddressPager();
  const { params, set } = useAddressFilters();
  const status = statuses.find((value) => String(value) === params.get('status'));
  const list = useApiQuery(routes.listTransactions, {
    query: { page: pager.page, size: pager.size, status },
  });
  const [refunding, setRefunding] = useState<Transaction | null>(null);
  /** The provider's name as people know it; one added later shows as the server names it. */
  const howPaid = useHowPaid();

  return (
    <div className="space-y-6">
      <PageHeader title={t('transactions.title')} />
      <PayoutQueue />
      <Card className="space-y-4">
        <SelectField
          label={t('transactions.filterStatus')}
          value={status ?? ''}
          onChange={(e) => set('status', e.target.value)}
        >
          <option value="">{t('transactions.allStatuses')}</option>
          {statuses.map((s) => (
            <option key={s} value={s}>
              {t(`transactions.status.${s}`)}
            </option>
          ))}
        </SelectField>
        <PagedList
          query={list}
          pager={pager}
          empty={t('transactions.empty')}
          row={(tx) => (
            <>
              <div>
                <p className="font-semibold text-ink-900">
                  <Link
                    to={paths.user(tx.userId)}
                    className="text-brand-800 underline underline-offset-2"
                  >
                    {tx.userName}
                  </Link>
                  {t('ui.sep')}
                  <bdi dir="ltr">#{format.plain(tx.id)}</bdi>
                  {t('ui.sep')}
                  <bdi dir="ltr">{tx.merchantRef}</bdi>
                </p>
                <p className="text-sm text-ink-600">
                  {format.dateTime(tx.createdAt)}
                  {t('ui.sep')}
                  {howPaid(tx)}
                  {tx.couponCode ? (
                    <>
                      {t('ui.sep')}
                      <bdi dir="ltr">{tx.couponCode}</bdi>
                    </>
                  ) : null}
                </p>
                <UnappliedReason tx={tx} />
                <FailureReason tx={tx} />
              </div>
              <div className="flex items-center gap-3">
                <span className="font-bold">{formatMoney(tx.amount, locale)}</span>
                <TransactionStatusBadge status={tx.status} />
                {refundable.includes(tx.status) && (
                  <Button variant="secondary" onClick={() => setRefunding(tx)}>
                    {t('transactions.refund')}
                  </Button>
                )}
              </div>
            </>
          )}
        />
      </Card>
      <RefundDialog order={refunding} onClose={() => setRefunding(null)} />
    </div>
  );
}
