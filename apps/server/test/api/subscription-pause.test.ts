/**
 * Pausing a plan (docs/product/plans-and-payments.md#pausing-a-plan, decision 065): whole quota
 * weeks from the next one, no minutes and no booking in them, the end moved by them, resumed early
 * by giving back the weeks not begun; the cancellation refund counts neither.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { addZonedDays, api, Role, type Plan } from '@darsak/shared';
import { auditEntries, subscriptionPauses, subscriptions } from '../../src/db/schema.js';
import {
  book,
  currentQuotaWeek,
  listedTutor,
  startIn,
  student,
  weekFromYesterday,
} from '../booking-fixtures.js';
import { startHarness, type Harness } from '../harness.js';
import { adminToken, createPlan, quarterBuyer } from '../payment-fixtures.js';
import { expectError } from '../support.js';

let h: Harness;
let plan: Plan;
let superAdmin: string;
beforeAll(async () => {
  h = await startHarness(weekFromYesterday());
  plan = await createPlan(h);
  superAdmin = (await h.account({ role: Role.SuperAdmin })).token.value;
});
afterAll(() => h.close());

const WEEK_MS = 7 * 24 * 3_600_000;
const zone = () => h.config.timeZone;

/** A student (email verified, trial running) who bought a quarter by card. */
const paidStudent = () => quarterBuyer(h, plan);

const pause = (token: string, id: number, weeks: number) =>
  h.call(api.pauseSubscription, { body: { id, weeks }, token });

const options = async (token: string, id: number) => {
  const res = await h.call(api.pauseOptions, { query: { id }, token });
  expect(res.status).toBe(200);
  return res.body;
};

const setting = async (
  key: 'pauseMaxWeeks' | 'pausesPerPlan' | 'bookingWeeksAhead',
  value: number,
) => {
  const res = await h.call(api.updatePlatformSetting, {
    params: { key },
    body: { value },
    token: superAdmin,
  });
  expect(res.status).toBe(200);
};

/** Moves a plan's one pause to [startsAt, startsAt + weeks), as if it had been taken earlier. */
const movePause = async (subscriptionId: number, startsAt: Date, weeks: number) => {
  await h.ctx.db
    .update(subscriptionPauses)
    .set({ startsAt, endsAt: addZonedDays(startsAt, 7 * weeks, zone()) })
    .where(eq(subscriptionPauses.subscriptionId, subscriptionId));
};

describe('GET /api/v1/sub/pause/options', () => {
  it('offers 1 to 3 weeks from the next quota week, each with the end it moves to', async () => {
    const s = await paidStudent();
    const o = await options(s.token, s.subscription.id);
    const next = currentQuotaWeek(h).end;
    expect(o).toMatchObject({
      subscriptionId: s.subscription.id,
      refusal: null,
      startsAt: next.toISOString(),
      pausesAllowed: 1,
      pausesUsed: 0,
      pause: null,
      resumeEndsAt: null,
    });
    const end = new Date(s.subscription.endsAt);
    expect(o.choices).toEqual(
      [1, 2, 3].map((weeks) => ({
        weeks,
        resumesAt: addZonedDays(next, 7 * weeks, zone()).toISOString(),
        planEndsAt: addZonedDays(end, 7 * weeks, zone()).toISOString(),
      })),
    );
    const other = await student(h);
    expectError(
      await h.call(api.pauseOptions, { query: { id: s.subscription.id }, token: other.token }),
      'subscription-not-found',
    );
  });

  it('refuses the free trial', async () => {
    const s = await student(h);
    const mine = await h.call(api.userSubscriptions, { token: s.token });
    const trial = mine.body.active!;
    expect((await options(s.token, trial.id)).refusal).toBe('pause-not-allowed');
    expectError(await pause(s.token, trial.id, 1), 'pause-not-allowed');
  });
});

describe('POST /api/v1/sub/pause', () => {
  it('pauses whole weeks from the next quota week and moves the end by them', async () => {
    const s = await paidStudent();
    expectError(await pause(s.token, s.subscription.id, 0), 'pause-weeks-out-of-range');
    expectError(await pause(s.token, s.subscription.id, 4), 'pause-weeks-out-of-range');
    const res = await pause(s.token, s.subscription.id, 3);
    expect(res.status).toBe(200);
    const end = addZonedDays(new Date(s.subscription.endsAt), 21, zone());
    expect(res.body).toMatchObject({ id: s.subscription.id, endsAt: end.toISOString() });
    const o = await options(s.token, s.subscription.id);
    const next = currentQuotaWeek(h).end;
    expect(o.refusal).toBe('pause-exists');
    expect(o.pause).toMatchObject({
      startsAt: next.toISOString(),
      endsAt: addZonedDays(next, 21, zone()).toISOString(),
      weeks: 3,
    });
    expect(o.choices).toEqual([]);
    expectError(await pause(s.token, s.subscription.id, 1), 'pause-exists');
    // This quota week keeps its minutes: the pause has not begun.
    const quota = await h.call(api.quota, { token: s.token });
    expect(quota.body).toMatchObject({ weeklyMinutes: 120, paused: null });
  });

  it('follows the settings: the longest pause and how many a plan may have', async () => {
    const s = await paidStudent();
    await setting('pauseMaxWeeks', 5);
    try {
      expect((await options(s.token, s.subscription.id)).choices).toHaveLength(5);
      await setting('pausesPerPlan', 0);
      expect((await options(s.token, s.subscription.id)).refusal).toBe('pause-limit-reached');
      expectError(await pause(s.token, s.subscription.id, 1), 'pause-limit-reached');
      await setting('pausesPerPlan', 1);
      expect((await pause(s.token, s.subscription.id, 5)).status).toBe(200);
    } finally {
      await setting('pauseMaxWeeks', 3);
      await setting('pausesPerPlan', 1);
    }
    // A pause over does not give another: one per plan by default.
    await movePause(
      s.subscription.id,
      new Date(currentQuotaWeek(h).start.getTime() - 5 * WEEK_MS),
      5,
    );
    const o = await options(s.token, s.subscription.id);
    expect(o).toMatchObject({ refusal: 'pause-limit-reached', pausesUsed: 1, pause: null });
  });

  it('is refused when the plan ends before the next quota week starts, allowed a minute later', async () => {
    const s = await paidStudent();
    const next = currentQuotaWeek(h).end;
    await h.ctx.db
      .update(subscriptions)
      .set({ endsAt: next })
      .where(eq(subscriptions.id, s.subscription.id));
    expectError(await pause(s.token, s.subscription.id, 1), 'pause-too-late');
    await h.ctx.db
      .update(subscriptions)
      .set({ endsAt: new Date(next.getTime() + 60_000) })
      .where(eq(subscriptions.id, s.subscription.id));
    const res = await pause(s.token, s.subscription.id, 1);
    expect(res.status).toBe(200);
    expect(res.body.endsAt).toBe(
      addZonedDays(new Date(next.getTime() + 60_000), 7, zone()).toISOString(),
    );
  });

  it('records who paused in the audit log; an admin may pause a student’s plan', async () => {
    const s = await paidStudent();
    const res = await pause(await adminToken(h), s.subscription.id, 2);
    expect(res.status).toBe(200);
    const log = await h.ctx.db
      .select()
      .from(auditEntries)
      .where(and(eq(auditEntries.action, 'subscription.pause'), eq(auditEntries.subjectId, s.id)));
    expect(log).toHaveLength(1);
    expect(log[0]!.after).toMatchObject({ endsAt: res.body.endsAt, pause: { weeks: 2 } });
  });

  it('lets an admin see the choices, pause and resume a student’s plan, each audited as theirs', async () => {
    const s = await paidStudent();
    const admin = await h.account({ role: Role.RegularAdmin });
    const token = admin.token.value;
    const offered = await options(token, s.subscription.id);
    expect(offered).toMatchObject({ subscriptionId: s.subscription.id, refusal: null });
    expect(offered.choices.map((c) => c.weeks)).toEqual([1, 2, 3]);
    const paused = await pause(token, s.subscription.id, 3);
    expect(paused.status).toBe(200);
    expect(paused.body.endsAt).toBe(offered.choices[2]!.planEndsAt);
    // The student sees the admin's pause as their own.
    expect((await options(s.token, s.subscription.id)).pause).toMatchObject({ weeks: 3 });
    const resumed = await h.call(api.resumeSubscription, {
      body: { id: s.subscription.id },
      token,
    });
    expect(resumed.status).toBe(200);
    expect(resumed.body.endsAt).toBe(s.subscription.endsAt);
    const log = await h.ctx.db
      .select({ action: auditEntries.action, actorId: auditEntries.actorId })
      .from(auditEntries)
      .where(eq(auditEntries.subjectId, s.id));
    expect(log.filter((e) => e.action.startsWith('subscription.'))).toEqual([
      { action: 'subscription.pause', actorId: admin.user.id },
      { action: 'subscription.resume', actorId: admin.user.id },
    ]);
  });

  it('tells anyone else but an admin that someone’s plan does not exist, and changes nothing', async () => {
    const s = await paidStudent();
    const other = await paidStudent();
    const tutor = await listedTutor(h);
    const manager = await h.account({ role: Role.TutorManager });
    for (const token of [other.token, tutor.token, manager.token.value]) {
      expectError(
        await h.call(api.pauseOptions, { query: { id: s.subscription.id }, token }),
        'subscription-not-found',
      );
      expectError(await pause(token, s.subscription.id, 1), 'subscription-not-found');
      expectError(
        await h.call(api.resumeSubscription, { body: { id: s.subscription.id }, token }),
        'subscription-not-found',
      );
    }
    const [row] = await h.ctx.db
      .select({ endsAt: subscriptions.endsAt })
      .from(subscriptions)
      .where(eq(subscriptions.id, s.subscription.id));
    expect(row!.endsAt.toISOString()).toBe(s.subscription.endsAt);
    const pausesOf = await h.ctx.db
      .select()
      .from(subscriptionPauses)
      .where(eq(subscriptionPauses.subscriptionId, s.subscription.id));
    expect(pausesOf).toEqual([]);
  });
});

describe('a paused quota week', () => {
  it('is refused while a lesson is booked ahead in its weeks; its weeks ahead refuse booking', async () => {
    await setting('bookingWeeksAhead', 1);
    try {
      const s = await paidStudent();
      const tutor = await listedTutor(h);
      const next = currentQuotaWeek(h).end;
      const hourInto = (hours: number) => new Date(next.getTime() + hours * 3_600_000);
      const lesson = await book(h, s.token, tutor.id, hourInto(1), 30);
      expectError(await pause(s.token, s.subscription.id, 1), 'pause-has-lessons');
      await h.call(api.cancelLesson, { params: { id: lesson.id }, token: s.token });
      expect((await pause(s.token, s.subscription.id, 1)).status).toBe(200);
      expectError(
        await h.call(api.bookLesson, {
          body: { tutorId: tutor.id, startsAt: hourInto(2).toISOString(), duration: 30 },
          token: s.token,
        }),
        'subscription-paused',
      );
    } finally {
      await setting('bookingWeeksAhead', 0);
    }
  });

  it('gives no minutes and refuses booking from the minute the pause begins', async () => {
    const s = await paidStudent();
    const tutor = await listedTutor(h);
    expect((await pause(s.token, s.subscription.id, 1)).status).toBe(200);
    // A minute before it begins the week still has its minutes.
    await movePause(s.subscription.id, new Date(Date.now() + 60_000), 1);
    expect((await h.call(api.quota, { token: s.token })).body).toMatchObject({
      weeklyMinutes: 120,
      remainingMinutes: 120,
      paused: null,
    });
    const begun = new Date(Date.now() - 60_000);
    await movePause(s.subscription.id, begun, 1);
    const quota = await h.call(api.quota, { token: s.token });
    expect(quota.body).toMatchObject({
      weeklyMinutes: 0,
      remainingMinutes: 0,
      paused: { startsAt: begun.toISOString(), weeks: 1 },
    });
    expect(quota.body.subscription).toMatchObject({ id: s.subscription.id, active: true });
    expectError(
      await h.call(api.bookLesson, {
        body: { tutorId: tutor.id, startsAt: startIn(3).toISOString(), duration: 30 },
        token: s.token,
      }),
      'subscription-paused',
    );
  });
});

describe('PATCH /api/v1/sub/resume', () => {
  it('withdraws a pause not begun: the end comes back and the pause is not counted', async () => {
    const s = await paidStudent();
    expectError(
      await h.call(api.resumeSubscription, { body: { id: s.subscription.id }, token: s.token }),
      'pause-not-found',
    );
    await pause(s.token, s.subscription.id, 2);
    const o = await options(s.token, s.subscription.id);
    expect(o.resumeEndsAt).toBe(s.subscription.endsAt);
    const res = await h.call(api.resumeSubscription, {
      body: { id: s.subscription.id },
      token: s.token,
    });
    expect(res.status).toBe(200);
    expect(res.body.endsAt).toBe(s.subscription.endsAt);
    expect(await options(s.token, s.subscription.id)).toMatchObject({
      refusal: null,
      pausesUsed: 0,
    });
  });

  it('ends a running pause at this quota week: its minutes and the weeks not taken come back', async () => {
    const s = await paidStudent();
    await pause(s.token, s.subscription.id, 3);
    const week = currentQuotaWeek(h);
    // Taken from the last quota week: one week passed paused, this one and the next not yet.
    const lastWeek = addZonedDays(week.start, -7, zone());
    await movePause(s.subscription.id, lastWeek, 3);
    expect((await h.call(api.quota, { token: s.token })).body.weeklyMinutes).toBe(0);
    const pausedEnd = addZonedDays(new Date(s.subscription.endsAt), 21, zone());
    const back = addZonedDays(pausedEnd, -14, zone());
    expect((await options(s.token, s.subscription.id)).resumeEndsAt).toBe(back.toISOString());
    const res = await h.call(api.resumeSubscription, {
      body: { id: s.subscription.id },
      token: s.token,
    });
    expect(res.body.endsAt).toBe(back.toISOString());
    expect((await h.call(api.quota, { token: s.token })).body).toMatchObject({
      weeklyMinutes: 120,
      paused: null,
    });
    const [kept] = await h.ctx.db
      .select()
      .from(subscriptionPauses)
      .where(eq(subscriptionPauses.subscriptionId, s.subscription.id));
    expect(kept).toMatchObject({ startsAt: lastWeek, endsAt: week.start, weeks: 3 });
  });
});

describe('cancelling a paused plan', () => {
  it('refunds what it would have without the pause: paused weeks are neither used nor length', async () => {
    const s = await paidStudent();
    const before = await h.call(api.cancellationQuote, {
      query: { id: s.subscription.id },
      token: s.token,
    });
    await pause(s.token, s.subscription.id, 3);
    const after = await h.call(api.cancellationQuote, {
      query: { id: s.subscription.id },
      token: s.token,
    });
    expect(after.body.refund).toBe(before.body.refund);
    expect(after.body.unusedWeeks).toBe(before.body.unusedWeeks);
    expect(after.body.refund).toBeGreaterThan(0);
  });
});
