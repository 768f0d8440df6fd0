/**
 * What a lesson leaves behind (docs/product/lessons.md#lesson-record, decision 028): the joins and
 * leaves recorded from the call as evidence, the minutes each member was present, the statistics
 * counted from them, and the tutor's note to the student.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { api, Role, RoomType, SessionMemberEvent } from '@darsak/shared';
import { sessionEvents } from '../../src/db/schema.js';
import {
  currentQuotaWeek,
  insertLesson,
  listedTutor,
  startedAgo,
  student,
  weekFromYesterday,
} from '../booking-fixtures.js';
import { startHarness, type Harness } from '../harness.js';
import { closeSockets, connectAs } from '../sockets.js';
import { expectError } from '../support.js';

let h: Harness;
let admin: string;
beforeAll(async () => {
  h = await startHarness(weekFromYesterday());
  admin = (await h.account({ role: Role.RegularAdmin })).token.value;
});
afterAll(() => h.close());
afterEach(closeSockets);

const MINUTE = 60_000;
const { UserJoined, UserLeft } = SessionMemberEvent;

/** A lesson's room, opened by one of its members as the web does. */
const roomOf = async (lessonId: number, token: string) =>
  (await h.call(api.roomFor, { body: { type: RoomType.Lesson, refId: lessonId }, token })).body.id;

/** Joined and left events at minutes from the lesson's start. */
const record = async (
  roomId: number,
  startsAt: Date,
  entries: [userId: number, event: number, minute: number][],
) => {
  await h.ctx.db.insert(sessionEvents).values(
    entries.map(([userId, event, minute]) => ({
      roomId,
      userId,
      event,
      at: new Date(startsAt.getTime() + minute * MINUTE),
    })),
  );
};

describe('attendance of a lesson', () => {
  it('records the joins and leaves of the call as they happen, for both members to see', async () => {
    const tutor = await listedTutor(h);
    const s = await student(h);
    const lesson = await insertLesson(h, {
      tutorId: tutor.id,
      studentId: s.id,
      startsAt: new Date(Date.now() - 5 * MINUTE),
    });
    const sessionId = await roomOf(lesson.id, s.token);
    const tutorSocket = await connectAs(h, tutor.token);
    const studentSocket = await connectAs(h, s.token);
    expect((await tutorSocket.emitWithAck('JoinSession', { sessionId })).code).toBe('ok');
    expect((await studentSocket.emitWithAck('JoinSession', { sessionId })).code).toBe('ok');
    expect((await studentSocket.emitWithAck('LeaveSession', { sessionId })).code).toBe('ok');

    for (const token of [tutor.token, s.token, admin]) {
      const res = await h.call(api.getLessonRecord, { params: { id: lesson.id }, token });
      expect(res.status).toBe(200);
      expect(res.body.timeline.map((e) => [e.userId, e.event])).toEqual([
        [tutor.id, UserJoined],
        [s.id, UserJoined],
        [s.id, UserLeft],
      ]);
      expect(res.body.presence.map((p) => p.member.id)).toEqual([tutor.id, s.id]);
      expect(res.body.note).toBeNull();
    }
  });

  it('counts the minutes each member was present, only within the lesson’s time', async () => {
    const tutor = await listedTutor(h);
    const s = await student(h);
    const startsAt = startedAgo(5);
    const lesson = await insertLesson(h, { tutorId: tutor.id, studentId: s.id, startsAt });
    const roomId = await roomOf(lesson.id, tutor.token);
    await record(roomId, startsAt, [
      // The tutor came five minutes early and stayed past the end: the lesson's 30 minutes count.
      [tutor.id, UserJoined, -5],
      [s.id, UserJoined, 2],
      [s.id, UserLeft, 12],
      // The student came back and never left (a closed laptop): counted until the end.
      [s.id, UserJoined, 20],
      [tutor.id, UserLeft, 40],
    ]);
    const res = await h.call(api.getLessonRecord, { params: { id: lesson.id }, token: s.token });
    expect(res.body.presence.map((p) => [p.member.id, p.minutes])).toEqual([
      [tutor.id, 30],
      [s.id, 20],
    ]);
    expect(res.body.timeline).toHaveLength(5);
    expect(res.body.timeline[0]).toEqual({
      userId: tutor.id,
      event: UserJoined,
      at: new Date(startsAt.getTime() - 5 * MINUTE).toISOString(),
    });
  });

  it('shows the record to the lesson’s members and admins only', async () => {
    const tutor = await listedTutor(h);
    const s = await student(h);
    const stranger = await student(h);
    const lesson = await insertLesson(h, {
      tutorId: tutor.id,
      studentId: s.id,
      startsAt: startedAgo(2),
    });
    expectError(
      await h.call(api.getLessonRecord, { params: { id: lesson.id }, token: stranger.token }),
      'lesson-not-found',
    );
    expectError(
      await h.call(api.getLessonRecord, { params: { id: 99_999_999 }, token: s.token }),
      'lesson-not-found',
    );
    expectError(
      await h.call(api.getLessonRecord, { params: { id: lesson.id } }),
      'unauthenticated',
    );
  });
});

describe('GET /api/v1/lesson/attended/stats', () => {
  it('counts the lessons attended and the minutes present from the attendance records', async () => {
    const tutor = await listedTutor(h);
    const s = await student(h);
    const thisWeek = startedAgo(5);
    const lastWeek = new Date(currentQuotaWeek(h).start.getTime() - 2 * 86_400_000);
    const a = await insertLesson(h, { tutorId: tutor.id, studentId: s.id, startsAt: thisWeek });
    const b = await insertLesson(h, { tutorId: tutor.id, studentId: s.id, startsAt: lastWeek });
    // Held but nobody came: it counts for no one.
    await insertLesson(h, { tutorId: tutor.id, studentId: s.id, startsAt: startedAgo(8) });
    // Cancelled after someone had joined early: it counts for no one either.
    const cancelled = await insertLesson(h, {
      tutorId: tutor.id,
      studentId: s.id,
      startsAt: startedAgo(12),
      cancelledBy: s.id,
    });
    await record(await roomOf(a.id, s.token), thisWeek, [
      [tutor.id, UserJoined, 0],
      [s.id, UserJoined, 3],
      [s.id, UserLeft, 13],
      [s.id, UserJoined, 20],
      [s.id, UserLeft, 31],
      [tutor.id, UserLeft, 30],
    ]);
    await record(await roomOf(b.id, s.token), lastWeek, [
      [s.id, UserJoined, -2],
      [s.id, UserLeft, 30],
    ]);
    await record(await roomOf(cancelled.id, s.token), startedAgo(12), [[s.id, UserJoined, 0]]);

    const forStudent = await h.call(api.attendedStats, { token: s.token });
    expect(forStudent.body).toEqual({ lessons: 2, minutes: 50, minutesThisWeek: 20 });
    const forTutor = await h.call(api.attendedStats, { token: tutor.token });
    expect(forTutor.body).toEqual({ lessons: 1, minutes: 30, minutesThisWeek: 30 });
  });
});

describe('PUT /api/v1/lesson/{id}/note', () => {
  it('lets the tutor leave a note after the lesson, rewrite it, and both members read it', async () => {
    const tutor = await listedTutor(h);
    const s = await student(h);
    const lesson = await insertLesson(h, {
      tutorId: tutor.id,
      studentId: s.id,
      startsAt: startedAgo(3),
    });
    const first = await h.call(api.setLessonNote, {
      params: { id: lesson.id },
      body: { text: '  راجعي زمن المضارع التام قبل الدرس القادم  ' },
      token: tutor.token,
    });
    expect(first.status).toBe(200);
    expect(first.body.text).toBe('راجعي زمن المضارع التام قبل الدرس القادم');
    const second = await h.call(api.setLessonNote, {
      params: { id: lesson.id },
      body: { text: 'أحسنتِ في المحادثة' },
      token: tutor.token,
    });
    expect(second.body.text).toBe('أحسنتِ في المحادثة');
    for (const token of [s.token, tutor.token, admin]) {
      const res = await h.call(api.getLessonRecord, { params: { id: lesson.id }, token });
      expect(res.body.note).toEqual(second.body);
    }
  });

  it('refuses a note before the end, on a cancelled lesson, from others and out of the rule', async () => {
    const tutor = await listedTutor(h);
    const otherTutor = await listedTutor(h);
    const s = await student(h);
    const now = await insertLesson(h, {
      tutorId: tutor.id,
      studentId: s.id,
      startsAt: new Date(Date.now() - 5 * MINUTE),
    });
    const cancelled = await insertLesson(h, {
      tutorId: tutor.id,
      studentId: s.id,
      startsAt: startedAgo(6),
      cancelledBy: tutor.id,
    });
    const held = await insertLesson(h, {
      tutorId: tutor.id,
      studentId: s.id,
      startsAt: startedAgo(9),
    });
    const note = (id: number, token: string, text = 'ملاحظة قصيرة') =>
      h.call(api.setLessonNote, { params: { id }, body: { text }, token });

    expectError(await note(now.id, tutor.token), 'illegal');
    expectError(await note(cancelled.id, tutor.token), 'illegal');
    expectError(await note(held.id, s.token), 'forbidden');
    expectError(await note(held.id, otherTutor.token), 'lesson-not-found');
    expectError(await note(99_999_999, tutor.token), 'lesson-not-found');
    expect((await note(held.id, tutor.token, 'ok')).body).toMatchObject({ code: 'note-too-short' });
    expect((await note(held.id, tutor.token, 'x'.repeat(501))).body).toMatchObject({
      code: 'note-too-long',
    });
    expect((await note(held.id, tutor.token, 'اقرأ <b>هذا</b>')).body).toMatchObject({
      code: 'invalid-markup',
    });
    const res = await h.call(api.getLessonRecord, { params: { id: held.id }, token: s.token });
    expect(res.body.note).toBeNull();
  });
});
