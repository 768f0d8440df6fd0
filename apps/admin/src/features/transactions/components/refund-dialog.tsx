/**
 * Refunding an order (docs/product/plans-and-payments.md#refunds): an amount in EGP from one piaster
 * to what is left (all of it by default; money that started nothing only in full) and a reason kept
 * in the audit log. An order paid in cash is said to go back as a transfer to the student's wallet
 * or bank, not through the provider (#cash-refunds).
 */
import { useState } from 'react';
import { z } from 'zod/mini';
import {
  firstIssueCode,
  formatMoney,
  genderSelect,
  paidInCash,
  parsePounds,
  routes,
  rules,
  toPiasters,
  TransactionStatus,
  type Transaction,
} from '@darsak/shared';
import { isApiError } from '@darsak/client';
import { useApiMutation } from '@darsak/client/react';
import {
  Alert,
  Button,
  Dialog,
  NumberField,
  TextareaField,
  useErrorMessage,
  useI18n,
  useT,
  useToast,
} from '@darsak/ui';

export const RefundDialog = ({
  order,
  onClose,
}: {
  order: Transaction | null;
  onClose: () => void;
}) => {
  const t = useT();
  return (
    <Dialog open={order !== null} onClose={onClose} title={t('transactions.refundTitle')}>
      {order && <RefundForm key={order.id} order={order} onClose={onClose} />}
    </Dialog>
  );
};

const RefundForm = ({ order, onClose }: { order: Transaction; onClose: () => void }) => {
  const t = useT();
  const toast = useToast();
  const errorMessage = useErrorMessage();
  const { locale } = useI18n();
  const left = order.amount - order.refundedAmount;
  const wholeOnly = order.status === TransactionStatus.Processed;
  const [amount, setAmount] = useState(String(left / 100));
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<{ amount?: string; reason?: string }>({});
  const [problem, setProblem] = useState<string | null>(null);
  const refund = useApiMutation(routes.refund);
  const words = {
    amount: formatMoney(left, locale),
    name: order.userName,
    gender: genderSelect(order.userGender),
  };

  const submit = () => {
    setProblem(null);
    const pounds = parsePounds(amount);
    const piasters = pounds === undefined ? undefined : toPiasters(pounds);
    const amountCode =
      piasters === undefined
        ? 'required'
        : (() => {
            const checked = z.safeParse(rules.refundAmount, piasters);
            if (!checked.success) return firstIssueCode(checked.error);
            return piasters > left ? 'amount-above-max' : undefined;
          })();
    const checkedReason = z.safeParse(rules.adminReason, reason);
    const next = {
      amount: amountCode,
      reason: checkedReason.success ? undefined : firstIssueCode(checkedReason.error),
    };
    setErrors(next);
    if (next.amount || next.reason || piasters === undefined) return;
    refund.mutate(
      { body: { transactionId: order.id, amount: piasters, reason: reason.trim() } },
      {
        onSuccess: () => {
          toast.show({ type: 'success', title: t('transactions.refunded') });
          onClose();
        },
        onError: (error) => {
          if (isApiError(error) && error.code === 'amount-above-max')
            setErrors({ amount: error.code });
          else if (isApiError(error) && error.code.startsWith('reason-'))
            setErrors({ reason: error.code });
          else setProblem(errorMessage(error));
        },
      },
    );
  };

  return (
    <form
      className="space-y-4"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      {problem && <Alert tone="error">{problem}</Alert>}
      <p className="text-ink-700">
        {t(wholeOnly ? 'transactions.refundMessageUnapplied' : 'transactions.refundMessage', words)}
      </p>
      {paidInCash(order) && <Alert tone="warning">{t('transactions.refundCash', words)}</Alert>}
      <NumberField
        label={t('transactions.refundAmount')}
        inputMode="decimal"
        hint={t(wholeOnly ? 'transactions.refundAmountWhole' : 'transactions.refundAmountHint', {
          max: formatMoney(left, locale),
        })}
        value={amount}
        onChange={(event) => setAmount(event.target.value)}
        readOnly={wholeOnly}
        error={errors.amount}
        required
      />
      <TextareaField
        label={t('transactions.refundReason')}
        hint={t('transactions.refundReasonHint')}
        rows={3}
        value={reason}
        onChange={(event) => setReason(event.target.value)}
        error={errors.reason}
        required
      />
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="secondary" onClick={onClose} disabled={refund.isPending}>
          {t('ui.cancel')}
        </Button>
        <Button type="submit" variant="danger" loading={refund.isPending}>
          {t('transactions.refund')}
        </Button>
      </div>
    </form>
  );
};
