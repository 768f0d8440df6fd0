/**
 * What came back of an order, on the student's orders list: a cash refund is a transfer an admin
 * still has to send until it is paid (docs/product/plans-and-payments.md#cash-refunds), so what is
 * awaited says it is to be sent, and only the rest says it was refunded.
 */
import { formatMoney, type RefundPayout, type Transaction } from '@darsak/shared';
import { useI18n, useT } from '@darsak/ui';

export const RefundLine = ({
  order,
  payouts,
}: {
  order: Pick<Transaction, 'id' | 'refundedAmount'>;
  /** The student's cash refunds, those of other orders among them. */
  payouts: readonly Pick<RefundPayout, 'transactionId' | 'amount' | 'status'>[];
}) => {
  const t = useT();
  const { locale } = useI18n();
  const awaited = payouts
    .filter((payout) => payout.transactionId === order.id && payout.status !== 'paid')
    .reduce((sum, payout) => sum + payout.amount, 0);
  const returned = order.refundedAmount - awaited;
  return (
    <>
      {returned > 0 && (
        <span className="text-sm font-semibold text-ink-700">
          {t('payments.refunded', { amount: formatMoney(returned, locale) })}
        </span>
      )}
      {awaited > 0 && (
        <span className="text-sm font-semibold text-ink-700">
          {t('payments.refundToSend', { amount: formatMoney(awaited, locale) })}
        </span>
      )}
    </>
  );
};
