import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { api, Gender, Role, RoomType } from '@darsak/shared';
import {
  availabilityExceptions,
  jobs,
  lessons,
  subscriptions,
  tutors,
  users,
} from '../../src/db/schema.js';
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
import { expectError, outbox } from '../support.js';

let h: Harness;
let admin: string;
beforeAll(async () => {
  h = await startHarness(weekFromYesterday());
  admin = (await h.account({ role: Role.RegularAdmin })).token.value;
});
afterAll(() => h.close());

const bookRaw = (token: string, tutorId: number, startsAt: Date | string, duration = 30) =>
  h.call(api.bookLesson, {
    body: {
      tutorId,
      startsAt: typeof startsAt === 'string' ? startsAt : startsAt.toISOString(),
      duration: duration as 30,
    },
    token,
  });

const quota = async (token: string) => (await h.call(api.quota, { token })).body;

describe('POST /api/v1/lesson/ (book)', () => {
  it('books a lesson in the tutor’s free time, prices it and takes the minutes from the quota', async () => {
    const tutor = await listedTutor(h);
    await h.ctx.db.update(users).set({ gender: Gender.Female }).where(eq(users.id, tutor.id));
    const s = await student(h);
    const startsAt = startIn(3);
    const res = await bookRaw(s.token, tutor.id, startsAt);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      id: expect.any(Number),
      tutor: { id: tutor.id, name: 'منى السيد', image: null, gender: Gender.Female },
      student: { id: s.id, name: 'Test User', image: null, gender: null },
      startsAt: startsAt.toISOString(),
      endsAt: new Date(startsAt.getTime() + 30 * 60_000).toISOString(),
      // Its room takes members from SESSION_OPENS_MINUTES_BEFORE before the start, as the
      // session itself says (decision 013): the screens offer the way in by it.
      opensAt: new Date(
        startsAt.getTime() - h.ctx.config.sessionOpensMinutesBefore * 60_000,
      ).toISOString(),
      duration: 30,
      // The default rate, 150 EGP an hour, for half an hour.
      price: 7_500,
      status: 'pending',
      cancelledBy: null,
      cancelledAt: null,
      // Free to cancel until the platform's cutoff, 4 hours by default, before the start.
      freeCancelUntil: new Date(startsAt.getTime() - 4 * 60 * 60_000).toISOString(),
      outcome: null,
      restoredMinutes: 0,
      // Its outcome may be disputed until the platform's window, 48 hours by default, after its end.
      disputeUntil: new Date(startsAt.getTime() + 30 * 60_000 + 48 * 60 * 60_000).toISOString(),
      moveRequest: null,
      createdAt: expect.any(String),
    });
    expect(await quota(s.token)).toMatchObject({
      weeklyMinutes: 30,
      usedMinutes: 30,
      remainingMinutes: 0,
    });
    const got = await h.call(api.getLesson, { params: { id: res.body.id }, token: tutor.token });
    // A single lesson's read adds its dispute and the minutes an admin may give back.
    expect(got.body).toEqual({ ...res.body, dispute: null, restorableMinutes: 0 });
    // The lesson's room opens when the lesson says it does.
    const room = await h.call(api.roomFor, {
      body: { type: RoomType.Lesson, refId: res.body.id },
      token: s.token,
    });
    const live = await h.call(api.getSession, { params: { id: room.body.id }, token: s.token });
    expect(live.body.opensAt).toBe(res.body.opensAt);
  });

  it('fixes the price from the tutor’s own rate at booking time', async () => {
    const tutor = await listedTutor(h, { hourlyRate: 12_000 });
    const s = await student(h);
    const lesson = await book(h, s.token, tutor.id, startIn(2), 15);
    expect(lesson.price).toBe(3_000);
    await h.ctx.db.update(tutors).set({ hourlyRate: 50_000 }).where(eq(tutors.userId, tutor.id));
    const later = await h.call(api.getLesson, { params: { id: lesson.id }, token: s.token });
    expect(later.body.price).toBe(3_000);
  });

  it('tells both members, and schedules reminders a day and an hour before', async () => {
    const tutor = await listedTutor(h);
    const s = await student(h);
    const emit = vi.spyOn(h.ctx.realtime, 'toUsers');
    const lesson = await book(h, s.token, tutor.id, startIn(30));
    expect(emit).toHaveBeenCalledWith([tutor.id, s.id], 'LessonBooked', { lessonId: lesson.id });
    emit.mockRestore();
    const reminders = await h.ctx.db.select().from(jobs).where(eq(jobs.name, 'lesson-reminder'));
    const mine = reminders.filter(
      (job) => (job.payload as { lessonId: number }).lessonId === lesson.id,
    );
    expect(mine).toHaveLength(4);
    const start = Date.parse(lesson.startsAt);
    expect(new Set(mine.map((job) => start - job.runAt.getTime()))).toEqual(
      new Set([24 * 3_600_000, 3_600_000]),
    );
    expect(new Set(mine.map((job) => (job.payload as { userId: number }).userId))).toEqual(
      new Set([tutor.id, s.id]),
    );
  });

  it('leaves out reminders whose time has passed', async () => {
    const tutor = await listedTutor(h);
    const s = await student(h);
    const lesson = await book(h, s.token, tutor.id, startIn(0.5));
    const reminders = (
      await h.ctx.db.select().from(jobs).where(eq(jobs.name, 'lesson-reminder'))
    ).filter((job) => (job.payload as { lessonId: number }).lessonId === lesson.id);
    expect(reminders).toEqual([]);
  });

  it('tells the tutor by message who booked, when and for how long, and confirms it to the student', async () => {
    const tutor = await listedTutor(h);
    const s = await student(h);
    const lesson = await book(h, s.token, tutor.id, startIn(30), 15);
    await h.runJobs();
    const [notice, ...rest] = await outbox(h, tutor.user.email);
    expect(rest).toEqual([]);
    expect(notice).toMatchObject({
      channel: 'email',
      subject: `درس جديد مع ${s.user.name} في درسك`,
    });
    expect(notice!.text).toContain('١٥ دقيقة');
    const when = new Intl.DateTimeFormat('ar-EG', {
      weekday: 'long',
      day: 'numeric',
      month: 'long',
      hour: 'numeric',
      minute: '2-digit',
      timeZone: h.ctx.config.timeZone,
    }).format(new Date(lesson.startsAt));
    expect(notice!.text).toContain(when);
    // The student who booked gets a confirmation of their own (decision 046).
    const [confirmation, ...more] = await outbox(h, s.user.email);
    expect(more).toEqual([]);
    expect(confirmation).toMatchObject({
      channel: 'email',
      subject: `تأكيد حجز درسك مع ${tutor.user.name}`,
    });
    expect(confirmation!.text).toContain(`تم حجز درسك مع ${tutor.user.name}، موعده ${when}`);
    expect(confirmation!.text).toContain('ومدته ١٥ دقيقة');
  });

  it('confirms a booking to an English student in English', async () => {
    const tutor = await listedTutor(h);
    const s = await student(h);
    await h.ctx.db.update(users).set({ language: 'en' }).where(eq(users.id, s.id));
    await book(h, s.token, tutor.id, startIn(30));
    await h.runJobs();
    const [confirmation] = await outbox(h, s.user.email);
    expect(confirmation?.subject).toBe(
      `Your Darsak lesson with \u2068${tutor.user.name}\u2069 is booked`,
    );
    expect(confirmation?.text).toContain('30 minutes');
  });

  it('sends no booking notice for a lesson cancelled before it could go', async () => {
    const tutor = await listedTutor(h);
    const s = await student(h);
    const lesson = await book(h, s.token, tutor.id, startIn(30));
    await h.call(api.cancelLesson, { params: { id: lesson.id }, token: s.token });
    await h.runJobs();
    expect((await outbox(h, tutor.user.email)).map((m) => m.subject)).toEqual([
      'تم إلغاء درس في درسك',
    ]);
  });

  it('books a tutor manager whose profile meets the listing rule, as the dashboard promises', async () => {
    const manager = await listedTutor(h);
    await h.ctx.db.update(users).set({ role: Role.TutorManager }).where(eq(users.id, manager.id));
    h.ctx.cache.flush();
    const s = await student(h);
    const lesson = await book(h, s.token, manager.id, startIn(2));
    expect(lesson.tutor.id).toBe(manager.id);
    const listed = await h.call(api.onboardedTutors, { query: { size: 100 }, token: s.token });
    expect(listed.body.list.map((t) => t.id)).toContain(manager.id);
    // Their profile's reviews and its message button work as a tutor's.
    const reviews = await h.call(api.ratingsByTutor, {
      params: { id: manager.id },
      query: { page: 1, size: 10 },
      token: s.token,
    });
    expect(reviews.status).toBe(200);
    const chat = await h.call(api.newChat, {
      body: { userId: manager.id, message: 'أهلاً، عندي سؤال عن الدرس' },
      token: s.token,
    });
    expect(chat.status).toBe(200);
  });

  it('answers unverified-email for a student who has not confirmed their email', async () => {
    const tutor = await listedTutor(h);
    const s = await student(h, { verifiedEmail: false });
    expectError(await bookRaw(s.token, tutor.id, startIn(2)), 'unverified-email');
  });

  it('answers tutor-not-found for an unknown, unlisted or non-tutor id', async () => {
    const s = await student(h);
    expectError(await bookRaw(s.token, 999_999, startIn(2)), 'tutor-not-found');
    const unlisted = await listedTutor(h, { listed: false });
    expectError(await bookRaw(s.token, unlisted.id, startIn(2)), 'tutor-not-found');
    const other = await student(h);
    expectError(await bookRaw(s.token, other.id, startIn(2)), 'tutor-not-found');
    const bypassed = await listedTutor(h, { listed: false });
    await h.ctx.db
      .update(tutors)
      .set({ bypassOnboarding: true })
      .where(eq(tutors.userId, bypassed.id));
    expect((await bookRaw(s.token, bypassed.id, startIn(2))).status).toBe(200);
  });

  it('answers lesson-time-passed in the past and inside the tutor’s notice period', async () => {
    const tutor = await listedTutor(h, { noticePeriod: 120 });
    const s = await student(h);
    expectError(await bookRaw(s.token, tutor.id, startedAgo(1)), 'lesson-time-passed');
    expectError(await bookRaw(s.token, tutor.id, startIn(1)), 'lesson-time-passed');
    expect((await bookRaw(s.token, tutor.id, startIn(2.25))).status).toBe(200);
  });

  it('answers week-boundaries-violation outside the current quota week', async () => {
    const tutor = await listedTutor(h);
    const s = await student(h);
    const week = currentQuotaWeek(h);
    expectError(await bookRaw(s.token, tutor.id, week.end), 'week-boundaries-violation');
    const overlapsEnd = new Date(week.end.getTime() - 15 * 60_000);
    expectError(await bookRaw(s.token, tutor.id, overlapsEnd), 'week-boundaries-violation');
    expect((await bookRaw(s.token, tutor.id, overlapsEnd, 15)).status).toBe(200);
  });

  it('answers subscription-required without a subscription in force', async () => {
    const tutor = await listedTutor(h);
    const none = await student(h, { freeTrial: false });
    expectError(await bookRaw(none.token, tutor.id, startIn(2)), 'subscription-required');
    const ended = await student(h);
    await h.ctx.db
      .update(subscriptions)
      .set({
        startsAt: new Date(Date.now() - 20 * 86_400_000),
        endsAt: new Date(Date.now() - 1000),
      })
      .where(eq(subscriptions.userId, ended.id));
    expectError(await bookRaw(ended.token, tutor.id, startIn(2)), 'subscription-required');
  });

  it('answers reached-booking-limit while the student holds a lesson that has not ended', async () => {
    const [first, second] = [await listedTutor(h), await listedTutor(h)];
    const s = await student(h);
    await book(h, s.token, first.id, startIn(5), 15);
    expectError(await bookRaw(s.token, second.id, startIn(2), 15), 'reached-booking-limit');
    // A lesson under way counts too; one that ended does not.
    const other = await student(h);
    await insertLesson(h, { tutorId: first.id, studentId: other.id, startsAt: startedAgo(0.25) });
    expectError(await bookRaw(other.token, second.id, startIn(2), 15), 'reached-booking-limit');
    const third = await student(h);
    await insertLesson(h, {
      tutorId: first.id,
      studentId: third.id,
      startsAt: startedAgo(2),
      duration: 15,
    });
    expect((await bookRaw(third.token, second.id, startIn(2), 15)).status).toBe(200);
  });

  it('answers no-enough-minutes when this week’s minutes run short', async () => {
    const tutor = await listedTutor(h);
    const s = await student(h);
    await insertLesson(h, {
      tutorId: tutor.id,
      studentId: s.id,
      startsAt: startedAgo(3),
      duration: 15,
    });
    expect(await quota(s.token)).toMatchObject({ usedMinutes: 15, remainingMinutes: 15 });
    expectError(await bookRaw(s.token, tutor.id, startIn(2), 30), 'no-enough-minutes');
    expect((await bookRaw(s.token, tutor.id, startIn(2), 15)).status).toBe(200);
  });

  it('answers busy-tutor outside the tutor’s free time or over another lesson', async () => {
    const tutor = await listedTutor(h);
    const [a, b] = [await student(h), await student(h)];
    const at = startIn(4);
    await book(h, a.token, tutor.id, at);
    expectError(await bookRaw(b.token, tutor.id, at), 'busy-tutor');
    expectError(
      await bookRaw(b.token, tutor.id, new Date(at.getTime() + 15 * 60_000)),
      'busy-tutor',
    );
    expectError(
      await bookRaw(b.token, tutor.id, new Date(at.getTime() - 15 * 60_000)),
      'busy-tutor',
    );
    expect((await bookRaw(b.token, tutor.id, new Date(at.getTime() + 30 * 60_000))).status).toBe(
      200,
    );

    const noSchedule = await listedTutor(h, { slots: [] });
    const c = await student(h);
    expectError(await bookRaw(c.token, noSchedule.id, startIn(2)), 'busy-tutor');
  });

  it('answers busy-tutor on a date the tutor blocked', async () => {
    const tutor = await listedTutor(h);
    const s = await student(h);
    const at = startIn(26);
    const date = new Intl.DateTimeFormat('en-CA', { timeZone: h.config.timeZone }).format(at);
    await h.ctx.db
      .insert(availabilityExceptions)
      .values({ tutorId: tutor.id, date, startMinute: 0, endMinute: 1440, available: false });
    expectError(await bookRaw(s.token, tutor.id, at), 'busy-tutor');
  });

  it('lets only students book, and only on quarter hours for 15 or 30 minutes', async () => {
    const tutor = await listedTutor(h);
    const s = await student(h);
    expectError(await bookRaw(tutor.token, tutor.id, startIn(2)), 'forbidden');
    expectError(await bookRaw(admin, tutor.id, startIn(2)), 'forbidden');
    expectError(
      await h.call(api.bookLesson, {
        body: { tutorId: tutor.id, startsAt: startIn(2).toISOString(), duration: 30 },
      }),
      'unauthenticated',
    );
    const offGrid = new Date(startIn(2).getTime() + 5 * 60_000);
    expectError(await bookRaw(s.token, tutor.id, offGrid), 'invalid-value');
    expectError(await bookRaw(s.token, tutor.id, startIn(2), 20), 'invalid-value');
    expectError(await bookRaw(s.token, tutor.id, 'tomorrow'), 'invalid-value');
  });
});

describe('PATCH /api/v1/lesson (reschedule)', () => {
  const move = (token: string, id: number, startsAt: Date, duration?: 15 | 30) =>
    h.call(api.rescheduleLesson, {
      body: { id, startsAt: startsAt.toISOString(), ...(duration ? { duration } : {}) },
      token,
    });

  it('lets the student move the lesson, tells both and replaces its reminders', async () => {
    const tutor = await listedTutor(h);
    const s = await student(h);
    const lesson = await book(h, s.token, tutor.id, startIn(30));
    await h.runJobs();
    const emit = vi.spyOn(h.ctx.realtime, 'toUsers');
    const to = startIn(40);
    const res = await move(s.token, lesson.id, to);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      id: lesson.id,
      startsAt: to.toISOString(),
      endsAt: new Date(to.getTime() + 30 * 60_000).toISOString(),
      price: lesson.price,
      status: 'pending',
    });
    expect(emit).toHaveBeenCalledWith([tutor.id, s.id], 'LessonRebooked', { lessonId: lesson.id });
    emit.mockRestore();
    const starts = (await h.ctx.db.select().from(jobs).where(eq(jobs.name, 'lesson-reminder')))
      .map((job) => job.payload as { lessonId: number; startsAt: string })
      .filter((p) => p.lessonId === lesson.id)
      .map((p) => p.startsAt);
    expect(starts.filter((start) => start === to.toISOString())).toHaveLength(4);
    // The tutor hears of the booking, then of the move from its old time; the student had the
    // confirmation of their booking, then has the confirmation of the move they made.
    await h.runJobs();
    const [moved, booked] = await outbox(h, tutor.user.email);
    expect(booked?.subject).toBe(`درس جديد مع ${s.user.name} في درسك`);
    expect(moved?.subject).toBe(`تغيّر موعد درسك مع ${s.user.name}`);
    expect(moved?.text).toMatch(/كان .+، وأصبح .+، ومدته ٣٠ دقيقة/);
    const [confirmed, ...before] = await outbox(h, s.user.email);
    expect(before.map((m) => m.subject)).toEqual([`تأكيد حجز درسك مع ${tutor.user.name}`]);
    expect(confirmed?.subject).toBe(`تأكيد الموعد الجديد لدرسك مع ${tutor.user.name}`);
    expect(confirmed?.text).toMatch(/إلى .+ بدلاً من .+، كما طلبت، ومدته ٣٠ دقيقة/);
  });

  it('tells both again when the student moves the lesson back to the time it had', async () => {
    const tutor = await listedTutor(h);
    const s = await student(h);
    const first = startIn(30);
    const lesson = await book(h, s.token, tutor.id, first);
    await h.runJobs();
    expect((await move(s.token, lesson.id, startIn(40))).status).toBe(200);
    await h.runJobs();
    expect((await move(s.token, lesson.id, first)).status).toBe(200);
    await h.runJobs();
    const tutorSubjects = (await outbox(h, tutor.user.email)).map((m) => m.subject);
    expect(tutorSubjects).toEqual([
      `تغيّر موعد درسك مع ${s.user.name}`,
      `تغيّر موعد درسك مع ${s.user.name}`,
      `درس جديد مع ${s.user.name} في درسك`,
    ]);
    const studentSubjects = (await outbox(h, s.user.email)).map((m) => m.subject);
    expect(studentSubjects).toEqual([
      `تأكيد الموعد الجديد لدرسك مع ${tutor.user.name}`,
      `تأكيد الموعد الجديد لدرسك مع ${tutor.user.name}`,
      `تأكيد حجز درسك مع ${tutor.user.name}`,
    ]);
  });

  it('tells nobody of a move to the time the lesson already has', async () => {
    const tutor = await listedTutor(h);
    const s = await student(h);
    const at = startIn(30);
    const lesson = await book(h, s.token, tutor.id, at);
    await h.runJobs();
    const before = [
      (await outbox(h, tutor.user.email)).length,
      (await outbox(h, s.user.email)).length,
    ];
    expect((await move(s.token, lesson.id, at)).status).toBe(200);
    await h.runJobs();
    expect([
      (await outbox(h, tutor.user.email)).length,
      (await outbox(h, s.user.email)).length,
    ]).toEqual(before);
  });

  it('lets the student move it over its own old time, and shorten it at the booked rate', async () => {
    const tutor = await listedTutor(h, { hourlyRate: 12_000 });
    const s = await student(h);
    const lesson = await book(h, s.token, tutor.id, startIn(6));
    const later = new Date(Date.parse(lesson.startsAt) + 15 * 60_000);
    await h.ctx.db.update(tutors).set({ hourlyRate: 99_000 }).where(eq(tutors.userId, tutor.id));
    const res = await move(s.token, lesson.id, later, 15);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ startsAt: later.toISOString(), duration: 15, price: 3_000 });
    expect(await quota(s.token)).toMatchObject({ usedMinutes: 15, remainingMinutes: 15 });
  });

  // A tutor proposes a time instead (lesson-moves.test.ts).
  it('refuses a tutor’s move: a tutor proposes, the student decides', async () => {
    const tutor = await listedTutor(h);
    const s = await student(h);
    const lesson = await book(h, s.token, tutor.id, startIn(30));
    expectError(await move(tutor.token, lesson.id, startIn(31)), 'move-by-request');
    expect(
      (await h.call(api.getLesson, { params: { id: lesson.id }, token: s.token })).body,
    ).toMatchObject({ startsAt: lesson.startsAt });
  });

  it('follows the booking rules, not counting the lesson being moved', async () => {
    const tutor = await listedTutor(h);
    const [a, b] = [await student(h), await student(h)];
    const mine = await book(h, a.token, tutor.id, startIn(5), 15);
    const theirs = await book(h, b.token, tutor.id, startIn(7));
    expectError(await move(a.token, mine.id, new Date(theirs.startsAt)), 'busy-tutor');
    expectError(await move(a.token, mine.id, currentQuotaWeek(h).end), 'week-boundaries-violation');
    expectError(await move(a.token, mine.id, startedAgo(1)), 'lesson-time-passed');
    await insertLesson(h, {
      tutorId: tutor.id,
      studentId: a.id,
      startsAt: startedAgo(3),
      duration: 15,
    });
    expectError(await move(a.token, mine.id, startIn(9), 30), 'no-enough-minutes');
    expect((await move(a.token, mine.id, startIn(9), 15)).status).toBe(200);
  });

  it('refuses lessons of others, cancelled lessons and lessons whose call is open', async () => {
    const tutor = await listedTutor(h);
    const s = await student(h);
    const lesson = await book(h, s.token, tutor.id, startIn(5));
    const stranger = await student(h);
    expectError(await move(stranger.token, lesson.id, startIn(4)), 'lesson-not-found');
    expectError(await move(admin, lesson.id, startIn(4)), 'lesson-not-found');
    // An admin cancels from the back office, with a reason, not through the members' cancel.
    expectError(
      await h.call(api.cancelLesson, { params: { id: lesson.id }, token: admin }),
      'lesson-not-found',
    );
    expectError(await move(s.token, 999_999, startIn(4)), 'lesson-not-found');
    await h.call(api.cancelLesson, { params: { id: lesson.id }, token: s.token });
    expectError(await move(s.token, lesson.id, startIn(4)), 'illegal');
    const other = await student(h);
    const started = await insertLesson(h, {
      tutorId: tutor.id,
      studentId: other.id,
      startsAt: startedAgo(0.25),
    });
    expectError(await move(other.token, started.id, startIn(6)), 'lesson-window-open');
  });
});

// Cancelling before the cutoff; after it, see lesson-outcomes.test.ts.
describe('DELETE /api/v1/lesson/{id} (cancel)', () => {
  const cancel = (token: string, id: number) => h.call(api.cancelLesson, { params: { id }, token });

  it('lets the student cancel: minutes return, the slot frees, the tutor is told', async () => {
    const tutor = await listedTutor(h);
    const s = await student(h);
    const lesson = await book(h, s.token, tutor.id, startIn(5));
    const emit = vi.spyOn(h.ctx.realtime, 'toUsers');
    const res = await cancel(s.token, lesson.id);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      id: lesson.id,
      status: 'cancelled',
      cancelledBy: s.id,
      cancelledAt: expect.any(String),
    });
    expect(emit).toHaveBeenCalledWith([tutor.id, s.id], 'LessonCanceled', {
      lessonId: lesson.id,
      canceledBy: s.id,
    });
    emit.mockRestore();
    expect(await quota(s.token)).toMatchObject({ usedMinutes: 0, remainingMinutes: 30 });
    const another = await student(h);
    await book(h, another.token, tutor.id, new Date(lesson.startsAt));
    await h.runJobs();
    // The tutor is told of the cancellation, and of the new booking at the time it freed.
    const told = await outbox(h, tutor.user.email);
    expect(told.map((m) => m.subject).sort()).toEqual(
      ['تم إلغاء درس في درسك', `درس جديد مع ${another.user.name} في درسك`].sort(),
    );
    // The student gets a confirmation of the cancellation they made (their booking's went unsent:
    // the lesson was cancelled before it could go).
    const [confirmation, ...more] = await outbox(h, s.user.email);
    expect(more).toEqual([]);
    expect(confirmation?.subject).toBe(`تأكيد إلغاء درسك مع ${tutor.user.name}`);
    expect(confirmation?.text).toContain('كما طلبت');
    expect(confirmation?.text).toContain('رصيدك الأسبوعي');
    const [row] = await h.ctx.db.select().from(tutors).where(eq(tutors.userId, tutor.id));
    expect(row!.activityScore).toBe(100);
  });

  it('lets the tutor cancel, telling the student and lowering the tutor’s activity score', async () => {
    const tutor = await listedTutor(h);
    const s = await student(h);
    const lesson = await book(h, s.token, tutor.id, startIn(5));
    const res = await cancel(tutor.token, lesson.id);
    expect(res.body).toMatchObject({ status: 'cancelled', cancelledBy: tutor.id });
    const [row] = await h.ctx.db.select().from(tutors).where(eq(tutors.userId, tutor.id));
    expect(row!.activityScore).toBe(99);
    await h.runJobs();
    const [message] = await outbox(h, s.user.email);
    expect(message?.text).toContain('منى السيد');
    expect(message?.text).toContain('رصيدك الأسبوعي');
  });

  it('lets an admin cancel and tells both members', async () => {
    const tutor = await listedTutor(h);
    const s = await student(h);
    const lesson = await book(h, s.token, tutor.id, startIn(3));
    const res = await h.call(api.adminCancelLesson, {
      params: { id: lesson.id },
      body: { returnMinutes: true, reason: 'طلب الطالب الإلغاء من الدعم' },
      token: admin,
    });
    expect(res.status).toBe(200);
    await h.runJobs();
    expect((await outbox(h, s.user.email)).length).toBe(1);
    expect((await outbox(h, tutor.user.email)).length).toBe(1);
  });

  it('refuses others’ lessons, a second cancellation and lessons that have started', async () => {
    const tutor = await listedTutor(h);
    const s = await student(h);
    const lesson = await book(h, s.token, tutor.id, startIn(3));
    const stranger = await student(h);
    expectError(await cancel(stranger.token, lesson.id), 'lesson-not-found');
    expectError(await cancel(s.token, 999_999), 'lesson-not-found');
    await cancel(s.token, lesson.id);
    expectError(await cancel(s.token, lesson.id), 'illegal');
    const started = await insertLesson(h, {
      tutorId: tutor.id,
      studentId: stranger.id,
      startsAt: startedAgo(0.25),
    });
    expectError(await cancel(stranger.token, started.id), 'lesson-time-passed');
  });
});

describe('lesson lists, a single lesson and attended statistics', () => {
  let tutor: Awaited<ReturnType<typeof listedTutor>>;
  let otherTutor: Awaited<ReturnType<typeof listedTutor>>;
  let s: Awaited<ReturnType<typeof student>>;
  const ids = {} as Record<'past' | 'now' | 'future' | 'cancelled' | 'otherPast', number>;

  beforeAll(async () => {
    tutor = await listedTutor(h);
    otherTutor = await listedTutor(h);
    s = await student(h);
    ids.past = (
      await insertLesson(h, {
        tutorId: tutor.id,
        studentId: s.id,
        startsAt: startedAgo(5),
        duration: 15,
      })
    ).id;
    ids.otherPast = (
      await insertLesson(h, { tutorId: otherTutor.id, studentId: s.id, startsAt: startedAgo(3) })
    ).id;
    ids.cancelled = (
      await insertLesson(h, {
        tutorId: tutor.id,
        studentId: s.id,
        startsAt: startIn(1),
        cancelledBy: s.id,
      })
    ).id;
    ids.now = (
      await insertLesson(h, { tutorId: tutor.id, studentId: s.id, startsAt: startedAgo(0.25) })
    ).id;
    ids.future = (
      await insertLesson(h, { tutorId: otherTutor.id, studentId: s.id, startsAt: startIn(30) })
    ).id;
  });

  const list = (token: string, query: Record<string, unknown> = {}) =>
    h.call(api.listLessons, { query: query as never, token });

  it('lists the student’s lessons, newest first, with statuses that follow time', async () => {
    const res = await list(s.token);
    expect(res.status).toBe(200);
    expect(res.body.total).toBe(5);
    expect(res.body.list.map((l) => l.id)).toEqual([
      ids.future,
      ids.cancelled,
      ids.now,
      ids.otherPast,
      ids.past,
    ]);
    expect(res.body.list.map((l) => l.status)).toEqual([
      'pending',
      'cancelled',
      'happening',
      'fulfilled',
      'fulfilled',
    ]);
  });

  it('filters ratified or cancelled, and future (soonest first), past or now', async () => {
    const ofIds = async (query: Record<string, unknown>) =>
      (await list(s.token, query)).body.list.map((l) => l.id);
    expect(await ofIds({ filter: 'cancelled' })).toEqual([ids.cancelled]);
    expect(await ofIds({ filter: 'ratified' })).toEqual([
      ids.future,
      ids.now,
      ids.otherPast,
      ids.past,
    ]);
    expect(await ofIds({ when: 'future' })).toEqual([ids.cancelled, ids.future]);
    expect(await ofIds({ when: 'future', filter: 'ratified' })).toEqual([ids.future]);
    expect(await ofIds({ when: 'past' })).toEqual([ids.otherPast, ids.past]);
    expect(await ofIds({ when: 'now' })).toEqual([ids.now]);
    expect(await ofIds({ tutorId: otherTutor.id })).toEqual([ids.future, ids.otherPast]);
    expectError(await list(s.token, { when: 'soon' }), 'invalid-value');
  });

  it('pages', async () => {
    const first = await list(s.token, { page: 1, size: 2 });
    const third = await list(s.token, { page: 3, size: 2 });
    expect(first.body.total).toBe(5);
    expect(first.body.list.map((l) => l.id)).toEqual([ids.future, ids.cancelled]);
    expect(third.body.list.map((l) => l.id)).toEqual([ids.past]);
  });

  it('shows a tutor only their own lessons, and admins anyone’s', async () => {
    const mine = await list(tutor.token);
    expect(mine.body.list.map((l) => l.id).sort()).toEqual(
      [ids.past, ids.cancelled, ids.now].sort(),
    );
    const someone = await student(h);
    expect((await list(someone.token)).body).toEqual({ list: [], total: 0 });
    expect((await list(someone.token, { studentId: s.id })).body.total).toBe(0);
    const forAdmin = await list(admin, { studentId: s.id, tutorId: otherTutor.id });
    expect(forAdmin.body.list.map((l) => l.id)).toEqual([ids.future, ids.otherPast]);
    // Someone neither tutor, student nor admin (a tutor manager who once taught) sees the lessons
    // they take part in on either side, and only those.
    const manager = await h.account({ role: Role.TutorManager });
    const taught = await insertLesson(h, {
      tutorId: manager.user.id,
      studentId: someone.id,
      startsAt: startedAgo(8),
    });
    const managed = await list(manager.token.value);
    expect(managed.body).toMatchObject({ total: 1 });
    expect(managed.body.list.map((l) => l.id)).toEqual([taught.id]);
    expect((await list(manager.token.value, { when: 'future' })).body.total).toBe(0);
    expectError(await h.call(api.listLessons, {}), 'unauthenticated');
  });

  it('counts all lessons for admins, and takes the planner’s estimate once the table is large', async () => {
    const exact = async () => (await h.ctx.db.select({ n: count() }).from(lessons))[0]!.n;
    // A small table: every total is counted, and says so by leaving totalEstimated out.
    const small = await list(admin);
    expect(small.body.total).toBe(await exact());
    expect(small.body.totalEstimated).toBeUndefined();
    // The planner believes in two million lessons (as ANALYZE would record on a large table).
    const setEstimate = (rows: number) =>
      h.ctx.db.execute(
        sql`update pg_class set reltuples = ${rows} where oid = 'lessons'::regclass`,
      );
    await setEstimate(2_000_000);
    try {
      const all = await list(admin);
      expect(all.body).toMatchObject({ total: 2_000_000, totalEstimated: true });
      expect(all.body.list.length).toBeGreaterThan(0);
      // Any filter counts exactly, whatever the table's size.
      const filtered = await list(admin, { tutorId: tutor.id });
      expect(filtered.body.total).toBe(3);
      expect(filtered.body.totalEstimated).toBeUndefined();
      const cancelled = await list(admin, { filter: 'cancelled' });
      expect(cancelled.body.totalEstimated).toBeUndefined();
      // Nobody but admins sees all lessons: a tutor's own list is counted.
      expect((await list(tutor.token)).body).toMatchObject({ total: 3 });
    } finally {
      await setEstimate(-1);
    }
    expect((await list(admin)).body.total).toBe(await exact());
  });

  it('shows a lesson to its members and admins only', async () => {
    for (const token of [s.token, tutor.token, admin]) {
      const res = await h.call(api.getLesson, { params: { id: ids.now }, token });
      expect(res.body).toMatchObject({ id: ids.now, status: 'happening' });
    }
    expectError(
      await h.call(api.getLesson, { params: { id: ids.now }, token: otherTutor.token }),
      'lesson-not-found',
    );
    expectError(
      await h.call(api.getLesson, { params: { id: 999_999 }, token: s.token }),
      'lesson-not-found',
    );
  });

  it('counts no attended lesson where nobody joined the call (lesson-record.test.ts counts those joined)', async () => {
    const forStudent = await h.call(api.attendedStats, { token: s.token });
    expect(forStudent.body).toEqual({ lessons: 0, minutes: 0, minutesThisWeek: 0 });
  });
});
