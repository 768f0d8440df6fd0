/**
 * Refunds to transfer (docs/product/plans-and-payments.md#cash-refunds): cash refunds by status,
 * those to transfer first, oldest first. An admin sends the money where the student chose and
 * records the transfer's reference, or records that it failed and why, which asks the student
 * again.
 */
import { useState } from 'react';
import { z } from 'zod/mini';
import {
  firstIssueCode,
  formatMoney,
  refundPayoutStatuses,
  routes,
  rules,
  type RefundPayout,
  type RefundPayoutStatus,
} from '@darsak/shared';
import { isApiError } from '@darsak/client';
import { useApiMutation, useApiQuery, usePager } from '@darsak/client/react';
import {
  Alert,
  Badge,
  Button,
  Card,
  Dialog,
  SelectField,
  TextareaField,
  TextField,
  useErrorMessage,
  useFormat,
  useI18n,
  useT,
  useToast,
  WithdrawDestination,
} from '@darsak/ui';
import { PagedList } from '../../../components/paged-list.js';

const tones = {
  'details-needed': 'neutral',
  requested: 'warning',
  paid: 'success',
  failed: 'error',
} as const;

type Intent = { payout: RefundPayout; outcome: 'paid' | 'failed' };

export const PayoutQueue = () => {
  const t = useT();
  const format = useFormat();
  const { locale } = useI18n();
  const [status, setStatus] = useState<RefundPayoutStatus>('requested');
  const pager = usePager();
  const list = useApiQuery(routes.listRefundPayouts, {
    query: { page: pager.page, size: pager.size, status },
  });
  const [intent, setIntent] = useState<Intent | null>(null);
  return (
    <Card className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h2 className="text-lg font-bold text-ink-900">{t('payouts.title')}</h2>
          <p className="text-sm text-ink-600">{t('payouts.intro')}</p>
        </div>
        {list.data && (
          <Badge tone={list.data.waiting > 0 ? 'warning' : 'neutral'}>
            {t('payouts.waiting', { count: list.data.waiting })}
          </Badge>
        )}
      </div>
      <SelectField
        label={t('payouts.filter')}
        value={status}
        onChange={(event) => {
          setStatus(event.target.value as RefundPayoutStatus);
          pager.reset();
        }}
      >
        {refundPayoutStatuses.map((value) => (
          <option key={value} value={value}>
            {t(`payouts.status.${value}`)}
          </option>
        ))}
      </SelectField>
      <PagedList
        query={list}
        pager={pager}
        empty={t('payouts.empty')}
        testId="refund-payout"
        row={(payout) => (
          <>
            <div className="space-y-1">
              <p className="font-semibold text-ink-900">
                {payout.userName}
                {t('ui.sep')}
                <bdi dir="ltr">{payout.merchantRef}</bdi>
              </p>
              <p className="text-sm text-ink-700">
                {payout.method === null ? (
                  t('payouts.noDestination')
                ) : (
                  <>
                    {t('payouts.to')}
                    <WithdrawDestination
                      invoice={{ ...payout, method: payout.method, username: null }}
                    />
                  </>
                )}
              </p>
              {payout.status === 'paid' && payout.reference && (
                <p className="text-sm text-ink-600">
                  {t('payouts.reference', { reference: payout.reference })}
                  {payout.paidBy && payout.paidAt && (
                    <>
                      {t('ui.sep')}
                      {t('payouts.paidBy', {
                        name: payout.paidBy.name,
                        date: format.dateTime(payout.paidAt),
                      })}
                    </>
                  )}
                </p>
              )}
              {payout.failureNote && payout.status !== 'paid' && (
                <p className="text-sm text-red-700">
                  {t('payouts.failedNote', { note: payout.failureNote })}
                </p>
              )}
              <p className="text-xs text-ink-500">{format.dateTime(payout.createdAt)}</p>
            </div>
            <div className="flex flex-wrap items-center gap-3">
              <span className="font-bold">{formatMoney(payout.amount, locale)}</span>
              <Badge tone={tones[payout.status]}>{t(`payouts.status.${payout.status}`)}</Badge>
              {payout.status === 'requested' && (
                <>
                  <Button onClick={() => setIntent({ payout, outcome: 'paid' })}>
                    {t('payouts.markPaid')}
                  </Button>
                  <Button
                    variant="secondary"
                    onClick={() => setIntent({ payout, outcome: 'failed' })}
                  >
                    {t('payouts.markFailed')}
                  </Button>
                </>
              )}
            </div>
          </>
        )}
      />
      <Dialog
        open={intent !== null}
        onClose={() => setIntent(null)}
        title={t(intent?.outcome === 'failed' ? 'payouts.failedTitle' : 'payouts.paidTitle')}
      >
        {intent && (
          <SettleForm
            key={`${intent.payout.id}:${intent.outcome}`}
            intent={intent}
            onClose={() => setIntent(null)}
          />
        )}
      </Dialog>
    </Card>
  );
};

const SettleForm = ({ intent, onClose }: { intent: Intent; onClose: () => void }) => {
  const t = useT();
  const toast = useToast();
  const errorMessage = useErrorMessage();
  const { locale } = useI18n();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [problem, setProblem] = useState<string | null>(null);
  const settle = useApiMutation(routes.settleRefundPayout);
  const paid = intent.outcome === 'paid';
  const submit = () => {
    setProblem(null);
    const checked = z.safeParse(paid ? rules.payoutReference : rules.adminReason, text);
    setError(checked.success ? undefined : firstIssueCode(checked.error));
    if (!checked.success) return;
    settle.mutate(
      {
        params: { id: intent.payout.id },
        body: paid
          ? { outcome: 'paid', reference: checked.data }
          : { outcome: 'failed', note: checked.data },
      },
      {
        onSuccess: () => {
          toast.show({
            type: 'success',
            title: t(paid ? 'payouts.paidDone' : 'payouts.failedDone'),
          });
          onClose();
        },
        onError: (failure) => {
          if (isApiError(failure) && failure.code !== 'illegal') setError(failure.code);
          else setProblem(errorMessage(failure));
        },
      },
    );
  };
  const Field = paid ? TextField : TextareaField;
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
        {paid
          ? t('payouts.paidText', {
              amount: formatMoney(intent.payout.amount, locale),
              name: intent.payout.userName,
            })
          : t('payouts.failedText', { name: intent.payout.userName })}
      </p>
      <Field
        label={t(paid ? 'payouts.referenceLabel' : 'payouts.failedLabel')}
        value={text}
        onChange={(event: { target: { value: string } }) => setText(event.target.value)}
        error={error}
        required
      />
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="secondary" onClick={onClose} disabled={settle.isPending}>
          {t('ui.cancel')}
        </Button>
        <Button type="submit" variant={paid ? 'primary' : 'danger'} loading={settle.isPending}>
          {t(paid ? 'payouts.confirmPaid' : 'payouts.confirmFailed')}
        </Button>
      </div>
    </form>
  );
};
