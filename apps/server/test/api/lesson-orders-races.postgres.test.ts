/**
 * Races for one held time (docs/product/plans-and-payments.md#one-lesson): two students paying for
 * the same lesson time get one hold, the other `lesson-time-held`; copies of one payment, and a
 * payment against the expiry, book the lesson once. PostgreSQL only (`*.postgres.test.ts`): the
 * test holds a transaction open, which the embedded database's single connection cannot.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { api, TransactionStatus } from '@darsak/shared';
import { lessons, paymentCredits, transactions } from '../../src/db/schema.js';
import { lockTutorTime } from '../../src/modules/scheduling/lesson-repository.js';
import { listedTutor, startIn, student, weekFromYesterday } from '../booking-fixtures.js';
import { startHarness, type Harness } from '../harness.js';
import { signedNotification } from '../payment-fixtures.js';
import { awaitedLocks, holdOpen } from '../test-database.js';

let h: Harness;
beforeAll(async () => {
  h = await startHarness(weekFromYesterday());
});
afterAll(() => h.close());

const MINUTE = 60_000;
const buy = (token: string, tutorId: number, startsAt: Date) =>
  h.call(api.buyLesson, {
    body: { tutorId, startsAt: startsAt.toISOString(), duration: 30, way: 'kiosk' },
    token,
  });

it('gives one held time to one of two students paying for it at once', async () => {
  const tutor = await listedTutor(h, { hourlyRate: 20_000 });
  const [a, b] = [await student(h, { freeTrial: false }), await student(h, { freeTrial: false })];
  const at = startIn(30);
  // Both wait at the tutor's time lock, then go one after the other.
  const holder = await holdOpen(h.ctx.db, (tx) =>
    lockTutorTime(tx, tutor.id, at, new Date(at.getTime() + 30 * MINUTE)),
  );
  const racing = [buy(a.token, tutor.id, at), buy(b.token, tutor.id, at)];
  expect(await awaitedLocks(h.ctx.db, 2)).toEqual(['advisory', 'advisory']);
  await holder.release();
  const answers = await Promise.all(racing);
  expect(answers.map((r) => r.status).sort()).toEqual([200, 409]);
  expect(answers.find((r) => r.status === 409)!.body.code).toBe('lesson-time-held');
  const held = await h.ctx.db.select().from(lessons).where(eq(lessons.tutorId, tutor.id));
  expect(held).toHaveLength(1);
});

it('books the lesson once however many copies of its payment arrive at once', async () => {
  const tutor = await listedTutor(h, { hourlyRate: 20_000 });
  const s = await student(h, { freeTrial: false });
  const start = await buy(s.token, tutor.id, startIn(32));
  expect(start.status).toBe(200);
  const body = signedNotification({
    merchantRef: start.body.transaction.merchantRef,
    amount: '100.00',
    status: 'PAID',
  });
  const results = await Promise.all(
    Array.from({ length: 10 }, () => h.call(api.fawryNotification, { body })),
  );
  expect(results.every((r) => r.status === 200)).toBe(true);
  const credits = await h.ctx.db
    .select()
    .from(paymentCredits)
    .where(eq(paymentCredits.transactionId, start.body.transaction.id));
  expect(credits).toMatchObject([{ lessonId: start.body.transaction.lesson!.id }]);
  const [order] = await h.ctx.db
    .select()
    .from(transactions)
    .where(eq(transactions.id, start.body.transaction.id));
  expect(order!.status).toBe(TransactionStatus.Paid);
});
