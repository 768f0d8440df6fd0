/**
 * A pause and a booking in the weeks it would cover, at once
 * (docs/product/plans-and-payments.md#pausing-a-plan, docs/product/lessons.md#booking-ahead): both
 * queue on the student's row, so exactly one wins: the lesson is booked and the pause refused
 * (`pause-has-lessons`), or the pause stands and the booking is refused (`subscription-paused`).
 * PostgreSQL only (`*.postgres.test.ts`): real transactions at once.
 */
import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { api, Role, type Plan } from '@darsak/shared';
import { lessons, subscriptionPauses } from '../../src/db/schema.js';
import { writeBooking } from '../../src/modules/scheduling/booking.js';
import { currentQuotaWeek, listedTutor, weekFromYesterday } from '../booking-fixtures.js';
import { startHarness, type Harness } from '../harness.js';
import { createPlan, quarterBuyer } from '../payment-fixtures.js';
import { expectError } from '../support.js';
import { awaitedLocks, holdOpen } from '../test-database.js';

let h: Harness;
let plan: Plan;
beforeAll(async () => {
  h = await startHarness(weekFromYesterday());
  const superAdmin = await h.account({ role: Role.SuperAdmin });
  // Students book the next quota week too: the one a pause begins with.
  const ahead = await h.call(api.updatePlatformSetting, {
    params: { key: 'bookingWeeksAhead' },
    body: { value: 1 },
    token: superAdmin.token.value,
  });
  expect(ahead.status).toBe(200);
  plan = await createPlan(h);
});
afterAll(() => h.close());

const paidStudent = () => quarterBuyer(h, plan);

/** An hour into the next quota week, which a pause begins with. */
const inNextWeek = (hours: number) =>
  new Date(currentQuotaWeek(h).end.getTime() + hours * 3_600_000);

/** What the student holds in the end: their lessons not cancelled and their plan's pauses. */
const outcome = async (studentId: number, subscriptionId: number) => ({
  lessons: await h.ctx.db
    .select({ id: lessons.id })
    .from(lessons)
    .where(and(eq(lessons.studentId, studentId), isNull(lessons.cancelledAt))),
  pauses: await h.ctx.db
    .select({ id: subscriptionPauses.id })
    .from(subscriptionPauses)
    .where(eq(subscriptionPauses.subscriptionId, subscriptionId)),
});

it('makes a pause wait for a booking under way in its weeks, then refuses it', async () => {
  const s = await paidStudent();
  const tutor = await listedTutor(h);
  // The booking has passed its checks and written its lesson, not yet committed.
  const booking = await holdOpen(h.ctx.db, async (tx) => {
    await writeBooking(h.ctx, tx, {
      studentId: s.id,
      tutorId: tutor.id,
      startsAt: inNextWeek(1),
      duration: 30,
      now: new Date(),
      weeksAhead: 1,
    });
  });
  const pause = h.call(api.pauseSubscription, {
    body: { id: s.subscription.id, weeks: 1 },
    token: s.token,
  });
  let waited: string[];
  try {
    waited = await awaitedLocks(h.ctx.db);
  } finally {
    await booking.release();
  }
  // It waited on the booking's hold of the student's row.
  expect(waited).toEqual(['transactionid']);
  expectError(await pause, 'pause-has-lessons');
  expect(await outcome(s.id, s.subscription.id)).toMatchObject({
    lessons: [expect.anything()],
    pauses: [],
  });
});

it('lets exactly one of a pause and a booking at once through, round after round', async () => {
  const tutor = await listedTutor(h);
  const winners = { pause: 0, booking: 0 };
  for (let round = 0; round < 8; round += 1) {
    const s = await paidStudent();
    const [paused, booked] = await Promise.all([
      h.call(api.pauseSubscription, {
        body: { id: s.subscription.id, weeks: 1 },
        token: s.token,
      }),
      h.call(api.bookLesson, {
        body: {
          tutorId: tutor.id,
          startsAt: inNextWeek(1 + round).toISOString(),
          duration: 30,
        },
        token: s.token,
      }),
    ]);
    const held = await outcome(s.id, s.subscription.id);
    if (paused.status === 200) {
      winners.pause += 1;
      expectError(booked, 'subscription-paused');
      expect(held).toMatchObject({ lessons: [], pauses: [expect.anything()] });
    } else {
      winners.booking += 1;
      expectError(paused, 'pause-has-lessons');
      expect(booked.status).toBe(200);
      expect(held).toMatchObject({ lessons: [expect.anything()], pauses: [] });
    }
  }
  expect(winners.pause + winners.booking).toBe(8);
});
