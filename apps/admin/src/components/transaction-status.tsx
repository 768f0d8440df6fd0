/**
 * An order's status as the back office shows it, and, for money that started nothing (Processed),
 * why: it came after the order had ended, or while the student already had a plan in force.
 */
import { genderSelect, TransactionStatus, type Transaction } from '@darsak/shared';
import { Badge, useI18n, useT } from '@darsak/ui';

const toneOf = (status: number) =>
  status === TransactionStatus.Paid
    ? 'success'
    : status === TransactionStatus.Refunded || status === TransactionStatus.PartialRefunded
      ? 'info'
      : status === TransactionStatus.Failed
        ? 'error'
        : status === TransactionStatus.Processed
          ? 'warning'
          : 'neutral';

export const TransactionStatusBadge = ({ status }: { status: number }) => {
  const t = useT();
  return <Badge tone={toneOf(status)}>{t(`transactions.status.${status}`)}</Badge>;
};

/** How an order was paid, and through which provider: «بطاقة عبر فوري». */
export const useHowPaid = () => {
  const t = useT();
  const { messages } = useI18n();
  return (tx: Pick<Transaction, 'paymentType' | 'provider'>) => {
    // A provider the catalogue does not name yet is shown by the name orders store.
    const key = `transactions.provider.${tx.provider}`;
    const provider = key in messages ? t(key) : tx.provider;
    return t('transactions.via', { method: t(`transactions.type.${tx.paymentType}`), provider });
  };
};

/**
 * Why an order ended unpaid (docs/product/plans-and-payments.md#why-a-payment-failed), with the
 * provider's own words when it gave them; nothing for any other order.
 */
export const FailureReason = ({
  tx,
}: {
  tx: Pick<Transaction, 'status' | 'failure' | 'failureReason'>;
}) => {
  const t = useT();
  if (!tx.failure || tx.status === TransactionStatus.Processed) return null;
  return (
    <span className="block text-xs text-red-800">
      {t(`transactions.failure.${tx.failure}`)}
      {tx.failureReason && (
        <>
          {t('ui.sep')}
          <bdi dir="ltr">{tx.failureReason}</bdi>
        </>
      )}
    </span>
  );
};

/** Why money that arrived started no plan; nothing for any other order. */
export const UnappliedReason = ({
  tx,
}: {
  tx: Pick<Transaction, 'status' | 'failureReason' | 'userGender'>;
}) => {
  const t = useT();
  if (tx.status !== TransactionStatus.Processed) return null;
  const why = tx.failureReason === 'subscription-exists' ? 'inForce' : 'late';
  return (
    <span className="block text-xs text-amber-900">
      {t(`transactions.unapplied.${why}`, { gender: genderSelect(tx.userGender) })}
    </span>
  );
};
