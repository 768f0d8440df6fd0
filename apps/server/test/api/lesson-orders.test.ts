/**
 * One lesson bought by a student without a plan (docs/product/plans-and-payments.md#one-lesson):
 * the lesson holds its time while its order is unpaid, is booked by the payment, and gives the
 * time back when the order ends unpaid, at the boundaries of the hold. Runs on the embedded
 * database and on PostgreSQL.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  api,
  lessonPrice,
  platformSettingRules,
  Role,
  TransactionStatus,
  type BuyLessonBody,
} from '@darsak/shared';
import { lessons, transactions } from '../../src/db/schema.js';
import { book, listedTutor, startIn, student, weekFromYesterday } from '../booking-fixtures.js';
import { startHarness, type Harness } from '../harness.js';
import { kioskReference, redirectUrl, signedNotification, submit } from '../payment-fixtures.js';
import { expectError, outbox } from '../support.js';

let h: Harness;
let superAdmin: string;
beforeAll(async () => {
  h = await startHarness(weekFromYesterday());
  superAdmin = (await h.account({ role: Role.SuperAdmin })).token.value;
});
afterAll(() => h.close());

const MINUTE = 60_000;
const RATE = 20_000;
const KIOSK_MINUTES = platformSettingRules.lessonKioskHoldMinutes.defaultValue;

const withoutPlan = () => student(h, { freeTrial: false });

const buy = (
  token: string,
  tutorId: number,
  startsAt: Date,
  way: BuyLessonBody['way'] = 'kiosk',
  duration: 15 | 30 = 30,
) =>
  h.call(api.buyLesson, {
    body: { tutorId, startsAt: startsAt.toISOString(), duration, way },
    token,
  });

const order = async (id: number, token: string) =>
  (await h.call(api.getTransaction, { params: { id }, token })).body;

const myLessons = async (token: string) =>
  (await h.call(api.listLessons, { query: { when: 'future' }, token })).body.list;

const freeStarts = async (tutorId: number) =>
  (await h.call(api.freeTimes, { query: { tutorId } })).body.times.map((t) => t.startsAt);

/** Runs the order's expiry as if its deadline were `offset` from now (a minute before or after). */
const expireWithDeadline = async (id: number, offset: number) => {
  await h.ctx.db
    .update(transactions)
    .set({ expiresAt: new Date(Date.now() + offset) })
    .where(eq(transactions.id, id));
  await h.runJobs(() => new Date(Date.now() + 3 * 3_600_000));
};

describe('buying one lesson', () => {
  it('holds the time, takes the kiosk reference, and books the lesson once paid', async () => {
    const tutor = await listedTutor(h, { hourlyRate: RATE });
    const s = await withoutPlan();
    const at = startIn(10);
    const start = await buy(s.token, tutor.id, at);
    expect(start.status).toBe(200);
    const t = start.body.transaction;
    expect(t).toMatchObject({
      purpose: 'lesson',
      planId: null,
      status: TransactionStatus.New,
      amount: lessonPrice(RATE, 30),
      price: { base: lessonPrice(RATE, 30), periodDiscount: 0, couponDiscount: 0 },
      lesson: { tutorId: tutor.id, duration: 30, startsAt: at.toISOString(), booked: false },
    });
    // The reference lives the setting's minutes (the lesson starts later), and so does the hold.
    const deadline = Date.parse(t.expiresAt!);
    expect(Math.abs(deadline - (Date.now() + KIOSK_MINUTES * MINUTE))).toBeLessThan(MINUTE);
    expect(Date.parse(t.lesson!.heldUntil!)).toBe(deadline);
    // Held: nobody else may take the time, and it is not a booked lesson yet.
    expect(await freeStarts(tutor.id)).not.toContain(at.toISOString());
    const other = await student(h);
    expectError(
      await h.call(api.bookLesson, {
        body: { tutorId: tutor.id, startsAt: at.toISOString(), duration: 30 },
        token: other.token,
      }),
      'lesson-time-held',
    );
    expect(await myLessons(s.token)).toEqual([]);
    // The reference's message says the lesson is booked once paid, not that a plan starts.
    await h.runJobs();
    const [sent] = await outbox(h, s.user.email);
    expect(sent!.text).toContain('ويُحجز الدرس فور الدفع');

    const paid = await submit(h, '/sandbox/fawry/kiosk', { reference: kioskReference(start.body) });
    expect(paid.status).toBe(200);
    const after = await order(t.id, s.token);
    expect(after).toMatchObject({
      status: TransactionStatus.Paid,
      subscriptionId: null,
      lesson: { booked: true, heldUntil: null },
    });
    const [lesson] = await myLessons(s.token);
    expect(lesson).toMatchObject({ id: t.lesson!.id, tutor: { id: tutor.id }, duration: 30 });
    // It spends no plan's minutes, and the student is told like any booking.
    const quota = (await h.call(api.quota, { token: s.token })).body;
    expect(quota.usedMinutes).toBe(0);
    await h.runJobs();
    const [row] = await h.ctx.db.select().from(lessons).where(eq(lessons.id, t.lesson!.id));
    expect(row).toMatchObject({ bought: true, heldUntil: null, cancelledAt: null, price: 10_000 });
  });

  it('pays by card on the provider’s page and books the lesson', async () => {
    const tutor = await listedTutor(h, { hourlyRate: RATE });
    const s = await withoutPlan();
    const at = startIn(11);
    const start = await buy(s.token, tutor.id, at, 'card', 15);
    expect(start.status).toBe(200);
    // A card's window is the plan's: 30 minutes.
    expect(Date.parse(start.body.transaction.expiresAt!) - Date.now()).toBeLessThanOrEqual(
      30 * MINUTE,
    );
    await submit(h, redirectUrl(start.body), {
      holder: 'S A',
      number: '4242424242424242',
      expiry: '01/31',
      cvv: '321',
    });
    const after = await order(start.body.transaction.id, s.token);
    expect(after).toMatchObject({ status: TransactionStatus.Paid, amount: lessonPrice(RATE, 15) });
    expect((await myLessons(s.token)).map((l) => l.id)).toEqual([after.lesson!.id]);
  });

  it('holds a kiosk reference no longer than the lesson’s start, and by the setting', async () => {
    const tutor = await listedTutor(h, { hourlyRate: RATE });
    const soon = startIn(1);
    const s = await withoutPlan();
    const start = await buy(s.token, tutor.id, soon);
    expect(start.body.transaction.expiresAt).toBe(soon.toISOString());
    const changed = await h.call(api.updatePlatformSetting, {
      params: { key: 'lessonKioskHoldMinutes' },
      body: { value: 30 },
      token: superAdmin,
    });
    expect(changed.status).toBe(200);
    try {
      const later = await withoutPlan();
      const res = await buy(later.token, tutor.id, startIn(12));
      const left = Date.parse(res.body.transaction.expiresAt!) - Date.now();
      expect(left).toBeLessThanOrEqual(30 * MINUTE);
      expect(left).toBeGreaterThan(29 * MINUTE);
    } finally {
      await h.call(api.updatePlatformSetting, {
        params: { key: 'lessonKioskHoldMinutes' },
        body: { value: KIOSK_MINUTES },
        token: superAdmin,
      });
    }
  });

  it('is for students without a plan in force, one lesson at a time', async () => {
    const tutor = await listedTutor(h, { hourlyRate: RATE });
    const onTrial = await student(h);
    expectError(await buy(onTrial.token, tutor.id, startIn(13)), 'subscription-exists');
    const s = await withoutPlan();
    expect((await buy(s.token, tutor.id, startIn(13))).status).toBe(200);
    expectError(await buy(s.token, tutor.id, startIn(14)), 'reached-booking-limit');
    expectError(await buy(s.token, tutor.id, startIn(-1)), 'lesson-time-passed');
  });
});

describe('the end of a hold', () => {
  it('keeps the time a minute before the deadline and frees it a minute after', async () => {
    const tutor = await listedTutor(h, { hourlyRate: RATE });
    const s = await withoutPlan();
    const at = startIn(20);
    const start = await buy(s.token, tutor.id, at);
    const id = start.body.transaction.id;
    await expireWithDeadline(id, MINUTE);
    expect(await order(id, s.token)).toMatchObject({ status: TransactionStatus.New });
    expect(await freeStarts(tutor.id)).not.toContain(at.toISOString());

    await expireWithDeadline(id, -MINUTE);
    const ended = await order(id, s.token);
    expect(ended).toMatchObject({
      status: TransactionStatus.Expired,
      failure: 'reference-expired',
      lesson: { booked: false, heldUntil: null },
    });
    expect(await freeStarts(tutor.id)).toContain(at.toISOString());
    // The time is anyone's again; money that comes late books nothing and waits for a refund.
    const other = await student(h);
    await book(h, other.token, tutor.id, at);
    const late = signedNotification({
      merchantRef: start.body.transaction.merchantRef,
      amount: '100.00',
      status: 'PAID',
    });
    expect((await h.call(api.fawryNotification, { body: late })).status).toBe(200);
    expect(await order(id, s.token)).toMatchObject({
      status: TransactionStatus.Processed,
      failureReason: 'paid-after-expiry',
      lesson: { booked: false },
    });
    expect(await myLessons(s.token)).toEqual([]);
  });

  it('books it when the money comes between the deadline and the expiry', async () => {
    const tutor = await listedTutor(h, { hourlyRate: RATE });
    const s = await withoutPlan();
    const start = await buy(s.token, tutor.id, startIn(22));
    const id = start.body.transaction.id;
    await h.ctx.db
      .update(transactions)
      .set({ expiresAt: new Date(Date.now() - MINUTE) })
      .where(eq(transactions.id, id));
    const paid = signedNotification({
      merchantRef: start.body.transaction.merchantRef,
      amount: '100.00',
      status: 'PAID',
    });
    await h.call(api.fawryNotification, { body: paid });
    expect(await order(id, s.token)).toMatchObject({
      status: TransactionStatus.Paid,
      lesson: { booked: true },
    });
  });

  it('frees the time when the student cancels the unpaid order', async () => {
    const tutor = await listedTutor(h, { hourlyRate: RATE });
    const s = await withoutPlan();
    const at = startIn(24);
    const start = await buy(s.token, tutor.id, at);
    const res = await h.call(api.cancelUnpaidOrder, {
      body: { transactionId: start.body.transaction.id },
      token: s.token,
    });
    expect(res.body).toMatchObject({
      status: TransactionStatus.Canceled,
      lesson: { booked: false },
    });
    expect(await freeStarts(tutor.id)).toContain(at.toISOString());
    // The student may buy another now: the released hold is not a lesson of theirs.
    expect((await buy(s.token, tutor.id, at)).status).toBe(200);
  });
});
