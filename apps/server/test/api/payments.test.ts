/** Buying a plan through the sandbox provider: card with 3-D Secure, kiosk, wallet, refunds. */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, PlanPeriod, TransactionStatus, type Plan } from '@darsak/shared';
import { paymentCredits, paymentNotifications, transactions } from '../../src/db/schema.js';
import { startHarness, type Harness } from '../harness.js';
import {
  adminToken,
  buyer,
  englishBuyer,
  createPlan,
  kioskReference,
  redirectUrl,
  signedNotification,
  submit,
} from '../payment-fixtures.js';
import { expectError } from '../support.js';

let h: Harness;
let plan: Plan;
beforeAll(async () => {
  h = await startHarness();
  plan = await createPlan(h);
});
afterAll(() => h.close());

const quarter = { planId: 0, period: PlanPeriod.Quarter as 1 };
const order = () => ({ ...quarter, planId: plan.id });
const tx = (id: number, token: string) => h.call(api.getTransaction, { params: { id }, token });
const mine = (token: string) => h.call(api.userSubscriptions, { token });

describe('the price', () => {
  it('is the month price times three, less the quarter discount', async () => {
    const s = await buyer(h);
    const res = await h.call(api.quoteCheckout, { query: order(), token: s.token });
    expect(res.body).toEqual({
      base: 120_000,
      periodDiscount: 12_000,
      couponDiscount: 0,
      total: 108_000,
    });
  });
});

describe('paying by a new card with 3-D Secure', () => {
  it('starts the plan once the signed notification lands, and keeps the card', async () => {
    const s = await buyer(h);
    const start = await h.call(api.payByCard, {
      body: { ...order(), saveCard: true },
      token: s.token,
    });
    expect(start.status).toBe(200);
    expect(start.body.transaction).toMatchObject({
      status: TransactionStatus.New,
      amount: 108_000,
    });
    const page = await h.inject({ method: 'GET', url: redirectUrl(start.body) });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('الدفع بالبطاقة');
    expect(page.body).toContain('<html lang="ar" dir="rtl">');
    expect(page.body).toContain('<bdi dir="ltr" class="ltr">4242 4242 4242 4242</bdi> تنجح');

    const card = await submit(h, redirectUrl(start.body), {
      holder: 'Sara Ahmed',
      number: '4000 0000 0000 3220',
      expiry: '12/30',
      cvv: '123',
    });
    expect(card.status).toBe(303);
    expect(card.location).toMatch(/\/sandbox\/fawry\/3ds\//);
    expect((await tx(start.body.transaction.id, s.token)).body.status).toBe(TransactionStatus.New);

    const otp = await submit(h, card.location!, { otp: '123456' });
    expect(otp.status).toBe(303);
    expect(otp.location).toContain(`/app/payment/${start.body.transaction.id}`);

    const paid = (await tx(start.body.transaction.id, s.token)).body;
    expect(paid).toMatchObject({
      status: TransactionStatus.Paid,
      subscriptionId: expect.any(Number),
    });
    const { body } = await mine(s.token);
    expect(body.active).toMatchObject({
      planId: plan.id,
      period: PlanPeriod.Quarter,
      weeklyMinutes: 120,
    });
    expect(body.quota).toMatchObject({ weeklyMinutes: 120 });

    const cards = await h.call(api.listCardTokens, { token: s.token });
    expect(cards.body).toEqual([expect.objectContaining({ lastFour: '3220' })]);

    // One plan at a time.
    expectError(
      await h.call(api.payByReference, { body: order(), token: s.token }),
      'subscription-exists',
    );
  });

  it('speaks the student’s language: English pages for an English student', async () => {
    const s = await englishBuyer(h);
    const start = await h.call(api.payByCard, {
      body: { ...order(), saveCard: false },
      token: s.token,
    });
    const page = await h.inject({ method: 'GET', url: redirectUrl(start.body) });
    expect(page.body).toContain('<html lang="en" dir="ltr">');
    expect(page.body).toContain('Pay by card');
    // A test card's number is one left-to-right unit, kept apart from the words around it.
    expect(page.body).toContain('<bdi dir="ltr" class="ltr">4242 4242 4242 4242</bdi> succeeds');
    const card = await submit(h, redirectUrl(start.body), {
      holder: 'Sara Ahmed',
      number: '4000 0000 0000 3220',
      expiry: '12/30',
      cvv: '123',
    });
    const otp = await h.inject({ method: 'GET', url: card.location! });
    expect(otp.body).toContain('Confirm the payment with your bank (3-D Secure)');
  });

  it('pays with the saved card and its CVV through the 3-D Secure step', async () => {
    const s = await buyer(h);
    const first = await h.call(api.payByCard, {
      body: { ...order(), period: PlanPeriod.Month as 0 },
      token: s.token,
    });
    await submit(h, redirectUrl(first.body), {
      holder: 'S A',
      number: '4242424242424242',
      expiry: '01/31',
      cvv: '321',
    });
    expect((await tx(first.body.transaction.id, s.token)).body.status).toBe(TransactionStatus.Paid);
    // Refund it so the student may buy again, then use the saved card.
    const admin = await adminToken(h);
    const refunded = await h.call(api.refund, {
      body: { transactionId: first.body.transaction.id, reason: 'changed plan' },
      token: admin,
    });
    expect(refunded.body).toMatchObject({
      status: TransactionStatus.Refunded,
      refundedAmount: 40_000,
    });
    // The refund ended the plan; the rest of the free trial it cut short is back (decision 046).
    expect((await mine(s.token)).body.active?.period).toBe(PlanPeriod.FreeTrial);

    const [card] = (await h.call(api.listCardTokens, { token: s.token })).body;
    const second = await h.call(api.payByCard, {
      body: { ...order(), cardToken: card!.token, cvv: '321' },
      token: s.token,
    });
    expect(redirectUrl(second.body)).toMatch(/\/sandbox\/fawry\/3ds\//);
    await submit(h, redirectUrl(second.body), { otp: '123456' });
    expect((await tx(second.body.transaction.id, s.token)).body.status).toBe(
      TransactionStatus.Paid,
    );
  });

  it('fails a declined card and lets the student try again', async () => {
    const s = await buyer(h);
    // Asked to keep the card: a declined one is not kept.
    const start = await h.call(api.payByCard, {
      body: { ...order(), saveCard: true },
      token: s.token,
    });
    const res = await submit(h, redirectUrl(start.body), {
      holder: 'S A',
      number: '4000000000000002',
      expiry: '01/31',
      cvv: '321',
    });
    expect(res.status).toBe(303);
    expect((await tx(start.body.transaction.id, s.token)).body).toMatchObject({
      status: TransactionStatus.Failed,
    });
    expect((await mine(s.token)).body.active?.period).toBe(PlanPeriod.FreeTrial);
    expect((await h.call(api.listCardTokens, { token: s.token })).body).toEqual([]);
  });
});

describe('paying at a Fawry kiosk', () => {
  it('stays unpaid until the kiosk is paid, then the plan starts', async () => {
    const s = await buyer(h);
    const start = await h.call(api.payByReference, { body: order(), token: s.token });
    const reference = kioskReference(start.body);
    expect(reference).toMatch(/^\d{9}$/);
    const status = await h.call(api.paymentStatus, {
      query: { transactionId: start.body.transaction.id },
      token: s.token,
    });
    expect(status.body.status).toBe(TransactionStatus.New);
    const paid = await submit(h, '/sandbox/fawry/kiosk', { reference });
    expect(paid.status).toBe(200);
    expect((await tx(start.body.transaction.id, s.token)).body.status).toBe(TransactionStatus.Paid);
    expect((await mine(s.token)).body.active).toMatchObject({ planId: plan.id });
  });

  it('speaks the student’s language at the counter: English to an English student', async () => {
    const english = await englishBuyer(h);
    const start = await h.call(api.payByReference, { body: order(), token: english.token });
    const reference = kioskReference(start.body);

    // Opened in English, the counter is English, and says so of a reference no order has.
    const counter = await h.inject({ method: 'GET', url: '/sandbox/fawry/kiosk?lang=en' });
    expect(counter.body).toContain('<html lang="en" dir="ltr">');
    expect(counter.body).toContain('<h1>Fawry counter (sandbox)</h1>');
    expect(counter.body).toContain('Paid at the counter');
    expect(counter.body).toContain('<input type="hidden" name="lang" value="en" />');
    const unknown = await submit(h, '/sandbox/fawry/kiosk', { lang: 'en', reference: '1' });
    expect(unknown.status).toBe(404);
    expect(unknown.body).toContain('No order has this reference number.');

    // The answer about the English student's reference is English, whatever page sent it.
    const paid = await submit(h, '/sandbox/fawry/kiosk', { reference });
    expect(paid.status).toBe(200);
    expect(paid.body).toContain('<html lang="en" dir="ltr">');
    expect(paid.body).toMatch(
      new RegExp(`EGP\\s1,080\\.00 was paid for the reference ${reference}\\.`),
    );
    const again = await submit(h, '/sandbox/fawry/kiosk', { lang: 'ar', reference });
    expect(again.status).toBe(409);
    expect(again.body).toContain('This order is not waiting for payment (PAID).');
  });

  it('speaks Arabic at the counter to an Arabic student', async () => {
    const arabic = await buyer(h);
    const start = await h.call(api.payByReference, { body: order(), token: arabic.token });
    const reference = kioskReference(start.body);
    const counter = await h.inject({ method: 'GET', url: '/sandbox/fawry/kiosk' });
    expect(counter.body).toContain('<html lang="ar" dir="rtl">');
    expect(counter.body).toContain('<h1>منفذ فوري (بيئة التجربة)</h1>');
    const paid = await submit(h, '/sandbox/fawry/kiosk', { lang: 'en', reference });
    expect(paid.body).toContain('<html lang="ar" dir="rtl">');
    expect(paid.body).toContain(`للرقم ${reference}.`);
    expect(paid.body).toContain('تم الدفع في المنفذ');
  });

  it('credits once when the notification comes ten times, one after another or all at once', async () => {
    const s = await buyer(h);
    const start = await h.call(api.payByReference, { body: order(), token: s.token });
    await submit(h, '/sandbox/fawry/kiosk', { reference: kioskReference(start.body) });
    const merchantRef = start.body.transaction.merchantRef;
    const again = await h.inject({
      method: 'POST',
      url: '/sandbox/fawry/control/notify',
      payload: { merchantRefNum: merchantRef, times: 10 },
    });
    expect(again.statusCode).toBe(200);
    const body = signedNotification({ merchantRef, amount: '1080.00', status: 'PAID' });
    const copies = await Promise.all(
      Array.from({ length: 10 }, () => h.call(api.fawryNotification, { body })),
    );
    expect(copies.every((res) => res.status === 200)).toBe(true);
    const credits = await h.ctx.db
      .select()
      .from(paymentCredits)
      .where(eq(paymentCredits.transactionId, start.body.transaction.id));
    expect(credits).toHaveLength(1);
    expect((await mine(s.token)).body.history.filter((sub) => sub.planId === plan.id)).toHaveLength(
      1,
    );
  });

  it('refuses forged and mismatched notifications, records them, and changes nothing', async () => {
    const s = await buyer(h);
    const start = await h.call(api.payByReference, { body: order(), token: s.token });
    const merchantRef = start.body.transaction.merchantRef;
    const forged = signedNotification(
      { merchantRef, amount: '1080.00', status: 'PAID' },
      'not-the-key',
    );
    expectError(await h.call(api.fawryNotification, { body: forged }), 'forbidden');
    const cheap = signedNotification({ merchantRef, amount: '10.00', status: 'PAID' });
    expectError(await h.call(api.fawryNotification, { body: cheap }), 'bad-request');
    const unknown = signedNotification({ merchantRef: '999', amount: '1080.00', status: 'PAID' });
    expectError(await h.call(api.fawryNotification, { body: unknown }), 'transaction-not-found');
    expect((await tx(start.body.transaction.id, s.token)).body.status).toBe(TransactionStatus.New);
    const recorded = await h.ctx.db
      .select()
      .from(paymentNotifications)
      .where(eq(paymentNotifications.merchantRef, merchantRef));
    expect(recorded.map((r) => [r.verified, r.outcome])).toEqual([
      [false, 'bad-signature'],
      [true, 'amount-mismatch'],
    ]);
  });

  it('expires an unpaid reference; money that comes later activates nothing and is recorded', async () => {
    const s = await buyer(h);
    const start = await h.call(api.payByReference, { body: order(), token: s.token });
    const id = start.body.transaction.id;
    await h.ctx.db
      .update(transactions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(transactions.id, id));
    await h.runJobs(() => new Date(Date.now() + 49 * 3_600_000));
    expect((await tx(id, s.token)).body.status).toBe(TransactionStatus.Expired);
    const late = signedNotification({
      merchantRef: start.body.transaction.merchantRef,
      amount: '1080.00',
      status: 'PAID',
    });
    expect((await h.call(api.fawryNotification, { body: late })).status).toBe(200);
    expect((await tx(id, s.token)).body).toMatchObject({
      status: TransactionStatus.Processed,
      subscriptionId: null,
      failureReason: 'paid-after-expiry',
    });
    expect((await mine(s.token)).body.active?.period).toBe(PlanPeriod.FreeTrial);
  });

  it('cancels an unpaid order on the student’s request', async () => {
    const s = await buyer(h);
    const start = await h.call(api.payByReference, { body: order(), token: s.token });
    const res = await h.call(api.cancelUnpaidOrder, {
      body: { transactionId: start.body.transaction.id },
      token: s.token,
    });
    expect(res.body.status).toBe(TransactionStatus.Canceled);
    const other = await buyer(h);
    expectError(
      await h.call(api.cancelUnpaidOrder, {
        body: { transactionId: start.body.transaction.id },
        token: other.token,
      }),
      'transaction-not-found',
    );
  });
});

describe('paying from a mobile wallet', () => {
  it('fails when the wallet refuses, and the retry succeeds', async () => {
    const s = await buyer(h);
    const first = await h.call(api.payByWallet, {
      body: { ...order(), walletPhone: '01012345678' },
      token: s.token,
    });
    expect(first.body.next).toMatchObject({
      kind: 'wallet',
      phone: '01012345678',
      approveUrl: expect.stringMatching(/^\/sandbox\/fawry\/wallet\//),
    });
    const approve = first.body.next.kind === 'wallet' ? first.body.next.approveUrl! : '';
    await submit(h, approve, { pin: '000000' });
    expect((await tx(first.body.transaction.id, s.token)).body.status).toBe(
      TransactionStatus.Failed,
    );
    const retry = await h.call(api.payByWallet, {
      body: { ...order(), walletPhone: '01012345678' },
      token: s.token,
    });
    await submit(h, retry.body.next.kind === 'wallet' ? retry.body.next.approveUrl! : '', {
      pin: '123456',
    });
    expect((await tx(retry.body.transaction.id, s.token)).body.status).toBe(TransactionStatus.Paid);
  });
});

describe('transactions', () => {
  it('lists one’s own, and everyone’s for admins with filters', async () => {
    const s = await buyer(h);
    await h.call(api.payByReference, { body: order(), token: s.token });
    const own = await h.call(api.listTransactions, { query: {}, token: s.token });
    expect(own.body.total).toBe(1);
    const last = await h.call(api.lastTransaction, { token: s.token });
    expect(last.body?.id).toBe(own.body.list[0]!.id);
    const admin = await adminToken(h);
    const filtered = await h.call(api.listTransactions, {
      query: { status: TransactionStatus.Paid, userId: undefined },
      token: admin,
    });
    expect(filtered.body.list.every((t) => t.status === TransactionStatus.Paid)).toBe(true);
    // The office sees whose order it is by name, not only by number.
    const { name } = (await h.call(api.currentUser, { token: s.token })).body;
    const theirs = await h.call(api.listTransactions, { query: { userId: s.id }, token: admin });
    expect(theirs.body.list.map((t) => [t.userId, t.userName])).toEqual([[s.id, name]]);
    expectError(
      await h.call(api.refund, {
        body: { transactionId: own.body.list[0]!.id, reason: 'x y z' },
        token: s.token,
      }),
      'forbidden',
    );
  });
});

describe('provider routing (decision 024)', () => {
  it('refuses Paymob where FawryPay serves, as it does by default', async () => {
    const s = await buyer(h);
    expectError(
      await h.call(api.payOnProviderPage, {
        body: { ...order(), method: 'card' },
        token: s.token,
      }),
      'illegal',
    );
    const options = await h.call(api.checkoutOptions, { query: order(), token: s.token });
    expect(options.body.providers).toEqual({
      card: 'fawry',
      wallet: 'fawry',
      kiosk: 'fawry',
      installments: 'fawry',
    });
  });
});
