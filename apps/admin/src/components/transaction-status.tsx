/**
 * An order's status as the back office shows it, and, for money that started nothing (Processed),
 * why: it came after the order had ended, or while the student already had a plan in force.
 */
import { genderSelect, TransactionStatus, type Transaction } from '@darsak/shared';
import { Badge, useT } from '@darsak/ui';

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
  return (tx: Pick<Transaction, 'paymentType' | 'provider'>) => {
    const provider =
      tx.provider === 'fawry' || tx.provider === 'paymob'
        ? t(`transactions.provider.${tx.provider}`)
        : tx.provider;
    return t('transactions.via', { method: t(`transactions.type.${tx.paymentType}`), provider });
  };
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
