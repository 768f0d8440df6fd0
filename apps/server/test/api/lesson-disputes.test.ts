/**
 * Disputes of a lesson's outcome and what admins do to a lesson (docs/product/lessons.md#disputes,
 * docs/product/back-office.md#lesson-actions): the dispute window as a platform setting and at its
 * boundary, who may dispute what, rulings and corrections moving minutes, earnings and standing
 * once, cancelling with or without the minutes, and minutes given back.
 */
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { api, LessonOutcome, platformSettingRules } from '@darsak/shared';
import { auditEntries, lessonDisputes } from '../../src/db/schema.js';
import {
  book,
  insertLesson,
  listedTutor,
  startedAgo,
  startIn,
  student,
} from '../booking-fixtures.js';
import { useOutcomeHarness } from '../outcome-fixtures.js';
import { expectError, outbox } from '../support.js';

const h = useOutcomeHarness();

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const WINDOW_HOURS = platformSettingRules.disputeWindowHours.defaultValue;

type Member = { id: number; token: string; user: { email: string } };

const dispute = (token: string, id: number, note = 'لم يبدأ المدرس الدرس في موعده أبداً') =>
  h.call(api.disputeLesson, { params: { id }, body: { note }, token });
const rule = (id: number, outcome: 'held' | 'student-absent' | 'tutor-absent' | 'both-absent') =>
  h.call(api.ruleLessonDispute, {
    params: { id },
    body: { outcome, reason: 'سجل الحضور يثبت ذلك' },
    token: h.admin,
  });
const correct = (id: number, outcome: 'held' | 'student-absent' | 'tutor-absent' | 'both-absent') =>
  h.call(api.setLessonOutcome, {
    params: { id },
    body: { outcome, reason: 'تصحيح بعد مراجعة' },
    token: h.admin,
  });
const restore = (id: number, minutes: number) =>
  h.call(api.restoreLessonMinutes, {
    params: { id },
    body: { minutes, reason: 'انقطع الاتصال في منتصف الدرس' },
    token: h.admin,
  });

const lessonAudit = (id: number) =>
  and(eq(auditEntries.subjectType, 'lesson'), eq(auditEntries.subjectId, id));

/** A 30-minute lesson that ended `endedAgoMs` ago with this outcome. */
const endedWith = (tutor: Member, s: Member, outcome: LessonOutcome | null, endedAgoMs = HOUR) =>
  insertLesson(h, {
    tutorId: tutor.id,
    studentId: s.id,
    startsAt: new Date(Date.now() - endedAgoMs - 30 * MINUTE),
    outcome,
  });

describe('the dispute window setting', () => {
  it('has a 48-hour default, is bounded, and is audited like the cancellation cutoff', async () => {
    const listed = await h.call(api.listPlatformSettings, { token: h.superAdmin });
    expect(listed.body.find((setting) => setting.key === 'disputeWindowHours')).toEqual({
      key: 'disputeWindowHours',
      value: 48,
      defaultValue: 48,
      min: 0,
      max: 720,
      updatedAt: null,
      updatedBy: null,
    });
    const set = (value: number, token = h.superAdmin) =>
      h.call(api.updatePlatformSetting, {
        params: { key: 'disputeWindowHours' },
        body: { value },
        token,
      });
    expectError(await set(24, h.admin), 'forbidden');
    expectError(await set(-1), 'setting-out-of-range');
    expectError(await set(721), 'setting-out-of-range');
    expect((await set(24)).status).toBe(200);
    // A lesson says until when it may be disputed, by the setting in force.
    const tutor = await listedTutor(h);
    const s = await student(h);
    const lesson = await endedWith(tutor, s, LessonOutcome.Held);
    const read = await h.call(api.getLesson, { params: { id: lesson.id }, token: s.token });
    expect(read.body.disputeUntil).toBe(
      new Date(lesson.endsAt.getTime() + 24 * HOUR).toISOString(),
    );
    expect((await set(WINDOW_HOURS)).status).toBe(200);
    expect(await h.settingChanges()).toEqual([
      [
        { key: 'disputeWindowHours', value: 48 },
        { key: 'disputeWindowHours', value: 24 },
      ],
      [
        { key: 'disputeWindowHours', value: 24 },
        { key: 'disputeWindowHours', value: 48 },
      ],
    ]);
  });
});

describe('disputing an outcome', () => {
  it('a minute before the window closes, the student disputes; the tutor is told', async () => {
    const tutor = await listedTutor(h);
    const s = await student(h);
    const lesson = await endedWith(
      tutor,
      s,
      LessonOutcome.StudentAbsent,
      WINDOW_HOURS * HOUR - MINUTE,
    );
    const res = await dispute(s.token, lesson.id);
    expect(res.status).toBe(200);
    expect(res.body.dispute).toMatchObject({
      openedBy: s.id,
      note: 'لم يبدأ المدرس الدرس في موعده أبداً',
      ruledAt: null,
      ruling: null,
    });
    // The tutor reads that it is disputed, but not the student's note.
    const asTutor = await h.call(api.getLesson, { params: { id: lesson.id }, token: tutor.token });
    expect(asTutor.body.dispute).toMatchObject({ openedBy: s.id, note: null });
    await h.runJobs();
    const told = await outbox(h, tutor.user.email);
    expect(told.some((m) => m.text.includes('على نتيجة درسكما'))).toBe(true);
    expect(await outbox(h, s.user.email)).toEqual([]);
  });

  it('a minute after the window closed, it answers dispute-window-closed', async () => {
    const tutor = await listedTutor(h);
    const s = await student(h);
    const lesson = await endedWith(tutor, s, LessonOutcome.Held, WINDOW_HOURS * HOUR + MINUTE);
    expectError(await dispute(tutor.token, lesson.id), 'dispute-window-closed');
  });

  it('refuses a second dispute, a non-member, a lesson without an outcome and a cancelled one', async () => {
    const tutor = await listedTutor(h);
    const s = await student(h);
    const lesson = await endedWith(tutor, s, LessonOutcome.TutorAbsent);
    expectError(await dispute(h.admin, lesson.id), 'not-lesson-member');
    const stranger = await student(h);
    expectError(await dispute(stranger.token, lesson.id), 'lesson-not-found');
    expectError(await dispute(tutor.token, lesson.id, 'قصير'), 'dispute-note-too-short');
    expect((await dispute(tutor.token, lesson.id)).status).toBe(200);
    expectError(await dispute(s.token, lesson.id), 'dispute-exists');
    const pending = await endedWith(tutor, await student(h), null, 2 * HOUR);
    expectError(await dispute(tutor.token, pending.id), 'outcome-not-set');
    const coming = await book(h, s.token, tutor.id, startIn(5));
    expectError(await dispute(s.token, coming.id), 'outcome-not-set');
    const other = await student(h);
    const cancelled = await insertLesson(h, {
      tutorId: tutor.id,
      studentId: other.id,
      startsAt: startedAgo(4),
      cancelledBy: other.id,
      outcome: LessonOutcome.StudentCancelledLate,
    });
    expectError(await dispute(other.token, cancelled.id), 'lesson-cancelled');
  });

  it('holds one open dispute per lesson in the database', async () => {
    const tutor = await listedTutor(h);
    const s = await student(h);
    const lesson = await endedWith(tutor, s, LessonOutcome.Held);
    const values = { lessonId: lesson.id, note: 'ملاحظة الاعتراض هنا', openedAt: new Date() };
    await h.ctx.db.insert(lessonDisputes).values({ ...values, openedBy: s.id });
    await expect(
      h.ctx.db.insert(lessonDisputes).values({ ...values, openedBy: tutor.id }),
    ).rejects.toThrow();
  });
});

describe('ruling on a dispute', () => {
  it('moves minutes, earnings and standing to the ruling, closes the dispute and tells both', async () => {
    const tutor = await listedTutor(h);
    const s = await student(h);
    const lesson = await endedWith(tutor, s, LessonOutcome.StudentAbsent);
    expect(await h.quota(s.token)).toMatchObject({ usedMinutes: 30 });
    expect(await h.earned(tutor)).toBe(lesson.price);
    expectError(await rule(lesson.id, 'tutor-absent'), 'no-open-dispute');
    expect((await dispute(s.token, lesson.id)).status).toBe(200);
    expectError(
      await h.call(api.ruleLessonDispute, {
        params: { id: lesson.id },
        body: { outcome: 'held', reason: 'نعم' },
        token: s.token,
      }),
      'forbidden',
    );
    const ruled = await rule(lesson.id, 'tutor-absent');
    expect(ruled.status).toBe(200);
    expect(ruled.body).toMatchObject({
      outcome: LessonOutcome.TutorAbsent,
      dispute: { ruling: 'tutor-absent', ruledAt: expect.any(String) },
    });
    expect(await h.quota(s.token)).toMatchObject({ usedMinutes: 0 });
    expect(await h.earned(tutor)).toBe(0);
    expect(await h.activityScore(tutor.id)).toBe(98);
    // Ruled once: a second ruling has nothing open, a new dispute is refused.
    expectError(await rule(lesson.id, 'held'), 'no-open-dispute');
    expectError(await dispute(tutor.token, lesson.id), 'dispute-exists');
    await h.runJobs();
    const toStudent = await outbox(h, s.user.email);
    expect(toStudent.some((m) => m.text.includes('عادت دقائق الدرس إلى رصيدك'))).toBe(true);
    const toTutor = await outbox(h, tutor.user.email);
    expect(toTutor.some((m) => m.text.includes('نقص تقييم نشاطك نقطتين'))).toBe(true);
    const [entry] = await h.ctx.db.select().from(auditEntries).where(lessonAudit(lesson.id));
    expect(entry).toMatchObject({
      action: 'lesson.dispute-ruling',
      subjectType: 'lesson',
      before: { outcome: 'student-absent' },
      after: { outcome: 'tutor-absent', reason: 'سجل الحضور يثبت ذلك' },
    });
  });
});

describe('setting or correcting an outcome', () => {
  it('sets one not yet set, corrects it back and forth, and never counts twice', async () => {
    const tutor = await listedTutor(h);
    const s = await student(h);
    const lesson = await endedWith(tutor, s, null);
    expect((await correct(lesson.id, 'held')).body).toMatchObject({ outcome: 'held' });
    expect(await h.earned(tutor)).toBe(lesson.price);
    expect((await correct(lesson.id, 'tutor-absent')).status).toBe(200);
    expect((await correct(lesson.id, 'tutor-absent')).status).toBe(200);
    expect(await h.activityScore(tutor.id)).toBe(98);
    expect(await h.quota(s.token)).toMatchObject({ usedMinutes: 0 });
    expect(await h.earned(tutor)).toBe(0);
    expect((await correct(lesson.id, 'both-absent')).status).toBe(200);
    expect(await h.activityScore(tutor.id)).toBe(100);
    expect((await correct(lesson.id, 'student-absent')).status).toBe(200);
    expect(await h.quota(s.token)).toMatchObject({ usedMinutes: 30 });
    expect(await h.earned(tutor)).toBe(lesson.price);
    const entries = await h.ctx.db.select().from(auditEntries).where(lessonAudit(lesson.id));
    expect(entries.map((e) => e.action)).toEqual(Array(5).fill('lesson.outcome'));
  });

  it('refuses a lesson that has not ended, a cancelled one, and a bad outcome', async () => {
    const tutor = await listedTutor(h);
    const s = await student(h);
    const coming = await book(h, s.token, tutor.id, startIn(5));
    expectError(await correct(coming.id, 'held'), 'lesson-not-ended');
    const cancelled = await insertLesson(h, {
      tutorId: tutor.id,
      studentId: s.id,
      startsAt: startedAgo(6),
      cancelledBy: s.id,
    });
    expectError(await correct(cancelled.id, 'held'), 'lesson-cancelled');
    expectError(
      await h.call(api.setLessonOutcome, {
        params: { id: cancelled.id },
        body: { outcome: 'student-cancelled-late' as 'held', reason: 'سبب كافٍ' },
        token: h.admin,
      }),
      'invalid-value',
    );
    expectError(
      await h.call(api.setLessonOutcome, {
        params: { id: cancelled.id },
        body: { outcome: 'held', reason: 'x' },
        token: h.admin,
      }),
      'reason-too-short',
    );
  });
});

describe('an h.admin cancelling a lesson', () => {
  it('returns the minutes, or keeps them spent without paying the tutor', async () => {
    const tutor = await listedTutor(h);
    const kept = await student(h);
    const lesson = await book(h, kept.token, tutor.id, startIn(1));
    const cancel = (id: number, returnMinutes: boolean) =>
      h.call(api.adminCancelLesson, {
        params: { id },
        body: { returnMinutes, reason: 'طلب الطالب الإلغاء عبر الدعم' },
        token: h.admin,
      });
    const res = await cancel(lesson.id, false);
    expect(res.body).toMatchObject({
      status: 'cancelled',
      outcome: LessonOutcome.CancelledMinutesKept,
    });
    expect(await h.quota(kept.token)).toMatchObject({ usedMinutes: 30 });
    expectError(await cancel(lesson.id, true), 'lesson-cancelled');
    expect(await h.activityScore(tutor.id)).toBe(100);
    const returned = await student(h);
    const other = await book(h, returned.token, tutor.id, startIn(3));
    expect((await cancel(other.id, true)).body).toMatchObject({ outcome: null });
    expect(await h.quota(returned.token)).toMatchObject({ usedMinutes: 0 });
    const started = await endedWith(tutor, await student(h), LessonOutcome.Held, 4 * HOUR);
    expectError(await cancel(started.id, true), 'lesson-time-passed');
    await h.runJobs();
    const [notice] = await outbox(h, kept.user.email);
    expect(notice?.text).toContain('ألغته الإدارة مع احتساب دقائقه');
    const entries = await h.ctx.db.select().from(auditEntries).where(lessonAudit(lesson.id));
    expect(entries).toMatchObject([
      {
        action: 'lesson.cancel',
        after: { returnMinutes: false, reason: 'طلب الطالب الإلغاء عبر الدعم' },
      },
    ]);
  });
});

describe('giving minutes back', () => {
  it('gives back up to the lesson’s length to its week, leaves the pay, and survives corrections', async () => {
    const tutor = await listedTutor(h);
    const s = await student(h);
    const lesson = await endedWith(tutor, s, LessonOutcome.Held);
    expect((await restore(lesson.id, 10)).body).toMatchObject({
      restoredMinutes: 10,
      restorableMinutes: 20,
    });
    expect(await h.quota(s.token)).toMatchObject({ usedMinutes: 20, remainingMinutes: 10 });
    expectError(await restore(lesson.id, 25), 'restore-too-many');
    expect((await restore(lesson.id, 20)).body).toMatchObject({ restorableMinutes: 0 });
    expect(await h.quota(s.token)).toMatchObject({ usedMinutes: 0 });
    expectError(await restore(lesson.id, 1), 'restore-too-many');
    expect(await h.earned(tutor)).toBe(lesson.price);
    // An outcome that returns the minutes returns them once, not on top of what was given back.
    await correct(lesson.id, 'tutor-absent');
    expect(await h.quota(s.token)).toMatchObject({ usedMinutes: 0 });
    const absent = await endedWith(tutor, await student(h), LessonOutcome.BothAbsent, 2 * HOUR);
    expectError(await restore(absent.id, 5), 'minutes-not-spent');
    const lastWeek = await insertLesson(h, {
      tutorId: tutor.id,
      studentId: s.id,
      startsAt: new Date(Date.now() - 8 * 24 * HOUR),
    });
    expectError(await restore(lastWeek.id, 5), 'quota-week-over');
    expectError(
      await h.call(api.restoreLessonMinutes, {
        params: { id: lesson.id },
        body: { minutes: 31, reason: 'سبب كافٍ' },
        token: h.admin,
      }),
      'invalid-value',
    );
    const [entry] = await h.ctx.db.select().from(auditEntries).where(lessonAudit(lesson.id));
    expect(entry).toMatchObject({
      action: 'lesson.restore-minutes',
      before: { restoredMinutes: 0 },
      after: { restoredMinutes: 10, reason: 'انقطع الاتصال في منتصف الدرس' },
    });
  });
});

describe('a week of mixed outcomes and corrections', () => {
  it('adds up the student’s minutes and the tutor’s earnings', async () => {
    const tutor = await listedTutor(h);
    const s = await student(h);
    // Every lesson in this week, one tutor's half hours one after the other.
    const at = (n: number) => new Date(startedAgo(1).getTime() - n * 30 * MINUTE);
    const make = (n: number, outcome: LessonOutcome | null, cancelled = false) =>
      insertLesson(h, {
        tutorId: tutor.id,
        studentId: s.id,
        startsAt: at(n),
        cancelledBy: cancelled ? s.id : undefined,
        outcome,
      });
    const held = await make(0, LessonOutcome.Held);
    const studentAbsent = await make(1, LessonOutcome.StudentAbsent);
    const tutorAbsent = await make(2, LessonOutcome.TutorAbsent);
    const bothAbsent = await make(3, LessonOutcome.BothAbsent);
    const late = await make(4, LessonOutcome.StudentCancelledLate, true);
    const unset = await make(5, null);
    // Corrections and a ruling: held → tutor-absent, tutor-absent → held, unset → student-absent,
    // student-absent disputed and ruled both-absent; 10 minutes of held given back.
    await correct(held.id, 'tutor-absent');
    await correct(tutorAbsent.id, 'held');
    await correct(unset.id, 'student-absent');
    expect((await dispute(s.token, studentAbsent.id)).status).toBe(200);
    await rule(studentAbsent.id, 'both-absent');
    await restore(tutorAbsent.id, 10);
    // Spent: tutorAbsent (now held, less 10), unset (student-absent), the late cancellation.
    expect(await h.quota(s.token)).toMatchObject({ usedMinutes: 20 + 30 + 30 });
    // Paid: the same three lessons' prices.
    expect(await h.earned(tutor)).toBe(tutorAbsent.price + unset.price + late.price);
    // Standing: held → tutor-absent costs two, tutor-absent → held gives two back.
    expect(await h.activityScore(tutor.id)).toBe(100);
    expect(bothAbsent.outcome).toBe(LessonOutcome.BothAbsent);
  });
});
