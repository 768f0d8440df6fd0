/**
 * Buying a plan through Paymob (decision 024): the Intention and the Unified Checkout of the local
 * sandbox, its HMAC-signed transaction-processed callback and the browser's signed redirect; forged,
 * replayed, amount- and order-mismatched and concurrent callbacks; provider routing; installments.
 * Runs on the embedded database and on PostgreSQL.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, PaymentType, PlanPeriod, TransactionStatus, type Plan } from '@darsak/shared';
import {
  paymentCredits,
  paymentNotifications,
  subscriptions,
  transactions,
} from '../../src/db/schema.js';
import { startHarness, type Harness } from '../harness.js';
import {
  adminToken,
  buyer,
  englishBuyer,
  createPlan,
  PAYMOB_ROUTING,
  redirectUrl,
  signedPaymobCallback,
  submit,
} from '../payment-fixtures.js';
import { expectError } from '../support.js';

let h: Harness;
let plan: Plan;
beforeAll(async () => {
  h = await startHarness(PAYMOB_ROUTING);
  plan = await createPlan(h);
});
afterAll(() => h.close());

const month = () => ({ planId: plan.id, period: PlanPeriod.Month as 0 });
const tx = (id: number, token: string) => h.call(api.getTransaction, { params: { id }, token });
const callback = (signed: { body: object; hmac: string }) =>
  h.call(api.paymobCallback, { body: signed.body as never, query: { hmac: signed.hmac } });
const creditsOf = (transactionId: number) =>
  h.ctx.db.select().from(paymentCredits).where(eq(paymentCredits.transactionId, transactionId));

/** An unpaid Paymob card order of a new student. */
const startCard = async () => {
  const s = await buyer(h);
  const start = await h.call(api.payOnProviderPage, {
    body: { ...month(), method: 'card' },
    token: s.token,
  });
  expect(start.status).toBe(200);
  return { s, start: start.body };
};

describe('the unified checkout', () => {
  it('pays by card through the sandbox, signs the callback and the redirect, credits once', async () => {
    const { s, start } = await startCard();
    expect(start.transaction).toMatchObject({
      provider: 'paymob',
      status: TransactionStatus.New,
      paymentType: PaymentType.Card,
      amount: 40_000,
      providerRef: expect.stringMatching(/^\d+$/),
    });
    const url = redirectUrl(start);
    expect(url).toMatch(/^\/sandbox\/paymob\/unifiedcheckout\/\?publicKey=.+&clientSecret=.+/);
    const page = await h.inject({ method: 'GET', url });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('الدفع عبر Paymob');
    const clientSecret = new URL(url, 'http://x').searchParams.get('clientSecret')!;

    const paid = await submit(h, '/sandbox/paymob/unifiedcheckout/card', {
      clientSecret,
      holder: 'Sara Ahmed',
      number: '5123 4567 8901 2346',
      expiry: '12/30',
      cvv: '123',
    });
    expect(paid.status).toBe(303);
    expect(paid.location).toMatch(/^\/api\/v1\/paymob\/redirect\?.*hmac=[0-9a-f]{128}/);
    // The callback landed before the browser came back.
    expect((await tx(start.transaction.id, s.token)).body).toMatchObject({
      status: TransactionStatus.Paid,
      subscriptionId: expect.any(Number),
    });
    const back = await h.inject({ method: 'GET', url: paid.location! });
    expect(back.statusCode).toBe(303);
    expect(back.headers.location).toBe(`/app/payment/${start.transaction.id}`);
    expect(await creditsOf(start.transaction.id)).toHaveLength(1);
    const notes = await h.ctx.db
      .select()
      .from(paymentNotifications)
      .where(eq(paymentNotifications.merchantRef, start.transaction.merchantRef));
    expect(notes.map((n) => [n.provider, n.verified, n.outcome])).toEqual([
      ['paymob', true, 'credited'],
      ['paymob', true, 'duplicate'],
    ]);
  });

  it('asks a 3-D Secure code, and a wrong code fails the order', async () => {
    const { s, start } = await startCard();
    const clientSecret = new URL(redirectUrl(start), 'http://x').searchParams.get('clientSecret')!;
    const card = await submit(h, '/sandbox/paymob/unifiedcheckout/card', {
      clientSecret,
      holder: 'S A',
      number: '4000000000003220',
      expiry: '12/30',
      cvv: '123',
    });
    expect(card.status).toBe(200);
    expect(card.body).toContain('3-D Secure');
    const otp = await submit(h, '/sandbox/paymob/unifiedcheckout/3ds', {
      clientSecret,
      otp: '000000',
    });
    expect(otp.status).toBe(303);
    expect((await tx(start.transaction.id, s.token)).body.status).toBe(TransactionStatus.Failed);
  });

  it('pays by wallet PIN and by kiosk reference at the counter', async () => {
    const s = await buyer(h);
    const wallet = await h.call(api.payOnProviderPage, {
      body: { ...month(), method: 'wallet' },
      token: s.token,
    });
    expect(wallet.body.transaction.paymentType).toBe(PaymentType.EWallet);
    const walletSecret = new URL(redirectUrl(wallet.body), 'http://x').searchParams.get(
      'clientSecret',
    )!;
    await submit(h, '/sandbox/paymob/unifiedcheckout/wallet', {
      clientSecret: walletSecret,
      phone: '01012345678',
      pin: '111111',
    });
    expect((await tx(wallet.body.transaction.id, s.token)).body.status).toBe(
      TransactionStatus.Failed,
    );

    const kiosk = await h.call(api.payOnProviderPage, {
      body: { ...month(), method: 'kiosk' },
      token: s.token,
    });
    const secret = new URL(redirectUrl(kiosk.body), 'http://x').searchParams.get('clientSecret')!;
    const issued = await submit(h, '/sandbox/paymob/unifiedcheckout/kiosk', {
      clientSecret: secret,
    });
    const reference = /class="reference" dir="ltr">(\d+)</.exec(issued.body)?.[1];
    expect(reference).toBeDefined();
    expect((await tx(kiosk.body.transaction.id, s.token)).body.status).toBe(TransactionStatus.New);
    const counter = await submit(h, '/sandbox/paymob/kiosk', { reference: reference! });
    expect(counter.status).toBe(200);
    expect((await tx(kiosk.body.transaction.id, s.token)).body.status).toBe(TransactionStatus.Paid);
  });

  it('reads an order’s status from Paymob and refunds through it', async () => {
    const { s, start } = await startCard();
    const synced = await h.call(api.paymentStatus, {
      query: { transactionId: start.transaction.id },
      token: s.token,
    });
    expect(synced.body.status).toBe(TransactionStatus.New);
    const clientSecret = new URL(redirectUrl(start), 'http://x').searchParams.get('clientSecret')!;
    await submit(h, '/sandbox/paymob/unifiedcheckout/card', {
      clientSecret,
      holder: 'S A',
      number: '5123456789012346',
      expiry: '12/30',
      cvv: '123',
    });
    const admin = await adminToken(h);
    const refunded = await h.call(api.refund, {
      body: { transactionId: start.transaction.id, amount: 10_000, reason: 'goodwill' },
      token: admin,
    });
    expect(refunded.body).toMatchObject({
      status: TransactionStatus.PartialRefunded,
      refundedAmount: 10_000,
    });
  });
});

describe('the student’s language', () => {
  /** A new student's Paymob checkout by `method`, English when asked; its page and secret. */
  const checkoutOf = async (method: 'card' | 'wallet' | 'kiosk', english: boolean) => {
    const s = english ? await englishBuyer(h) : await buyer(h);
    const start = await h.call(api.payOnProviderPage, {
      body: { ...month(), method },
      token: s.token,
    });
    const url = redirectUrl(start.body);
    const clientSecret = new URL(url, 'http://x').searchParams.get('clientSecret')!;
    return { url, clientSecret, page: (await h.inject({ method: 'GET', url })).body };
  };
  const card = {
    holder: 'Sara Ahmed',
    number: '4000 0000 0000 3220',
    expiry: '12/30',
    cvv: '123',
  };

  it('English checkout pages for an English student, carried in the checkout’s address', async () => {
    const { url, clientSecret, page } = await checkoutOf('card', true);
    expect(new URL(url, 'http://x').searchParams.get('lang')).toBe('en');
    expect(page).toContain('<html lang="en" dir="ltr">');
    expect(page).toContain('<h1>Pay with Paymob</h1>');
    expect(page).toContain('<span class="on">Bank card</span>');
    expect(page).toContain('<bdi dir="ltr" class="ltr">5123 4567 8901 2346</bdi> succeeds');
    const wrong = await submit(h, '/sandbox/paymob/unifiedcheckout/card', {
      clientSecret,
      ...card,
      number: '1111 2222 3333 4444',
    });
    expect(wrong.status).toBe(422);
    expect(wrong.body).toContain('The card’s details are wrong, or it is not a test card.');
    const otp = await submit(h, '/sandbox/paymob/unifiedcheckout/card', { clientSecret, ...card });
    expect(otp.body).toContain('<html lang="en" dir="ltr">');
    expect(otp.body).toContain('Confirm the payment with your bank (3-D Secure)');
    expect(otp.body).toContain(
      `<input type="hidden" name="clientSecret" value="${clientSecret}" />`,
    );

    const wallet = await checkoutOf('wallet', true);
    expect(wallet.page).toContain('<html lang="en" dir="ltr">');
    expect(wallet.page).toContain('Wallet PIN');
    expect(wallet.page).toContain('Approve and pay');
  });

  it('Arabic checkout pages for an Arabic student', async () => {
    const { url, clientSecret, page } = await checkoutOf('card', false);
    expect(new URL(url, 'http://x').searchParams.get('lang')).toBe('ar');
    expect(page).toContain('<html lang="ar" dir="rtl">');
    expect(page).toContain('<h1>الدفع عبر Paymob</h1>');
    expect(page).toContain('<bdi dir="ltr" class="ltr">5123 4567 8901 2346</bdi> تنجح');
    const otp = await submit(h, '/sandbox/paymob/unifiedcheckout/card', { clientSecret, ...card });
    expect(otp.body).toContain('<html lang="ar" dir="rtl">');
    expect(otp.body).toContain('تأكيد الدفع من البنك (3-D Secure)');
    const wallet = await checkoutOf('wallet', false);
    expect(wallet.page).toContain('الرقم السري للمحفظة');
  });

  it('a kiosk reference and its counter in the student’s language', async () => {
    const english = await checkoutOf('kiosk', true);
    const issued = await submit(h, '/sandbox/paymob/unifiedcheckout/kiosk', {
      clientSecret: english.clientSecret,
    });
    expect(issued.body).toContain('<html lang="en" dir="ltr">');
    expect(issued.body).toContain('Pay this reference number in cash at any Aman or Masary outlet');
    const reference = /class="reference" dir="ltr">(\d+)</.exec(issued.body)![1]!;
    const counter = await h.inject({ method: 'GET', url: '/sandbox/paymob/kiosk?lang=en' });
    expect(counter.body).toContain('<html lang="en" dir="ltr">');
    expect(counter.body).toContain('<h1>Aman / Masary counter (sandbox)</h1>');
    const paid = await submit(h, '/sandbox/paymob/kiosk', { reference });
    expect(paid.status).toBe(200);
    expect(paid.body).toContain('<html lang="en" dir="ltr">');
    expect(paid.body).toMatch(
      new RegExp(`EGP\\s400\\.00 was paid for the reference ${reference}\\.`),
    );

    const arabic = await checkoutOf('kiosk', false);
    const arabicIssued = await submit(h, '/sandbox/paymob/unifiedcheckout/kiosk', {
      clientSecret: arabic.clientSecret,
    });
    expect(arabicIssued.body).toContain('ادفع هذا الرقم المرجعي نقدًا');
    const arabicReference = /class="reference" dir="ltr">(\d+)</.exec(arabicIssued.body)![1]!;
    const arabicCounter = await h.inject({ method: 'GET', url: '/sandbox/paymob/kiosk' });
    expect(arabicCounter.body).toContain('<html lang="ar" dir="rtl">');
    expect(arabicCounter.body).toContain('<h1>منفذ أمان / مصاري (بيئة التجربة)</h1>');
    const arabicPaid = await submit(h, '/sandbox/paymob/kiosk', { reference: arabicReference });
    expect(arabicPaid.body).toContain('<html lang="ar" dir="rtl">');
    expect(arabicPaid.body).toContain(`للرقم ${arabicReference}.`);
    const unknown = await submit(h, '/sandbox/paymob/kiosk', { lang: 'en', reference: '1' });
    expect(unknown.status).toBe(404);
    expect(unknown.body).toContain('No order has this reference number.');
  });
});

describe('callbacks that must change nothing', () => {
  it('refuses a forged HMAC, an unknown order, a wrong amount or currency, another order’s id', async () => {
    const { s, start } = await startCard();
    const fields = {
      merchantRef: start.transaction.merchantRef,
      paymobOrderId: start.transaction.providerRef!,
      amountCents: 40_000,
    };
    expectError(await callback(signedPaymobCallback(fields, 'not-the-secret')), 'forbidden');
    expectError(
      await callback({ ...signedPaymobCallback(fields), hmac: '0'.repeat(128) }),
      'forbidden',
    );
    expectError(
      await callback(signedPaymobCallback({ ...fields, merchantRef: '1111222233334444' })),
      'transaction-not-found',
    );
    expectError(
      await callback(signedPaymobCallback({ ...fields, amountCents: 100 })),
      'bad-request',
    );
    expectError(
      await callback(signedPaymobCallback({ ...fields, currency: 'USD' })),
      'bad-request',
    );
    // Paymob signs its order id, not our reference: another order's signed callback cannot be
    // pointed at this one.
    expectError(
      await callback(signedPaymobCallback({ ...fields, paymobOrderId: 999_999 })),
      'bad-request',
    );
    expect((await tx(start.transaction.id, s.token)).body.status).toBe(TransactionStatus.New);
    expect(await creditsOf(start.transaction.id)).toHaveLength(0);
    const notes = await h.ctx.db
      .select()
      .from(paymentNotifications)
      .where(eq(paymentNotifications.merchantRef, start.transaction.merchantRef));
    expect(notes.map((n) => n.outcome).sort()).toEqual(
      [
        'amount-mismatch',
        'amount-mismatch',
        'bad-signature',
        'bad-signature',
        'order-mismatch',
      ].sort(),
    );
  });

  it('refuses a redirect whose HMAC does not hold', async () => {
    const { start } = await startCard();
    const query = new URLSearchParams({
      id: '1',
      success: 'true',
      pending: 'false',
      amount_cents: '40000',
      currency: 'EGP',
      order: start.transaction.providerRef!,
      merchant_order_id: start.transaction.merchantRef,
      hmac: 'f'.repeat(128),
    });
    const res = await h.inject({ method: 'GET', url: `/api/v1/paymob/redirect?${query}` });
    expect(res.statusCode).toBe(403);
  });

  it('credits a replayed callback once, and ten copies at once once', async () => {
    const { s, start } = await startCard();
    const signed = signedPaymobCallback({
      merchantRef: start.transaction.merchantRef,
      paymobOrderId: start.transaction.providerRef!,
      amountCents: 40_000,
    });
    expect((await callback(signed)).status).toBe(200);
    expect((await callback(signed)).status).toBe(200);
    expect(await creditsOf(start.transaction.id)).toHaveLength(1);

    const other = await startCard();
    const copy = signedPaymobCallback({
      merchantRef: other.start.transaction.merchantRef,
      paymobOrderId: other.start.transaction.providerRef!,
      amountCents: 40_000,
    });
    const results = await Promise.all(Array.from({ length: 10 }, () => callback(copy)));
    expect(results.map((r) => r.status)).toEqual(Array.from({ length: 10 }, () => 200));
    expect(await creditsOf(other.start.transaction.id)).toHaveLength(1);
    const plans = await h.ctx.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.userId, other.s.id));
    expect(plans.filter((row) => row.planId === plan.id)).toHaveLength(1);
    expect((await tx(start.transaction.id, s.token)).body.status).toBe(TransactionStatus.Paid);
  });

  it('credits once when the sandbox sends its own signed callback again, three times', async () => {
    const { start } = await startCard();
    const clientSecret = new URL(redirectUrl(start), 'http://x').searchParams.get('clientSecret')!;
    await submit(h, '/sandbox/paymob/unifiedcheckout/card', {
      clientSecret,
      holder: 'S A',
      number: '5123456789012346',
      expiry: '12/30',
      cvv: '123',
    });
    const again = await h.inject({
      method: 'POST',
      url: '/sandbox/paymob/control/notify',
      payload: { merchantRef: start.transaction.merchantRef, times: 3 },
    });
    expect(again.statusCode).toBe(200);
    expect(await creditsOf(start.transaction.id)).toHaveLength(1);
    const notes = await h.ctx.db
      .select()
      .from(paymentNotifications)
      .where(eq(paymentNotifications.merchantRef, start.transaction.merchantRef));
    expect(notes.map((n) => n.outcome)).toEqual([
      'credited',
      'duplicate',
      'duplicate',
      'duplicate',
    ]);
  });
});

describe('provider routing', () => {
  it('refuses FawryPay for what Paymob serves, and offers the choice to the checkout', async () => {
    const s = await buyer(h);
    expectError(await h.call(api.payByReference, { body: month(), token: s.token }), 'illegal');
    const options = await h.call(api.checkoutOptions, { query: month(), token: s.token });
    expect(options.body.providers).toEqual({
      card: 'paymob',
      wallet: 'paymob',
      kiosk: 'paymob',
      installments: 'fawry',
    });
  });
});

describe('bank installments (FawryPay’s plans)', () => {
  it('lists the plans for the amount and pays one by card on the hosted page', async () => {
    const s = await buyer(h);
    const year = { planId: plan.id, period: PlanPeriod.Year as 2 };
    const options = await h.call(api.checkoutOptions, { query: year, token: s.token });
    // A year: 4,800 EGP less 20 % = 3,840 EGP; every sandbox plan from 500 EGP (3,000 for 12 months).
    expect(options.body.installmentPlans.map((p) => [p.id, p.months])).toEqual([
      ['NBE-3', 3],
      ['CIB-6', 6],
      ['BM-12', 12],
    ]);
    expect(options.body.installmentPlans[1]).toMatchObject({
      total: 403_200,
      monthly: 67_200,
    });
    // FawryPay names the banks in Arabic; their English names come from the banks' codes.
    expect(options.body.installmentPlans.map((p) => [p.bank, p.bankEn])).toEqual([
      ['البنك الأهلي المصري', 'National Bank of Egypt'],
      ['البنك التجاري الدولي CIB', 'Commercial International Bank (CIB)'],
      ['بنك مصر', 'Banque Misr'],
    ]);
    const small = await h.call(api.checkoutOptions, { query: month(), token: s.token });
    expect(small.body.installmentPlans).toEqual([]);
    expectError(
      await h.call(api.payByInstallments, {
        body: { ...month(), installmentPlanId: 'CIB-6' },
        token: s.token,
      }),
      'illegal',
    );

    const start = await h.call(api.payByInstallments, {
      body: { ...year, installmentPlanId: 'CIB-6' },
      token: s.token,
    });
    expect(start.body.transaction).toMatchObject({
      provider: 'fawry',
      paymentType: PaymentType.BankInstallment,
      amount: 384_000,
    });
    const page = await h.inject({ method: 'GET', url: redirectUrl(start.body) });
    expect(page.body).toContain('تقسيط على 6 أشهر');
    const done = await submit(h, redirectUrl(start.body), {
      holder: 'S A',
      number: '4242424242424242',
      expiry: '12/30',
      cvv: '123',
    });
    expect(done.status).toBe(303);
    const paid = (await tx(start.body.transaction.id, s.token)).body;
    expect(paid.status).toBe(TransactionStatus.Paid);
    // The order keeps the bank's schedule for its receipt and the payments list.
    expect(paid.installments).toEqual({
      bank: 'البنك التجاري الدولي CIB',
      bankEn: 'Commercial International Bank (CIB)',
      months: 6,
      monthly: 67_200,
      total: 403_200,
    });
    expect(start.body.transaction.amount).toBe(384_000);
  });

  it('keeps no schedule on an order paid another way', async () => {
    const { start } = await startCard();
    expect(start.transaction.installments).toBeNull();
  });

  it('refuses a schedule on an order not paid by installments, by the database', async () => {
    const { start } = await startCard();
    await expect(
      h.ctx.db
        .update(transactions)
        .set({
          installmentBank: 'بنك مصر',
          installmentMonths: 6,
          installmentMonthly: 10_000,
          installmentTotal: 60_000,
        })
        .where(eq(transactions.id, start.transaction.id)),
    ).rejects.toThrow();
  });
});
