/**
 * A transaction's status as a coloured badge
 * (docs/product/plans-and-payments.md#transaction-states).
 */
import { TransactionStatus } from '@darsak/shared';
import { Badge, useT } from '@darsak/ui';

const tones: Record<number, 'info' | 'success' | 'warning' | 'error' | 'neutral'> = {
  [TransactionStatus.New]: 'info',
  [TransactionStatus.Paid]: 'success',
  [TransactionStatus.Canceled]: 'neutral',
  [TransactionStatus.Refunded]: 'warning',
  [TransactionStatus.Expired]: 'neutral',
  [TransactionStatus.PartialRefunded]: 'warning',
  [TransactionStatus.Failed]: 'error',
  [TransactionStatus.Processed]: 'warning',
};

export const TransactionStatusBadge = ({ status }: { status: number }) => {
  const t = useT();
  return <Badge tone={tones[status] ?? 'neutral'}>{t(`payments.status.${status}`)}</Badge>;
};
