import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, PlanPeriod, Role, RoomType, SessionMemberEvent } from '@darsak/shared';
import { plans, sessionEvents, subscriptions } from '../../src/db/schema.js';
import { openSubjectRoom } from '../../src/modules/chat/index.js';
import { startHarness, type Harness } from '../harness.js';
import { expectError } from '../support.js';
import {
  createTutor,
  HOUR,
  insertLesson,
  quarterHour,
  weekStartedYesterday,
} from '../tutor-fixtures.js';

let h: Harness;
let admin: string;
let student: Awaited<ReturnType<Harness['account']>>;
let subscriptionId: number;
beforeAll(async () => {
  h = await startHarness(weekStartedYesterday());
  admin = (await h.account({ role: Role.RegularAdmin })).token.value;
  student = await h.account({ freeTrial: false });
  const tutor = await createTutor(h);
  const [plan] = await h.ctx.db
    .insert(plans)
    .values({ weeklyMinutes: 120, monthPrice: 170000 })
    .returning();
  const [subscription] = await h.ctx.db
    .insert(subscriptions)
    .values({
      userId: student.user.id,
      planId: plan!.id,
      period: PlanPeriod.Month,
      weeklyMinutes: 120,
      startsAt: new Date(Date.now() - 20 * 24 * HOUR),
      endsAt: new Date(Date.now() + 10 * 24 * HOUR),
    })
    .returning();
  subscriptionId = subscription!.id;
  const lesson = (startsAt: Date, extra: { duration?: 15 | 30; cancelledBy?: number } = {}) =>
    insertLesson(h, { tutorId: tutor.id, studentId: student.user.id, startsAt, ...extra });
  /** The student in the lesson's call from one minute of it to another. */
  const present = async (row: { id: number; startsAt: Date }, from: number, to: number) => {
    const room = await openSubjectRoom(h.ctx.db, RoomType.Lesson, row.id, [
      tutor.id,
      student.user.id,
    ]);
    const at = (minute: number) => new Date(row.startsAt.getTime() + minute * 60_000);
    await h.ctx.db.insert(sessionEvents).values([
      {
        roomId: room.id,
        userId: student.user.id,
        event: SessionMemberEvent.UserJoined,
        at: at(from),
      },
      { roomId: room.id, userId: student.user.id, event: SessionMemberEvent.UserLeft, at: at(to) },
    ]);
  };
  // Attended: one this quota week (it began yesterday at midnight), present all along; one twelve
  // days ago, present for 10 of its 15 minutes.
  await present(await lesson(quarterHour(-3 * HOUR)), 0, 30);
  await present(await lesson(quarterHour(-12 * 24 * HOUR), { duration: 15 }), 5, 15);
  // Held, but the student never joined its call: not attended.
  await lesson(quarterHour(-5 * 24 * HOUR), { duration: 15 });
  // Booked for later this week, and one cancelled.
  await lesson(quarterHour(4 * HOUR), { duration: 15 });
  await lesson(quarterHour(6 * HOUR), { cancelledBy: student.user.id });
});
afterAll(() => h.close());

describe('GET /api/v1/user/student/stats/:id and /personalized', () => {
  it('answers the lessons attended (present in their calls), those booked and this week’s quota', async () => {
    const expected = {
      lessonsAttended: 2,
      minutesAttended: 40,
      upcomingLessons: 1,
      quota: {
        weekStart: expect.any(String),
        weekEnd: expect.any(String),
        weeklyMinutes: 120,
        // This week's booked lessons, attended or to come; the cancelled one gave its minutes back.
        usedMinutes: 45,
        remainingMinutes: 75,
        subscription: expect.objectContaining({ id: subscriptionId, active: true }),
        paused: null,
        weeksAhead: 0,
      },
    };
    const own = await h.call(api.studentStatsPersonalized, { token: student.token.value });
    expect(own.status).toBe(200);
    expect(own.body).toEqual(expected);
    for (const token of [student.token.value, admin]) {
      const res = await h.call(api.studentStats, { params: { id: student.user.id }, token });
      expect(res.status).toBe(200);
      expect(res.body).toEqual(expected);
    }
  });

  it('answers an empty quota for a student without a subscription', async () => {
    const fresh = await h.account({ freeTrial: false });
    const res = await h.call(api.studentStatsPersonalized, { token: fresh.token.value });
    expect(res.body).toMatchObject({
      lessonsAttended: 0,
      minutesAttended: 0,
      upcomingLessons: 0,
      quota: { weeklyMinutes: 0, usedMinutes: 0, remainingMinutes: 0, subscription: null },
    });
  });

  it('shows a student’s statistics only to them and admins', async () => {
    const other = await h.account();
    const tutor = await createTutor(h);
    for (const token of [other.token.value, tutor.token]) {
      expectError(
        await h.call(api.studentStats, { params: { id: student.user.id }, token }),
        'forbidden',
      );
    }
    expectError(
      await h.call(api.studentStats, { params: { id: student.user.id } }),
      'unauthenticated',
    );
    expectError(await h.call(api.studentStatsPersonalized, { token: tutor.token }), 'forbidden');
  });

  it('answers for ids that are not students', async () => {
    const tutor = await createTutor(h);
    expectError(
      await h.call(api.studentStats, { params: { id: tutor.id }, token: admin }),
      'student-not-found',
    );
    expectError(
      await h.call(api.studentStats, { params: { id: 987654 }, token: admin }),
      'user-not-found',
    );
  });
});
