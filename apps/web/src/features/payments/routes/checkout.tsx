/**
 * Checkout (/checkout/{planId}/{period}): the price with its parts and a coupon, then pay by card
 * (a saved one or a new one on the provider's page), mobile wallet, a kiosk reference, or bank
 * installments where plans exist for the amount. Each way of paying goes to the provider the
 * server names for it, through this form or on the provider's own hosted page, as the provider
 * declares (decision 024). The server alone decides the amount. With `?upgrade={subscriptionId}`
 * it is the upgrade of the plan in force to this plan: the prorated difference, no coupon
 * (docs/product/plans-and-payments.md#changing-plan).
 */
import { useState, type FormEvent } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import {
  formatMoney,
  genderSelect,
  isPeriodSlug,
  PaymentType,
  PlanPeriod,
  routes,
  rules,
  TransactionStatus,
  type CheckoutAnswer,
  type Subscription,
  type Transaction,
} from '@darsak/shared';
import { useApiMutation, useApiQuery, useSession } from '@darsak/client/react';
import {
  Alert,
  Button,
  buttonClass,
  Card,
  ErrorState,
  PageHeader,
  PageSpinner,
  PhoneField,
  TextField,
  useErrorMessage,
  useFormat,
  useI18n,
  useT,
} from '@darsak/ui';
import { paidPlanInForce } from '../../../components/plans/plan-in-force.js';
import { paths } from '../../../config/paths.js';
import { NotFound } from '../../../app/not-found.js';
import { FailureAlert } from '../components/failure-alert.js';
import { PriceBreakdownList } from '../components/price-breakdown.js';
import { periodOf } from '../periods.js';
import { trialDaysLeft } from '../trial-days.js';
import { providerWords } from '../ways.js';

type Method = 'card' | 'wallet' | 'kiosk' | 'installments';

const methodOf: Record<number, Method> = {
  [PaymentType.Card]: 'card',
  [PaymentType.EWallet]: 'wallet',
  [PaymentType.CashKiosk]: 'kiosk',
  [PaymentType.BankInstallment]: 'installments',
};

const endedUnpaid = (tx: Transaction) =>
  tx.status === TransactionStatus.Failed ||
  tx.status === TransactionStatus.Expired ||
  tx.status === TransactionStatus.Canceled;

export default function CheckoutPage() {
  const t = useT();
  const params = useParams();
  // «Try again» from an order that ended unpaid (?again=id): the order as it was, its way of
  // paying and its coupon (docs/product/plans-and-payments.md#trying-again).
  const [search] = useSearchParams();
  const again = Number(search.get('again'));
  const tryingAgain = Number.isSafeInteger(again) && again > 0;
  const upgradeOf = Number(search.get('upgrade'));
  const previous = useApiQuery(
    routes.paymentStatus,
    { query: { transactionId: again } },
    { enabled: tryingAgain, retry: false },
  );
  if (!isPeriodSlug(params.period)) return <NotFound />;
  if (tryingAgain && previous.isPending) return <PageSpinner label={t('ui.loading')} />;
  const planId = Number(params.id);
  const period = periodOf(params.period);
  // Without the order (gone, or not this plan's) the checkout simply starts afresh.
  const before =
    tryingAgain &&
    previous.isSuccess &&
    previous.data.planId === planId &&
    previous.data.period === period &&
    endedUnpaid(previous.data)
      ? previous.data
      : null;
  return (
    <Checkout
      key={before?.id ?? 0}
      planId={planId}
      period={period}
      slug={params.period}
      previous={before}
      upgradeOf={Number.isSafeInteger(upgradeOf) && upgradeOf > 0 ? upgradeOf : undefined}
    />
  );
}

const Checkout = ({
  planId,
  period,
  slug,
  previous,
  upgradeOf,
}: {
  planId: number;
  period: 0 | 1 | 2;
  slug: string;
  /** The order tried again, which ended unpaid: its way of paying and coupon are taken back. */
  previous: Transaction | null;
  /** The subscription in force this checkout upgrades to the plan, if it is an upgrade. */
  upgradeOf: number | undefined;
}) => {
  const t = useT();
  const navigate = useNavigate();
  const errorMessage = useErrorMessage();
  const format = useFormat();
  const { user } = useSession();
  const { locale, language } = useI18n();
  const [chosenMethod, setMethod] = useState<Method>(
    (previous && methodOf[previous.paymentType]) ?? 'card',
  );
  const [installmentPlan, setInstallmentPlan] = useState<string | null>(null);
  const [couponText, setCouponText] = useState(previous?.couponCode ?? '');
  /** «Apply» pressed with nothing typed and no code applied to take off: say the field is empty. */
  const [couponMissing, setCouponMissing] = useState(false);
  /** The code last applied; it counts in the order only once the server has priced it. */
  const [tried, setTried] = useState<string | undefined>(previous?.couponCode ?? undefined);
  /** The card the student picked; until then the one the server lists first. */
  const [chosenCard, setChosenCard] = useState<string | null>(null);
  const [cvv, setCvv] = useState('');
  /** What is wrong with the CVV or the wallet's number, as a catalogue code, once submitted. */
  const [cvvError, setCvvError] = useState<string | undefined>();
  const [saveCard, setSaveCard] = useState(true);
  const [walletPhone, setWalletPhone] = useState(user?.phone ?? '');
  const [walletPhoneError, setWalletPhoneError] = useState<string | undefined>();

  const plan = useApiQuery(routes.getPlan, { params: { id: planId } });
  // A paid plan in force cannot be bought over (the server refuses it): say so before any form,
  // as the plans page does. The same query as the plans page, so it is often in the cache already.
  const mine = useApiQuery(routes.userSubscriptions, undefined, { enabled: Boolean(user) });
  const inForce = paidPlanInForce(mine.data?.active);
  // Should the question fail, the form stays: the server still refuses a second plan.
  const checked = !user || mine.isSuccess || mine.isError;
  // An upgrade is of the plan in force itself; any other purchase is refused over it.
  const upgrading = upgradeOf !== undefined && inForce?.id === upgradeOf ? inForce : null;
  const mayPay = checked && (!inForce || upgrading !== null);
  // A code that does not work says so beside its field and leaves the order as it was without it:
  // the price, the ways to pay and the pay button stay.
  const trial = useApiQuery(
    routes.quoteCheckout,
    { query: { planId, period, couponCode: tried } },
    { retry: false, enabled: mayPay && tried !== undefined },
  );
  const coupon = tried !== undefined && trial.isSuccess ? tried : undefined;
  const quote = useApiQuery(
    routes.quoteCheckout,
    { query: { planId, period, couponCode: coupon, upgradeOf: upgrading?.id } },
    { retry: false, enabled: mayPay },
  );
  const options = useApiQuery(
    routes.checkoutOptions,
    { query: { planId, period, couponCode: coupon, upgradeOf: upgrading?.id } },
    { retry: false, enabled: mayPay },
  );
  const providers = options.data?.providers;
  /** The provider's own words for a way of paying, once the server has named its provider. */
  const providerSays = (way: Method, what: string) =>
    providers ? providerWords(t, providers[way], what) : '';
  const plans = options.data?.installmentPlans ?? [];
  const methods: Method[] = [
    'card',
    'wallet',
    'kiosk',
    ...(plans.length > 0 ? ['installments' as const] : []),
  ];
  // Installments taken back from an order tried again, when none are offered now: by card.
  const method =
    chosenMethod === 'installments' && options.isSuccess && plans.length === 0
      ? 'card'
      : chosenMethod;
  // The provider of this way takes it on its own hosted page: the form only sends the student there.
  const onProviderPage = method !== 'installments' && options.data?.hostedPage[method] === true;
  const cards = useApiQuery(routes.listCardTokens, undefined, {
    enabled: mayPay && method === 'card' && options.data?.savedCards === true,
  });
  // The saved card the server offers first (the default, else the newest) is chosen already.
  const savedCard =
    chosenCard !== null && (chosenCard === 'new' || cards.data?.some((c) => c.token === chosenCard))
      ? chosenCard
      : (cards.data?.[0]?.token ?? 'new');

  const go = (answer: CheckoutAnswer) => {
    if (answer.next.kind === 'redirect') window.location.assign(answer.next.url);
    else
      void navigate(paths.payment(answer.transaction.id), {
        state: answer.next.kind === 'wallet' ? { approveUrl: answer.next.approveUrl } : undefined,
      });
  };
  const byCard = useApiMutation(routes.payByCard, { onSuccess: go });
  const byWallet = useApiMutation(routes.payByWallet, { onSuccess: go });
  const byReference = useApiMutation(routes.payByReference, { onSuccess: go });
  const onPage = useApiMutation(routes.payOnProviderPage, { onSuccess: go });
  const byInstallments = useApiMutation(routes.payByInstallments, { onSuccess: go });
  const busy =
    byCard.isPending ||
    byWallet.isPending ||
    byReference.isPending ||
    onPage.isPending ||
    byInstallments.isPending;
  const failure =
    byCard.error ?? byWallet.error ?? byReference.error ?? onPage.error ?? byInstallments.error;

  if (plan.isPending || !checked) return <PageSpinner label={t('ui.loading')} />;
  if (inForce && !upgrading) return <PlanInForce subscription={inForce} />;
  if (plan.isError)
    return (
      <ErrorState
        error={plan.error}
        onRetry={() => void plan.refetch()}
        page
        back={
          <Link to={paths.plans} className={buttonClass('secondary')}>
            {t('checkout.backToPlans')}
          </Link>
        }
      />
    );

  const order = { planId, period, couponCode: coupon, upgradeOf: upgrading?.id };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (method === 'installments') {
      if (installmentPlan)
        byInstallments.mutate({ body: { ...order, installmentPlanId: installmentPlan } });
    } else if (onProviderPage) onPage.mutate({ body: { ...order, method } });
    else if (method === 'card') {
      if (savedCard === 'new') byCard.mutate({ body: { ...order, saveCard } });
      else {
        // The CVV is checked here, in the page's words, before the provider is asked.
        const checked = rules.cardCvv.safeParse(cvv);
        setCvvError(checked.success ? undefined : rules.firstIssueCode(checked.error));
        if (checked.success)
          byCard.mutate({
            body: { ...order, cardToken: savedCard, cvv: checked.data, saveCard: false },
          });
      }
    } else if (method === 'wallet') {
      const checked = rules.phone.safeParse(walletPhone);
      setWalletPhoneError(checked.success ? undefined : rules.firstIssueCode(checked.error));
      if (checked.success) byWallet.mutate({ body: { ...order, walletPhone } });
    } else byReference.mutate({ body: order });
  };
  const couponError = tried !== undefined && trial.isError ? trial.error : null;
  // The coupon of the order tried again that no longer works: said with its code.
  const couponGone =
    previous?.couponCode && tried === previous.couponCode && trial.isError
      ? previous.couponCode
      : null;

  return (
    <div className="mx-auto max-w-3xl space-y-6">
      {upgrading ? (
        <>
          <PageHeader
            title={t('checkout.upgrade.title')}
            description={t('checkout.upgrade.subtitle', {
              from: upgrading.weeklyMinutes,
              minutes: plan.data.weeklyMinutes,
            })}
          />
          <Alert tone="info" title={t('checkout.upgrade.what')}>
            <p>
              {t('checkout.upgrade.now', {
                minutes: plan.data.weeklyMinutes,
                date: format.day(upgrading.endsAt),
              })}
            </p>
            <p>{t('checkout.upgrade.price')}</p>
          </Alert>
        </>
      ) : (
        <PageHeader
          title={t('checkout.title')}
          description={t('checkout.subtitle', {
            minutes: plan.data.weeklyMinutes,
            period: t(`plans.period.${slug}`),
          })}
        />
      )}
      {previous && (
        <div className="space-y-3">
          {previous.failure && <FailureAlert failure={previous.failure} />}
          <p className="text-ink-700">{t('checkout.retry.kept')}</p>
          {couponGone && (
            <Alert tone="warning">{t('checkout.retry.couponGone', { code: couponGone })}</Alert>
          )}
        </div>
      )}
      {mine.data?.active?.period === PlanPeriod.FreeTrial && <TrialEnds trial={mine.data.active} />}
      <div className="grid items-start gap-6 md:grid-cols-[18rem_1fr]">
        {/* The total and the coupon come first, before the pay button: above it on a phone, at the
            start of the line on a wider screen, so the reading order is the order seen. */}
        <Card className="space-y-4">
          <h2 className="font-bold text-ink-900">{t('checkout.summary')}</h2>
          {quote.isSuccess ? (
            <PriceBreakdownList price={quote.data} />
          ) : quote.isPending ? (
            <PageSpinner label={t('ui.loading')} />
          ) : (
            <Alert tone="error">{errorMessage(quote.error)}</Alert>
          )}
          {/* An upgrade takes no coupon. */}
          {!upgrading && (
            <form
              className="space-y-2"
              onSubmit={(event) => {
                event.preventDefault();
                const code = couponText.trim();
                // Emptied after a code was applied, it takes the code off; empty before, it is a slip.
                setCouponMissing(code === '' && tried === undefined);
                setTried(code === '' ? undefined : code.toUpperCase());
              }}
            >
              <TextField
                label={t('checkout.coupon')}
                value={couponText}
                onChange={(e) => {
                  setCouponText(e.target.value);
                  setCouponMissing(false);
                }}
                autoComplete="off"
                error={
                  couponError
                    ? ((couponError as { code?: string }).code ?? 'unexpected')
                    : couponMissing
                      ? 'required'
                      : undefined
                }
              />
              <Button type="submit" variant="secondary" block loading={trial.isFetching}>
                {t('checkout.applyCoupon')}
              </Button>
            </form>
          )}
        </Card>
        <Card className="space-y-5">
          <div
            role="tablist"
            aria-label={t('checkout.method')}
            className={`grid gap-2 ${methods.length > 3 ? 'grid-cols-2 sm:grid-cols-4' : 'grid-cols-3'}`}
          >
            {methods.map((m) => (
              <button
                key={m}
                type="button"
                role="tab"
                id={`tab-${m}`}
                aria-selected={method === m}
                aria-controls="payment-panel"
                className={buttonClass(method === m ? 'primary' : 'secondary')}
                onClick={() => setMethod(m)}
              >
                {m === 'kiosk' && providers
                  ? providerSays('kiosk', 'kiosk')
                  : t(`checkout.methods.${m}`)}
              </button>
            ))}
          </div>
          <form
            id="payment-panel"
            role="tabpanel"
            aria-labelledby={`tab-${method}`}
            className="space-y-4"
            onSubmit={submit}
            noValidate
          >
            {options.isPending && <PageSpinner label={t('ui.loading')} />}
            {onProviderPage && (
              <p className="text-ink-700">{providerSays(method, `page.${method}`)}</p>
            )}
            {method === 'installments' && (
              <fieldset className="space-y-3">
                <legend className="mb-2 font-semibold text-ink-800">
                  {t('checkout.installments.choose')}
                </legend>
                {plans.map((p) => (
                  <label
                    key={p.id}
                    className="flex flex-wrap items-center gap-x-3 gap-y-1 rounded-xl p-3 ring-1 ring-ink-200"
                  >
                    <input
                      type="radio"
                      name="installment-plan"
                      value={p.id}
                      checked={installmentPlan === p.id}
                      onChange={() => setInstallmentPlan(p.id)}
                    />
                    <span className="font-semibold text-ink-900">
                      {t('checkout.installments.months', { months: p.months })}
                    </span>
                    <bdi className="text-ink-700">
                      {language === 'en' ? (p.bankEn ?? p.bank) : p.bank}
                    </bdi>
                    <span className="w-full ps-7 text-sm text-ink-600">
                      {t('checkout.installments.monthly', {
                        monthly: formatMoney(p.monthly, locale),
                        total: formatMoney(p.total, locale),
                      })}
                    </span>
                  </label>
                ))}
                <p className="text-sm text-ink-600">
                  {providerSays('installments', 'installmentsHint')}
                </p>
              </fieldset>
            )}
            {method === 'card' && !onProviderPage && (
              <fieldset className="space-y-3">
                <legend className="mb-2 font-semibold text-ink-800">
                  {t('checkout.whichCard')}
                </legend>
                {(cards.data ?? []).map((card) => (
                  <label
                    key={card.token}
                    className="flex items-center gap-3 rounded-xl p-3 ring-1 ring-ink-200"
                  >
                    <input
                      type="radio"
                      name="card"
                      value={card.token}
                      checked={savedCard === card.token}
                      onChange={() => setChosenCard(card.token)}
                    />
                    <span dir="ltr">•••• {card.lastFour}</span>
                    <span className="text-ink-600">{card.expiry}</span>
                  </label>
                ))}
                <label className="flex items-center gap-3 rounded-xl p-3 ring-1 ring-ink-200">
                  <input
                    type="radio"
                    name="card"
                    value="new"
                    checked={savedCard === 'new'}
                    onChange={() => setChosenCard('new')}
                  />
                  <span>{t('checkout.newCard')}</span>
                </label>
                {savedCard === 'new' ? (
                  <label className="flex items-center gap-2 text-ink-700">
                    <input
                      type="checkbox"
                      checked={saveCard}
                      onChange={(e) => setSaveCard(e.target.checked)}
                    />
                    {t('checkout.saveCard')}
                  </label>
                ) : (
                  <TextField
                    label={t('checkout.cvv')}
                    value={cvv}
                    onChange={(e) => {
                      setCvv(e.target.value);
                      setCvvError(undefined);
                      byCard.reset();
                    }}
                    inputMode="numeric"
                    autoComplete="cc-csc"
                    dir="ltr"
                    className="text-start"
                    maxLength={4}
                    digits
                    required
                    error={
                      cvvError ??
                      ((byCard.error as { code?: string } | null)?.code === 'invalid-cvv'
                        ? 'invalid-cvv'
                        : undefined)
                    }
                  />
                )}
                <p className="text-sm text-ink-600">{providerSays('card', 'cardHint')}</p>
              </fieldset>
            )}
            {method === 'wallet' && !onProviderPage && (
              <div className="space-y-3">
                <PhoneField
                  label={t('checkout.walletPhone')}
                  value={walletPhone}
                  onChange={(e) => {
                    setWalletPhone(e.target.value);
                    setWalletPhoneError(undefined);
                  }}
                  required
                  error={walletPhoneError}
                />
                <p className="text-sm text-ink-600">{t('checkout.walletHint')}</p>
              </div>
            )}
            {method === 'kiosk' && !onProviderPage && (
              <p className="text-ink-700">{providerSays('kiosk', 'kioskHint')}</p>
            )}
            {failure && <Alert tone="error">{errorMessage(failure)}</Alert>}
            <Button
              type="submit"
              block
              loading={busy}
              disabled={
                !quote.isSuccess ||
                !options.isSuccess ||
                trial.isFetching ||
                (method === 'installments' && !plans.some((p) => p.id === installmentPlan))
              }
            >
              {onProviderPage ? providerSays(method, 'payOnPage') : t(`checkout.pay.${method}`)}
            </Button>
          </form>
        </Card>
      </div>
    </div>
  );
};

/**
 * A student on the free trial is told before paying that the plan ends it, what is left of it, and
 * that cancelling the plan within the trial's term gives the rest back (decision 046).
 */
const TrialEnds = ({ trial }: { trial: Subscription }) => {
  const t = useT();
  const format = useFormat();
  const { user } = useSession();
  const [now] = useState(() => Date.now());
  const days = trialDaysLeft(trial.endsAt, now);
  return (
    <Alert tone="info" title={t('checkout.trialEnds.title')}>
      <p>
        {t('checkout.trialEnds.left', {
          days,
          minutes: trial.weeklyMinutes,
          date: format.day(trial.endsAt),
        })}
      </p>
      <p>{t('checkout.trialEnds.back', { gender: genderSelect(user?.gender) })}</p>
    </Alert>
  );
};

/** Instead of the form: the plan in force, until when, and where to go from here. */
const PlanInForce = ({ subscription }: { subscription: Subscription }) => {
  const t = useT();
  const format = useFormat();
  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <PageHeader title={t('checkout.title')} />
      <Alert
        tone="info"
        title={t('checkout.inForce.title')}
        action={
          <div className="flex flex-wrap gap-2">
            <Link to={paths.payments} className={buttonClass('primary')}>
              {t('plans.toPayments')}
            </Link>
            <Link to={paths.plans} className={buttonClass('secondary')}>
              {t('checkout.backToPlans')}
            </Link>
          </div>
        }
      >
        <p>
          {t('plans.onPlan', {
            minutes: subscription.weeklyMinutes,
            date: format.day(subscription.endsAt),
          })}
        </p>
        <p>{t('plans.changeLater')}</p>
      </Alert>
    </div>
  );
};
