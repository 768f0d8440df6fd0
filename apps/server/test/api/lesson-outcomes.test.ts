/**
 * The rules that protect each side of a lesson (docs/product/lessons.md#cancellation,
 * docs/product/lessons.md#outcomes): the cancellation cutoff as a platform setting, what a late
 * cancellation costs each side, and the outcome set from attendance when a lesson ends, with the
 * minutes and earnings each outcome moves.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  api,
  LessonOutcome,
  platformSettingRules,
  RoomType,
  SessionMemberEvent,
} from '@darsak/shared';
import { lessons, sessionEvents } from '../../src/db/schema.js';
import { scheduleOutcome } from '../../src/modules/scheduling/outcomes.js';
import {
  book,
  insertLesson,
  listedTutor,
  startedAgo,
  startIn,
  student,
} from '../booking-fixtures.js';
import { useOutcomeHarness } from '../outcome-fixtures.js';
import { walletRequest } from '../invoice-fixtures.js';
import { expectError, outbox } from '../support.js';

const h = useOutcomeHarness();

const MINUTE = 60_000;
const DEFAULT_CUTOFF = platformSettingRules.cancellationCutoffMinutes.defaultValue;

const setCutoff = (value: number, token = h.superAdmin) =>
  h.call(api.updatePlatformSetting, {
    params: { key: 'cancellationCutoffMinutes' },
    body: { value },
    token,
  });

const cancel = (token: string, id: number) => h.call(api.cancelLesson, { params: { id }, token });

/**
 * A cutoff that puts the lesson's free cancellation a minute (up to two) before or after now:
 * lessons start on quarter hours, the cutoff is whole minutes.
 */
const cutoffAround = (startsAt: Date, side: 'before' | 'after') => {
  const minutesToStart = Math.floor((startsAt.getTime() - Date.now()) / MINUTE);
  return side === 'before' ? minutesToStart - 1 : minutesToStart + 1;
};

describe('the cancellation cutoff setting', () => {
  it('has a 4-hour default, changes within its bounds for super admins only, and is audited', async () => {
    const listed = await h.call(api.listPlatformSettings, { token: h.superAdmin });
    expect(listed.status).toBe(200);
    expect(listed.body[0]).toEqual({
      key: 'cancellationCutoffMinutes',
      value: 240,
      defaultValue: 240,
      min: 0,
      max: 10_080,
      updatedAt: null,
      updatedBy: null,
    });
    expectError(await setCutoff(120, h.admin), 'forbidden');
    expectError(await setCutoff(-1), 'setting-out-of-range');
    expectError(await setCutoff(10_081), 'setting-out-of-range');
    const changed = await setCutoff(120);
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({ value: 120, updatedAt: expect.any(String) });
    expect(await h.settingChanges()).toEqual([
      [
        { key: 'cancellationCutoffMinutes', value: 240 },
        { key: 'cancellationCutoffMinutes', value: 120 },
      ],
    ]);
    // A lesson says until when cancelling it is free, by the setting in force.
    const tutor = await listedTutor(h);
    const s = await student(h);
    const lesson = await book(h, s.token, tutor.id, startIn(5));
    expect(lesson.freeCancelUntil).toBe(
      new Date(Date.parse(lesson.startsAt) - 120 * MINUTE).toISOString(),
    );
    await setCutoff(DEFAULT_CUTOFF);
    const read = await h.call(api.getLesson, { params: { id: lesson.id }, token: s.token });
    expect(read.body.freeCancelUntil).toBe(
      new Date(Date.parse(lesson.startsAt) - DEFAULT_CUTOFF * MINUTE).toISOString(),
    );
  });
});

describe('cancelling before and after the cutoff', () => {
  it('a minute before the cutoff, the student’s cancellation is free', async () => {
    const tutor = await listedTutor(h);
    const s = await student(h);
    const lesson = await book(h, s.token, tutor.id, startIn(3));
    await setCutoff(cutoffAround(new Date(lesson.startsAt), 'before'));
    const res = await cancel(s.token, lesson.id);
    expect(res.body).toMatchObject({ status: 'cancelled', outcome: null });
    expect(await h.quota(s.token)).toMatchObject({ usedMinutes: 0, remainingMinutes: 30 });
    await setCutoff(DEFAULT_CUTOFF);
  });

  it('a minute after the cutoff, the student’s cancellation spends the minutes and pays the tutor', async () => {
    const tutor = await listedTutor(h);
    const s = await student(h);
    const lesson = await book(h, s.token, tutor.id, startIn(3));
    await setCutoff(cutoffAround(new Date(lesson.startsAt), 'after'));
    const res = await cancel(s.token, lesson.id);
    expect(res.body).toMatchObject({
      status: 'cancelled',
      cancelledBy: s.id,
      outcome: LessonOutcome.StudentCancelledLate,
    });
    expect(await h.quota(s.token)).toMatchObject({ usedMinutes: 30, remainingMinutes: 0 });
    // The time is free again for others; the tutor is paid once the lesson's time is over.
    const another = await student(h);
    await book(h, another.token, tutor.id, new Date(lesson.startsAt));
    expect(await h.earned(tutor)).toBe(0);
    await h.ctx.db
      .update(lessons)
      .set({
        startsAt: startedAgo(1),
        endsAt: new Date(startedAgo(1).getTime() + 30 * MINUTE),
      })
      .where(eq(lessons.id, lesson.id));
    expect(await h.earned(tutor)).toBe(lesson.price);
    expect(await h.activityScore(tutor.id)).toBe(100);
    await h.runJobs();
    const [confirmation] = await outbox(h, s.user.email);
    expect(confirmation?.text).toContain('احتُسبت دقائق الدرس من رصيدك');
    const told = await outbox(h, tutor.user.email);
    expect(told.some((m) => m.text.includes('يُحتسب لك أجر الدرس'))).toBe(true);
    await setCutoff(DEFAULT_CUTOFF);
  });

  it('a minute before the cutoff, the tutor’s cancellation costs one point', async () => {
    const tutor = await listedTutor(h);
    const s = await student(h);
    const lesson = await book(h, s.token, tutor.id, startIn(3));
    await setCutoff(cutoffAround(new Date(lesson.startsAt), 'before'));
    const res = await cancel(tutor.token, lesson.id);
    expect(res.body).toMatchObject({ status: 'cancelled', outcome: null });
    expect(await h.activityScore(tutor.id)).toBe(99);
    expect(await h.quota(s.token)).toMatchObject({ usedMinutes: 0 });
    await setCutoff(DEFAULT_CUTOFF);
  });

  it('a minute after the cutoff, the tutor’s cancellation returns the minutes, costs two points and offers their next free times', async () => {
    const tutor = await listedTutor(h);
    const s = await student(h);
    const lesson = await book(h, s.token, tutor.id, startIn(3));
    await setCutoff(cutoffAround(new Date(lesson.startsAt), 'after'));
    const res = await cancel(tutor.token, lesson.id);
    expect(res.body).toMatchObject({
      status: 'cancelled',
      outcome: LessonOutcome.TutorCancelledLate,
    });
    expect(await h.activityScore(tutor.id)).toBe(98);
    expect(await h.quota(s.token)).toMatchObject({ usedMinutes: 0, remainingMinutes: 30 });
    await h.runJobs();
    const [notice] = await outbox(h, s.user.email);
    expect(notice?.text).toContain('عادت دقائق الدرس إلى رصيدك');
    expect(notice?.text).toContain('أقرب مواعيد متاحة مع منى السيد');
    // The tutor earns nothing for it, even once its time is over.
    await h.ctx.db
      .update(lessons)
      .set({ startsAt: startedAgo(1), endsAt: new Date(startedAgo(1).getTime() + 30 * MINUTE) })
      .where(eq(lessons.id, lesson.id));
    expect(await h.earned(tutor)).toBe(0);
    await setCutoff(DEFAULT_CUTOFF);
  });

  it('leaves an admin’s cancellation free after the cutoff', async () => {
    const tutor = await listedTutor(h);
    const s = await student(h);
    const lesson = await book(h, s.token, tutor.id, startIn(1));
    const res = await h.call(api.adminCancelLesson, {
      params: { id: lesson.id },
      body: { returnMinutes: true, reason: 'طلب الطالب الإلغاء من الدعم' },
      token: h.superAdmin,
    });
    expect(res.body).toMatchObject({ status: 'cancelled', outcome: null });
    expect(await h.quota(s.token)).toMatchObject({ usedMinutes: 0 });
    expect(await h.activityScore(tutor.id)).toBe(100);
  });
});

let endedLessons = 0;

/**
 * A lesson that ended, with these members' stays in its call; each one half an hour before the
 * one made before it, so one tutor's never overlap.
 */
const endedLesson = async (
  tutor: { id: number; token: string },
  s: { id: number; token: string },
  present: ('tutor' | 'student')[],
) => {
  const startsAt = startedAgo(1 + (endedLessons++ % 8) * 0.5);
  const lesson = await insertLesson(h, {
    tutorId: tutor.id,
    studentId: s.id,
    startsAt,
    outcome: null,
  });
  const room = await h.call(api.roomFor, {
    body: { type: RoomType.Lesson, refId: lesson.id },
    token: s.token,
  });
  const ids = { tutor: tutor.id, student: s.id };
  if (present.length > 0)
    await h.ctx.db.insert(sessionEvents).values(
      present.flatMap((who) => [
        {
          roomId: room.body.id,
          userId: ids[who],
          event: SessionMemberEvent.UserJoined,
          at: new Date(startsAt.getTime() + MINUTE),
        },
        {
          roomId: room.body.id,
          userId: ids[who],
          event: SessionMemberEvent.UserLeft,
          at: new Date(startsAt.getTime() + 20 * MINUTE),
        },
      ]),
    );
  await scheduleOutcome(h.ctx.db, lesson);
  return lesson;
};

describe('outcomes from attendance', () => {
  it('sets each outcome when the lesson ends, and moves minutes, earnings and standing by it', async () => {
    const tutor = await listedTutor(h);
    const cases = [
      { present: ['tutor', 'student'], outcome: LessonOutcome.Held, spent: 30, paid: true },
      { present: ['tutor'], outcome: LessonOutcome.StudentAbsent, spent: 30, paid: true },
      { present: ['student'], outcome: LessonOutcome.TutorAbsent, spent: 0, paid: false },
      { present: [], outcome: LessonOutcome.BothAbsent, spent: 0, paid: false },
    ] as const;
    const made = [];
    for (const c of cases) {
      const s = await student(h);
      made.push({ ...c, s, lesson: await endedLesson(tutor, s, [...c.present]) });
    }
    // Before its job runs, an ended lesson has no outcome and pays nothing yet.
    expect(await h.earned(tutor)).toBe(0);
    await h.runJobs();
    for (const { s, lesson, outcome, spent } of made) {
      const read = await h.call(api.getLesson, { params: { id: lesson.id }, token: s.token });
      expect(read.body).toMatchObject({ status: 'fulfilled', outcome });
      expect(await h.quota(s.token)).toMatchObject({ usedMinutes: spent });
    }
    // Money and minutes add up: the tutor earns the prices of the paid outcomes only.
    const paid = made.filter((m) => m.paid).reduce((sum, m) => sum + m.lesson.price, 0);
    expect(await h.earned(tutor)).toBe(paid);
    // Only the tutor's absence lowers their standing.
    expect(await h.activityScore(tutor.id)).toBe(98);
    // A second run changes nothing.
    for (const { lesson } of made) await scheduleOutcome(h.ctx.db, lesson);
    await h.runJobs();
    expect(await h.activityScore(tutor.id)).toBe(98);
  });

  it('offers rating only after a held lesson', async () => {
    const tutor = await listedTutor(h);
    const absent = await student(h);
    await endedLesson(tutor, absent, ['student']);
    const held = await student(h);
    await endedLesson(tutor, held, ['tutor', 'student']);
    await h.runJobs();
    const rate = (token: string) =>
      h.call(api.createRating, { body: { tutorId: tutor.id, value: 5 }, token });
    expectError(await rate(absent.token), 'illegal');
    expect((await rate(held.token)).status).toBe(200);
  });

  it('sums minutes and earnings over a week of mixed outcomes and cancellations', async () => {
    const tutor = await listedTutor(h);
    const ended = [
      await endedLesson(tutor, await student(h), ['tutor', 'student']),
      await endedLesson(tutor, await student(h), ['tutor']),
      await endedLesson(tutor, await student(h), ['student']),
      await endedLesson(tutor, await student(h), []),
    ];
    await h.runJobs();
    // Cancelled: one by the student late (already over), one by the tutor late, one in time.
    const lateStudent = await student(h);
    const lateByStudent = await insertLesson(h, {
      tutorId: tutor.id,
      studentId: lateStudent.id,
      startsAt: startedAgo(3),
      cancelledBy: lateStudent.id,
      outcome: LessonOutcome.StudentCancelledLate,
    });
    const lateTutorStudent = await student(h);
    await insertLesson(h, {
      tutorId: tutor.id,
      studentId: lateTutorStudent.id,
      startsAt: startedAgo(4),
      cancelledBy: tutor.id,
      outcome: LessonOutcome.TutorCancelledLate,
    });
    const inTimeStudent = await student(h);
    await insertLesson(h, {
      tutorId: tutor.id,
      studentId: inTimeStudent.id,
      startsAt: startedAgo(5),
      cancelledBy: inTimeStudent.id,
    });
    const expectedEarned = ended[0]!.price + ended[1]!.price + lateByStudent.price;
    expect(await h.earned(tutor)).toBe(expectedEarned);
    const used = [];
    for (const s of [lateStudent, lateTutorStudent, inTimeStudent])
      used.push((await h.quota(s.token)).usedMinutes);
    expect(used).toEqual([30, 0, 0]);
    // A withdrawal of exactly what was earned passes the database's guard; a piaster more fails.
    const request = (amount: number) =>
      h.call(api.createInvoice, { body: walletRequest(amount), token: tutor.token });
    expectError(await request(expectedEarned + 100), 'insufficient-balance');
    expect((await request(expectedEarned)).status).toBe(200);
  });
});
