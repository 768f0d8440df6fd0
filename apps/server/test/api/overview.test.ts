/**
 * The admin overview (docs/product/back-office.md#overview, decision 027): counted from the
 * database, for admins only. Each case compares the figures before and after it writes, so whatever
 * else the database holds does not matter.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, OVERVIEW_MONTHS, Role, type Overview } from '@darsak/shared';
import { invoices, reports, transactions } from '../../src/db/schema.js';
import { startHarness, type Harness } from '../harness.js';
import { createPlan } from '../payment-fixtures.js';
import { expectError } from '../support.js';
import { insertLesson, weekStartedYesterday } from '../tutor-fixtures.js';

const HOUR = 3_600_000;
let h: Harness;
let admin: string;
beforeAll(async () => {
  h = await startHarness(weekStartedYesterday());
  admin = (await h.account({ role: Role.SuperAdmin })).token.value;
});
afterAll(() => h.close());

const read = async (): Promise<Overview> => {
  const res = await h.call(api.adminOverview, { token: admin });
  expect(res.status).toBe(200);
  return res.body;
};
const thisMonth = (o: Overview) => o.months[o.months.length - 1]!;

describe('the admin overview', () => {
  it('counts active people, this week’s lessons, money by month and the queues', async () => {
    const before = await read();
    expect(before.months).toHaveLength(OVERVIEW_MONTHS);
    expect(new Date(before.week.start).getTime()).toBeLessThan(Date.now());

    const tutor = await h.account({ role: Role.Tutor });
    const learner = await h.account({ role: Role.Student });
    const idle = await h.account({ role: Role.Student });
    // Done, booked ahead, and cancelled lessons, all this week.
    await insertLesson(h, {
      tutorId: tutor.user.id,
      studentId: learner.user.id,
      startsAt: new Date(Date.now() - 2 * HOUR),
      price: 20_000,
    });
    await insertLesson(h, {
      tutorId: tutor.user.id,
      studentId: learner.user.id,
      startsAt: new Date(Date.now() + 3 * HOUR),
    });
    await insertLesson(h, {
      tutorId: tutor.user.id,
      studentId: idle.user.id,
      startsAt: new Date(Date.now() + 5 * HOUR),
      cancelledBy: idle.user.id,
    });
    const plan = await createPlan(h);
    await h.ctx.db.insert(transactions).values({
      userId: learner.user.id,
      planId: plan.id,
      period: 0,
      weeklyMinutes: 120,
      provider: 'fawry',
      paymentType: 0,
      status: 5,
      merchantRef: `overview-${Date.now()}`,
      baseAmount: 40_000,
      periodDiscount: 0,
      amount: 40_000,
      refundedAmount: 10_000,
      paidAt: new Date(),
    });
    await h.ctx.db.insert(invoices).values([
      { tutorId: tutor.user.id, amount: 10_000, method: 0, phone: '01012345678' },
      {
        tutorId: tutor.user.id,
        amount: 10_000,
        method: 0,
        phone: '01012345678',
        status: 3,
        receipt: 'receipt.png',
      },
    ]);
    await h.ctx.db
      .insert(reports)
      .values({ userId: learner.user.id, kind: 'log', text: 'الصفحة لا تفتح', asset: 'a.txt' });

    const after = await read();
    expect(after.activeStudents - before.activeStudents).toBe(1);
    expect(after.activeTutors - before.activeTutors).toBe(1);
    expect(after.students - before.students).toBe(2);
    expect(after.lessonsThisWeek.booked - before.lessonsThisWeek.booked).toBe(2);
    expect(after.lessonsThisWeek.done - before.lessonsThisWeek.done).toBe(1);
    expect(after.lessonsThisWeek.cancelled - before.lessonsThisWeek.cancelled).toBe(1);
    expect(thisMonth(after).revenue - thisMonth(before).revenue).toBe(30_000);
    expect(thisMonth(after).payouts - thisMonth(before).payouts).toBe(10_000);
    expect(after.pendingInvoices.count - before.pendingInvoices.count).toBe(1);
    expect(after.pendingInvoices.amount - before.pendingInvoices.amount).toBe(10_000);
    expect(after.openReports - before.openReports).toBe(1);
  });

  it('is for SuperAdmins and RegularAdmins only', async () => {
    const regular = (await h.account({ role: Role.RegularAdmin })).token.value;
    expect((await h.call(api.adminOverview, { token: regular })).status).toBe(200);
    for (const role of [Role.Student, Role.Tutor, Role.TutorManager, Role.Studio]) {
      const token = (await h.account({ role })).token.value;
      expectError(await h.call(api.adminOverview, { token }), 'forbidden');
    }
    expect((await h.call(api.adminOverview, {})).status).toBe(401);
  });
});
