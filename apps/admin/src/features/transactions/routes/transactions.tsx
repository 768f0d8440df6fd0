/** Transactions: every order, filtered by status, provider or student; refund a paid one. */
import { useState } from 'react';
import { Link } from 'react-router';
import {
  formatMoney,
  genderSelect,
  routes,
  TransactionStatus,
  type Transaction,
} from '@darsak/shared';
import {
  useAddressFilters,
  useAddressPager,
  useApiMutation,
  useApiQuery,
} from '@darsak/client/react';
import {
  Button,
  Card,
  ConfirmDialog,
  EmptyState,
  ErrorState,
  PageHeader,
  Pagination,
  SelectField,
  Spinner,
  useErrorMessage,
  useFormat,
  useI18n,
  useT,
  useToast,
} from '@darsak/ui';
import { paths } from '../../../config/paths.js';
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
  const toast = useToast();
  const format = useFormat();
  const { locale } = useI18n();
  const errorMessage = useErrorMessage();
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
  const refund = useApiMutation(routes.refund, {
    onSuccess: () => {
      setRefunding(null);
      toast.show({ type: 'success', title: t('transactions.refunded') });
    },
    onError: (error) => toast.show({ type: 'error', title: errorMessage(error) }),
  });

  return (
    <div className="space-y-6">
      <PageHeader title={t('transactions.title')} />
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
        {list.isPending ? (
          <Spinner label={t('ui.loading')} />
        ) : list.isError ? (
          <ErrorState error={list.error} onRetry={() => void list.refetch()} />
        ) : list.data.total === 0 ? (
          <EmptyState title={t('transactions.empty')} />
        ) : (
          <>
            <ul className="divide-y divide-ink-100">
              {list.data.list.map((tx) => (
                <li key={tx.id} className="flex flex-wrap items-center justify-between gap-3 py-3">
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
                </li>
              ))}
            </ul>
            <Pagination pager={pager} total={list.data.total} />
          </>
        )}
      </Card>
      <ConfirmDialog
        open={refunding !== null}
        title={t('transactions.refundTitle')}
        message={t(
          refunding?.status === TransactionStatus.Processed
            ? 'transactions.refundMessageUnapplied'
            : 'transactions.refundMessage',
          {
            amount: refunding
              ? formatMoney(refunding.amount - refunding.refundedAmount, locale)
              : '',
            name: refunding?.userName ?? '',
            gender: genderSelect(refunding?.userGender),
          },
        )}
        confirmLabel={t('transactions.refund')}
        busy={refund.isPending}
        onClose={() => setRefunding(null)}
        onConfirm={() =>
          refunding &&
          refund.mutate({ body: { transactionId: refunding.id, reason: t('transactions.reason') } })
        }
      />
    </div>
  );
}
