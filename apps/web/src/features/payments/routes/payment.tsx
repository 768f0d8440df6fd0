/**
 * One payment after the checkout: pending (a kiosk reference to pay, a wallet request to
 * approve, a card being confirmed), done, or failed with a retry. It turns by itself when the
 * provider's notification lands (TransactionStatusUpdate). A paid one is a receipt naming the buyer
 * and the seller, and prints as that alone on A4 (decision 046).
 */
import { useState } from 'react';
import { Link, useLocation, useParams } from 'react-router';
import {
  formatMoney,
  PaymentType,
  routes,
  TransactionStatus,
  type Transaction,
} from '@darsak/shared';
import { useApiMutation, useApiQuery } from '@darsak/client/react';
import {
  Alert,
  Button,
  buttonClass,
  Card,
  ConfirmDialog,
  ErrorState,
  Logo,
  PageHeader,
  PageSpinner,
  Spinner,
  useErrorMessage,
  useFormat,
  useI18n,
  useT,
  usePhoneText,
  useToast,
} from '@darsak/ui';
import { paidPlanInForce } from '../../../components/plans/plan-in-force.js';
import { paths } from '../../../config/paths.js';
import { FailureAlert } from '../components/failure-alert.js';
import { InstallmentSchedule } from '../components/installment-schedule.js';
import { PriceBreakdownList } from '../components/price-breakdown.js';
import { useOrderTitle } from '../components/order-title.js';
import { TransactionStatusBadge } from '../components/transaction-status.js';
import { slugOf } from '../periods.js';
import { providerWords, wayOfPaying } from '../ways.js';

export default function PaymentPage() {
  const t = useT();
  // The screen gate lets only a valid id through.
  const id = Number(useParams().id);
  const input = { query: { transactionId: id } };
  const payment = useApiQuery(routes.paymentStatus, input, {
    // Until the notification lands the order is re-read now and then (the socket may be down).
    refetchInterval: (query) =>
      query.state.data?.status === TransactionStatus.New ? 10_000 : false,
  });

  if (payment.isPending) return <PageSpinner label={t('ui.loading')} />;
  if (payment.isError)
    return (
      <ErrorState
        error={payment.error}
        onRetry={() => void payment.refetch()}
        page
        back={
          <Link to={paths.payments} className={buttonClass('secondary')}>
            {t('payment.allPayments')}
          </Link>
        }
      />
    );
  return <PaymentView transaction={payment.data} />;
}

/**
 * Trying again keeps the order as it was: its plan, way of paying and coupon. One lesson is picked
 * again on its tutor's page, since its time may be taken by now.
 */
const retryLink = (tx: Transaction) =>
  tx.lesson
    ? paths.tutorBooking(tx.lesson.tutorId)
    : tx.upgradeOf !== null
      ? paths.upgrade(tx.planId ?? 0, slugOf(tx.period ?? 0), tx.upgradeOf)
      : paths.checkout(tx.planId ?? 0, slugOf(tx.period ?? 0), tx.id);

const PaymentView = ({ transaction: tx }: { transaction: Transaction }) => {
  const t = useT();
  const { locale } = useI18n();
  const format = useFormat();
  const orderTitle = useOrderTitle();
  const amount = formatMoney(tx.amount, locale);
  const pending = tx.status === TransactionStatus.New;
  // A provider with a hosted page shows its kiosk reference and wallet step there (decision 024).
  const ours = !tx.hostedPage;
  // Money arrived (then perhaps refunded): the page is a receipt.
  const paid = tx.paidAt !== null;
  // Money that started nothing: it came after the order ended, or while another plan was in force.
  // For an upgrade: the plan had changed or ended before the money came.
  const whyNotApplied =
    tx.purpose === 'upgrade'
      ? 'changed'
      : tx.failureReason === 'subscription-exists'
        ? 'inForce'
        : 'late';
  const unpaidEnd =
    tx.status === TransactionStatus.Failed ||
    tx.status === TransactionStatus.Expired ||
    tx.status === TransactionStatus.Canceled;
  // An order that ended unpaid is offered again, unless a paid plan is in force by now (the
  // checkout would only say so).
  const mine = useApiQuery(routes.userSubscriptions, undefined, { enabled: unpaidEnd });
  // An upgrade is offered again while the plan it upgrades is the one in force.
  const inForce = mine.isSuccess ? paidPlanInForce(mine.data.active) : null;
  const mayRetry =
    unpaidEnd && (tx.purpose === 'upgrade' ? inForce?.id === tx.upgradeOf : !inForce);
  const title =
    tx.status === TransactionStatus.Processed && whyNotApplied === 'inForce'
      ? t('payment.title.inForce')
      : t(`payment.title.${tx.status}`);
  return (
    <div className="mx-auto max-w-2xl space-y-6 print:max-w-none">
      <div className="print:hidden">
        <PageHeader title={title} />
      </div>
      <Card className="space-y-5 print:p-0 print:shadow-none print:ring-0">
        {paid && (
          <div className="hidden items-center justify-between gap-4 border-b border-ink-200 pb-4 print:flex">
            <Logo label={t('app.name')} />
            <h1 className="text-xl font-black text-ink-900">{t('payment.receipt.title')}</h1>
          </div>
        )}
        <div className="flex flex-wrap items-center justify-between gap-2">
          <p className="text-ink-700">{orderTitle(tx)}</p>
          <TransactionStatusBadge status={tx.status} />
        </div>
        {pending && ours && tx.paymentType === PaymentType.CashKiosk && <KioskReference tx={tx} />}
        {pending && ours && tx.paymentType === PaymentType.EWallet && (
          <WalletPending amount={amount} />
        )}
        {pending &&
          !ours &&
          (tx.paymentType === PaymentType.CashKiosk || tx.paymentType === PaymentType.EWallet) && (
            <p className="text-ink-700" role="status">
              {providerWords(t, tx.provider, 'pending')}
            </p>
          )}
        {pending &&
          (tx.paymentType === PaymentType.Card ||
            tx.paymentType === PaymentType.BankInstallment) && (
            <div className="flex items-center gap-3 text-ink-700" role="status">
              <Spinner size="sm" />
              {t('payment.confirmingCard')}
            </div>
          )}
        {tx.status === TransactionStatus.Paid && (
          <div className="print:hidden">
            <Alert tone="success">
              {tx.lesson
                ? t('payment.lessonBooked')
                : tx.purpose === 'upgrade'
                  ? t('payment.upgraded', { minutes: tx.weeklyMinutes ?? 0 })
                  : t('payment.paid', { minutes: tx.weeklyMinutes ?? 0 })}
            </Alert>
          </div>
        )}
        {pending && tx.lesson?.heldUntil && (
          <p className="text-sm text-ink-700">
            {t('payment.lessonHeld', {
              day: format.day(tx.lesson.heldUntil),
              time: format.time(tx.lesson.heldUntil),
            })}
          </p>
        )}
        {(tx.status === TransactionStatus.Failed ||
          tx.status === TransactionStatus.Expired ||
          tx.status === TransactionStatus.Canceled) &&
          (tx.failure ? (
            <FailureAlert failure={tx.failure} />
          ) : (
            <Alert tone="error">{t(`payment.ended.${tx.status}`)}</Alert>
          ))}
        {tx.status === TransactionStatus.Processed && (
          <Alert tone="warning">
            {t(tx.lesson ? 'payment.processed.lesson' : `payment.processed.${whyNotApplied}`)}
          </Alert>
        )}
        {(tx.status === TransactionStatus.Refunded ||
          tx.status === TransactionStatus.PartialRefunded) && (
          <Alert tone="info">
            {t('payment.refunded', { amount: formatMoney(tx.refundedAmount, locale) })}
          </Alert>
        )}
        <PriceBreakdownList price={tx.price} />
        <dl className="grid grid-cols-2 gap-2 text-sm text-ink-600">
          <dt>{t('payment.reference')}</dt>
          <dd className="text-end">
            <bdi dir="ltr">{tx.merchantRef}</bdi>
          </dd>
          <dt>{t('payment.date')}</dt>
          <dd className="text-end">{format.dateTime(tx.paidAt ?? tx.createdAt)}</dd>
          <dt>{t('payment.method')}</dt>
          <dd className="text-end">{wayOfPaying(t, tx)}</dd>
        </dl>
        {tx.installments && <InstallmentSchedule schedule={tx.installments} />}
        {paid && <ReceiptParties transactionId={tx.id} />}
        <div className="flex flex-wrap gap-2 print:hidden">
          {tx.status === TransactionStatus.Paid &&
            (tx.lesson ? (
              <Link to={paths.lesson(tx.lesson.id)} className={buttonClass('primary')}>
                {t('payment.toLesson')}
              </Link>
            ) : (
              <Link to={paths.tutors} className={buttonClass('primary')}>
                {t('payment.bookLesson')}
              </Link>
            ))}
          {paid && (
            <Button variant="secondary" onClick={() => window.print()}>
              {t('payment.print')}
            </Button>
          )}
          {mayRetry && (
            <Link to={retryLink(tx)} className={buttonClass('primary')}>
              {t('payment.retry')}
            </Link>
          )}
          <Link to={paths.payments} className={buttonClass('secondary')}>
            {t('payment.allPayments')}
          </Link>
        </div>
      </Card>
    </div>
  );
};

/** Who sold and who bought, as the receipt names them: only what is known is shown. */
const ReceiptParties = ({ transactionId }: { transactionId: number }) => {
  const t = useT();
  const phoneText = usePhoneText();
  const parties = useApiQuery(routes.transactionReceipt, { params: { id: transactionId } });
  if (parties.isPending) return <Spinner label={t('ui.loading')} />;
  if (parties.isError)
    return <ErrorState error={parties.error} onRetry={() => void parties.refetch()} />;
  const { buyer, seller } = parties.data;
  return (
    <div className="grid gap-4 border-t border-ink-100 pt-4 text-sm sm:grid-cols-2 print:grid-cols-2">
      <section aria-labelledby="receipt-seller" className="space-y-1">
        <h2 id="receipt-seller" className="font-bold text-ink-900">
          {t('payment.receipt.seller')}
        </h2>
        <p className="text-ink-800">{t('app.name')}</p>
        {seller.legalName && <p className="text-ink-800">{seller.legalName}</p>}
        {seller.address && <p className="text-ink-700">{seller.address}</p>}
        {seller.taxRegistration && (
          <p className="text-ink-700">
            {t('payment.receipt.taxRegistration')}{' '}
            <bdi dir="ltr" className="whitespace-nowrap">
              {seller.taxRegistration}
            </bdi>
          </p>
        )}
        {seller.commercialRegistration && (
          <p className="text-ink-700">
            {t('payment.receipt.commercialRegistration')}{' '}
            <bdi dir="ltr" className="whitespace-nowrap">
              {seller.commercialRegistration}
            </bdi>
          </p>
        )}
        <p className="break-all text-ink-700">
          <bdi dir="ltr">{seller.email}</bdi>
        </p>
      </section>
      <section aria-labelledby="receipt-buyer" className="space-y-1">
        <h2 id="receipt-buyer" className="font-bold text-ink-900">
          {t('payment.receipt.buyer')}
        </h2>
        <p className="text-ink-800">
          <bdi>{buyer.name}</bdi>
        </p>
        <p className="break-all text-ink-700">
          <bdi dir="ltr">{buyer.email}</bdi>
        </p>
        {buyer.phone && (
          <p className="text-ink-700">
            <bdi dir="ltr">{phoneText(buyer.phone)}</bdi>
          </p>
        )}
      </section>
    </div>
  );
};

const KioskReference = ({ tx }: { tx: Transaction }) => {
  const t = useT();
  const toast = useToast();
  const format = useFormat();
  const { locale } = useI18n();
  const errorMessage = useErrorMessage();
  const [confirming, setConfirming] = useState(false);
  const cancel = useApiMutation(routes.cancelUnpaidOrder, {
    onSuccess: () => setConfirming(false),
    onError: (error) => toast.show({ type: 'error', title: errorMessage(error) }),
  });
  const reference = tx.providerRef ?? '';
  return (
    <div className="space-y-4">
      <div className="rounded-2xl bg-amber-50 p-5 text-center ring-1 ring-amber-200">
        <p className="text-ink-700">{providerWords(t, tx.provider, 'kioskReference')}</p>
        <p
          dir="ltr"
          className="my-2 font-mono text-4xl font-black tracking-widest text-ink-900"
          data-testid="kiosk-reference"
        >
          {reference}
        </p>
        <Button
          variant="secondary"
          onClick={() =>
            void navigator.clipboard
              .writeText(reference)
              .then(() => toast.show({ type: 'success', title: t('payment.kiosk.copied') }))
          }
        >
          {t('payment.kiosk.copy')}
        </Button>
      </div>
      <p className="text-ink-800">
        {t('payment.kiosk.payBefore', {
          amount: formatMoney(tx.amount, locale),
          date: tx.expiresAt ? format.dateTime(tx.expiresAt) : '',
        })}
      </p>
      <ol className="list-decimal space-y-1 ps-6 text-ink-700 rtl:list-[arabic-indic]">
        <li>{providerWords(t, tx.provider, 'kioskStep1')}</li>
        <li>{t('payment.kiosk.step2')}</li>
        <li>{t(tx.lesson ? 'payment.kiosk.step3.lesson' : 'payment.kiosk.step3')}</li>
      </ol>
      <p className="text-sm text-ink-600">{t('payment.kiosk.sent')}</p>
      <Button variant="ghost" onClick={() => setConfirming(true)}>
        {t('payment.kiosk.cancel')}
      </Button>
      <ConfirmDialog
        open={confirming}
        title={t('payment.kiosk.cancelTitle')}
        message={t('payment.kiosk.cancelMessage')}
        confirmLabel={t('payment.kiosk.cancelConfirm')}
        cancelLabel={t('payment.kiosk.keep')}
        busy={cancel.isPending}
        onClose={() => setConfirming(false)}
        onConfirm={() => cancel.mutate({ body: { transactionId: tx.id } })}
      />
    </div>
  );
};

const WalletPending = ({ amount }: { amount: string }) => {
  const t = useT();
  const approveUrl = (useLocation().state as { approveUrl?: string | null } | null)?.approveUrl;
  return (
    <div className="space-y-3" role="status">
      <p className="text-ink-800">{t('payment.wallet.approve', { amount })}</p>
      {approveUrl && (
        <a href={approveUrl} target="_blank" rel="noopener" className={buttonClass('primary')}>
          {t('payment.wallet.open')}
        </a>
      )}
    </div>
  );
};
