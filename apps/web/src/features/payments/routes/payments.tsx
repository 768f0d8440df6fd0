/**
 * The student's payments (`/payments`): the plan in force (pause it, resume it, cancel it), cash
 * refunds to direct, every transaction with its status and a receipt for paid ones, and the saved
 * cards (remove with confirmation).
 */
import { useState } from 'react';
import { Link } from 'react-router';
import { formatMoney, genderSelect, PlanPeriod, routes, TransactionStatus } from '@darsak/shared';
import { useAddressPager, useApiMutation, useApiQuery, useSession } from '@darsak/client/react';
import {
  Button,
  buttonClass,
  Card,
  ConfirmDialog,
  EmptyState,
  ErrorState,
  PageHeader,
  Pagination,
  Spinner,
  useErrorMessage,
  useFormat,
  useI18n,
  useT,
  useToast,
} from '@darsak/ui';
import { PausePlan } from '@darsak/ui/pause-plan';
import { UpgradeOffers } from '../../../components/plans/upgrade-offers.js';
import { paths } from '../../../config/paths.js';
import { InstallmentLine } from '../components/installment-schedule.js';
import { RefundLine } from '../components/refund-line.js';
import { RefundPayouts, useMyRefundPayouts } from '../components/refund-payouts.js';
import { TransactionStatusBadge } from '../components/transaction-status.js';
import { useOrderTitle } from '../components/order-title.js';
import { wayOfPaying } from '../ways.js';

export default function PaymentsPage() {
  const t = useT();
  return (
    <div className="space-y-6">
      <PageHeader title={t('payments.title')} description={t('payments.subtitle')} />
      <CurrentPlan />
      <RefundPayouts />
      <Transactions />
      <SavedCards />
    </div>
  );
}

const CurrentPlan = () => {
  const t = useT();
  const format = useFormat();
  const me = useSession().user;
  const mine = useApiQuery(routes.userSubscriptions);
  const active = mine.data?.active;
  const paid = active && active.period !== PlanPeriod.FreeTrial ? active : null;
  return (
    <Card className="space-y-3">
      <h2 className="text-lg font-bold text-ink-900">{t('payments.current')}</h2>
      {mine.isPending ? (
        <Spinner label={t('ui.loading')} />
      ) : mine.isError ? (
        <ErrorState error={mine.error} onRetry={() => void mine.refetch()} />
      ) : active ? (
        <p className="text-ink-800">
          {t(active.period === PlanPeriod.FreeTrial ? 'plans.onTrial' : 'plans.onPlan', {
            minutes: active.weeklyMinutes,
            date: format.day(active.endsAt),
          })}{' '}
          {mine.data.quota.paused
            ? t('payments.pause.thisWeek', { until: format.day(mine.data.quota.paused.endsAt) })
            : t('payments.quota', { minutes: mine.data.quota.remainingMinutes })}
        </p>
      ) : (
        <p className="text-ink-700">{t('payments.noPlan')}</p>
      )}
      <div className="flex flex-wrap gap-2">
        <Link to={paths.plans} className={buttonClass('secondary')}>
          {t('payments.seePlans')}
        </Link>
        {paid && me && <PausePlan subscriptionId={paid.id} words="payments.pause" student={me} />}
        {paid && <CancelPlan subscriptionId={paid.id} />}
      </div>
      {paid && <UpgradeOffers paid={paid} />}
    </Card>
  );
};

/**
 * Cancelling the paid plan: the refund of its unused whole weeks, and what the student has
 * afterwards (the rest of a free trial the plan cut short, or nothing; decision 046), are shown
 * before confirming.
 */
const CancelPlan = ({ subscriptionId }: { subscriptionId: number }) => {
  const t = useT();
  const toast = useToast();
  const format = useFormat();
  const errorMessage = useErrorMessage();
  const { locale } = useI18n();
  const gender = genderSelect(useSession().user?.gender);
  const [open, setOpen] = useState(false);
  const quote = useApiQuery(routes.cancellationQuote, { query: { id: subscriptionId } });
  const cancel = useApiMutation(routes.cancelSubscription, {
    onSuccess: () => {
      setOpen(false);
      toast.show({ type: 'success', title: t('payments.cancel.done') });
    },
    onError: (error) => {
      setOpen(false);
      toast.show({ type: 'error', title: errorMessage(error) });
    },
  });
  if (quote.isPending || quote.isError) return null;
  if (!quote.data.cancellable)
    return (
      <p className="w-full text-sm text-ink-600">
        {t('payments.cancel.notAllowed', { lessons: quote.data.lessonsAllowed })}
      </p>
    );
  return (
    <>
      <Button variant="ghost" className="text-red-700" onClick={() => setOpen(true)}>
        {t('payments.cancel.open')}
      </Button>
      <ConfirmDialog
        open={open}
        title={t('payments.cancel.title')}
        message={
          <>
            <p>{t('payments.cancel.text', { gender })}</p>
            <p className="mt-2" data-testid="cancel-after">
              {quote.data.trialBack
                ? t('payments.cancel.afterTrial', {
                    gender,
                    minutes: quote.data.trialBack.weeklyMinutes,
                    date: format.day(quote.data.trialBack.endsAt),
                  })
                : t('payments.cancel.afterNothing', { gender })}
            </p>
            <p className="mt-3 text-lg font-bold text-ink-900" data-testid="cancel-refund">
              {quote.data.refund > 0
                ? t(quote.data.cash ? 'payments.cancel.refundCash' : 'payments.cancel.refund', {
                    gender,
                    amount: formatMoney(quote.data.refund, locale),
                    weeks: quote.data.unusedWeeks,
                  })
                : // Nothing back either because nothing was paid (a granted plan, a free trial)
                  // or because less than a whole week is left.
                  t(
                    quote.data.transactionId === null
                      ? 'payments.cancel.notPaid'
                      : 'payments.cancel.noRefund',
                  )}
            </p>
          </>
        }
        confirmLabel={t('payments.cancel.confirm')}
        busy={cancel.isPending}
        onClose={() => setOpen(false)}
        onConfirm={() => cancel.mutate({ body: { id: subscriptionId } })}
      />
    </>
  );
};

const Transactions = () => {
  const t = useT();
  const orderTitle = useOrderTitle();
  const format = useFormat();
  const { locale } = useI18n();
  // The page lives in the address, so Back from a payment finds the same page.
  const pager = useAddressPager();
  const list = useApiQuery(routes.listTransactions, {
    query: { page: pager.page, size: pager.size },
  });
  const payouts = useMyRefundPayouts();
  return (
    <Card className="space-y-3">
      <h2 className="text-lg font-bold text-ink-900">{t('payments.transactions')}</h2>
      {list.isPending ? (
        <Spinner label={t('ui.loading')} />
      ) : list.isError ? (
        <ErrorState error={list.error} onRetry={() => void list.refetch()} />
      ) : list.data.total === 0 ? (
        <EmptyState title={t('payments.empty')} />
      ) : (
        <>
          <ul className="divide-y divide-ink-100">
            {list.data.list.map((tx) => (
              <li key={tx.id} className="flex flex-wrap items-center justify-between gap-3 py-3">
                <div>
                  <Link
                    to={paths.payment(tx.id)}
                    className="font-semibold text-brand-800 underline"
                  >
                    {orderTitle(tx)}
                  </Link>
                  <p className="text-sm text-ink-600">
                    {format.dateTime(tx.createdAt)}
                    {t('ui.sep')}
                    {wayOfPaying(t, tx)}
                  </p>
                  {tx.installments && <InstallmentLine schedule={tx.installments} />}
                  {tx.failure && tx.status !== TransactionStatus.Processed && (
                    <p className="text-sm text-red-700">
                      {t(`payment.failure.${tx.failure}.title`)}
                    </p>
                  )}
                  {tx.status === TransactionStatus.New && tx.expiresAt && (
                    <p className="text-sm text-ink-600">
                      {t('payments.pendingUntil', { when: format.dateTime(tx.expiresAt) })}
                    </p>
                  )}
                </div>
                <div className="flex flex-wrap items-center gap-3">
                  <span className="font-bold text-ink-900">{formatMoney(tx.amount, locale)}</span>
                  {tx.refundedAmount > 0 && payouts.data && (
                    <RefundLine order={tx} payouts={payouts.data.list} />
                  )}
                  <TransactionStatusBadge status={tx.status} />
                </div>
              </li>
            ))}
          </ul>
          <Pagination pager={pager} total={list.data.total} />
        </>
      )}
    </Card>
  );
};

const SavedCards = () => {
  const t = useT();
  const toast = useToast();
  const errorMessage = useErrorMessage();
  const cards = useApiQuery(routes.listCardTokens);
  const [removing, setRemoving] = useState<string | null>(null);
  const { client } = useSession();
  const [opening, setOpening] = useState(false);
  /** The provider's card-saving page; it comes back to /card-added. */
  const addCard = async () => {
    setOpening(true);
    try {
      const { url } = await client.call(routes.addCardUrl);
      window.location.assign(url);
    } catch (error) {
      setOpening(false);
      toast.show({ type: 'error', title: errorMessage(error) });
    }
  };
  const remove = useApiMutation(routes.deleteCardToken, {
    onSuccess: () => {
      setRemoving(null);
      toast.show({ type: 'success', title: t('payments.cardRemoved') });
    },
    onError: (error) => toast.show({ type: 'error', title: errorMessage(error) }),
  });
  return (
    <Card className="space-y-3">
      <h2 className="text-lg font-bold text-ink-900">{t('payments.cards')}</h2>
      {cards.isPending ? (
        <Spinner label={t('ui.loading')} />
      ) : cards.isError ? (
        <ErrorState error={cards.error} onRetry={() => void cards.refetch()} />
      ) : cards.data.length === 0 ? (
        <p className="text-ink-700">{t('payments.noCards')}</p>
      ) : (
        <ul className="space-y-2">
          {cards.data.map((card) => (
            <li
              key={card.token}
              className="flex items-center justify-between gap-3 rounded-xl p-3 ring-1 ring-ink-100"
            >
              <span>
                <span dir="ltr">•••• {card.lastFour}</span>{' '}
                <span className="text-ink-600">{card.expiry}</span>
              </span>
              <Button variant="ghost" onClick={() => setRemoving(card.token)}>
                {t('payments.removeCard')}
              </Button>
            </li>
          ))}
        </ul>
      )}
      <Button variant="secondary" loading={opening} onClick={() => void addCard()}>
        {t('payments.addCard')}
      </Button>
      <ConfirmDialog
        open={removing !== null}
        title={t('payments.removeCardTitle')}
        message={t('payments.removeCardMessage')}
        confirmLabel={t('payments.removeCard')}
        busy={remove.isPending}
        onClose={() => setRemoving(null)}
        onConfirm={() => removing && remove.mutate({ body: { cardToken: removing } })}
      />
    </Card>
  );
};
