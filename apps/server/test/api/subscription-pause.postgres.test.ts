/**
 * Pauses of one plan at once (docs/product/plans-and-payments.md#pausing-a-plan): they go one
 * after the other under the student's subscriptions lock, so one wins and the end moves once.
 * PostgreSQL only (`*.postgres.test.ts`).
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { addZonedDays, api, type Plan } from '@darsak/shared';
import { subscriptionPauses, subscriptions } from '../../src/db/schema.js';
import { weekFromYesterday } from '../booking-fixtures.js';
import { startHarness, type Harness } from '../harness.js';
import { createPlan, quarterBuyer } from '../payment-fixtures.js';

let h: Harness;
let plan: Plan;
beforeAll(async () => {
  h = await startHarness(weekFromYesterday());
  plan = await createPlan(h);
});
afterAll(() => h.close());

const paidStudent = () => quarterBuyer(h, plan);

it('lets one of two pauses at once through; the end moves once', async () => {
  const s = await paidStudent();
  const answers = await Promise.all(
    [2, 3].map((weeks) =>
      h.call(api.pauseSubscription, { body: { id: s.subscription.id, weeks }, token: s.token }),
    ),
  );
  const won = answers.filter((a) => a.status === 200);
  expect(won).toHaveLength(1);
  const lost = answers.find((a) => a.status !== 200)!;
  expect(lost.body).toMatchObject({ code: 'pause-exists' });
  const pauses = await h.ctx.db
    .select()
    .from(subscriptionPauses)
    .where(eq(subscriptionPauses.subscriptionId, s.subscription.id));
  expect(pauses).toHaveLength(1);
  const [row] = await h.ctx.db
    .select()
    .from(subscriptions)
    .where(eq(subscriptions.id, s.subscription.id));
  expect(row!.endsAt).toEqual(
    addZonedDays(new Date(s.subscription.endsAt), 7 * pauses[0]!.weeks, h.config.timeZone),
  );
});

it('orders a pause and a cancellation at once: the refund is the same either way', async () => {
  const s = await paidStudent();
  const quote = await h.call(api.cancellationQuote, {
    query: { id: s.subscription.id },
    token: s.token,
  });
  const [paused, cancelled] = await Promise.all([
    h.call(api.pauseSubscription, { body: { id: s.subscription.id, weeks: 2 }, token: s.token }),
    h.call(api.cancelSubscription, { body: { id: s.subscription.id }, token: s.token }),
  ]);
  expect(cancelled.status).toBe(200);
  // The pause came first, or it met a plan cancelled already.
  if (paused.status !== 200) expect(paused.body).toMatchObject({ code: 'pause-not-allowed' });
  const orders = await h.call(api.listTransactions, {
    query: { page: 1, size: 5 },
    token: s.token,
  });
  expect(orders.body.list[0]!.refundedAmount).toBe(quote.body.refund);
});
