/**
 * Bookings racing each other: the database lets exactly one through
 * (docs/product/lessons.md#bookings-at-the-same-time).
 */
import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '@darsak/shared';
import { lessons } from '../../src/db/schema.js';
import { listedTutor, startIn, student, weekFromYesterday } from '../booking-fixtures.js';
import { startHarness, type Harness } from '../harness.js';

let h: Harness;
beforeAll(async () => {
  h = await startHarness(weekFromYesterday());
});
afterAll(() => h.close());

const bookAt = (token: string, tutorId: number, startsAt: Date, duration: 15 | 30 = 30) =>
  h.call(api.bookLesson, { body: { tutorId, startsAt: startsAt.toISOString(), duration }, token });

/** How many requests ended each way: 'ok' or the error code. */
const tally = (results: { status: number; body: { code?: string } }[]) => {
  const counts: Record<string, number> = {};
  for (const r of results) {
    const outcome = r.status === 200 ? 'ok' : (r.body.code ?? String(r.status));
    counts[outcome] = (counts[outcome] ?? 0) + 1;
  }
  return counts;
};

describe('concurrent bookings', () => {
  it('lets exactly one of 20 students book one tutor’s slot; the others hear busy-tutor', async () => {
    const tutor = await listedTutor(h);
    const students = await Promise.all(Array.from({ length: 20 }, () => student(h)));
    const at = startIn(6);
    const results = await Promise.all(students.map((s) => bookAt(s.token, tutor.id, at)));
    expect(tally(results)).toEqual({ ok: 1, 'busy-tutor': 19 });
    const booked = await h.ctx.db
      .select()
      .from(lessons)
      .where(and(eq(lessons.tutorId, tutor.id), isNull(lessons.cancelledAt)));
    expect(booked).toHaveLength(1);
  });

  it('lets exactly one of many overlapping bookings through, whatever their starts', async () => {
    const tutor = await listedTutor(h);
    const students = await Promise.all(Array.from({ length: 12 }, () => student(h)));
    const base = startIn(8).getTime();
    // Starts 15 minutes apart, every 30-minute lesson overlapping its neighbours.
    const results = await Promise.all(
      students.map((s, i) => bookAt(s.token, tutor.id, new Date(base + (i % 2) * 15 * 60_000))),
    );
    expect(tally(results)).toEqual({ ok: 1, 'busy-tutor': 11 });
  });

  it('answers 60 students at one time with one lesson and 59 busy-tutor', async () => {
    const tutor = await listedTutor(h);
    const students = await Promise.all(Array.from({ length: 60 }, () => student(h)));
    const at = startIn(12);
    const results = await Promise.all(students.map((s) => bookAt(s.token, tutor.id, at)));
    expect(tally(results)).toEqual({ ok: 1, 'busy-tutor': 59 });
    // One who was refused asks again: the time is the winner's.
    const refused = students[results.findIndex((r) => r.status !== 200)]!;
    const again = await bookAt(refused.token, tutor.id, at);
    expect(again.body.code).toBe('busy-tutor');
  });

  it('lets the crowd behind a booking that a rule refuses book the time', async () => {
    const tutor = await listedTutor(h);
    const unverified = await student(h, { verifiedEmail: false });
    const crowd = await Promise.all(Array.from({ length: 5 }, () => student(h)));
    const at = startIn(18);
    // Each has been signed in a while (its account cached in memory): on the embedded database an
    // account's first read would wait for the transaction below.
    for (const s of [unverified, ...crowd])
      expect((await h.call(api.currentUser, { token: s.token })).status).toBe(200);
    // Every booking's transaction waits a moment first, so the crowd comes while the refused
    // booking is under way, with the tutor's time locked by it.
    const db = h.ctx.db;
    const transaction = db.transaction.bind(db);
    db.transaction = ((work, config) =>
      transaction(async (tx) => {
        await new Promise((resolve) => setTimeout(resolve, 100));
        return work(tx);
      }, config)) as typeof db.transaction;
    try {
      const first = bookAt(unverified.token, tutor.id, at);
      await new Promise((resolve) => setTimeout(resolve, 30));
      const results = await Promise.all(crowd.map((s) => bookAt(s.token, tutor.id, at)));
      expect((await first).body.code).toBe('unverified-email');
      // The refused booking never stood for a lesson: one of the crowd books, the rest find it.
      expect(tally(results)).toEqual({ ok: 1, 'busy-tutor': 4 });
    } finally {
      Reflect.deleteProperty(db, 'transaction');
    }
    expect(db.transaction).toBe(Object.getPrototypeOf(db).transaction);
  });

  it('lets a student move their lesson into a time a crowd is booking, and refuses the crowd', async () => {
    const tutor = await listedTutor(h);
    const owner = await student(h);
    const at = startIn(16);
    const booked = await bookAt(owner.token, tutor.id, at);
    expect(booked.status).toBe(200);
    const later = new Date(at.getTime() + 15 * 60_000);
    const crowd = await Promise.all(Array.from({ length: 10 }, () => student(h)));
    // Each of the crowd finds the lesson where it is or where it goes: never the move's own lesson.
    const [moved, ...refused] = await Promise.all([
      h.call(api.rescheduleLesson, {
        body: { id: booked.body.id, startsAt: later.toISOString() },
        token: owner.token,
      }),
      ...crowd.map((s) => bookAt(s.token, tutor.id, later)),
    ]);
    expect(moved.status).toBe(200);
    expect(tally(refused)).toEqual({ 'busy-tutor': 10 });
    const held = await h.ctx.db
      .select()
      .from(lessons)
      .where(and(eq(lessons.tutorId, tutor.id), isNull(lessons.cancelledAt)));
    expect(held.map((l) => l.startsAt.getTime())).toEqual([later.getTime()]);
  });

  it('lets one student hold one lesson when booking two tutors at once', async () => {
    const [first, second] = [await listedTutor(h), await listedTutor(h)];
    const s = await student(h);
    const results = await Promise.all([
      bookAt(s.token, first.id, startIn(4), 15),
      bookAt(s.token, second.id, startIn(5), 15),
    ]);
    expect(tally(results)).toEqual({ ok: 1, 'reached-booking-limit': 1 });
    const held = await h.ctx.db.select().from(lessons).where(eq(lessons.studentId, s.id));
    expect(held).toHaveLength(1);
  });

  it('keeps one lesson per student under a burst at many tutors and times', async () => {
    const tutors = await Promise.all(Array.from({ length: 5 }, () => listedTutor(h)));
    const s = await student(h);
    const results = await Promise.all(
      tutors.flatMap((t, i) => [
        bookAt(s.token, t.id, startIn(10 + i), 15),
        bookAt(s.token, t.id, startIn(20 + i), 15),
      ]),
    );
    expect(tally(results)).toEqual({ ok: 1, 'reached-booking-limit': 9 });
    const quota = await h.call(api.quota, { token: s.token });
    expect(quota.body).toMatchObject({ usedMinutes: 15, remainingMinutes: 15 });
  });
});
