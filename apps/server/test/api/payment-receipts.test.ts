/**
 * What a student is told of a payment, and what its receipt names (decision 046): the kiosk
 * reference and the receipt by email in the student's language, and the buyer and the seller of
 * a paid order, the seller as configured.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, PlanPeriod, TransactionStatus, type Plan } from '@darsak/shared';
import { paymentCredits, subscriptions, users } from '../../src/db/schema.js';

const DAY = 86_400_000;
import { startHarness, type Harness } from '../harness.js';
import {
  adminToken,
  buyer,
  createPlan,
  englishBuyer,
  kioskReference,
  payOnCardPage,
  submit,
} from '../payment-fixtures.js';
import { expectError, outbox } from '../support.js';

let h: Harness;
let plan: Plan;
const seller = {
  SELLER_LEGAL_NAME: 'شركة درسك للتعليم',
  SELLER_TAX_REGISTRATION: '100-200-300',
  SELLER_COMMERCIAL_REGISTRATION: '45678',
};
beforeAll(async () => {
  h = await startHarness({ ...seller, PUBLIC_URL: 'https://darsak.example' });
  plan = await createPlan(h);
});
afterAll(() => h.close());

const order = () => ({ planId: plan.id, period: PlanPeriod.Quarter as 1 });
const emailOf = async (id: number) =>
  (await h.ctx.db.select({ email: users.email }).from(users).where(eq(users.id, id)))[0]!.email;

describe('a kiosk payment told by email', () => {
  it('sends the reference to pay, then the receipt once it is paid, in Arabic', async () => {
    const s = await buyer(h);
    const email = await emailOf(s.id);
    const start = await h.call(api.payByReference, { body: order(), token: s.token });
    const reference = kioskReference(start.body);
    await h.runJobs();
    const [kiosk, ...none] = await outbox(h, email);
    expect(none).toEqual([]);
    expect(kiosk).toMatchObject({
      channel: 'email',
      subject: `الرقم المرجعي للدفع في فوري: ${reference}`,
    });
    expect(kiosk!.text).toContain(`بالرقم المرجعي ${reference} قبل`);
    expect(kiosk!.text).toContain('١٬٠٨٠');

    // Paid at the counter, reported twice: one receipt.
    await submit(h, '/sandbox/fawry/kiosk', { reference });
    await submit(h, '/sandbox/fawry/kiosk', { reference });
    await h.runJobs();
    const receipts = (await outbox(h, email)).filter((m) => m.subject?.startsWith('إيصال'));
    expect(receipts).toHaveLength(1);
    const [receipt] = receipts;
    const { merchantRef, id } = start.body.transaction;
    expect(receipt!.subject).toBe(`إيصال دفعك في درسك: طلب رقم ${merchantRef}`);
    for (const line of [
      'وصلنا دفعك وبدأ اشتراكك',
      'الباقة: باقة ١٢٠ دقيقة أسبوعياً لمدة ٣ شهور',
      'طريقة الدفع: نقداً في فوري',
      `رقم الطلب: ${merchantRef}`,
      'الاشتراك ساري حتى: ',
      `الإيصال للطباعة: https://darsak.example/app/payment/${id}`,
      'البائع: درسك\nشركة درسك للتعليم\nرقم التسجيل الضريبي: 100-200-300\nرقم السجل التجاري: 45678',
    ])
      expect(receipt!.text).toContain(line);
    expect(receipt!.text).toMatch(/المبلغ المدفوع: .*١٬٠٨٠/);
  });
});

describe('a card payment’s receipt', () => {
  it('speaks English to an English student, and leaves out what is not configured', async () => {
    const s = await englishBuyer(h);
    const start = await h.call(api.payByCard, {
      body: { ...order(), saveCard: false },
      token: s.token,
    });
    await payOnCardPage(h, start.body);
    await h.runJobs();
    const [receipt] = await outbox(h, await emailOf(s.id));
    expect(receipt?.subject).toBe(
      `Your Darsak receipt: order ${start.body.transaction.merchantRef}`,
    );
    for (const line of [
      'Plan: 120 minutes a week for 3 months',
      'Paid by: Card',
      'Tax registration number: 100-200-300',
      'Commercial registration number: 45678',
    ])
      expect(receipt!.text).toContain(line);
    // No address is configured: no line for it.
    expect(receipt!.text).not.toMatch(/address/i);
  });

  it('gives the bank’s schedule of an installment order, in each language', async () => {
    for (const [who, line] of [
      [
        buyer,
        'التقسيط: ٦ أشهر مع البنك التجاري الدولي CIB، ‏١٨٩ ج.م.‏ شهرياً تُخصم من بطاقتك، ‏١٬١٣٤ ج.م.‏ إجمالاً مع مصاريف البنك',
      ],
      [
        englishBuyer,
        "Installments: 6 months with Commercial International Bank (CIB), EGP 189 a month taken from your card, EGP 1,134 in all with the bank's fees",
      ],
    ] as const) {
      const s = await who(h);
      const start = await h.call(api.payByInstallments, {
        body: { ...order(), installmentPlanId: 'CIB-6' },
        token: s.token,
      });
      await payOnCardPage(h, start.body);
      await h.runJobs();
      const [receipt] = await outbox(h, await emailOf(s.id));
      // Money is written with a no-break space between the amount and its currency.
      expect(receipt!.text.replace(/\s/g, ' ')).toContain(line);
    }
  });

  it('is not sent for an order that was never paid', async () => {
    const s = await buyer(h);
    const start = await h.call(api.payByCard, {
      body: { ...order(), saveCard: false },
      token: s.token,
    });
    await payOnCardPage(h, start.body, '4000000000000002');
    await h.runJobs();
    expect(await outbox(h, await emailOf(s.id))).toEqual([]);
  });
});

describe('GET /api/v1/tx/{id}/receipt', () => {
  it('names the buyer (their phone once confirmed) and the seller as configured', async () => {
    const s = await buyer(h);
    const start = await h.call(api.payByReference, { body: order(), token: s.token });
    const id = start.body.transaction.id;
    expectError(
      await h.call(api.transactionReceipt, { params: { id }, token: s.token }),
      'illegal',
    );
    await submit(h, '/sandbox/fawry/kiosk', { reference: kioskReference(start.body) });
    const paid = await h.call(api.transactionReceipt, { params: { id }, token: s.token });
    expect(paid.status).toBe(200);
    expect(paid.body).toEqual({
      buyer: { name: 'Test User', email: await emailOf(s.id), phone: null },
      seller: {
        legalName: 'شركة درسك للتعليم',
        address: null,
        taxRegistration: '100-200-300',
        commercialRegistration: '45678',
        email: expect.stringMatching(/^support@/),
      },
    });
    await h.ctx.db.update(users).set({ verifiedPhone: true }).where(eq(users.id, s.id));
    const confirmed = await h.call(api.transactionReceipt, { params: { id }, token: s.token });
    const [row] = await h.ctx.db
      .select({ phone: users.phone })
      .from(users)
      .where(eq(users.id, s.id));
    expect(confirmed.body.buyer.phone).toBe(row!.phone);
    expect(row!.phone).toMatch(/1012345678$/);

    const stranger = await buyer(h);
    expectError(
      await h.call(api.transactionReceipt, { params: { id }, token: stranger.token }),
      'transaction-not-found',
    );
    expect((await h.call(api.getTransaction, { params: { id }, token: s.token })).body.status).toBe(
      TransactionStatus.Paid,
    );
  });
});

describe('money that started no plan, and refunds', () => {
  it('tells the student a second payment started nothing, then of each refund', async () => {
    const s = await buyer(h);
    const email = await emailOf(s.id);
    const first = await h.call(api.payByReference, { body: order(), token: s.token });
    const second = await h.call(api.payByReference, { body: order(), token: s.token });
    await submit(h, '/sandbox/fawry/kiosk', { reference: kioskReference(first.body) });
    await submit(h, '/sandbox/fawry/kiosk', { reference: kioskReference(second.body) });
    const { id, merchantRef } = second.body.transaction;
    expect(
      (await h.call(api.getTransaction, { params: { id }, token: s.token })).body,
    ).toMatchObject({ status: TransactionStatus.Processed, failureReason: 'subscription-exists' });
    // Refunded before its receipt goes out: the receipt still says it started nothing.
    const admin = await adminToken(h);
    const refunded = await h.call(api.refund, {
      body: { transactionId: id, reason: 'started nothing' },
      token: admin,
    });
    expect(refunded.body.status).toBe(TransactionStatus.Refunded);
    await h.runJobs();
    const unapplied = (await outbox(h, email)).find((m) => m.subject?.startsWith('وصل دفعك للطلب'));
    expect(unapplied!.subject).toBe(`وصل دفعك للطلب رقم ${merchantRef} ولم تبدأ الباقة`);
    expect(unapplied!.text).toContain(
      'وصلنا دفعك وكانت لديك باقة سارية، فلم تبدأ هذه الباقة. ولأنه دُفع نقداً سنعيد إليك المبلغ كاملاً إلى محفظة إلكترونية أو حساب بنكي',
    );
    expect(unapplied!.text).not.toContain('الاشتراك ساري حتى');
    expect(unapplied!.text).toMatch(/المبلغ المدفوع: .*١٬٠٨٠/);

    // The refund is told too, and the plan in force goes on.
    const notice = (await outbox(h, email)).find((m) => m.subject?.startsWith('سنعيد إليك'));
    expect(notice!.subject).toBe(`سنعيد إليك مبلغاً من الطلب رقم ${merchantRef}`);
    expect(notice!.text).toMatch(/سنعيد إليك .*١٬٠٨٠.* من دفعك للطلب رقم/);
    expect(notice!.text).not.toContain('انتهى اشتراكك');

    // A part of the plan's own payment, then the rest: two messages, the second ends the plan.
    const paid = first.body.transaction;
    for (const amount of [30_000, undefined]) {
      const answer = await h.call(api.refund, {
        body: { transactionId: paid.id, reason: 'asked', ...(amount ? { amount } : {}) },
        token: admin,
      });
      expect(answer.status).toBe(200);
    }
    await h.runJobs();
    const refunds = (await outbox(h, email)).filter((m) => m.subject?.includes(paid.merchantRef));
    expect(refunds.map((m) => m.subject)).toEqual([
      `سنعيد إليك مبلغاً من الطلب رقم ${paid.merchantRef}`,
      `سنعيد إليك مبلغاً من الطلب رقم ${paid.merchantRef}`,
      `إيصال دفعك في درسك: طلب رقم ${paid.merchantRef}`,
    ]);
    const part = refunds.find((m) => /سنعيد إليك \S*٣٠٠/.test(m.text ?? ''));
    const rest = refunds.find((m) => /سنعيد إليك \S*٧٨٠/.test(m.text ?? ''));
    expect(part!.text).not.toContain('انتهى اشتراكك');
    expect(rest!.text).toContain('وقد انتهى اشتراكك في هذه الباقة');

    // A plan that had run out is not said to end with a later refund.
    const other = await buyer(h);
    const order2 = await h.call(api.payByReference, { body: order(), token: other.token });
    await submit(h, '/sandbox/fawry/kiosk', { reference: kioskReference(order2.body) });
    const { id: otherId, merchantRef: otherRef } = order2.body.transaction;
    const [credited] = await h.ctx.db
      .select({ subscriptionId: paymentCredits.subscriptionId })
      .from(paymentCredits)
      .where(eq(paymentCredits.transactionId, otherId));
    await h.ctx.db
      .update(subscriptions)
      .set({ startsAt: new Date(Date.now() - 100 * DAY), endsAt: new Date(Date.now() - DAY) })
      .where(eq(subscriptions.id, credited!.subscriptionId!));
    await h.call(api.refund, {
      body: { transactionId: otherId, reason: 'late ask' },
      token: admin,
    });
    await h.runJobs();
    const late = (await outbox(h, await emailOf(other.id))).find((m) =>
      m.subject?.includes(`سنعيد إليك مبلغاً من الطلب رقم ${otherRef}`),
    );
    expect(late!.text).not.toContain('انتهى اشتراكك');
  });
});
