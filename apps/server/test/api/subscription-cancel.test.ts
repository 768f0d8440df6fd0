/**
 * Cancelling a paid plan (docs/product/plans-and-payments.md#cancelling-a-plan, decision 025):
 * unused whole weeks back through the provider, once.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  api,
  CANCEL_MAX_LESSONS,
  cancellationRefund,
  PlanPeriod,
  TransactionStatus,
  type Plan,
} from '@darsak/shared';
import { eq } from 'drizzle-orm';
import { lessons, subscriptions, users } from '../../src/db/schema.js';
import { listedTutor } from '../booking-fixtures.js';
import { startHarness, type Harness } from '../harness.js';
import { adminToken, buyer, createPlan, paidByCard } from '../payment-fixtures.js';
import { expectError, outbox } from '../support.js';

let h: Harness;
let plan: Plan;
beforeAll(async () => {
  h = await startHarness();
  plan = await createPlan(h);
});
afterAll(() => h.close());

/** A student who bought a quarter by card; answers them, their subscription and the order. */
const paidStudent = async () => paidStudentFrom(await buyer(h));

const paidStudentFrom = async (s: { id: number; token: string }) => {
  const order = await paidByCard(h, s.token, { planId: plan.id, period: PlanPeriod.Quarter });
  const mine = await h.call(api.userSubscriptions, { token: s.token });
  return { ...s, subscription: mine.body.active!, transactionId: order.transaction.id };
};

/** The refund emails the student has had, once the due jobs have run. */
const refundsTold = async (studentId: number) => {
  await h.runJobs();
  const [user] = await h.ctx.db
    .select({ email: users.email })
    .from(users)
    .where(eq(users.id, studentId));
  return (await outbox(h, user!.email)).filter((m) => m.subject?.startsWith('أعدنا إليك'));
};

const lessonsUnder = async (studentId: number, subscriptionId: number, count: number) => {
  const tutor = await listedTutor(h);
  for (let i = 0; i < count; i += 1) {
    const startsAt = new Date(Date.now() - (i + 1) * 3 * 3_600_000);
    await h.ctx.db.insert(lessons).values({
      tutorId: tutor.id,
      studentId,
      subscriptionId,
      startsAt,
      endsAt: new Date(startsAt.getTime() + 30 * 60_000),
      duration: 30,
      price: 5_000,
    });
  }
};

describe('GET /api/v1/sub/cancel/quote', () => {
  it('shows the refund of the unused whole weeks to the owner and admins only', async () => {
    const s = await paidStudent();
    const quote = await h.call(api.cancellationQuote, {
      query: { id: s.subscription.id },
      token: s.token,
    });
    expect(quote.status).toBe(200);
    const expected = cancellationRefund({
      paid: 108_000,
      alreadyRefunded: 0,
      startsAt: new Date(s.subscription.startsAt),
      endsAt: new Date(s.subscription.endsAt),
      now: new Date(),
    });
    expect(quote.body).toMatchObject({
      subscriptionId: s.subscription.id,
      cancellable: true,
      refund: expected.refund,
      unusedWeeks: expected.unusedWeeks,
      transactionId: s.transactionId,
      lessonsUsed: 0,
      lessonsAllowed: CANCEL_MAX_LESSONS,
    });
    // A quarter bought now lasts 89 to 92 days: 12 or 13 whole weeks are left unused, at least
    // 84/91 of the price (a 91-day quarter, as one bought on 29 November) and never all of it.
    expect(quote.body.unusedWeeks).toBeGreaterThanOrEqual(12);
    expect(quote.body.refund).toBeGreaterThanOrEqual(Math.floor((108_000 * 84) / 91));
    expect(quote.body.refund).toBeLessThan(108_000);
    const other = await buyer(h);
    expectError(
      await h.call(api.cancellationQuote, { query: { id: s.subscription.id }, token: other.token }),
      'subscription-not-found',
    );
    const admin = await h.call(api.cancellationQuote, {
      query: { id: s.subscription.id },
      token: await adminToken(h),
    });
    expect(admin.body.refund).toBe(quote.body.refund);
    expectError(
      await h.call(api.cancellationQuote, { query: { id: s.subscription.id } }),
      'unauthenticated',
    );
  });
});

describe('PATCH /api/v1/sub/cancel with a paid plan', () => {
  it('refunds the unused whole weeks through the provider: the order is PartialRefunded', async () => {
    const s = await paidStudent();
    const quote = (
      await h.call(api.cancellationQuote, { query: { id: s.subscription.id }, token: s.token })
    ).body;
    const res = await h.call(api.cancelSubscription, {
      body: { id: s.subscription.id },
      token: s.token,
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ active: false, cancelledAt: expect.any(String) });
    const tx = await h.call(api.getTransaction, {
      params: { id: s.transactionId },
      token: s.token,
    });
    expect(tx.body).toMatchObject({
      status: TransactionStatus.PartialRefunded,
      refundedAmount: quote.refund,
    });
    // The plan ended the free trial it was bought in; the rest of that trial is back (decision 046).
    expect((await h.call(api.userSubscriptions, { token: s.token })).body.active).toMatchObject({
      period: PlanPeriod.FreeTrial,
      endsAt: quote.trialBack!.endsAt,
    });
    // Nothing more to cancel.
    expectError(
      await h.call(api.cancelSubscription, { body: { id: s.subscription.id }, token: s.token }),
      'illegal',
    );
    const after = await h.call(api.cancellationQuote, {
      query: { id: s.subscription.id },
      token: s.token,
    });
    expect(after.body).toMatchObject({ cancellable: false, refund: 0 });
    // The student is told of the refund by email, once.
    const told = await refundsTold(s.id);
    expect(told).toHaveLength(1);
    expect(told[0]!.text).toContain('وقد انتهى اشتراكك في هذه الباقة');
  });

  it('five cancels at once refund once', async () => {
    const s = await paidStudent();
    const quote = (
      await h.call(api.cancellationQuote, { query: { id: s.subscription.id }, token: s.token })
    ).body;
    const answers = await Promise.all(
      Array.from({ length: 5 }, () =>
        h.call(api.cancelSubscription, { body: { id: s.subscription.id }, token: s.token }),
      ),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    for (const answer of answers.filter((a) => a.status !== 200)) expectError(answer, 'illegal');
    const tx = await h.call(api.getTransaction, {
      params: { id: s.transactionId },
      token: s.token,
    });
    expect(tx.body.refundedAmount).toBe(quote.refund);
    expect(tx.body.status).toBe(TransactionStatus.PartialRefunded);
    // And tell it once.
    const told = await refundsTold(s.id);
    expect(told).toHaveLength(1);
  });

  it(`answers subscription-uncancellable after more than ${CANCEL_MAX_LESSONS} lessons; an admin still may`, async () => {
    const s = await paidStudent();
    await lessonsUnder(s.id, s.subscription.id, CANCEL_MAX_LESSONS + 1);
    const quote = await h.call(api.cancellationQuote, {
      query: { id: s.subscription.id },
      token: s.token,
    });
    expect(quote.body).toMatchObject({ cancellable: false, lessonsUsed: CANCEL_MAX_LESSONS + 1 });
    expectError(
      await h.call(api.cancelSubscription, { body: { id: s.subscription.id }, token: s.token }),
      'subscription-uncancellable',
    );
    const tx = await h.call(api.getTransaction, {
      params: { id: s.transactionId },
      token: s.token,
    });
    expect(tx.body).toMatchObject({ status: TransactionStatus.Paid, refundedAmount: 0 });
    const byAdmin = await h.call(api.cancelSubscription, {
      body: { id: s.subscription.id },
      token: await adminToken(h),
    });
    expect(byAdmin.status).toBe(200);
    const refunded = await h.call(api.getTransaction, {
      params: { id: s.transactionId },
      token: s.token,
    });
    expect(refunded.body.status).toBe(TransactionStatus.PartialRefunded);
  });

  it(`lets a student with ${CANCEL_MAX_LESSONS} lessons cancel`, async () => {
    const s = await paidStudent();
    await lessonsUnder(s.id, s.subscription.id, CANCEL_MAX_LESSONS);
    const res = await h.call(api.cancelSubscription, {
      body: { id: s.subscription.id },
      token: s.token,
    });
    expect(res.status).toBe(200);
  });

  it('refunds nothing for a free trial', async () => {
    const s = await buyer(h);
    const trial = (await h.call(api.userSubscriptions, { token: s.token })).body.active!;
    const quote = await h.call(api.cancellationQuote, { query: { id: trial.id }, token: s.token });
    expect(quote.body).toMatchObject({ cancellable: true, refund: 0, transactionId: null });
  });
});

describe('a plan bought during the free trial (decision 046)', () => {
  const history = async (token: string) =>
    (await h.call(api.userSubscriptions, { token })).body.history;

  it('ends the trial when it starts, and cancelling it gives back the rest of the trial', async () => {
    const s = await buyer(h);
    const trial = (await h.call(api.userSubscriptions, { token: s.token })).body.active!;
    expect(trial.period).toBe(PlanPeriod.FreeTrial);
    const paid = await paidStudentFrom(s);
    const [plan, cut] = await history(s.token);
    expect(plan).toMatchObject({ id: paid.subscription.id, active: true });
    // The trial ended the moment the plan started.
    expect(cut).toMatchObject({ id: trial.id, active: false, endsAt: plan!.startsAt });

    const quote = await h.call(api.cancellationQuote, {
      query: { id: paid.subscription.id },
      token: s.token,
    });
    expect(quote.body.trialBack).toEqual({
      weeklyMinutes: trial.weeklyMinutes,
      endsAt: trial.endsAt,
    });
    const res = await h.call(api.cancelSubscription, {
      body: { id: paid.subscription.id },
      token: s.token,
    });
    expect(res.status).toBe(200);
    const mine = (await h.call(api.userSubscriptions, { token: s.token })).body;
    expect(mine.active).toMatchObject({
      period: PlanPeriod.FreeTrial,
      weeklyMinutes: trial.weeklyMinutes,
      endsAt: trial.endsAt,
      active: true,
    });
    expect(mine.quota.weeklyMinutes).toBe(trial.weeklyMinutes);
    // Refunded as any cancelled plan is.
    const tx = await h.call(api.getTransaction, {
      params: { id: paid.transactionId },
      token: s.token,
    });
    expect(tx.body.status).toBe(TransactionStatus.PartialRefunded);
    // The trial came back once: buying and cancelling again gives the same planned end, no later.
    const again = await paidStudentFrom(s);
    const second = await h.call(api.cancellationQuote, {
      query: { id: again.subscription.id },
      token: s.token,
    });
    expect(second.body.trialBack).toEqual({
      weeklyMinutes: trial.weeklyMinutes,
      endsAt: trial.endsAt,
    });
    await h.call(api.cancelSubscription, { body: { id: again.subscription.id }, token: s.token });
    const last = (await h.call(api.userSubscriptions, { token: s.token })).body.active;
    expect(last).toMatchObject({ period: PlanPeriod.FreeTrial, endsAt: trial.endsAt });
  });

  it('leaves no subscription when the trial’s term has passed by the cancel', async () => {
    const s = await buyer(h);
    const paid = await paidStudentFrom(s);
    const [plan, trial] = (await history(s.token)).map((row) => row.id);
    // The plan started ten days ago, cutting a trial that was to end yesterday.
    const day = 86_400_000;
    const cutAt = new Date(Date.now() - 10 * day);
    await h.ctx.db
      .update(subscriptions)
      .set({
        startsAt: new Date(cutAt.getTime() - day),
        endsAt: cutAt,
        plannedEndsAt: new Date(Date.now() - day),
      })
      .where(eq(subscriptions.id, trial!));
    await h.ctx.db
      .update(subscriptions)
      .set({ startsAt: cutAt })
      .where(eq(subscriptions.id, plan!));
    const quote = await h.call(api.cancellationQuote, {
      query: { id: paid.subscription.id },
      token: s.token,
    });
    expect(quote.body).toMatchObject({ cancellable: true, trialBack: null });
    await h.call(api.cancelSubscription, { body: { id: paid.subscription.id }, token: s.token });
    expect((await h.call(api.userSubscriptions, { token: s.token })).body.active).toBeNull();
  });

  it('gives the trial back when an admin cancels a granted plan or refunds a paid one in full', async () => {
    const admin = await adminToken(h);
    const granted = await buyer(h);
    const trial = (await h.call(api.userSubscriptions, { token: granted.token })).body.active!;
    const grant = await h.call(api.grantSubscription, {
      body: { userId: granted.id, planId: plan.id, period: PlanPeriod.Month },
      token: admin,
    });
    expect(grant.status).toBe(200);
    const quote = await h.call(api.cancellationQuote, {
      query: { id: grant.body.id },
      token: admin,
    });
    expect(quote.body.trialBack).toEqual({
      weeklyMinutes: trial.weeklyMinutes,
      endsAt: trial.endsAt,
    });
    await h.call(api.cancelSubscription, { body: { id: grant.body.id }, token: admin });
    expect(
      (await h.call(api.userSubscriptions, { token: granted.token })).body.active,
    ).toMatchObject({ period: PlanPeriod.FreeTrial, endsAt: trial.endsAt });

    const refunded = await buyer(h);
    const before = (await h.call(api.userSubscriptions, { token: refunded.token })).body.active!;
    const paid = await paidStudentFrom(refunded);
    const res = await h.call(api.refund, {
      body: { transactionId: paid.transactionId, reason: 'طلب الطالب' },
      token: admin,
    });
    expect(res.body.status).toBe(TransactionStatus.Refunded);
    expect(
      (await h.call(api.userSubscriptions, { token: refunded.token })).body.active,
    ).toMatchObject({ period: PlanPeriod.FreeTrial, endsAt: before.endsAt });
  });
});
