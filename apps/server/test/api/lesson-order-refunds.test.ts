/**
 * A lesson bought on its own that no longer costs its student is refunded in full
 * (docs/product/plans-and-payments.md#one-lesson): its tutor cancels it, or the student cancels
 * before the cutoff; a student's late cancellation keeps the money, as it pays the tutor. Paid in
 * cash, the refund is a payout for an admin to send. Runs on the embedded database and PostgreSQL.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { api, TransactionStatus } from '@darsak/shared';
import { listedTutor, startIn, student, weekFromYesterday } from '../booking-fixtures.js';
import { startHarness, type Harness } from '../harness.js';
import { kioskReference, submit } from '../payment-fixtures.js';

let h: Harness;
beforeAll(async () => {
  h = await startHarness(weekFromYesterday());
});
afterAll(() => h.close());

/** A student without a plan who has bought and paid a 30-minute lesson at a kiosk. */
const paidLesson = async (hours: number) => {
  const tutor = await listedTutor(h, { hourlyRate: 20_000 });
  const s = await student(h, { freeTrial: false });
  const start = await h.call(api.buyLesson, {
    body: { tutorId: tutor.id, startsAt: startIn(hours).toISOString(), duration: 30, way: 'kiosk' },
    token: s.token,
  });
  expect(start.status).toBe(200);
  const paid = await submit(h, '/sandbox/fawry/kiosk', { reference: kioskReference(start.body) });
  expect(paid.status).toBe(200);
  return { s, tutorToken: tutor.token, order: start.body.transaction };
};

const orderOf = async (id: number, token: string) =>
  (await h.call(api.getTransaction, { params: { id }, token })).body;

const payouts = async (token: string) =>
  (await h.call(api.listRefundPayouts, { query: { page: 1, size: 10 }, token })).body.list;

it('refunds the whole price when the tutor cancels, as a payout for cash', async () => {
  const { s, tutorToken, order } = await paidLesson(10);
  const cancelled = await h.call(api.cancelLesson, {
    params: { id: order.lesson!.id },
    token: tutorToken,
  });
  expect(cancelled.status).toBe(200);
  await h.runJobs();
  expect(await orderOf(order.id, s.token)).toMatchObject({
    status: TransactionStatus.Refunded,
    refundedAmount: order.amount,
  });
  expect(await payouts(s.token)).toMatchObject([
    { transactionId: order.id, amount: order.amount, status: 'details-needed' },
  ]);
  // A second run finds nothing more owed.
  await h.runJobs();
  expect(await payouts(s.token)).toHaveLength(1);
});

it('refunds a student who cancels before the cutoff, and keeps a late cancellation’s price', async () => {
  const early = await paidLesson(10);
  await h.call(api.cancelLesson, { params: { id: early.order.lesson!.id }, token: early.s.token });
  const late = await paidLesson(1);
  const lateCancel = await h.call(api.cancelLesson, {
    params: { id: late.order.lesson!.id },
    token: late.s.token,
  });
  expect(lateCancel.status).toBe(200);
  await h.runJobs();
  expect((await orderOf(early.order.id, early.s.token)).status).toBe(TransactionStatus.Refunded);
  expect(await orderOf(late.order.id, late.s.token)).toMatchObject({
    status: TransactionStatus.Paid,
    refundedAmount: 0,
  });
  expect(await payouts(late.s.token)).toEqual([]);
});
