/**
 * Why an order ended unpaid and what to do next, in the reader's words
 * (docs/product/plans-and-payments.md#why-a-payment-failed): on the order's page, and on the
 * checkout when the order is tried again.
 */
import type { PaymentFailure } from '@darsak/shared';
import { Alert, useT } from '@darsak/ui';

export const FailureAlert = ({ failure }: { failure: PaymentFailure }) => {
  const t = useT();
  return (
    <Alert tone="error" title={t(`payment.failure.${failure}.title`)}>
      {t(`payment.failure.${failure}.next`)}
    </Alert>
  );
};
