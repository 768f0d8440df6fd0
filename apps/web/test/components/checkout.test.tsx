import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import {
  PaymentType,
  PlanPeriod,
  routes,
  TransactionStatus,
  type CheckoutAnswer,
  type CheckoutOptions,
  type PaymentNext,
  type Plan,
  type PriceBreakdown,
  type SavedCard,
  type Subscription,
} from '@darsak/shared';
import CheckoutPage from '../../src/features/payments/routes/checkout.js';
import { aStudent } from './fixtures.js';
import { aTransaction, noPlan } from './payment-fixtures.js';
import { api, deferred, failure, renderScreen } from './render.js';

const plan: Plan = {
  id: 5,
  weeklyMinutes: 120,
  monthPrice: 180_000,
  discounts: { month: 0, quarter: 15, year: 25 },
  prices: { month: 180_000, quarter: 459_000, year: 1_620_000 },
  active: true,
  invitesOnly: false,
  createdAt: '2026-01-01T00:00:00.000Z',
};
const price: PriceBreakdown = {
  base: 540_000,
  periodDiscount: 81_000,
  couponDiscount: 0,
  total: 459_000,
};
const quarterOrder = { planId: 5, period: PlanPeriod.Quarter };

/** Every way served through this checkout's form, saved cards offered, no installment plan. */
const formOptions = (overrides: Partial<CheckoutOptions> = {}): CheckoutOptions => ({
  providers: { card: 'fawry', wallet: 'fawry', kiosk: 'fawry', installments: 'fawry' },
  hostedPage: { card: false, wallet: false, kiosk: false, installments: false },
  savedCards: true,
  installmentPlans: [],
  ...overrides,
});

const savedCards: SavedCard[] = [
  { token: 'card-token-default', lastFour: '4242', brand: 'VISA', expiry: '01/31' },
  { token: 'card-token-older', lastFour: '0005', brand: 'MASTERCARD', expiry: '07/29' },
];

/** What the server answers a started order: the order, and where the student goes next. */
const started = (paymentType: PaymentType, next: PaymentNext): CheckoutAnswer => ({
  transaction: aTransaction({ paymentType }),
  next,
});

/** A provider's page the browser is sent to: a fragment of this document, so jsdom goes there. */
const providerPage = (name: string) =>
  `${window.location.origin}${window.location.pathname}#${name}`;

/** The student's checkout for a quarter of the plan, its questions answered as given. */
const openCheckout = async (options: CheckoutOptions = formOptions(), cards = savedCards) => {
  api.on(routes.getPlan, plan);
  api.on(routes.userSubscriptions, noPlan);
  api.on(routes.quoteCheckout, price);
  api.on(routes.checkoutOptions, options);
  if (options.savedCards) api.on(routes.listCardTokens, cards);
  const rendered = await renderScreen(<CheckoutPage />, {
    signedInAs: aStudent(),
    route: '/checkout/:id/:period',
    path: '/checkout/5/quarter',
  });
  await screen.findByRole('heading', { name: 'إتمام الدفع' });
  const pay = (name: string) => screen.getByRole('button', { name });
  // Ready once the price and the ways of paying are known: the pay button is enabled.
  const submit = () => screen.getByRole('tabpanel').querySelector('button[type="submit"]');
  await waitFor(() => expect(submit()?.hasAttribute('disabled')).toBe(false));
  return { ...rendered, pay };
};

afterEach(() => {
  window.location.hash = '';
});

describe('the checkout', () => {
  it('shows that it is loading until the plan is known', async () => {
    const planAnswer = deferred<Plan>();
    api.on(routes.getPlan, () => planAnswer.promise);
    api.on(routes.userSubscriptions, noPlan);
    api.on(routes.quoteCheckout, price);
    api.on(routes.checkoutOptions, formOptions());
    api.on(routes.listCardTokens, savedCards);
    await renderScreen(<CheckoutPage />, {
      signedInAs: aStudent(),
      route: '/checkout/:id/:period',
      path: '/checkout/5/quarter',
    });
    expect(screen.getByRole('status', { name: 'جارٍ التحميل…' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'إتمام الدفع' })).toBeNull();
    planAnswer.resolve(plan);
    expect(await screen.findByRole('heading', { name: 'إتمام الدفع' })).toBeTruthy();
  });

  it('offers only a new card when none is saved, and no installments without a plan', async () => {
    await openCheckout(formOptions(), []);
    const tabs = screen.getAllByRole('tab').map((tab) => tab.textContent);
    expect(tabs).toEqual(['بطاقة', 'محفظة', 'فوري']);
    expect(screen.getByRole('radio', { name: 'بطاقة جديدة' })).toHaveProperty('checked', true);
    expect(screen.getByRole('checkbox', { name: 'احفظ البطاقة للمرة القادمة' })).toHaveProperty(
      'checked',
      true,
    );
    expect(screen.queryByLabelText(/CVV/)).toBeNull();
  });

  it('says the plan does not exist, with the way back to the plans', async () => {
    api.on(routes.getPlan, failure('plan-not-found'));
    api.on(routes.userSubscriptions, noPlan);
    api.on(routes.quoteCheckout, failure('plan-not-found'));
    api.on(routes.checkoutOptions, failure('plan-not-found'));
    await renderScreen(<CheckoutPage />, {
      signedInAs: aStudent(),
      route: '/checkout/:id/:period',
      path: '/checkout/5/quarter',
    });
    expect(await screen.findByText('الباقة غير موجودة.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'العودة إلى الباقات' }).getAttribute('href')).toBe(
      '/plans',
    );
  });

  it('offers to try again when the server failed, and shows the checkout once it answers', async () => {
    let asked = 0;
    api.on(routes.getPlan, () => (++asked <= 2 ? failure('unexpected') : plan));
    api.on(routes.userSubscriptions, noPlan);
    api.on(routes.quoteCheckout, price);
    api.on(routes.checkoutOptions, formOptions());
    api.on(routes.listCardTokens, savedCards);
    const { user } = await renderScreen(<CheckoutPage />, {
      signedInAs: aStudent(),
      route: '/checkout/:id/:period',
      path: '/checkout/5/quarter',
    });
    const retry = await screen.findByRole('button', { name: 'إعادة المحاولة' }, { timeout: 5000 });
    await user.click(retry);
    expect(await screen.findByRole('heading', { name: 'إتمام الدفع' })).toBeTruthy();
  });

  it('says so when the provider refuses the order, and lets the student pay again', async () => {
    const { user, pay } = await openCheckout(formOptions(), []);
    api.on(routes.payByCard, failure('payment-provider-error'));
    await user.click(pay('ادفع بالبطاقة'));
    expect((await screen.findByRole('alert')).textContent).toContain(
      'حدث خطأ لدى مزود الدفع. لم يُخصم أي مبلغ، حاول مرة أخرى.',
    );
    expect(pay('ادفع بالبطاقة').hasAttribute('disabled')).toBe(false);
  });

  it('pays by a new card on the provider’s page, saving it', async () => {
    const { user, pay } = await openCheckout(formOptions(), []);
    api.on(
      routes.payByCard,
      started(PaymentType.Card, { kind: 'redirect', url: providerPage('card-page') }),
    );
    await user.click(pay('ادفع بالبطاقة'));
    await waitFor(() => expect(window.location.hash).toBe('#card-page'));
    expect(api.calls(routes.payByCard).map((call) => call.body)).toEqual([
      { ...quarterOrder, saveCard: true },
    ]);
  });

  it('pays by the saved card offered first, once its CVV is whole', async () => {
    const { user, pay } = await openCheckout();
    expect(screen.getByRole('radio', { name: /4242/ })).toHaveProperty('checked', true);
    api.on(
      routes.payByCard,
      started(PaymentType.Card, { kind: 'redirect', url: providerPage('secure-code') }),
    );
    const cvv = screen.getByLabelText('رمز الأمان (CVV) للبطاقة المحفوظة');
    await user.type(cvv, '12');
    await user.click(pay('ادفع بالبطاقة'));
    expect(cvv.getAttribute('aria-invalid')).toBe('true');
    expect(api.calls(routes.payByCard)).toEqual([]);
    await user.type(cvv, '3');
    await user.click(pay('ادفع بالبطاقة'));
    await waitFor(() => expect(window.location.hash).toBe('#secure-code'));
    expect(api.calls(routes.payByCard).map((call) => call.body)).toEqual([
      { ...quarterOrder, cardToken: 'card-token-default', cvv: '123', saveCard: false },
    ]);
  });

  it('sends a payment request to the wallet, then shows the order', async () => {
    const { user, router } = await openCheckout();
    await user.click(screen.getByRole('tab', { name: 'محفظة' }));
    const phone = screen.getByLabelText(/رقم المحفظة/);
    // The student's own number, in the page's digits.
    expect((phone as HTMLInputElement).value).toBe('٠١٠١٢٣٤٥٦٧٨');
    api.on(
      routes.payByWallet,
      started(PaymentType.EWallet, { kind: 'wallet', phone: '01012345678', approveUrl: null }),
    );
    await user.click(screen.getByRole('button', { name: 'أرسل طلب الدفع' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/payment/91'));
    expect(api.calls(routes.payByWallet).map((call) => call.body)).toEqual([
      { ...quarterOrder, walletPhone: '01012345678' },
    ]);
  });

  it('gets a kiosk reference at the provider’s network, then shows the order', async () => {
    const { user, router } = await openCheckout();
    await user.click(screen.getByRole('tab', { name: 'فوري' }));
    expect(screen.getByText(/في أي منفذ فوري أو من تطبيق myFawry/)).toBeTruthy();
    api.on(
      routes.payByReference,
      started(PaymentType.CashKiosk, {
        kind: 'kiosk',
        reference: '970177',
        expiresAt: '2026-03-10T10:00:00.000Z',
      }),
    );
    await user.click(screen.getByRole('button', { name: 'احصل على الرقم المرجعي' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/payment/91'));
    expect(api.calls(routes.payByReference).map((call) => call.body)).toEqual([quarterOrder]);
  });

  it('pays in installments on a plan chosen among those offered for the amount', async () => {
    const { user } = await openCheckout(
      formOptions({
        installmentPlans: [
          {
            id: 'NBE-3',
            bank: 'البنك الأهلي المصري',
            bankEn: 'National Bank of Egypt',
            months: 3,
            monthly: 153_000,
            total: 459_000,
          },
          {
            id: 'CIB-6',
            bank: 'البنك التجاري الدولي CIB',
            bankEn: 'Commercial International Bank (CIB)',
            months: 6,
            monthly: 80_325,
            total: 481_950,
          },
        ],
      }),
    );
    await user.click(screen.getByRole('tab', { name: 'تقسيط' }));
    const pay = screen.getByRole('button', { name: 'ادفع بالبطاقة على أقساط' });
    expect(pay.hasAttribute('disabled')).toBe(true);
    const plans = screen.getByRole('group', { name: 'اختر خطة التقسيط' });
    await user.click(within(plans).getByRole('radio', { name: /البنك التجاري الدولي/ }));
    api.on(
      routes.payByInstallments,
      started(PaymentType.BankInstallment, {
        kind: 'redirect',
        url: providerPage('installments'),
      }),
    );
    await user.click(pay);
    await waitFor(() => expect(window.location.hash).toBe('#installments'));
    expect(api.calls(routes.payByInstallments).map((call) => call.body)).toEqual([
      { ...quarterOrder, installmentPlanId: 'CIB-6' },
    ]);
  });

  it('sends the student to the provider’s own page where it takes the way there', async () => {
    const { user } = await openCheckout(
      formOptions({
        providers: { card: 'paymob', wallet: 'paymob', kiosk: 'paymob', installments: 'fawry' },
        hostedPage: { card: true, wallet: true, kiosk: true, installments: false },
        savedCards: false,
      }),
    );
    // No saved cards are asked for: the provider's page takes the card.
    expect(screen.queryByRole('radio', { name: 'بطاقة جديدة' })).toBeNull();
    expect(screen.getByText(/ستنتقل إلى صفحة الدفع الآمنة لدى Paymob/)).toBeTruthy();
    await user.click(screen.getByRole('tab', { name: 'أمان / مصاري' }));
    expect(screen.getByText(/في أي منفذ أمان أو مصاري/)).toBeTruthy();
    api.on(
      routes.payOnProviderPage,
      started(PaymentType.CashKiosk, { kind: 'redirect', url: providerPage('hosted-checkout') }),
    );
    await user.click(screen.getByRole('button', { name: 'المتابعة إلى الدفع عبر Paymob' }));
    await waitFor(() => expect(window.location.hash).toBe('#hosted-checkout'));
    expect(api.calls(routes.payOnProviderPage).map((call) => call.body)).toEqual([
      { ...quarterOrder, method: 'kiosk' },
    ]);
  });

  it('shows the plan in force instead of a form when a paid one runs', async () => {
    const inForce: Subscription = {
      id: 3,
      userId: 7,
      planId: 5,
      period: PlanPeriod.Month,
      weeklyMinutes: 60,
      startsAt: '2026-03-01T00:00:00.000Z',
      endsAt: '2026-04-01T00:00:00.000Z',
      cancelledAt: null,
      active: true,
      createdAt: '2026-03-01T00:00:00.000Z',
    };
    api.on(routes.getPlan, plan);
    api.on(routes.userSubscriptions, { ...noPlan, active: inForce });
    await renderScreen(<CheckoutPage />, {
      signedInAs: aStudent(),
      route: '/checkout/:id/:period',
      path: '/checkout/5/quarter',
    });
    expect(await screen.findByText('لديك اشتراك فعّال بالفعل')).toBeTruthy();
    expect(screen.queryByRole('tab')).toBeNull();
  });

  describe('trying an order again', () => {
    const withCoupon: PriceBreakdown = { ...price, couponDiscount: 91_800, total: 367_200 };
    /** The checkout opened from «حاول مرة أخرى» of a failed wallet order with a coupon. */
    const openAgain = async (couponValid: boolean) => {
      api.on(
        routes.paymentStatus,
        aTransaction({
          status: TransactionStatus.Failed,
          failure: 'wallet-refused',
          paymentType: PaymentType.EWallet,
          couponCode: 'NILE20',
        }),
      );
      api.on(routes.getPlan, plan);
      api.on(routes.userSubscriptions, noPlan);
      api.on(routes.quoteCheckout, ({ query }) =>
        query.couponCode === undefined
          ? price
          : couponValid
            ? withCoupon
            : failure('coupon-not-found'),
      );
      api.on(routes.checkoutOptions, formOptions());
      const rendered = await renderScreen(<CheckoutPage />, {
        signedInAs: aStudent(),
        route: '/checkout/:id/:period',
        path: '/checkout/5/quarter?again=91',
      });
      await screen.findByRole('heading', { name: 'إتمام الدفع' });
      return rendered;
    };

    it('says why it failed, and takes back its way of paying and its coupon', async () => {
      const { user, router } = await openAgain(true);
      const alert = await screen.findByRole('alert');
      expect(alert.textContent).toContain('رفضت المحفظة الدفع');
      expect(screen.getByText('طلبك كما كان: الباقة وطريقة الدفع وكود الخصم.')).toBeTruthy();
      expect(screen.getByRole('tab', { name: 'محفظة' }).getAttribute('aria-selected')).toBe('true');
      expect(screen.getByLabelText('كود الخصم')).toHaveProperty('value', 'NILE20');
      expect(await screen.findByText('خصم الكوبون')).toBeTruthy();
      api.on(
        routes.payByWallet,
        started(PaymentType.EWallet, { kind: 'wallet', phone: '01012345678', approveUrl: null }),
      );
      const send = screen.getByRole('button', { name: 'أرسل طلب الدفع' });
      await waitFor(() => expect(send.hasAttribute('disabled')).toBe(false));
      await user.click(send);
      await waitFor(() => expect(router.state.location.pathname).toBe('/payment/91'));
      expect(api.calls(routes.payByWallet).map((call) => call.body)).toEqual([
        { ...quarterOrder, couponCode: 'NILE20', walletPhone: '01012345678' },
      ]);
    });

    it('names a coupon that is no longer valid and pays without it', async () => {
      const { user, router } = await openAgain(false);
      expect(
        await screen.findByText('كود الخصم NILE20 لم يعد صالحاً، فالسعر هنا بدونه.'),
      ).toBeTruthy();
      api.on(
        routes.payByWallet,
        started(PaymentType.EWallet, { kind: 'wallet', phone: '01012345678', approveUrl: null }),
      );
      const send = screen.getByRole('button', { name: 'أرسل طلب الدفع' });
      await waitFor(() => expect(send.hasAttribute('disabled')).toBe(false));
      await user.click(send);
      await waitFor(() => expect(router.state.location.pathname).toBe('/payment/91'));
      expect(api.calls(routes.payByWallet).map((call) => call.body)).toEqual([
        { ...quarterOrder, walletPhone: '01012345678' },
      ]);
    });
  });
});
