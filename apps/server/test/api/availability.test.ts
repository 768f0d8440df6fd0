import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  addLocalDays,
  api,
  formatLocalDate,
  localDateOf,
  localParts,
  Role,
  type SetSlotsBody,
} from '@darsak/shared';
import {
  availabilityExceptions,
  availabilitySlots,
  lessons,
  tutors,
  users,
} from '../../src/db/schema.js';
import {
  book,
  currentQuotaWeek,
  listedTutor,
  startIn,
  student,
  tomorrowAt,
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

/** A batch as sent: any subset of the fields, and invalid values too. */
const setSlots = (token: string, body: Record<string, unknown>) =>
  h.call(api.setSlots, { body: body as SetSlotsBody, token });
const listSlots = (token: string, tutorId?: number) =>
  h.call(api.listSlots, { query: tutorId ? { tutorId } : {}, token });

/** The local date and minute of day of an instant, in the server's zone. */
const local = (instant: Date) => {
  const parts = localParts(instant, h.config.timeZone);
  return {
    date: formatLocalDate(parts),
    weekday: parts.weekday,
    minute: parts.hour * 60 + parts.minute,
  };
};
const today = () => localDateOf(new Date(), h.config.timeZone);

describe('GET /api/v1/availability-slot/', () => {
  it('shows a tutor their own schedule with upcoming one-off changes only', async () => {
    const tutor = await listedTutor(h, {
      slots: [{ weekday: 2, startMinute: 600, endMinute: 660 }],
    });
    const tomorrow = formatLocalDate(addLocalDays(today(), 1));
    const created = await setSlots(tutor.token, {
      exceptions: {
        creates: [{ date: tomorrow, startMinute: 120, endMinute: 180, available: true }],
      },
    });
    expect(created.status).toBe(200);
    // A change from last week is history, not shown.
    await h.ctx.db.insert(availabilityExceptions).values({
      tutorId: tutor.id,
      date: formatLocalDate(addLocalDays(today(), -7)),
      startMinute: 0,
      endMinute: 60,
      available: false,
    });
    const res = await listSlots(tutor.token);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      slots: [{ id: expect.any(Number), weekday: 2, startMinute: 600, endMinute: 660 }],
      exceptions: [
        {
          id: expect.any(Number),
          date: tomorrow,
          startMinute: 120,
          endMinute: 180,
          available: true,
        },
      ],
    });
  });

  it('shows admins any tutor’s schedule and others a listed tutor’s', async () => {
    const listed = await listedTutor(h, { slots: [{ weekday: 0, startMinute: 0, endMinute: 60 }] });
    const unlisted = await listedTutor(h, { listed: false });
    const s = await student(h);
    expect((await listSlots(s.token, listed.id)).body.slots).toHaveLength(1);
    expect((await listSlots(admin, unlisted.id)).body.slots).toHaveLength(7);
    expectError(await listSlots(s.token, unlisted.id), 'tutor-not-found');
    expectError(await listSlots(s.token), 'tutor-not-found');
    expectError(await listSlots(s.token, s.id), 'tutor-not-found');
    expectError(await h.call(api.listSlots, { query: {} }), 'unauthenticated');
  });
});

describe('POST /api/v1/availability-slot/ (set)', () => {
  it('creates, updates and deletes weekly slots and one-off changes in one batch', async () => {
    const tutor = await listedTutor(h, {
      slots: [
        { weekday: 1, startMinute: 540, endMinute: 600 },
        { weekday: 1, startMinute: 600, endMinute: 660 },
      ],
    });
    const [first, second] = (await listSlots(tutor.token)).body.slots;
    const date = formatLocalDate(addLocalDays(today(), 2));
    const told = vi.spyOn(h.ctx.realtime, 'toAll');
    const res = await setSlots(tutor.token, {
      creates: [
        { weekday: 3, startMinute: 1380, endMinute: 1440 },
        { weekday: 1, startMinute: 660, endMinute: 720 },
      ],
      updates: [{ id: first!.id, weekday: 1, startMinute: 480, endMinute: 600 }],
      deletes: [second!.id],
      exceptions: { creates: [{ date, startMinute: 0, endMinute: 1440, available: false }] },
    });
    expect(res.status).toBe(200);
    // Open pages hear that this tutor changed, once the tutor listing has read their schedule.
    expect(told).toHaveBeenCalledWith('TutorsCacheUpdated', {
      at: expect.any(String),
      tutorIds: [tutor.id],
    });
    told.mockRestore();
    expect(res.body).toEqual({
      slots: [
        { id: first!.id, weekday: 1, startMinute: 480, endMinute: 600 },
        { id: expect.any(Number), weekday: 1, startMinute: 660, endMinute: 720 },
        { id: expect.any(Number), weekday: 3, startMinute: 1380, endMinute: 1440 },
      ],
      exceptions: [
        { id: expect.any(Number), date, startMinute: 0, endMinute: 1440, available: false },
      ],
      cancelledLessons: [],
    });
    const removed = await setSlots(tutor.token, {
      exceptions: { deletes: [res.body.exceptions[0]!.id] },
    });
    expect(removed.body.exceptions).toEqual([]);
  });

  it('moves slots past each other in one batch', async () => {
    const tutor = await listedTutor(h, {
      slots: [
        { weekday: 4, startMinute: 0, endMinute: 60 },
        { weekday: 4, startMinute: 60, endMinute: 120 },
      ],
    });
    const [a, b] = (await listSlots(tutor.token)).body.slots;
    const res = await setSlots(tutor.token, {
      updates: [
        { id: a!.id, weekday: 4, startMinute: 60, endMinute: 120 },
        { id: b!.id, weekday: 4, startMinute: 0, endMinute: 60 },
      ],
    });
    expect(res.status).toBe(200);
    expect(res.body.slots).toEqual([
      { id: b!.id, weekday: 4, startMinute: 0, endMinute: 60 },
      { id: a!.id, weekday: 4, startMinute: 60, endMinute: 120 },
    ]);
  });

  it('answers conflicting-schedule for overlapping weekly slots, and changes nothing', async () => {
    const tutor = await listedTutor(h, {
      slots: [{ weekday: 5, startMinute: 600, endMinute: 720 }],
    });
    expectError(
      await setSlots(tutor.token, { creates: [{ weekday: 5, startMinute: 690, endMinute: 750 }] }),
      'conflicting-schedule',
    );
    expectError(
      await setSlots(tutor.token, {
        creates: [
          { weekday: 6, startMinute: 0, endMinute: 120 },
          { weekday: 6, startMinute: 60, endMinute: 180 },
        ],
      }),
      'conflicting-schedule',
    );
    const rows = await h.ctx.db
      .select()
      .from(availabilitySlots)
      .where(eq(availabilitySlots.tutorId, tutor.id));
    expect(rows).toHaveLength(1);
  });

  it('answers slot-not-found for someone else’s slot or change, and validates the batch', async () => {
    const tutor = await listedTutor(h);
    const other = await listedTutor(h);
    const [theirs] = (await listSlots(other.token)).body.slots;
    expectError(await setSlots(tutor.token, { deletes: [theirs!.id] }), 'slot-not-found');
    expectError(
      await setSlots(tutor.token, {
        updates: [{ id: theirs!.id, weekday: 0, startMinute: 0, endMinute: 60 }],
      }),
      'slot-not-found',
    );
    const blocked = await setSlots(other.token, {
      exceptions: {
        creates: [
          { date: formatLocalDate(today()), startMinute: 0, endMinute: 15, available: true },
        ],
      },
    });
    expectError(
      await setSlots(tutor.token, { exceptions: { deletes: [blocked.body.exceptions[0]!.id] } }),
      'slot-not-found',
    );
    const [mine] = (await listSlots(tutor.token)).body.slots;
    expectError(
      await setSlots(tutor.token, {
        deletes: [mine!.id],
        updates: [{ id: mine!.id, weekday: 0, startMinute: 0, endMinute: 60 }],
      }),
      'bad-request',
    );
    expectError(
      await setSlots(tutor.token, {
        exceptions: {
          creates: [
            {
              date: formatLocalDate(addLocalDays(today(), -1)),
              startMinute: 0,
              endMinute: 60,
              available: true,
            },
          ],
        },
      }),
      'invalid-value',
    );
    for (const slot of [
      { weekday: 1, startMinute: 600, endMinute: 600 },
      { weekday: 1, startMinute: 610, endMinute: 700 },
      { weekday: 7, startMinute: 0, endMinute: 60 },
      { weekday: 1, startMinute: 0, endMinute: 1455 },
    ])
      expectError(await setSlots(tutor.token, { creates: [slot] }), 'invalid-value');
  });

  it('is for tutors only', async () => {
    const s = await student(h);
    expectError(await setSlots(s.token, {}), 'forbidden');
    expectError(await setSlots(admin, {}), 'forbidden');
  });

  describe('with booked lessons', () => {
    /** A tutor free all day on the weekday of a lesson booked tomorrow at 10:00, and that lesson. */
    const bookedTutor = async () => {
      const at = tomorrowAt(h, 600);
      const { weekday, date, minute } = local(at);
      const tutor = await listedTutor(h, { slots: [{ weekday, startMinute: 0, endMinute: 1440 }] });
      const s = await student(h);
      const lesson = await book(h, s.token, tutor.id, at);
      const [slot] = (await listSlots(tutor.token)).body.slots;
      return { tutor, s, lesson, slot: slot!, weekday, date, minute };
    };

    it('refuses deleting the slot with conflicting-lessons naming the lessons, confirmable', async () => {
      const { tutor, lesson, slot } = await bookedTutor();
      const res = await setSlots(tutor.token, { deletes: [slot.id] });
      expectError(res, 'conflicting-lessons', {
        lessons: [expect.objectContaining({ id: lesson.id, status: 'pending' })],
        canConfirm: true,
      });
      expect((await listSlots(tutor.token)).body.slots).toHaveLength(1);
    });

    it('cancels the lessons when the tutor confirms, telling students and lowering the score', async () => {
      const { tutor, s, lesson, slot } = await bookedTutor();
      const emit = vi.spyOn(h.ctx.realtime, 'toUsers');
      const res = await setSlots(tutor.token, { deletes: [slot.id], cancelBookedLessons: true });
      expect(res.status).toBe(200);
      expect(res.body.slots).toEqual([]);
      expect(res.body.cancelledLessons).toEqual([
        expect.objectContaining({ id: lesson.id, status: 'cancelled', cancelledBy: tutor.id }),
      ]);
      expect(emit).toHaveBeenCalledWith([tutor.id, s.id], 'LessonCanceled', {
        lessonId: lesson.id,
        canceledBy: tutor.id,
      });
      emit.mockRestore();
      const [row] = await h.ctx.db.select().from(tutors).where(eq(tutors.userId, tutor.id));
      expect(row!.activityScore).toBe(99);
      await h.runJobs();
      const [message] = await outbox(h, s.user.email);
      expect(message).toMatchObject({ channel: 'email', subject: 'تم إلغاء درس في درسك' });
      const quota = await h.call(api.quota, { token: s.token });
      expect(quota.body.remainingMinutes).toBe(30);
    });

    it('sends WhatsApp too to a student who chose it and verified the phone', async () => {
      const { tutor, s, slot } = await bookedTutor();
      await h.ctx.db
        .update(users)
        .set({ phone: '+201099887766', verifiedPhone: true, notificationMethod: 1 })
        .where(eq(users.id, s.id));
      await setSlots(tutor.token, { deletes: [slot.id], cancelBookedLessons: true });
      await h.runJobs();
      expect(await outbox(h, '+201099887766')).toEqual([
        expect.objectContaining({ channel: 'whatsapp' }),
      ]);
      expect(await outbox(h, s.user.email)).toHaveLength(1);
    });

    it('lets a newly blocked date cancel lessons on confirmation too', async () => {
      const { tutor, lesson, date } = await bookedTutor();
      const block = {
        exceptions: { creates: [{ date, startMinute: 0, endMinute: 1440, available: false }] },
      };
      expectError(await setSlots(tutor.token, block), 'conflicting-lessons', {
        lessons: [expect.objectContaining({ id: lesson.id })],
        canConfirm: true,
      });
      const res = await setSlots(tutor.token, { ...block, cancelBookedLessons: true });
      expect(res.body.cancelledLessons.map((l) => l.id)).toEqual([lesson.id]);
      expect(res.body.exceptions).toHaveLength(1);
    });

    it('refuses for good a slot shortened under a lesson, even when confirmed', async () => {
      const { tutor, lesson, slot, weekday, minute } = await bookedTutor();
      const shorter = {
        updates: [{ id: slot.id, weekday, startMinute: 0, endMinute: minute }],
        cancelBookedLessons: true,
      };
      expectError(await setSlots(tutor.token, shorter), 'conflicting-lessons', {
        lessons: [expect.objectContaining({ id: lesson.id })],
        canConfirm: false,
      });
      const [row] = await h.ctx.db.select().from(lessons).where(eq(lessons.id, lesson.id));
      expect(row!.cancelledAt).toBeNull();
      // Keeping the lesson's time free is fine.
      const around = await setSlots(tutor.token, {
        updates: [{ id: slot.id, weekday, startMinute: minute, endMinute: minute + 30 }],
      });
      expect(around.status).toBe(200);
    });

    it('does not count lessons of other days or cancelled ones', async () => {
      const { tutor, s, lesson, slot } = await bookedTutor();
      await h.call(api.cancelLesson, { params: { id: lesson.id }, token: s.token });
      const res = await setSlots(tutor.token, { deletes: [slot.id] });
      expect(res.status).toBe(200);
      expect(res.body.cancelledLessons).toEqual([]);
    });
  });
});

describe('GET /api/v1/availability-slot/free', () => {
  const freeTimes = (tutorId: number, token?: string, excludeLessonId?: number) =>
    h.call(api.freeTimes, {
      query: { tutorId, ...(excludeLessonId ? { excludeLessonId } : {}) },
      ...(token ? { token } : {}),
    });

  it('lists this week’s free starts in quarter hours after the notice period, to anyone', async () => {
    const tutor = await listedTutor(h, { noticePeriod: 60 });
    const res = await freeTimes(tutor.id);
    expect(res.status).toBe(200);
    const week = currentQuotaWeek(h);
    expect(res.body.weekStart).toBe(week.start.toISOString());
    expect(res.body.weekEnd).toBe(week.end.toISOString());
    const starts = res.body.times.map((t) => Date.parse(t.startsAt));
    expect(starts[0]).toBe(startIn(1).getTime());
    for (let i = 1; i < starts.length; i += 1)
      expect(starts[i]! - starts[i - 1]!).toBe(15 * 60_000);
    expect(res.body.times.at(-1)).toEqual({
      startsAt: new Date(week.end.getTime() - 15 * 60_000).toISOString(),
      maxDuration: 15,
    });
    expect(res.body.times.at(-2)?.maxDuration).toBe(30);
  });

  it('leaves out booked lessons and ends of slots', async () => {
    const tomorrow = tomorrowAt(h, 600);
    const { weekday } = local(tomorrow);
    const tutor = await listedTutor(h, { slots: [{ weekday, startMinute: 600, endMinute: 660 }] });
    const s = await student(h);
    const lesson = await book(h, s.token, tutor.id, new Date(tomorrow.getTime() + 15 * 60_000), 15);
    const res = await freeTimes(tutor.id);
    const ofDay = res.body.times.filter((t) => local(new Date(t.startsAt)).weekday === weekday);
    const at = (quarters: number) =>
      new Date(tomorrow.getTime() + quarters * 15 * 60_000).toISOString();
    expect(ofDay).toEqual([
      { startsAt: at(0), maxDuration: 15 },
      { startsAt: at(2), maxDuration: 30 },
      { startsAt: at(3), maxDuration: 15 },
    ]);
    // The student moving that lesson sees its own time as free.
    const moving = await freeTimes(tutor.id, s.token, lesson.id);
    expect(
      moving.body.times.filter((t) => local(new Date(t.startsAt)).weekday === weekday),
    ).toEqual([
      { startsAt: at(0), maxDuration: 30 },
      { startsAt: at(1), maxDuration: 30 },
      { startsAt: at(2), maxDuration: 30 },
      { startsAt: at(3), maxDuration: 15 },
    ]);
    const stranger = await student(h);
    expectError(await freeTimes(tutor.id, stranger.token, lesson.id), 'lesson-not-found');
    expectError(await freeTimes(tutor.id, undefined, lesson.id), 'lesson-not-found');
  });

  it('leaves out dates the tutor blocked', async () => {
    const tutor = await listedTutor(h);
    const { date } = local(tomorrowAt(h, 600));
    await setSlots(tutor.token, {
      exceptions: { creates: [{ date, startMinute: 0, endMinute: 1440, available: false }] },
    });
    const res = await freeTimes(tutor.id);
    expect(res.body.times.length).toBeGreaterThan(0);
    expect(res.body.times.filter((t) => local(new Date(t.startsAt)).date === date)).toEqual([]);
  });

  it('adds one-off free times', async () => {
    const tutor = await listedTutor(h, { slots: [] });
    expect((await freeTimes(tutor.id)).body.times).toEqual([]);
    const at = tomorrowAt(h, 600);
    const { date } = local(at);
    await setSlots(tutor.token, {
      exceptions: { creates: [{ date, startMinute: 600, endMinute: 645, available: true }] },
    });
    expect((await freeTimes(tutor.id)).body.times).toEqual([
      { startsAt: at.toISOString(), maxDuration: 30 },
      { startsAt: new Date(at.getTime() + 15 * 60_000).toISOString(), maxDuration: 30 },
      { startsAt: new Date(at.getTime() + 30 * 60_000).toISOString(), maxDuration: 15 },
    ]);
  });

  it('answers tutor-not-found for unknown and unlisted tutors, except to the tutor and admins', async () => {
    const unlisted = await listedTutor(h, { listed: false });
    expectError(await freeTimes(999_999), 'tutor-not-found');
    expectError(await freeTimes(unlisted.id), 'tutor-not-found');
    expect((await freeTimes(unlisted.id, unlisted.token)).status).toBe(200);
    expect((await freeTimes(unlisted.id, admin)).status).toBe(200);
  });
});
