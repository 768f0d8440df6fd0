/**
 * Races of an upgrade's payment (docs/product/plans-and-payments.md#changing-plan): against the
 * plan's cancellation, and against another upgrade of the same plan. Each waits for the student's
 * subscriptions lock and goes before or after the other, never between: one wins, and the money
 * adds up. PostgreSQL only (`*.postgres.test.ts`): the test holds a transaction open.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { api, PlanPeriod, Role, TransactionStatus, type Plan } from '@darsak/shared';
import { subscriptionChanges, subscriptions } from '../../src/db/schema.js';
import { lockSubscriptions } from '../../src/modules/plans/index.js';
import { startHarness, type Harness } from '../harness.js';
import { paidByCard, signedNotification, upgradeLadder } from '../payment-fixtures.js';
import { awaitedLocks, holdOpen } from '../test-database.js';

let h: Harness;
let plans: Awaited<ReturnType<typeof upgradeLadder>>;
beforeAll(async () => {
  h = await startHarness();
  plans = await upgradeLadder(h);
});
afterAll(() => h.close());

/** A student on the small plan's quarter, paid by card. */
const paidStudent = async () => {
  const session = await h.account({ role: Role.Student, phone: '01012345678', freeTrial: false });
  const s = { id: session.user.id, token: session.token.value };
  const order = await paidByCard(h, s.token, {
    planId: plans.small.id,
    period: PlanPeriod.Quarter,
  });
  const subscription = (await h.call(api.userSubscriptions, { token: s.token })).body.active!;
  return { ...s, subscription, orderId: order.transaction.id };
};

const startUpgrade = async (token: string, subscriptionId: number, plan: Plan) => {
  const res = await h.call(api.payByReference, {
    body: { planId: plan.id, period: PlanPeriod.Quarter, upgradeOf: subscriptionId },
    token,
  });
  expect(res.status).toBe(200);
  return res.body.transaction;
};

const paidReport = (order: { merchantRef: string; amount: number }) =>
  signedNotification({
    merchantRef: order.merchantRef,
    amount: (order.amount / 100).toFixed(2),
    status: 'PAID',
  });

const order = async (token: string, id: number) =>
  (await h.call(api.getTransaction, { params: { id }, token })).body;

it('an upgrade’s payment and the plan’s cancellation at once: one goes first, money adds up', async () => {
  const s = await paidStudent();
  const upgrade = await startUpgrade(s.token, s.subscription.id, plans.large);
  const holder = await holdOpen(h.ctx.db, (tx) => lockSubscriptions(tx, s.id));
  const racing = [
    h.call(api.fawryNotification, { body: paidReport(upgrade) }),
    h.call(api.cancelSubscription, { body: { id: s.subscription.id }, token: s.token }),
  ] as const;
  expect(await awaitedLocks(h.ctx.db)).toEqual(['advisory', 'advisory']);
  await holder.release();
  const [paid, cancelled] = await Promise.all(racing);
  expect(paid.status).toBe(200);
  expect(cancelled.status).toBe(200);
  const [first, second] = [await order(s.token, s.orderId), await order(s.token, upgrade.id)];
  const [row] = await h.ctx.db
    .select()
    .from(subscriptions)
    .where(eq(subscriptions.id, s.subscription.id));
  expect(row!.cancelledAt).not.toBeNull();
  expect(first.status).toBe(TransactionStatus.PartialRefunded);
  const changes = await h.ctx.db
    .select()
    .from(subscriptionChanges)
    .where(eq(subscriptionChanges.subscriptionId, s.subscription.id));
  if (second.status === TransactionStatus.Processed) {
    // The cancellation went first: the upgrade's money started nothing, whole to refund.
    expect(second.failureReason).toBe('plan-changed');
    expect(second.refundedAmount).toBe(0);
    expect(changes).toHaveLength(0);
    expect(row!.weeklyMinutes).toBe(120);
  } else {
    // The payment went first: the cancellation refunded its unused share too.
    expect(second.status).toBe(TransactionStatus.PartialRefunded);
    expect(second.refundedAmount).toBeGreaterThan(0);
    expect(changes).toHaveLength(1);
    expect(row!.weeklyMinutes).toBe(240);
  }
  for (const o of [first, second]) expect(o.refundedAmount).toBeLessThanOrEqual(o.amount);
});

it('two upgrades of one plan paid at once: one changes the plan, the other starts nothing', async () => {
  const s = await paidStudent();
  const a = await startUpgrade(s.token, s.subscription.id, plans.large);
  const b = await startUpgrade(s.token, s.subscription.id, plans.larger);
  const holder = await holdOpen(h.ctx.db, (tx) => lockSubscriptions(tx, s.id));
  const racing = [
    h.call(api.fawryNotification, { body: paidReport(a) }),
    h.call(api.fawryNotification, { body: paidReport(b) }),
  ];
  expect(await awaitedLocks(h.ctx.db)).toEqual(['advisory', 'advisory']);
  await holder.release();
  expect((await Promise.all(racing)).map((r) => r.status)).toEqual([200, 200]);
  const orders = [await order(s.token, a.id), await order(s.token, b.id)];
  expect(orders.map((o) => o.status).sort()).toEqual([
    TransactionStatus.Paid,
    TransactionStatus.Processed,
  ]);
  const won = orders.find((o) => o.status === TransactionStatus.Paid)!;
  const lost = orders.find((o) => o.status === TransactionStatus.Processed)!;
  expect(lost.failureReason).toBe('plan-changed');
  const [row] = await h.ctx.db
    .select()
    .from(subscriptions)
    .where(eq(subscriptions.id, s.subscription.id));
  expect(row).toMatchObject({ planId: won.planId, weeklyMinutes: won.weeklyMinutes });
  const changes = await h.ctx.db
    .select()
    .from(subscriptionChanges)
    .where(eq(subscriptionChanges.subscriptionId, s.subscription.id));
  expect(changes.map((c) => c.transactionId)).toEqual([won.id]);
});
