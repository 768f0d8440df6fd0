/**
 * Moving a lesson (docs/product/lessons.md#moving-a-lesson): a student moves their own until the
 * cancellation cutoff, a tutor's move is a request the student accepts or declines, and nobody
 * moves a lesson once its call is open. Boundaries a minute either side of the cutoff, of the
 * call's opening and of a request's lapse.
 */
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { api, Gender, platformSettingRules, Role } from '@darsak/shared';
import { jobs, lessonMoveRequests, tutors, users } from '../../src/db/schema.js';
import {
  book,
  insertLesson,
  listedTutor,
  startIn,
  student,
  weekFromYesterday,
} from '../booking-fixtures.js';
import { startHarness, type Harness } from '../harness.js';
import { closeSockets, connectAs, next } from '../sockets.js';
import { expectError, outbox } from '../support.js';

let h: Harness;
let superAdmin: string;
beforeAll(async () => {
  h = await startHarness(weekFromYesterday());
  superAdmin = (await h.account({ role: Role.SuperAdmin })).token.value;
});
afterEach(() => {
  vi.useRealTimers();
});
afterAll(async () => {
  closeSockets();
  await h.close();
});

const MINUTE = 60_000;
const DEFAULT_CUTOFF = platformSettingRules.cancellationCutoffMinutes.defaultValue;

const setCutoff = async (value: number) => {
  const res = await h.call(api.updatePlatformSetting, {
    params: { key: 'cancellationCutoffMinutes' },
    body: { value },
    token: superAdmin,
  });
  expect(res.status).toBe(200);
};

const propose = (token: string, lessonId: number, startsAt: Date) =>
  h.call(api.proposeLessonMove, {
    params: { id: lessonId },
    body: { startsAt: startsAt.toISOString() },
    token,
  });
const accept = (token: string, id: number) =>
  h.call(api.acceptLessonMove, { params: { id }, token });
const decline = (token: string, id: number) =>
  h.call(api.declineLessonMove, { params: { id }, token });
const withdraw = (token: string, id: number) =>
  h.call(api.withdrawLessonMove, { params: { id }, token });
const move = (token: string, id: number, startsAt: Date) =>
  h.call(api.rescheduleLesson, { body: { id, startsAt: startsAt.toISOString() }, token });
const read = async (token: string, id: number) =>
  (await h.call(api.getLesson, { params: { id }, token })).body;
const quota = async (token: string) => (await h.call(api.quota, { token })).body;
const stateOf = async (requestId: number) =>
  (
    await h.ctx.db
      .select({ state: lessonMoveRequests.state })
      .from(lessonMoveRequests)
      .where(eq(lessonMoveRequests.id, requestId))
  )[0]?.state;

/** A tutor, a student and a lesson of theirs starting `startsAt`. */
const lessonAt = async (startsAt: Date) => {
  const tutor = await listedTutor(h);
  const s = await student(h);
  const lesson = await book(h, s.token, tutor.id, startsAt);
  return { tutor, s, lesson };
};

/** The minutes from now to when a lesson's call opens. */
const opensMinutes = () => h.ctx.config.sessionOpensMinutesBefore;

describe('a tutor’s request to move a lesson', () => {
  it('keeps the lesson’s time, shows the request to both and tells the student, in her tutor’s gender', async () => {
    const { tutor, s, lesson } = await lessonAt(startIn(30));
    await h.ctx.db.update(users).set({ gender: Gender.Female }).where(eq(users.id, tutor.id));
    const to = startIn(40);
    const res = await propose(tutor.token, lesson.id, to);
    expect(res.status).toBe(200);
    const opensAt = new Date(Date.parse(lesson.startsAt) - opensMinutes() * MINUTE);
    expect(res.body).toMatchObject({
      id: lesson.id,
      startsAt: lesson.startsAt,
      moveRequest: {
        id: expect.any(Number),
        startsAt: to.toISOString(),
        endsAt: new Date(to.getTime() + 30 * MINUTE).toISOString(),
        duration: 30,
        // The call opens before the proposed time comes: the request lapses then.
        lapsesAt: opensAt.toISOString(),
      },
    });
    expect((await read(s.token, lesson.id)).moveRequest).toEqual(res.body.moveRequest);
    await h.runJobs();
    const [notice] = await outbox(h, s.user.email);
    expect(notice?.subject).toBe(`${tutor.user.name} تقترح موعداً جديداً لدرسك`);
    expect(notice?.text).toMatch(/تقترح منى السيد نقل درسكما من .+ إلى .+، ومدته ٣٠ دقيقة/);
    expect(notice?.text).toContain('يبقى الدرس في موعده ما لم تقبل');
  });

  it('tells a student who reads English in English, the Arabic name set apart', async () => {
    const { tutor, s, lesson } = await lessonAt(startIn(30));
    await h.ctx.db.update(users).set({ language: 'en' }).where(eq(users.id, s.id));
    expect((await propose(tutor.token, lesson.id, startIn(31))).status).toBe(200);
    await h.runJobs();
    const notices = (await outbox(h, s.user.email)).filter((m) => m.subject?.includes('proposes'));
    expect(notices).toHaveLength(1);
    const [notice] = notices;
    expect(notice?.subject).toBe(
      `\u2068${tutor.user.name}\u2069 proposes a new time for your lesson`,
    );
    expect(notice?.text).toContain('The lesson keeps its time unless you accept.');
  });

  it('lapses when the proposed time comes, if that is before the call opens', async () => {
    const { tutor, lesson } = await lessonAt(startIn(30));
    const earlier = startIn(20);
    const res = await propose(tutor.token, lesson.id, earlier);
    expect(res.body.moveRequest?.lapsesAt).toBe(earlier.toISOString());
  });

  it('moves the lesson when the student accepts: the tutor is told, the student has a confirmation', async () => {
    const { tutor, s, lesson } = await lessonAt(startIn(30));
    await h.runJobs();
    const to = startIn(40);
    const proposed = (await propose(tutor.token, lesson.id, to)).body.moveRequest!;
    const spy = vi.spyOn(h.ctx.realtime, 'toUsers');
    const res = await accept(s.token, proposed.id);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      startsAt: to.toISOString(),
      endsAt: new Date(to.getTime() + 30 * MINUTE).toISOString(),
      price: lesson.price,
      moveRequest: null,
    });
    expect(spy).toHaveBeenCalledWith([tutor.id, s.id], 'LessonRebooked', {
      lessonId: lesson.id,
      accepted: true,
    });
    expect(spy).toHaveBeenCalledWith([tutor.id, s.id], 'LessonMoveRequest', {
      lessonId: lesson.id,
      requestId: proposed.id,
      state: 'accepted',
    });
    spy.mockRestore();
    expect(await stateOf(proposed.id)).toBe('accepted');
    // The minutes are the same; the reminders follow the new time.
    expect(await quota(s.token)).toMatchObject({ usedMinutes: 30 });
    const reminders = (await h.ctx.db.select().from(jobs).where(eq(jobs.name, 'lesson-reminder')))
      .map((job) => job.payload as { lessonId: number; startsAt: string })
      .filter((p) => p.lessonId === lesson.id && p.startsAt === to.toISOString());
    expect(reminders).toHaveLength(4);
    await h.runJobs();
    const [told] = await outbox(h, tutor.user.email);
    expect(told?.subject).toBe(`${s.user.name} قبل الموعد الجديد لدرسكما`);
    expect(told?.text).toMatch(/أصبح درسكما .+ بدلاً من .+، ومدته ٣٠ دقيقة/);
    const [confirmed] = await outbox(h, s.user.email);
    expect(confirmed?.subject).toBe(`تأكيد الموعد الجديد لدرسك مع ${tutor.user.name}`);
    expect(confirmed?.text).toContain(`قبلت الموعد الذي اقترحه ${tutor.user.name}`);
    // Answered once: a second answer finds it closed.
    expectError(await accept(s.token, proposed.id), 'move-request-closed');
    expectError(await decline(s.token, proposed.id), 'move-request-closed');
  });

  it('keeps the lesson’s time when the student declines, and tells the tutor, who may propose again', async () => {
    const { tutor, s, lesson } = await lessonAt(startIn(30));
    await h.ctx.db.update(users).set({ gender: Gender.Female }).where(eq(users.id, s.id));
    const proposed = (await propose(tutor.token, lesson.id, startIn(40))).body.moveRequest!;
    const res = await decline(s.token, proposed.id);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ startsAt: lesson.startsAt, moveRequest: null });
    expect(await stateOf(proposed.id)).toBe('declined');
    await h.runJobs();
    const [told] = await outbox(h, tutor.user.email);
    expect(told?.subject).toBe(`${s.user.name} رفضت الموعد الذي اقترحته`);
    expect(told?.text).toContain('فيبقى الدرس في موعده');
    expect((await propose(tutor.token, lesson.id, startIn(41))).status).toBe(200);
  });

  it('lets the tutor withdraw it, telling the student, and propose another then', async () => {
    const { tutor, s, lesson } = await lessonAt(startIn(30));
    const first = (await propose(tutor.token, lesson.id, startIn(40))).body.moveRequest!;
    // One open request per lesson.
    expectError(await propose(tutor.token, lesson.id, startIn(41)), 'move-request-exists');
    const res = await withdraw(tutor.token, first.id);
    expect(res.status).toBe(200);
    expect(res.body.moveRequest).toBeNull();
    expect(await stateOf(first.id)).toBe('withdrawn');
    expectError(await accept(s.token, first.id), 'move-request-closed');
    await h.runJobs();
    const subjects = (await outbox(h, s.user.email)).map((m) => m.subject);
    expect(subjects).toContain(`${tutor.user.name} سحب اقتراح الموعد الجديد لدرسك`);
    const second = await propose(tutor.token, lesson.id, startIn(41));
    expect(second.status).toBe(200);
    expect(second.body.moveRequest?.id).not.toBe(first.id);
  });

  it('holds one open request per lesson in the database itself', async () => {
    const { tutor, lesson } = await lessonAt(startIn(30));
    const first = (await propose(tutor.token, lesson.id, startIn(40))).body.moveRequest!;
    await expect(
      h.ctx.db.insert(lessonMoveRequests).values({
        lessonId: lesson.id,
        startsAt: startIn(41),
        duration: 30,
        lapsesAt: startIn(29),
      }),
    ).rejects.toThrow();
    expect(await stateOf(first.id)).toBe('open');
  });

  it('closes the request when the proposed time was booked meanwhile: the lesson keeps its time', async () => {
    const { tutor, s, lesson } = await lessonAt(startIn(30));
    const to = startIn(40);
    const proposed = (await propose(tutor.token, lesson.id, to)).body.moveRequest!;
    const other = await student(h);
    await book(h, other.token, tutor.id, to);
    expectError(await accept(s.token, proposed.id), 'proposed-time-taken');
    expect(await stateOf(proposed.id)).toBe('closed');
    const after = await read(s.token, lesson.id);
    expect(after).toMatchObject({ startsAt: lesson.startsAt, moveRequest: null });
    expectError(await accept(s.token, proposed.id), 'move-request-closed');
  });

  it('is checked by the booking rules when proposed, and only its tutor proposes or withdraws', async () => {
    const { tutor, s, lesson } = await lessonAt(startIn(30));
    const other = await student(h);
    const taken = await book(h, other.token, tutor.id, startIn(35));
    expectError(await propose(tutor.token, lesson.id, new Date(taken.startsAt)), 'busy-tutor');
    expectError(await propose(tutor.token, lesson.id, new Date(lesson.startsAt)), 'invalid-value');
    expectError(await propose(s.token, lesson.id, startIn(40)), 'illegal');
    const stranger = await listedTutor(h);
    expectError(await propose(stranger.token, lesson.id, startIn(40)), 'lesson-not-found');
    // A tutor does not move a lesson on their own.
    expectError(await move(tutor.token, lesson.id, startIn(40)), 'move-by-request');
    const proposed = (await propose(tutor.token, lesson.id, startIn(40))).body.moveRequest!;
    expectError(await accept(tutor.token, proposed.id), 'forbidden');
    expectError(await withdraw(s.token, proposed.id), 'illegal');
    expectError(await accept(other.token, proposed.id), 'move-request-not-found');
    expectError(await accept(s.token, 999_999), 'move-request-not-found');
  });

  it('accepts a time within the tutor’s notice period: the tutor proposed it', async () => {
    const tutor = await listedTutor(h, { noticePeriod: 120 });
    const s = await student(h);
    const lesson = await book(h, s.token, tutor.id, startIn(30));
    const to = startIn(3);
    const proposed = (await propose(tutor.token, lesson.id, to)).body.moveRequest!;
    await h.ctx.db.update(tutors).set({ noticePeriod: 600 }).where(eq(tutors.userId, tutor.id));
    const res = await accept(s.token, proposed.id);
    expect(res.status).toBe(200);
    expect(res.body.startsAt).toBe(to.toISOString());
  });

  it('is closed by cancelling the lesson, and by the student’s own move', async () => {
    const first = await lessonAt(startIn(30));
    const a = (await propose(first.tutor.token, first.lesson.id, startIn(40))).body.moveRequest!;
    await h.call(api.cancelLesson, { params: { id: first.lesson.id }, token: first.s.token });
    expect(await stateOf(a.id)).toBe('closed');
    expectError(await accept(first.s.token, a.id), 'move-request-closed');

    const second = await lessonAt(startIn(30));
    const b = (await propose(second.tutor.token, second.lesson.id, startIn(40))).body.moveRequest!;
    const own = startIn(45);
    expect((await move(second.s.token, second.lesson.id, own)).body).toMatchObject({
      startsAt: own.toISOString(),
      moveRequest: null,
    });
    expect(await stateOf(b.id)).toBe('closed');
    expectError(await withdraw(second.tutor.token, b.id), 'move-request-closed');
  });

  it('tells both members’ open pages of the request and its answer at once', async () => {
    const { tutor, s, lesson } = await lessonAt(startIn(30));
    const [tutorSocket, studentSocket] = await Promise.all([
      connectAs(h, tutor.token),
      connectAs(h, s.token),
    ]);
    const opened = [
      next(tutorSocket, 'LessonMoveRequest'),
      next(studentSocket, 'LessonMoveRequest'),
    ];
    const proposed = (await propose(tutor.token, lesson.id, startIn(40))).body.moveRequest!;
    const open = { lessonId: lesson.id, requestId: proposed.id, state: 'open' };
    expect(await Promise.all(opened)).toEqual([open, open]);
    const answered = [
      next(tutorSocket, 'LessonMoveRequest'),
      next(studentSocket, 'LessonMoveRequest'),
    ];
    await decline(s.token, proposed.id);
    const declined = { ...open, state: 'declined' };
    expect(await Promise.all(answered)).toEqual([declined, declined]);
  });
});

describe('lapse', () => {
  it('lets the student accept a minute before the request lapses, and not a minute after', async () => {
    // The call opens a minute from now (and lapses the requests) for one lesson, in two from now
    // for the other.
    const [tutor, other] = [await listedTutor(h), await listedTutor(h)];
    const [a, b] = [await student(h), await student(h)];
    const soon = (minutes: number) => new Date(Date.now() + (opensMinutes() + minutes) * MINUTE);
    const first = await insertLesson(h, { tutorId: tutor.id, studentId: a.id, startsAt: soon(2) });
    const second = await insertLesson(h, { tutorId: other.id, studentId: b.id, startsAt: soon(2) });
    const before = (await propose(tutor.token, first.id, startIn(5))).body.moveRequest!;
    const after = (await propose(other.token, second.id, startIn(5))).body.moveRequest!;
    vi.useFakeTimers({ toFake: ['Date'], now: Date.parse(before.lapsesAt) - MINUTE });
    expect((await accept(a.token, before.id)).status).toBe(200);
    vi.setSystemTime(Date.parse(after.lapsesAt) + MINUTE);
    expect((await read(b.token, second.id)).moveRequest).toBeNull();
    expectError(await accept(b.token, after.id), 'move-request-lapsed');
    expect(await stateOf(after.id)).toBe('lapsed');
    expect((await read(b.token, second.id)).startsAt).toBe(second.startsAt.toISOString());
  });

  it('lapses at the proposed time when it comes first', async () => {
    const { tutor, s, lesson } = await lessonAt(startIn(30));
    const earlier = startIn(2);
    const proposed = (await propose(tutor.token, lesson.id, earlier)).body.moveRequest!;
    vi.useFakeTimers({ toFake: ['Date'], now: earlier.getTime() + MINUTE });
    expectError(await accept(s.token, proposed.id), 'move-request-lapsed');
    vi.useRealTimers();
    // A lapsed request no longer holds the lesson's place: another may be proposed.
    expect((await propose(tutor.token, lesson.id, startIn(40))).status).toBe(200);
  });
});

describe('a lapse told to the tutor', () => {
  it('tells the tutor the lesson keeps its time when nobody answered, and nothing otherwise', async () => {
    const unanswered = await lessonAt(startIn(30));
    const answered = await lessonAt(startIn(30));
    const open = (await propose(unanswered.tutor.token, unanswered.lesson.id, startIn(40))).body
      .moveRequest!;
    const closed = (await propose(answered.tutor.token, answered.lesson.id, startIn(40))).body
      .moveRequest!;
    await decline(answered.s.token, closed.id);
    const lapseNotices = async (email: string) =>
      (await outbox(h, email)).filter((m) => m.subject?.endsWith('على الموعد الذي اقترحته'));
    // A minute before the lapse the notice is not due.
    vi.useFakeTimers({ toFake: ['Date'], now: Date.parse(open.lapsesAt) - MINUTE });
    await h.runJobs();
    expect(await lapseNotices(unanswered.tutor.user.email)).toEqual([]);
    vi.setSystemTime(Date.parse(open.lapsesAt) + MINUTE);
    await h.runJobs();
    vi.useRealTimers();
    const [told, ...none] = await lapseNotices(unanswered.tutor.user.email);
    expect(none).toEqual([]);
    expect(told!.subject).toMatch(new RegExp(`^لم (يردّ|تردّ) ${unanswered.s.user.name} `));
    expect(told!.text).toContain('فيبقى الدرس في موعده');
    expect(await lapseNotices(answered.tutor.user.email)).toEqual([]);
  });
});

describe('the call window', () => {
  it('lets a tutor propose and a student move a minute before the call opens, and neither a minute after', async () => {
    await setCutoff(0);
    try {
      const [tutor, other] = [await listedTutor(h), await listedTutor(h)];
      const [a, b] = [await student(h), await student(h)];
      const inMinutes = (minutes: number) =>
        new Date(Date.now() + (opensMinutes() + minutes) * MINUTE);
      const closed = await insertLesson(h, {
        tutorId: tutor.id,
        studentId: a.id,
        startsAt: inMinutes(-1),
      });
      expectError(await propose(tutor.token, closed.id, startIn(5)), 'lesson-window-open');
      expectError(await move(a.token, closed.id, startIn(5)), 'lesson-window-open');
      const open = await insertLesson(h, {
        tutorId: other.id,
        studentId: b.id,
        startsAt: inMinutes(1),
      });
      expect((await propose(other.token, open.id, startIn(5))).status).toBe(200);
      expect((await move(b.token, open.id, startIn(6))).status).toBe(200);
    } finally {
      await setCutoff(DEFAULT_CUTOFF);
    }
  });
});

describe('a student’s own move and the cancellation cutoff', () => {
  /** A cutoff a minute (up to two) before or after now, as cancelling's tests take it. */
  const cutoffAround = (startsAt: Date, side: 'before' | 'after') => {
    const minutesToStart = Math.floor((startsAt.getTime() - Date.now()) / MINUTE);
    return side === 'before' ? minutesToStart - 1 : minutesToStart + 1;
  };

  it('moves a minute before the cutoff', async () => {
    const { s, lesson } = await lessonAt(startIn(3));
    await setCutoff(cutoffAround(new Date(lesson.startsAt), 'before'));
    try {
      expect((await move(s.token, lesson.id, startIn(5))).status).toBe(200);
    } finally {
      await setCutoff(DEFAULT_CUTOFF);
    }
  });

  it('answers move-cutoff-passed a minute after it; the tutor may still propose', async () => {
    const { tutor, s, lesson } = await lessonAt(startIn(3));
    await setCutoff(cutoffAround(new Date(lesson.startsAt), 'after'));
    try {
      expectError(await move(s.token, lesson.id, startIn(5)), 'move-cutoff-passed');
      const proposed = (await propose(tutor.token, lesson.id, startIn(5))).body.moveRequest!;
      expect((await accept(s.token, proposed.id)).status).toBe(200);
    } finally {
      await setCutoff(DEFAULT_CUTOFF);
    }
  });
});
