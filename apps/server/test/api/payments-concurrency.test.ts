/**
 * Money moves once under races (docs/product/plans-and-payments.md#settlement): copies of one
 * notification at once credit once, one coupon used by one student in two checkouts at once goes
 * through once, and two refunds of one order at once pay out once; for an order paid in cash, two
 * partial refunds, or a refund and the plan's cancellation, at once refund no more than was paid,
 * and its payouts are what the order says it refunded. Runs on the embedded database
 * and on PostgreSQL (two connections there, so the races are real).
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { api, PlanPeriod, TransactionStatus, type Plan } from '@darsak/shared';
import { paymentCredits, refundPayouts, subscriptions, transactions } from '../../src/db/schema.js';
import { gatewayOf } from '../../src/modules/payments/gateways.js';
import { startHarness, type Harness } from '../harness.js';
import {
  adminToken,
  buyer,
  createPlan,
  kioskBuyer,
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

const order = () => ({ planId: plan.id, period: PlanPeriod.Month as 0 });

describe('concurrent notifications', () => {
  it('credits once when twenty signed copies of a paid notification arrive at once', async () => {
    const s = await buyer(h);
    const start = await h.call(api.payByReference, { body: order(), token: s.token });
    kioskReference(start.body);
    const body = signedNotification({
      merchantRef: start.body.transaction.merchantRef,
      amount: '400.00',
      status: 'PAID',
    });
    const results = await Promise.all(
      Array.from({ length: 20 }, () => h.call(api.fawryNotification, { body })),
    );
    expect(results.map((r) => r.status)).toEqual(Array.from({ length: 20 }, () => 200));
    const credits = await h.ctx.db
      .select()
      .from(paymentCredits)
      .where(eq(paymentCredits.transactionId, start.body.transaction.id));
    expect(credits).toHaveLength(1);
    const paid = await h.ctx.db.select().from(subscriptions).where(eq(subscriptions.userId, s.id));
    expect(paid.filter((row) => row.planId === plan.id)).toHaveLength(1);
    const tx = await h.call(api.getTransaction, {
      params: { id: start.body.transaction.id },
      token: s.token,
    });
    expect(tx.body.status).toBe(TransactionStatus.Paid);
  });
});

describe('coupons', () => {
  const inAMonth = () => new Date(Date.now() + 30 * 86_400_000).toISOString();

  it('validates coupons with the spec’s codes and previews them', async () => {
    const admin = await adminToken(h);
    const bad = (body: object) => h.call(api.createCoupon, { body: body as never, token: admin });
    expectError(
      await bad({ code: 'x', discount: 10, expiresAt: inAMonth() }),
      'invalid-coupon-code',
    );
    expectError(await bad({ code: 'NILE10', discount: 0, expiresAt: inAMonth() }), 'zero-discount');
    expectError(
      await bad({ code: 'NILE10', discount: 120, expiresAt: inAMonth() }),
      'discount-too-high',
    );
    expectError(
      await bad({ code: 'NILE10', discount: 10, expiresAt: 'tomorrow' }),
      'invalid-expiry',
    );
    expectError(
      await bad({ code: 'NILE10', discount: 10, expiresAt: '2020-01-01' }),
      'expiry-in-past',
    );
    const made = await bad({ code: 'nile10', discount: 10, expiresAt: inAMonth() });
    expect(made.body).toMatchObject({ code: 'NILE10', discount: 10, uses: 0, maxUses: null });
    expectError(await bad({ code: 'NILE10', discount: 5, expiresAt: inAMonth() }), 'illegal');

    const s = await buyer(h);
    const preview = await h.call(api.previewCoupon, { params: { code: 'nile10' }, token: s.token });
    expect(preview.body).toMatchObject({ code: 'NILE10', discount: 10 });
    expectError(
      await h.call(api.previewCoupon, { params: { code: 'NOPE1' }, token: s.token }),
      'coupon-not-found',
    );
    const quote = await h.call(api.quoteCheckout, {
      query: { ...order(), couponCode: 'NILE10' },
      token: s.token,
    });
    expect(quote.body).toEqual({
      base: 40_000,
      periodDiscount: 0,
      couponDiscount: 4_000,
      total: 36_000,
    });
  });

  it('lets one of two simultaneous checkouts with the same coupon by one student through', async () => {
    const admin = await adminToken(h);
    await h.call(api.createCoupon, {
      body: { code: 'ONCE25', discount: 25, expiresAt: inAMonth() },
      token: admin,
    });
    const s = await buyer(h);
    const results = await Promise.all(
      [0, 1].map(() =>
        h.call(api.payByReference, { body: { ...order(), couponCode: 'ONCE25' }, token: s.token }),
      ),
    );
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    const ok = results.find((r) => r.status === 200)!;
    expect(ok.body.transaction).toMatchObject({ couponCode: 'ONCE25', amount: 30_000 });
    // Cancelling the unpaid order gives the coupon back.
    await h.call(api.cancelUnpaidOrder, {
      body: { transactionId: ok.body.transaction.id },
      token: s.token,
    });
    const preview = await h.call(api.previewCoupon, { params: { code: 'ONCE25' }, token: s.token });
    expect(preview.status).toBe(200);
  });

  it('lets exactly as many students through as its limit when more check out at once', async () => {
    const admin = await adminToken(h);
    await h.call(api.createCoupon, {
      body: { code: 'FIRST2', discount: 15, expiresAt: inAMonth(), maxUses: 2 },
      token: admin,
    });
    const students = await Promise.all([0, 1, 2, 3, 4].map(() => buyer(h)));
    const results = await Promise.all(
      students.map((s) =>
        h.call(api.payByReference, { body: { ...order(), couponCode: 'FIRST2' }, token: s.token }),
      ),
    );
    expect(results.filter((r) => r.status === 200)).toHaveLength(2);
    for (const refused of results.filter((r) => r.status !== 200))
      expectError(refused, 'coupon-not-found');
  });

  it('stops at its total limit and cannot be deleted once used', async () => {
    const admin = await adminToken(h);
    const made = await h.call(api.createCoupon, {
      body: { code: 'LIMIT1', discount: 5, expiresAt: inAMonth(), maxUses: 1 },
      token: admin,
    });
    const [a, b] = [await buyer(h), await buyer(h)];
    expect(
      (
        await h.call(api.payByReference, {
          body: { ...order(), couponCode: 'LIMIT1' },
          token: a.token,
        })
      ).status,
    ).toBe(200);
    expectError(
      await h.call(api.payByReference, {
        body: { ...order(), couponCode: 'LIMIT1' },
        token: b.token,
      }),
      'coupon-not-found',
    );
    expectError(
      await h.call(api.deleteCoupon, { params: { id: made.body.id }, token: admin }),
      'illegal',
    );
    const listed = await h.call(api.listCoupons, { query: {}, token: admin });
    expect(listed.body.list.find((c) => c.code === 'LIMIT1')?.uses).toBe(1);
  });
});

describe('concurrent refunds', () => {
  it('refunds a paid order once when two admins refund it in full at once', async () => {
    const s = await buyer(h);
    const start = await h.call(api.payByCard, { body: order(), token: s.token });
    await submit(h, redirectUrl(start.body), {
      holder: 'S A',
      number: '4242424242424242',
      expiry: '01/31',
      cvv: '321',
    });
    const provider = vi.spyOn(gatewayOf(h.ctx, 'fawry'), 'refund');
    try {
      const admin = await adminToken(h);
      const answers = await Promise.all(
        [1, 2].map(() =>
          h.call(api.refund, {
            body: { transactionId: start.body.transaction.id, reason: 'Asked for it back' },
            token: admin,
          }),
        ),
      );
      // The second finds the order refunded already, before the provider is asked again.
      expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
      expectError(
        answers.find((a) => a.status === 409)!,
        'illegal',
      );
      expect(provider).toHaveBeenCalledTimes(1);
    } finally {
      provider.mockRestore();
    }
  });
});

describe('concurrent refunds of money paid in cash', () => {
  const kioskStudent = () => kioskBuyer(h, order());

  /** The order's refunded amount and the sum of its payouts. */
  const refundsOf = async (id: number) => {
    const [row] = await h.ctx.db
      .select({ refunded: transactions.refundedAmount })
      .from(transactions)
      .where(eq(transactions.id, id));
    const payouts = await h.ctx.db
      .select({ amount: refundPayouts.amount })
      .from(refundPayouts)
      .where(eq(refundPayouts.transactionId, id));
    return {
      refunded: row!.refunded,
      paidOut: payouts.reduce((sum, p) => sum + p.amount, 0),
      payouts: payouts.length,
    };
  };

  it('refunds only what is left when two admins refund parts at once', async () => {
    const s = await kioskStudent();
    const admin = await adminToken(h);
    const part = s.order.amount - 10_000;
    const answers = await Promise.all(
      [1, 2].map(() =>
        h.call(api.refund, {
          body: { transactionId: s.order.id, amount: part, reason: 'Asked for it back' },
          token: admin,
        }),
      ),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([200, 400]);
    expectError(
      answers.find((a) => a.status === 400)!,
      'amount-above-max',
    );
    expect(await refundsOf(s.order.id)).toEqual({ refunded: part, paidOut: part, payouts: 1 });
  });

  it('adds up when an admin refunds in full as the student cancels', async () => {
    const s = await kioskStudent();
    const admin = await adminToken(h);
    const subscription = (await h.call(api.userSubscriptions, { token: s.token })).body.active!;
    const [refunded, cancelled] = await Promise.all([
      h.call(api.refund, {
        body: { transactionId: s.order.id, reason: 'Asked for it back' },
        token: admin,
      }),
      h.call(api.cancelSubscription, { body: { id: subscription.id }, token: s.token }),
    ]);
    expect(refunded.status).toBe(200);
    // Cancelled first, its weeks came back and the refund paid the rest; refunded first, the plan
    // had ended and there was nothing to cancel.
    expect([200, 409]).toContain(cancelled.status);
    const sums = await refundsOf(s.order.id);
    expect(sums.refunded).toBe(s.order.amount);
    expect(sums.paidOut).toBe(s.order.amount);
    expect(sums.payouts).toBe(cancelled.status === 200 ? 2 : 1);
  });
});
