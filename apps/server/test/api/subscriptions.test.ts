import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addZonedMonths, api, PlanPeriod, Role, type Plan } from '@darsak/shared';
import { subscriptions } from '../../src/db/schema.js';
import {
  book,
  currentQuotaWeek,
  insertLesson,
  listedTutor,
  startedAgo,
  startIn,
  student,
  weekFromYesterday,
} from '../booking-fixtures.js';
import { startHarness, type Harness } from '../harness.js';
import { expectError } from '../support.js';

const DAY = 86_400_000;
let h: Harness;
let admin: { token: string; id: number };
let plan: Plan;
beforeAll(async () => {
  h = await startHarness({
    ...weekFromYesterday(),
    FREE_TRIAL_WEEKLY_MINUTES: '45',
    FREE_TRIAL_DAYS: '10',
  });
  const session = await h.account({ role: Role.RegularAdmin });
  admin = { token: session.token.value, id: session.user.id };
  plan = (
    await h.call(api.createPlan, {
      body: { weeklyMinutes: 120, monthPrice: 40_000 } as never,
      token: admin.token,
    })
  ).body;
});
afterAll(() => h.close());

const grant = (
  userId: number,
  period: number = PlanPeriod.Month,
  planId = plan.id,
  token = admin.token,
) => h.call(api.grantSubscription, { body: { userId, planId, period: period as 0 }, token });
const mine = (token: string) => h.call(api.userSubscriptions, { token });

describe('the free trial', () => {
  it('starts when a student registers, with the configured minutes and length', async () => {
    const before = Date.now();
    const res = await h.call(api.createUser, {
      body: {
        name: 'Sara Ahmed',
        email: `trial-${Date.now()}@example.com`,
        password: 'secret123',
        role: Role.Student,
      },
    });
    expect(res.status).toBe(200);
    const token = res.body.token!.value;
    const { body } = await mine(token);
    expect(body.active).toMatchObject({
      userId: res.body.user.id,
      planId: null,
      period: PlanPeriod.FreeTrial,
      weeklyMinutes: 45,
      cancelledAt: null,
      active: true,
    });
    const starts = Date.parse(body.active!.startsAt);
    expect(starts).toBeGreaterThanOrEqual(before - 1000);
    // Ten local days later: 240 hours, give or take a daylight-saving change.
    expect(Math.abs(Date.parse(body.active!.endsAt) - starts - 10 * DAY)).toBeLessThanOrEqual(
      3_600_000,
    );
    expect(body.history).toEqual([body.active]);
    expect(body.quota).toMatchObject({ weeklyMinutes: 45, usedMinutes: 0, remainingMinutes: 45 });
  });

  it('is not given to tutors or to users an admin creates in other roles', async () => {
    const tutor = await h.call(api.createUser, {
      body: {
        name: 'منى السيد',
        email: `tutor-${Date.now()}@example.com`,
        password: 'secret123',
        role: Role.Tutor,
      },
    });
    const { body } = await mine(tutor.body.token!.value);
    expect(body).toMatchObject({ active: null, history: [], quota: { weeklyMinutes: 0 } });
  });

  it('ends: afterwards booking answers subscription-required', async () => {
    const s = await student(h);
    await h.ctx.db
      .update(subscriptions)
      .set({ startsAt: new Date(Date.now() - 20 * DAY), endsAt: new Date(Date.now() - DAY) })
      .where(eq(subscriptions.userId, s.id));
    const { body } = await mine(s.token);
    expect(body.active).toBeNull();
    expect(body.history[0]?.active).toBe(false);
    expect(body.quota).toMatchObject({ weeklyMinutes: 0, remainingMinutes: 0, subscription: null });
    const tutor = await listedTutor(h);
    expectError(
      await h.call(api.bookLesson, {
        body: { tutorId: tutor.id, startsAt: startIn(2).toISOString(), duration: 15 },
        token: s.token,
      }),
      'subscription-required',
    );
  });
});

describe('POST /api/v1/sub/grant', () => {
  it('gives a student a plan from now for its period, ending a running free trial', async () => {
    const s = await student(h);
    const before = new Date();
    const res = await grant(s.id, PlanPeriod.Quarter);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      userId: s.id,
      planId: plan.id,
      period: PlanPeriod.Quarter,
      weeklyMinutes: 120,
      active: true,
    });
    const starts = new Date(res.body.startsAt);
    expect(starts.getTime()).toBeGreaterThanOrEqual(before.getTime());
    expect(res.body.endsAt).toBe(addZonedMonths(starts, 3, h.config.timeZone).toISOString());
    const { body } = await mine(s.token);
    expect(body.active?.id).toBe(res.body.id);
    expect(body.history).toHaveLength(2);
    const trial = body.history.find((sub) => sub.period === PlanPeriod.FreeTrial)!;
    expect(trial).toMatchObject({ active: false, endsAt: res.body.startsAt, cancelledAt: null });
    expect(body.quota).toMatchObject({ weeklyMinutes: 120, remainingMinutes: 120 });
  });

  it('answers subscription-exists while another plan is in force', async () => {
    const s = await student(h);
    expect((await grant(s.id)).status).toBe(200);
    expectError(await grant(s.id, PlanPeriod.Year), 'subscription-exists');
  });

  it('refuses non-students, unknown users and plans, the free-trial period and non-admins', async () => {
    const tutor = await listedTutor(h);
    const s = await student(h);
    expectError(await grant(tutor.id), 'student-not-found');
    expectError(await grant(999_999), 'user-not-found');
    expectError(await grant(s.id, PlanPeriod.Month, 999_999), 'plan-not-found');
    expectError(await grant(s.id, PlanPeriod.FreeTrial), 'invalid-value');
    expectError(await grant(s.id, PlanPeriod.Month, plan.id, s.token), 'forbidden');
  });
});

describe('GET /api/v1/sub/{id} and /api/v1/sub/list', () => {
  it('shows a subscription to its owner and admins only', async () => {
    const s = await student(h);
    const { body } = await mine(s.token);
    const id = body.active!.id;
    expect((await h.call(api.getSubscription, { params: { id }, token: s.token })).body).toEqual(
      body.active,
    );
    expect((await h.call(api.getSubscription, { params: { id }, token: admin.token })).status).toBe(
      200,
    );
    const other = await student(h);
    expectError(
      await h.call(api.getSubscription, { params: { id }, token: other.token }),
      'subscription-not-found',
    );
    expectError(
      await h.call(api.getSubscription, { params: { id: 999_999 }, token: admin.token }),
      'subscription-not-found',
    );
  });

  it('lists subscriptions newest first for admins, by user and in pages', async () => {
    const s = await student(h);
    await grant(s.id);
    const byUser = await h.call(api.listSubscriptions, {
      query: { userId: s.id },
      token: admin.token,
    });
    expect(byUser.body.total).toBe(2);
    expect(byUser.body.list.map((sub) => sub.period)).toEqual([
      PlanPeriod.Month,
      PlanPeriod.FreeTrial,
    ]);
    const page = await h.call(api.listSubscriptions, {
      query: { size: 1, page: 2 },
      token: admin.token,
    });
    expect(page.body.list).toHaveLength(1);
    expect(page.body.total).toBeGreaterThan(2);
    expectError(await h.call(api.listSubscriptions, { token: s.token }), 'forbidden');
  });
});

describe('PATCH /api/v1/sub/cancel', () => {
  it('lets the owner cancel from now on; booked lessons stay', async () => {
    const s = await student(h);
    const tutor = await listedTutor(h);
    const lesson = await book(h, s.token, tutor.id, startIn(3), 15);
    const id = (await mine(s.token)).body.active!.id;
    const res = await h.call(api.cancelSubscription, { body: { id }, token: s.token });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id, active: false, cancelledAt: expect.any(String) });
    expect((await mine(s.token)).body).toMatchObject({ active: null, quota: { weeklyMinutes: 0 } });
    const kept = await h.call(api.getLesson, { params: { id: lesson.id }, token: s.token });
    expect(kept.body.status).toBe('pending');
    expectError(await h.call(api.cancelSubscription, { body: { id }, token: s.token }), 'illegal');
  });

  it('lets admins cancel anyone’s, and no one else', async () => {
    const s = await student(h);
    const id = (await mine(s.token)).body.active!.id;
    const other = await student(h);
    expectError(
      await h.call(api.cancelSubscription, { body: { id }, token: other.token }),
      'subscription-not-found',
    );
    const res = await h.call(api.cancelSubscription, { body: { id }, token: admin.token });
    expect(res.body.cancelledAt).not.toBeNull();
    // A cancelled plan leaves room for a new one.
    expect((await grant(s.id)).status).toBe(200);
  });
});

describe('GET /api/v1/sub/quota', () => {
  it('counts this week’s booked lessons, not cancelled ones or those of other weeks', async () => {
    const s = await student(h);
    await grant(s.id);
    const tutor = await listedTutor(h);
    await insertLesson(h, { tutorId: tutor.id, studentId: s.id, startsAt: startedAgo(4) });
    await insertLesson(h, {
      tutorId: tutor.id,
      studentId: s.id,
      startsAt: startedAgo(6),
      cancelledBy: s.id,
    });
    await insertLesson(h, {
      tutorId: tutor.id,
      studentId: s.id,
      startsAt: new Date(currentQuotaWeek(h).start.getTime() - DAY),
    });
    await book(h, s.token, tutor.id, startIn(2), 15);
    const res = await h.call(api.quota, { token: s.token });
    const week = currentQuotaWeek(h);
    expect(res.body).toMatchObject({
      weekStart: week.start.toISOString(),
      weekEnd: week.end.toISOString(),
      weeklyMinutes: 120,
      usedMinutes: 45,
      remainingMinutes: 75,
      subscription: { planId: plan.id, active: true },
    });
  });

  it('is for students', async () => {
    const tutor = await listedTutor(h);
    expectError(await h.call(api.quota, { token: tutor.token }), 'forbidden');
    expectError(await h.call(api.quota, {}), 'unauthenticated');
  });
});
