/**
 * Upgrading a paid plan in force (docs/product/plans-and-payments.md#changing-plan): the prorated
 * difference paid by any way through the checkout, the same subscription on the larger plan from
 * this quota week, money that arrives too late starting nothing, and a cancellation that refunds
 * each order's unused share.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  api,
  cancellationRefund,
  checkoutPrice,
  PlanPeriod,
  Role,
  TransactionStatus,
  upgradePrice,
  type Plan,
} from '@darsak/shared';
import {
  paymentCredits,
  subscriptionChanges,
  subscriptionPauses,
  subscriptions,
} from '../../src/db/schema.js';
import { currentQuotaWeek } from '../booking-fixtures.js';
import { startHarness, type Harness } from '../harness.js';
import {
  adminToken,
  buyer,
  kioskReference,
  paidByCard,
  payOnCardPage,
  submit,
  upgradeLadder,
} from '../payment-fixtures.js';
import { expectError, outbox } from '../support.js';

let h: Harness;
let small: Plan;
let large: Plan;
let larger: Plan;
beforeAll(async () => {
  h = await startHarness();
  ({ small, large, larger } = await upgradeLadder(h));
});
afterAll(() => h.close());

const DAY_MS = 24 * 3_600_000;
const quarterPrice = (plan: Plan) =>
  checkoutPrice(
    {
      monthPrice: plan.monthPrice,
      discountMonth: plan.discounts.month,
      discountQuarter: plan.discounts.quarter,
      discountYear: plan.discounts.year,
    },
    PlanPeriod.Quarter,
  ).total;

/**
 * A student who bought the small plan's quarter by card `daysAgo` days ago (its start moved back,
 * its end kept where the quarter put it).
 */
const paidStudent = async (daysAgo = 0) => {
  // Without a trial, which the plan's earlier start would overlap.
  const session = await h.account({ role: Role.Student, phone: '01012345678', freeTrial: false });
  const s = { id: session.user.id, token: session.token.value, email: session.user.email };
  const order = await paidByCard(h, s.token, { planId: small.id, period: PlanPeriod.Quarter });
  const mine = (await h.call(api.userSubscriptions, { token: s.token })).body.active!;
  if (daysAgo > 0)
    await h.ctx.db
      .update(subscriptions)
      .set({ startsAt: new Date(Date.parse(mine.startsAt) - daysAgo * DAY_MS) })
      .where(eq(subscriptions.id, mine.id));
  const [row] = await h.ctx.db.select().from(subscriptions).where(eq(subscriptions.id, mine.id));
  return { ...s, subscription: row!, orderId: order.transaction.id };
};

const upgradeOrder = (subscriptionId: number, plan: Plan) => ({
  planId: plan.id,
  period: PlanPeriod.Quarter,
  upgradeOf: subscriptionId,
});

const expectedPrice = (row: typeof subscriptions.$inferSelect, plan: Plan, paid: number) =>
  upgradePrice({
    newPrice: quarterPrice(plan),
    paid,
    startsAt: row.startsAt,
    endsAt: row.endsAt,
    weekStart: currentQuotaWeek(h).start,
  }).price;

/** An upgrade's money that changed nothing: Processed, waiting for a full refund. */
const expectUnapplied = async (token: string, id: number) => {
  const res = await h.call(api.getTransaction, { params: { id }, token });
  expect(res.body).toMatchObject({
    status: TransactionStatus.Processed,
    failureReason: 'plan-changed',
    subscriptionId: null,
  });
};

describe('GET /api/v1/sub/upgrade/options', () => {
  it('offers each larger plan at the prorated difference, with this week’s minutes', async () => {
    const s = await paidStudent(30);
    const res = await h.call(api.upgradeOptions, {
      query: { id: s.subscription.id },
      token: s.token,
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      subscriptionId: s.subscription.id,
      refusal: null,
      period: PlanPeriod.Quarter,
      weeklyMinutes: 120,
      endsAt: s.subscription.endsAt.toISOString(),
    });
    const mine = res.body.choices.filter((c) => [small.id, large.id, larger.id].includes(c.planId));
    expect(mine).toEqual([
      {
        planId: large.id,
        weeklyMinutes: 240,
        price: expectedPrice(s.subscription, large, 108_000),
        remainingThisWeek: 240,
      },
      {
        planId: larger.id,
        weeklyMinutes: 480,
        price: expectedPrice(s.subscription, larger, 108_000),
        remainingThisWeek: 480,
      },
    ]);
    // A month in, less than the whole difference is left to pay.
    expect(mine[0]!.price).toBeLessThan(quarterPrice(large) - 108_000);
    expect(mine[0]!.price).toBeGreaterThan(0);
    // The quote of the checkout is the same price, with no discount.
    const quote = await h.call(api.quoteCheckout, {
      query: upgradeOrder(s.subscription.id, large),
      token: s.token,
    });
    expect(quote.body).toEqual({
      base: mine[0]!.price,
      periodDiscount: 0,
      couponDiscount: 0,
      total: mine[0]!.price,
    });
  });

  it('refuses the trial, someone else’s plan, and a paused week', async () => {
    const trial = await buyer(h);
    const active = (await h.call(api.userSubscriptions, { token: trial.token })).body.active!;
    const refused = await h.call(api.upgradeOptions, {
      query: { id: active.id },
      token: trial.token,
    });
    expect(refused.body).toMatchObject({ refusal: 'upgrade-not-allowed', choices: [] });
    expectError(
      await h.call(api.quoteCheckout, {
        query: upgradeOrder(active.id, large),
        token: trial.token,
      }),
      'upgrade-not-allowed',
    );
    const s = await paidStudent();
    expectError(
      await h.call(api.upgradeOptions, { query: { id: s.subscription.id }, token: trial.token }),
      'subscription-not-found',
    );
    const week = currentQuotaWeek(h);
    await h.ctx.db.insert(subscriptionPauses).values({
      subscriptionId: s.subscription.id,
      startsAt: week.start,
      endsAt: week.end,
      weeks: 1,
    });
    const paused = await h.call(api.upgradeOptions, {
      query: { id: s.subscription.id },
      token: s.token,
    });
    expect(paused.body.refusal).toBe('subscription-paused');
    expectError(
      await h.call(api.payByReference, {
        body: upgradeOrder(s.subscription.id, large),
        token: s.token,
      }),
      'subscription-paused',
    );
  });
});

describe('paying an upgrade', () => {
  it('by card: the same subscription has the larger minutes this week, its end kept', async () => {
    const s = await paidStudent(20);
    const price = expectedPrice(s.subscription, large, 108_000);
    const start = await h.call(api.payByCard, {
      body: { ...upgradeOrder(s.subscription.id, large), saveCard: false },
      token: s.token,
    });
    expect(start.status).toBe(200);
    expect(start.body.transaction).toMatchObject({
      purpose: 'upgrade',
      upgradeOf: s.subscription.id,
      planId: large.id,
      weeklyMinutes: 240,
      amount: price,
    });
    await payOnCardPage(h, start.body);
    const paid = await h.call(api.getTransaction, {
      params: { id: start.body.transaction.id },
      token: s.token,
    });
    expect(paid.body).toMatchObject({
      status: TransactionStatus.Paid,
      subscriptionId: s.subscription.id,
    });
    const mine = (await h.call(api.userSubscriptions, { token: s.token })).body;
    expect(mine.active).toMatchObject({
      id: s.subscription.id,
      planId: large.id,
      weeklyMinutes: 240,
      endsAt: s.subscription.endsAt.toISOString(),
    });
    expect(mine.quota.weeklyMinutes).toBe(240);
    // The receipt says the plan was upgraded, until its end.
    await h.runJobs();
    const [receipt] = (await outbox(h, s.email)).filter((m) => m.text?.includes('تمت ترقية باقتك'));
    expect(receipt?.text).toContain('ترقية الباقة إلى ٢٤٠ دقيقة أسبوعياً حتى نهايتها');
    const changes = await h.ctx.db
      .select()
      .from(subscriptionChanges)
      .where(eq(subscriptionChanges.subscriptionId, s.subscription.id));
    expect(changes).toEqual([
      expect.objectContaining({
        fromPlanId: small.id,
        toPlanId: large.id,
        fromWeeklyMinutes: 120,
        toWeeklyMinutes: 240,
        fromAt: currentQuotaWeek(h).start,
        periodPrice: quarterPrice(large),
        transactionId: start.body.transaction.id,
      }),
    ]);
    // A second upgrade is priced against the plan it is on now.
    const next = await h.call(api.upgradeOptions, {
      query: { id: s.subscription.id },
      token: s.token,
    });
    const [row] = await h.ctx.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.id, s.subscription.id));
    expect(next.body.choices.find((c) => c.planId === larger.id)?.price).toBe(
      expectedPrice(row!, larger, quarterPrice(large)),
    );
    expect(next.body.choices.some((c) => c.planId === large.id)).toBe(false);
  });

  it('refuses a plan not larger, a coupon, another period, and a plain purchase', async () => {
    const s = await paidStudent();
    const id = s.subscription.id;
    expectError(
      await h.call(api.payByReference, { body: upgradeOrder(id, small), token: s.token }),
      'upgrade-not-larger',
    );
    expectError(
      await h.call(api.payByReference, {
        body: { ...upgradeOrder(id, large), couponCode: 'SAVE10' },
        token: s.token,
      }),
      'illegal',
    );
    expectError(
      await h.call(api.payByReference, {
        body: { ...upgradeOrder(id, large), period: PlanPeriod.Month },
        token: s.token,
      }),
      'illegal',
    );
    expectError(
      await h.call(api.payByReference, {
        body: { planId: large.id, period: PlanPeriod.Quarter },
        token: s.token,
      }),
      'subscription-exists',
    );
  });

  it('money for an upgrade of a plan that changed meanwhile starts nothing', async () => {
    const s = await paidStudent();
    const id = s.subscription.id;
    const first = await h.call(api.payByReference, {
      body: upgradeOrder(id, large),
      token: s.token,
    });
    const second = await h.call(api.payByReference, {
      body: upgradeOrder(id, larger),
      token: s.token,
    });
    await submit(h, '/sandbox/fawry/kiosk', { reference: kioskReference(second.body) });
    await submit(h, '/sandbox/fawry/kiosk', { reference: kioskReference(first.body) });
    await expectUnapplied(s.token, first.body.transaction.id);
    const mine = (await h.call(api.userSubscriptions, { token: s.token })).body.active!;
    expect(mine).toMatchObject({ id, planId: larger.id, weeklyMinutes: 480 });
    const credits = await h.ctx.db
      .select()
      .from(paymentCredits)
      .where(eq(paymentCredits.subscriptionId, id));
    expect(credits).toHaveLength(2);
  });
});

describe('cancelling an upgraded plan', () => {
  it('refunds each order its unused share, and the money adds up', async () => {
    const s = await paidStudent(10);
    const start = await h.call(api.payByReference, {
      body: upgradeOrder(s.subscription.id, large),
      token: s.token,
    });
    await submit(h, '/sandbox/fawry/kiosk', { reference: kioskReference(start.body) });
    const upgradeId = start.body.transaction.id;
    const [change] = await h.ctx.db
      .select()
      .from(subscriptionChanges)
      .where(eq(subscriptionChanges.transactionId, upgradeId));
    const quote = (
      await h.call(api.cancellationQuote, { query: { id: s.subscription.id }, token: s.token })
    ).body;
    const now = new Date();
    const original = cancellationRefund({
      paid: 108_000,
      alreadyRefunded: 0,
      startsAt: s.subscription.startsAt,
      endsAt: s.subscription.endsAt,
      now,
    });
    const upgrade = cancellationRefund({
      paid: start.body.transaction.amount,
      alreadyRefunded: 0,
      startsAt: change!.fromAt,
      endsAt: s.subscription.endsAt,
      now,
    });
    expect(quote).toMatchObject({
      cancellable: true,
      refund: original.refund + upgrade.refund,
      cash: true,
      unusedWeeks: original.unusedWeeks,
    });
    const res = await h.call(api.cancelSubscription, {
      body: { id: s.subscription.id },
      token: s.token,
    });
    expect(res.status).toBe(200);
    const orders = await Promise.all(
      [s.orderId, upgradeId].map(
        async (id) => (await h.call(api.getTransaction, { params: { id }, token: s.token })).body,
      ),
    );
    expect(orders.map((o) => o.refundedAmount)).toEqual([original.refund, upgrade.refund]);
    expect(orders.map((o) => o.status)).toEqual([
      TransactionStatus.PartialRefunded,
      TransactionStatus.PartialRefunded,
    ]);
    // Paid less refunded is what the student kept paying for: never negative, and all the
    // refunds are what the quote said.
    const paid = orders.reduce((sum, o) => sum + o.amount, 0);
    const refunded = orders.reduce((sum, o) => sum + o.refundedAmount, 0);
    expect(refunded).toBe(quote.refund);
    expect(paid - refunded).toBeGreaterThan(0);
    for (const o of orders) expect(o.refundedAmount).toBeLessThanOrEqual(o.amount);
    // Money that arrives for an upgrade after the cancellation starts nothing.
    const s2 = await paidStudent();
    const pending = await h.call(api.payByReference, {
      body: upgradeOrder(s2.subscription.id, large),
      token: s2.token,
    });
    await h.call(api.cancelSubscription, { body: { id: s2.subscription.id }, token: s2.token });
    await submit(h, '/sandbox/fawry/kiosk', { reference: kioskReference(pending.body) });
    await expectUnapplied(s2.token, pending.body.transaction.id);
  });

  it('a full refund of an upgrade’s order leaves the plan running', async () => {
    const s = await paidStudent();
    const start = await h.call(api.payByCard, {
      body: { ...upgradeOrder(s.subscription.id, large), saveCard: false },
      token: s.token,
    });
    await payOnCardPage(h, start.body);
    const refunded = await h.call(api.refund, {
      body: { transactionId: start.body.transaction.id, reason: 'asked by the student' },
      token: await adminToken(h),
    });
    expect(refunded.body.status).toBe(TransactionStatus.Refunded);
    const mine = (await h.call(api.userSubscriptions, { token: s.token })).body.active!;
    expect(mine).toMatchObject({ id: s.subscription.id, active: true });
  });
});
