import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, currentQuotaWeek, PlanPeriod, TransactionStatus } from '@darsak/shared';
import { ratings, tutors } from '../../src/db/schema.js';
import { DEMO_PASSWORD, seedDemoData } from '../../seed/demo.js';
import { freeRangesOfTutors } from '../../src/modules/scheduling/free-times.js';
import { startHarness, type Harness } from '../harness.js';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
  expect(
    await seedDemoData(h.ctx.db, { hourlyRate: h.config.tutorHourlyRate, storage: h.ctx.storage }),
  ).toBe(true);
});
afterAll(() => h.close());

const signIn = async (email: string) => {
  const res = await h.call(api.signIn, { body: { email, password: DEMO_PASSWORD } });
  expect(res.status).toBe(200);
  return res.body.token.value;
};

describe('the demo data', () => {
  it('seeds only an empty database', async () => {
    expect(await seedDemoData(h.ctx.db)).toBe(false);
  });

  it('gives every demo tutor a portrait, served as a JPEG from the public uploads', async () => {
    const res = await h.call(api.onboardedTutors, { query: { page: 1, size: 50 } });
    expect(res.body.list).toHaveLength(6);
    for (const card of res.body.list) {
      expect(card.image).toMatch(/^\/assets\/uploads\/[a-f0-9-]{36}\.jpg$/);
      const image = await h.inject({ method: 'GET', url: card.image! });
      expect(image.statusCode).toBe(200);
      expect(image.headers['content-type']).toBe('image/jpeg');
      expect(image.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
    }
    // Each tutor has a face of their own.
    expect(new Set(res.body.list.map((card) => card.image)).size).toBe(6);
  });

  it('offers the three plans with their prices', async () => {
    const res = await h.call(api.listPlans);
    expect(res.body.map((p) => p.weeklyMinutes)).toEqual([60, 120, 230]);
    for (const plan of res.body) {
      expect(plan.prices.quarter).toBeLessThan(plan.prices.month * 3);
      expect(plan.prices.year).toBeLessThan(plan.prices.quarter * 4);
    }
  });

  it('gives the demo student a month of the 120-minute plan, whole this week', async () => {
    const token = await signIn('student@darsak.test');
    const res = await h.call(api.studentStatsPersonalized, { token });
    expect(res.status).toBe(200);
    expect(res.body.quota).toMatchObject({
      weeklyMinutes: 120,
      usedMinutes: 0,
      remainingMinutes: 120,
    });
    expect(res.body.quota.subscription).toMatchObject({ period: PlanPeriod.Month, active: true });
    expect(res.body.lessonsAttended).toBeGreaterThan(0);
  });

  it('gives the demo students earlier payments: paid, refunded in full and in part, unpaid', async () => {
    const token = await signIn('student@darsak.test');
    const mine = await h.call(api.listTransactions, { query: { page: 1, size: 20 }, token });
    const statuses = mine.body.list.map((tx) => tx.status);
    expect(statuses).toEqual(
      expect.arrayContaining([
        TransactionStatus.Paid,
        TransactionStatus.Refunded,
        TransactionStatus.Expired,
      ]),
    );
    const refunded = mine.body.list.find((tx) => tx.status === TransactionStatus.Refunded)!;
    expect(refunded.refundedAmount).toBe(refunded.amount);
    // Their plans have ended: the plan in force is still the month granted today.
    const subs = await h.call(api.userSubscriptions, { token });
    expect(subs.body.active).toMatchObject({ period: PlanPeriod.Month, weeklyMinutes: 120 });

    const admin = await signIn('admin@darsak.test');
    const all = await h.call(api.listTransactions, {
      query: { page: 1, size: 50, status: TransactionStatus.PartialRefunded },
      token: admin,
    });
    expect(all.body.total).toBeGreaterThan(0);
    expect(all.body.list[0]!.refundedAmount).toBeGreaterThan(0);
    expect(all.body.list[0]!.refundedAmount).toBeLessThan(all.body.list[0]!.amount);
  });

  it('lists the demo tutors with ratings from past lessons and reviews in Arabic', async () => {
    const res = await h.call(api.onboardedTutors);
    expect(res.body.total).toBe(6);
    const rated = res.body.list.filter((card) => card.rating.count > 0);
    expect(rated.length).toBeGreaterThanOrEqual(4);
    expect(rated.every((card) => card.lessonsTaught >= card.rating.count)).toBe(true);
    // The totals on each tutor match the ratings written.
    const rows = await h.ctx.db.select().from(ratings);
    const kept = await h.ctx.db.select().from(tutors);
    for (const tutor of kept) {
      const own = rows.filter((r) => r.tutorId === tutor.userId);
      expect([tutor.ratingCount, tutor.ratingSum]).toEqual([
        own.length,
        own.reduce((sum, r) => sum + r.value, 0),
      ]);
    }
    const reviews = await h.call(api.ratingsByTutor, { params: { id: rated[0]!.id } });
    expect(reviews.body.list[0]?.text).toMatch(/\p{Script=Arabic}/u);
  });

  it('leaves several tutors free time at any moment of a quota week, even near its end', async () => {
    const ids = (await h.ctx.db.select({ id: tutors.userId }).from(tutors)).map((t) => t.id);
    const week = currentQuotaWeek(h.config, new Date());
    const weekLength = week.end.getTime() - week.start.getTime();
    const freeCounts: number[] = [];
    // Every hour of the week but the last two (notice periods use those up).
    for (let offset = 0; offset < weekLength - 2 * 3_600_000; offset += 3_600_000) {
      const now = new Date(week.start.getTime() + offset);
      const { free } = await freeRangesOfTutors(h.ctx.db, h.config, ids, now);
      freeCounts.push([...free.values()].filter((ranges) => ranges.length > 0).length);
    }
    expect(Math.min(...freeCounts)).toBeGreaterThanOrEqual(1);
    // Up to the last day, more than one tutor is free.
    expect(Math.min(...freeCounts.slice(0, -24))).toBeGreaterThanOrEqual(2);
  });

  it('gives the admin, the tutor manager and the studio candidates at every onboarding step', async () => {
    const admin = await signIn('admin@darsak.test');
    const videos = await h.call(api.listIntroVideos, {
      query: { page: 1, size: 20, status: 1 },
      token: admin,
    });
    expect(videos.body.list.map((v) => v.tutor.name)).toEqual(['ليلى عادل']);
    const played = await h.inject({ method: 'GET', url: videos.body.list[0]!.url });
    expect(played.statusCode).toBe(200);

    const manager = await signIn('manager@darsak.test');
    const coming = await h.call(api.listInterviews, {
      query: { page: 1, size: 20, when: 'future' },
      token: manager,
    });
    expect(coming.body.list.map((s) => s.tutor.name)).toEqual(['عمر خالد']);
    const held = await h.call(api.listInterviews, {
      query: { page: 1, size: 20, when: 'past' },
      token: manager,
    });
    // One held interview waits for its verdict.
    expect(held.body.list.filter((s) => s.status === 1).map((s) => s.tutor.name)).toEqual([
      'نادين فؤاد',
    ]);
    const demos = await h.call(api.listDemoSessions, {
      query: { page: 1, size: 20, when: 'future' },
      token: manager,
    });
    expect(demos.body.list.map((s) => s.tutor.name)).toEqual(['حسام رشدي']);

    const studio = await signIn('studio@darsak.test');
    const waiting = await h.call(api.studioTutors, {
      query: { page: 1, size: 20, done: 'false' },
      token: studio,
    });
    expect(waiting.body.list.map((t) => t.tutor.name).sort()).toEqual(
      ['رنا إسماعيل', 'مصطفى نبيل'].sort(),
    );

    // Each candidate's stepper stands where their story says.
    const current = async (email: string) =>
      (await h.call(api.myOnboarding, { token: await signIn(email) })).body.current;
    expect(await current('layla.candidate@darsak.test')).toBe('introVideo');
    expect(await current('omar.candidate@darsak.test')).toBe('interview');
    expect(await current('nadine.candidate@darsak.test')).toBe('interview');
    expect(await current('hossam.candidate@darsak.test')).toBe('demoSession');
    expect(await current('rana.candidate@darsak.test')).toBe('photoSession');
    expect(await current('mostafa.candidate@darsak.test')).toBe('photoSession');
  });
});
