/**
 * The student's cash refunds on /payments (docs/product/plans-and-payments.md#cash-refunds): what
 * was paid in cash is not returned through the provider, so the student says where it goes (a
 * mobile wallet, or a bank account by IBAN or number) and follows its transfer. Shown only when
 * there is one.
 */
import { useState } from 'react';
import { z } from 'zod/mini';
import {
  formatMoney,
  MAX_PAGE_SIZE,
  payoutAwaitsStudent,
  routes,
  rules,
  WithdrawMethod,
  type RefundPayout,
} from '@darsak/shared';
import { isApiError } from '@darsak/client';
import { useApiMutation, useApiQuery, useSession } from '@darsak/client/react';
import {
  Alert,
  Badge,
  Button,
  Card,
  Dialog,
  ErrorState,
  Spinner,
  useErrorMessage,
  useForm,
  useI18n,
  useT,
  useToast,
  WithdrawDestination,
} from '@darsak/ui';
import {
  DestinationFields,
  destinationFieldOfCode,
  destinationFields,
  destinationOf,
} from '../../../components/money/payout-destination.js';

const tones = {
  'details-needed': 'warning',
  requested: 'info',
  paid: 'success',
  failed: 'error',
} as const;

/** The student's cash refunds, newest first: this card and the orders list read the same. */
export const useMyRefundPayouts = () =>
  useApiQuery(routes.listRefundPayouts, { query: { page: 1, size: MAX_PAGE_SIZE } });

export const RefundPayouts = () => {
  const t = useT();
  const { locale } = useI18n();
  const list = useMyRefundPayouts();
  const [giving, setGiving] = useState<RefundPayout | null>(null);
  if (list.isPending) return <Spinner label={t('ui.loading')} />;
  if (list.isError) return <ErrorState error={list.error} onRetry={() => void list.refetch()} />;
  if (list.data.total === 0) return null;
  return (
    <Card className="space-y-3">
      <h2 className="text-lg font-bold text-ink-900">{t('payouts.title')}</h2>
      <p className="text-sm text-ink-600">{t('payouts.intro')}</p>
      <ul className="divide-y divide-ink-100">
        {list.data.list.map((payout) => (
          <li
            key={payout.id}
            className="flex flex-wrap items-center justify-between gap-3 py-3"
            data-testid="refund-payout"
          >
            <div className="space-y-1">
              <p className="font-semibold text-ink-900">
                {t('payouts.order', { reference: payout.merchantRef })}
              </p>
              {payout.method !== null && (
                <p className="text-sm text-ink-700">
                  {t('payouts.to')}
                  <WithdrawDestination
                    invoice={{ ...payout, method: payout.method, username: null }}
                  />
                </p>
              )}
              {payout.status === 'paid' && payout.reference && (
                <p className="text-sm text-ink-600">
                  {t('payouts.reference', { reference: payout.reference })}
                </p>
              )}
              {payout.status === 'failed' && payout.failureNote && (
                <p className="text-sm text-red-700">
                  {t('payouts.failedNote', { note: payout.failureNote })}
                </p>
              )}
            </div>
            <div className="flex flex-wrap items-center gap-3">
              <span className="font-bold text-ink-900">{formatMoney(payout.amount, locale)}</span>
              <Badge tone={tones[payout.status]}>{t(`payouts.status.${payout.status}`)}</Badge>
              {payoutAwaitsStudent(payout.status) && (
                <Button onClick={() => setGiving(payout)}>
                  {t(payout.status === 'failed' ? 'payouts.giveAgain' : 'payouts.give')}
                </Button>
              )}
            </div>
          </li>
        ))}
      </ul>
      <Dialog
        open={giving !== null}
        onClose={() => setGiving(null)}
        title={t('payouts.formTitle', {
          amount: giving ? formatMoney(giving.amount, locale) : '',
        })}
      >
        {giving && (
          <DestinationForm key={giving.id} payout={giving} onClose={() => setGiving(null)} />
        )}
      </Dialog>
    </Card>
  );
};

const fields = z.object(destinationFields);
type Values = z.infer<typeof fields>;

const schema = z.pipe(
  fields,
  z.pipe(z.transform<Values, unknown>(destinationOf), rules.refundDestination()),
);

const DestinationForm = ({ payout, onClose }: { payout: RefundPayout; onClose: () => void }) => {
  const t = useT();
  const toast = useToast();
  const errorMessage = useErrorMessage();
  const { user } = useSession();
  const [problem, setProblem] = useState<string | null>(null);
  const give = useApiMutation(routes.giveRefundDestination);
  // A wallet is asked again after a failed transfer with the number that failed left out.
  const form = useForm(schema, {
    method: String(payout.method ?? WithdrawMethod.Wallet),
    phone: payout.status === 'failed' ? '' : (user?.phone ?? ''),
    bank: payout.bank ?? '',
    accountNumber: '',
    receiver: payout.receiver ?? user?.name ?? '',
    username: '',
  });
  const submit = form.handleSubmit(async (body) => {
    setProblem(null);
    try {
      await give.mutateAsync({ params: { id: payout.id }, body });
      toast.show({ type: 'success', title: t('payouts.sent') });
      onClose();
    } catch (error) {
      const field = isApiError(error) ? destinationFieldOfCode[error.code] : undefined;
      if (field && isApiError(error)) form.setFieldError(field, error.code);
      else setProblem(errorMessage(error));
    }
  });
  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      {problem && <Alert tone="error">{problem}</Alert>}
      <DestinationFields
        methods={[WithdrawMethod.Wallet, WithdrawMethod.Bank]}
        words="payouts"
        account="iban"
        field={form.field}
      />
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="secondary" onClick={onClose} disabled={form.submitting}>
          {t('ui.cancel')}
        </Button>
        <Button type="submit" loading={form.submitting}>
          {t('payouts.send')}
        </Button>
      </div>
    </form>
  );
};
