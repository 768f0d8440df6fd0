/**
 * A tutor's page, free times and card come from the tutor listing's read model (decision 059):
 * every change an event tells of is seen by the very next read, time passing is worked out at read
 * exactly as working the free times out again would, one viewer's parts never reach another (across two server
 * processes on Redis: tutor-listing.redis.test.ts).
 */
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { api, CacheGroup, localParts, Role } from '@darsak/shared';
import { availabilitySlots, tutors } from '../../src/db/schema.js';
import {
  book,
  clearOfQuarterHour,
  currentQuotaWeek,
  insertLesson,
  listedTutor,
  student,
  tomorrowAt,
  weekFromYesterday,
} from '../booking-fixtures.js';
import { startHarness, type Harness } from '../harness.js';
import { expectError } from '../support.js';

const QUARTER_MS = 15 * 60_000;

const freeTimes = (h: Harness, tutorId: number, token?: string) =>
  h.call(api.freeTimes, { query: { tutorId }, ...(token ? { token } : {}) });
const page = (h: Harness, tutorId: number, token?: string) =>
  h.call(api.tutorInfo, { params: { id: tutorId }, ...(token ? { token } : {}) });
const starts = async (h: Harness, tutorId: number) =>
  (await freeTimes(h, tutorId)).body.times.map((t) => t.startsAt);

/** The tutor's card in the tutors list, found by the topic only that tutor teaches. */
const card = async (h: Harness, tutorId: number) => {
  const topicId = (await page(h, tutorId)).body.topics[0]!.id;
  const { list } = (await h.call(api.onboardedTutors, { query: { page: 1, size: 10, topicId } }))
    .body;
  expect(list.map((c) => c.id)).toEqual([tutorId]);
  return list[0]!;
};

/** What a fresh computation says: the same reads after this tutor's entries are dropped. */
const fresh = async (h: Harness, tutorId: number) => {
  h.ctx.cache.invalidate(CacheGroup.TutorsCache);
  return { free: (await freeTimes(h, tutorId)).body, page: (await page(h, tutorId)).body };
};

describe('the tutor listing: a tutor’s page, free times and card', () => {
  let h: Harness;
  beforeEach(clearOfQuarterHour);
  beforeAll(async () => {
    h = await startHarness(weekFromYesterday());
  });
  afterAll(async () => {
    await h.close();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('are read from the listing: a write that tells nobody is not seen, and other tutors’ changes leave them', async () => {
    const tutor = await listedTutor(h, {
      slots: [{ weekday: 0, startMinute: 0, endMinute: 1440 }],
    });
    const other = await listedTutor(h);
    const s = await student(h);
    const before = await page(h, tutor.id);
    const times = await starts(h, tutor.id);
    // Written behind the product's back: the listing's answers stay as they were.
    await h.ctx.db
      .update(tutors)
      .set({ bio: 'نص لم يعلن عنه أحد' })
      .where(eq(tutors.userId, tutor.id));
    expect((await page(h, tutor.id)).body.bio).toBe(before.body.bio);
    // A lesson booked with another tutor drops that tutor's entries only.
    await book(h, s.token, other.id, tomorrowAt(h, 600));
    expect((await page(h, tutor.id)).body.bio).toBe(before.body.bio);
    expect(await starts(h, tutor.id)).toEqual(times);
  });

  it('show a booking, a move and a cancellation at once, on the page’s next free time too', async () => {
    // A notice period past the cancellation cutoff: the student may move the lesson booked at the
    // first free time (docs/product/lessons.md#a-students-own-move).
    const tutor = await listedTutor(h, { noticePeriod: 300 });
    const s = await student(h);
    const first = (await freeTimes(h, tutor.id)).body.times[0]!.startsAt;
    expect((await page(h, tutor.id)).body.nextFreeAt).toBe(first);

    const lesson = await book(h, s.token, tutor.id, new Date(first));
    expect(await starts(h, tutor.id)).not.toContain(first);
    expect((await page(h, tutor.id)).body.nextFreeAt).not.toBe(first);
    expect(await fresh(h, tutor.id)).toEqual({
      free: (await freeTimes(h, tutor.id)).body,
      page: (await page(h, tutor.id)).body,
    });

    const later = tomorrowAt(h, 720).toISOString();
    const moved = await h.call(api.rescheduleLesson, {
      body: { id: lesson.id, startsAt: later },
      token: s.token,
    });
    expect(moved.status).toBe(200);
    const afterMove = await starts(h, tutor.id);
    expect(afterMove).toContain(first);
    expect(afterMove).not.toContain(later);
    expect((await page(h, tutor.id)).body.nextFreeAt).toBe(first);

    expect(
      (await h.call(api.cancelLesson, { params: { id: lesson.id }, token: s.token })).status,
    ).toBe(200);
    expect(await starts(h, tutor.id)).toContain(later);
  });

  it('end as a new build would after bookings and cancellations of one tutor at once', async () => {
    const tutor = await listedTutor(h);
    const students = await Promise.all(Array.from({ length: 6 }, () => student(h)));
    const times = (await starts(h, tutor.id)).filter((_, i) => i % 4 === 0).slice(0, 6);
    // Each refresh of the tutor may be overtaken by the next change: the last one read stands.
    const lessons = await Promise.all(
      students.map((s, i) => book(h, s.token, tutor.id, new Date(times[i]!))),
    );
    await Promise.all(
      lessons
        .filter((_, i) => i % 2 === 0)
        .map((lesson, i) =>
          h.call(api.cancelLesson, { params: { id: lesson.id }, token: students[i * 2]!.token }),
        ),
    );
    const refreshed = {
      free: (await freeTimes(h, tutor.id)).body,
      page: (await page(h, tutor.id)).body,
    };
    expect(refreshed.free.times.map((t) => t.startsAt)).toEqual(
      expect.arrayContaining([times[0], times[2], times[4]]),
    );
    expect(refreshed.free.times.map((t) => t.startsAt)).not.toContain(times[1]);
    expect(await fresh(h, tutor.id)).toEqual(refreshed);
  });

  it('refresh the free times at a booking, a move and a cancellation to what working them out again gives', async () => {
    // Past the cancellation cutoff, as above: the student may move the lesson on their own.
    const tutor = await listedTutor(h, { noticePeriod: 300 });
    const s = await student(h);
    /** The answer as refreshed, then the same after the listing is built again. */
    const revisedAndFresh = async () => {
      const revised = (await freeTimes(h, tutor.id)).body;
      return { revised, fresh: (await fresh(h, tutor.id)).free };
    };
    const first = (await freeTimes(h, tutor.id)).body.times[0]!.startsAt;
    const lesson = await book(h, s.token, tutor.id, new Date(first));
    const booked = await revisedAndFresh();
    expect(booked.revised.times.map((t) => t.startsAt)).not.toContain(first);
    expect(booked.revised).toEqual(booked.fresh);

    const later = tomorrowAt(h, 720).toISOString();
    expect(
      (
        await h.call(api.rescheduleLesson, {
          body: { id: lesson.id, startsAt: later },
          token: s.token,
        })
      ).status,
    ).toBe(200);
    const moved = await revisedAndFresh();
    expect(moved.revised.times.map((t) => t.startsAt)).toContain(first);
    expect(moved.revised).toEqual(moved.fresh);

    expect(
      (await h.call(api.cancelLesson, { params: { id: lesson.id }, token: s.token })).status,
    ).toBe(200);
    const cancelled = await revisedAndFresh();
    expect(cancelled.revised.times.map((t) => t.startsAt)).toContain(later);
    expect(cancelled.revised).toEqual(cancelled.fresh);
  });

  it('read only the booked lessons again at a booking, keeping the open time they hold', async () => {
    const today = localParts(new Date(), h.config.timeZone).weekday;
    const morning = { startMinute: 540, endMinute: 720 };
    const tutor = await listedTutor(h, { slots: [{ weekday: (today + 1) % 7, ...morning }] });
    const s = await student(h);
    const before = await starts(h, tutor.id);
    // A morning the day after tomorrow, written behind the product's back: only a whole load
    // would show it.
    await h.ctx.db
      .insert(availabilitySlots)
      .values({ tutorId: tutor.id, weekday: (today + 2) % 7, ...morning });
    await book(h, s.token, tutor.id, new Date(before[0]!));
    const revised = await starts(h, tutor.id);
    expect(revised).not.toContain(before[0]);
    expect(revised.every((at) => before.includes(at))).toBe(true);
    const whole = (await fresh(h, tutor.id)).free.times.map((t) => t.startsAt);
    expect(whole.length).toBeGreaterThan(revised.length);
  });

  it('keep the page through a booking and a cancellation, which change only its next free time', async () => {
    const tutor = await listedTutor(h);
    const s = await student(h);
    const before = (await page(h, tutor.id)).body;
    // Written behind the product's back: only a new build of the listing would show it.
    await h.ctx.db
      .update(tutors)
      .set({ bio: 'نص لم يعلن عنه أحد' })
      .where(eq(tutors.userId, tutor.id));
    const lesson = await book(h, s.token, tutor.id, new Date(before.nextFreeAt!));
    const booked = (await page(h, tutor.id)).body;
    expect(booked.bio).toBe(before.bio);
    expect(booked.nextFreeAt).not.toBe(before.nextFreeAt);
    expect(
      (await h.call(api.cancelLesson, { params: { id: lesson.id }, token: s.token })).status,
    ).toBe(200);
    expect((await page(h, tutor.id)).body).toEqual(before);
  });

  it('show in the tutors list at once, which is revised for the tutor who changed alone, and for what changed', async () => {
    const tutor = await listedTutor(h);
    const other = await listedTutor(h);
    const s = await student(h);
    const { nextFreeAt: first, bio } = await card(h, tutor.id);
    const otherBio = (await card(h, other.id)).bio;
    // Written behind the product's back, to both tutors.
    for (const id of [tutor.id, other.id])
      await h.ctx.db.update(tutors).set({ bio: 'نص لم يعلن عنه أحد' }).where(eq(tutors.userId, id));

    const lesson = await book(h, s.token, tutor.id, new Date(first!));
    const booked = await card(h, tutor.id);
    expect(booked.nextFreeAt).not.toBe(first);
    // Only the booked tutor's lessons were read again (decision 059): the rows, the other's
    // too, were not read again, and the listing not rebuilt.
    expect(booked.bio).toBe(bio);
    expect((await card(h, other.id)).bio).toBe(otherBio);
    // A whole build gives the same card, but for what was written behind the product's back.
    h.ctx.cache.invalidate(CacheGroup.TutorsCache);
    expect(await card(h, tutor.id)).toEqual({ ...booked, bio: 'نص لم يعلن عنه أحد' });
    expect((await card(h, other.id)).bio).toBe('نص لم يعلن عنه أحد');

    await h.call(api.cancelLesson, { params: { id: lesson.id }, token: s.token });
    expect((await card(h, tutor.id)).nextFreeAt).toBe(first);
    // A profile change reads the row again; no longer listed: the revision takes the tutor out of the list.
    const topicId = (await page(h, tutor.id)).body.topics[0]!.id;
    await h.ctx.db.update(tutors).set({ activated: false }).where(eq(tutors.userId, tutor.id));
    await h.ctx.events.emit('tutor.changed', { tutorId: tutor.id });
    const listed = await h.call(api.onboardedTutors, { query: { page: 1, size: 10, topicId } });
    expect(listed.body).toEqual({ list: [], total: 0 });
  });

  it('show a schedule change at once', async () => {
    const tutor = await listedTutor(h);
    expect((await starts(h, tutor.id)).length).toBeGreaterThan(0);
    const { slots } = (await h.call(api.listSlots, { query: {}, token: tutor.token })).body;
    const res = await h.call(api.setSlots, {
      body: { deletes: slots.map((slot) => slot.id) },
      token: tutor.token,
    });
    expect(res.status).toBe(200);
    expect(await starts(h, tutor.id)).toEqual([]);
    expect((await page(h, tutor.id)).body.nextFreeAt).toBeNull();
  });

  it('show the profile, notice period, price, rating, name and listing as soon as they change', async () => {
    const tutor = await listedTutor(h);
    const admin = await h.account({ role: Role.RegularAdmin });
    const s = await student(h);
    await page(h, tutor.id);
    await freeTimes(h, tutor.id);

    const bio = 'مدرس محادثة للمبتدئين والمتوسطين منذ سنوات';
    expect(
      (
        await h.call(api.updateTutor, {
          params: { id: tutor.id },
          body: { bio, noticePeriod: 240 },
          token: tutor.token,
        })
      ).status,
    ).toBe(200);
    const shown = (await page(h, tutor.id)).body;
    expect(shown.bio).toBe(bio);
    expect(shown.noticePeriod).toBe(240);
    const soonest = Date.parse((await freeTimes(h, tutor.id)).body.times[0]!.startsAt);
    expect(soonest).toBeGreaterThanOrEqual(Date.now() + 240 * 60_000);

    const prices = shown.lessonPrices;
    await h.call(api.updateTutor, {
      params: { id: tutor.id },
      body: { hourlyRate: 45_000 },
      token: admin.token.value,
    });
    const repriced = (await page(h, tutor.id)).body.lessonPrices;
    expect(repriced).not.toEqual(prices);
    expect(repriced).toEqual((await fresh(h, tutor.id)).page.lessonPrices);

    // A rating after a lesson taught (written in the past, where booking cannot go).
    await insertLesson(h, {
      tutorId: tutor.id,
      studentId: s.id,
      startsAt: new Date(Math.floor((Date.now() - 3 * 3_600_000) / QUARTER_MS) * QUARTER_MS),
    });
    h.ctx.cache.invalidate(CacheGroup.TutorsCache);
    expect((await page(h, tutor.id)).body.rating.count).toBe(0);
    const rated = await h.call(api.createRating, {
      body: { tutorId: tutor.id, value: 4 },
      token: s.token,
    });
    expect(rated.status).toBe(200);
    expect((await page(h, tutor.id)).body.rating).toEqual({ average: 4, count: 1 });

    const name = 'منى السيد أحمد';
    expect(
      (
        await h.call(api.updateUser, {
          params: { id: tutor.id },
          body: { name },
          token: admin.token.value,
        })
      ).status,
    ).toBe(200);
    expect((await page(h, tutor.id)).body.name).toBe(name);

    // Onboarding state: an admin withdraws the activation, and students no longer find the tutor.
    await h.call(api.updateTutor, {
      params: { id: tutor.id },
      body: { activated: false },
      token: admin.token.value,
    });
    expectError(await page(h, tutor.id), 'tutor-not-found');
    expectError(await freeTimes(h, tutor.id, s.token), 'tutor-not-found');
    await h.call(api.updateTutor, {
      params: { id: tutor.id },
      body: { activated: true },
      token: admin.token.value,
    });
    expect((await page(h, tutor.id)).status).toBe(200);
  });

  it('keep what one viewer may see from the others', async () => {
    const tutor = await listedTutor(h, { listed: false });
    const s = await student(h);
    // The tutor sees their own page and free times first; a student after them still gets 404.
    expect((await page(h, tutor.id, tutor.token)).status).toBe(200);
    expect((await freeTimes(h, tutor.id, tutor.token)).status).toBe(200);
    expectError(await page(h, tutor.id, s.token), 'tutor-not-found');
    expectError(await freeTimes(h, tutor.id), 'tutor-not-found');

    // A student moving their lesson sees its time free; nobody else does, before or after.
    const listed = await listedTutor(h);
    const at = tomorrowAt(h, 540);
    const lesson = await book(h, s.token, listed.id, at);
    expect(await starts(h, listed.id)).not.toContain(at.toISOString());
    const moving = await h.call(api.freeTimes, {
      query: { tutorId: listed.id, excludeLessonId: lesson.id },
      token: s.token,
    });
    expect(moving.body.times.map((t) => t.startsAt)).toContain(at.toISOString());
    expect(await starts(h, listed.id)).not.toContain(at.toISOString());
  });

  it('follow time: free times are cut at now plus the notice, and a lesson ending counts', async () => {
    const tutor = await listedTutor(h, { noticePeriod: 60 });
    const s = await student(h);
    // A lesson that ends at the next quarter hour or the one after (it started already).
    const started = new Date(Math.floor(Date.now() / QUARTER_MS) * QUARTER_MS - QUARTER_MS);
    await insertLesson(h, { tutorId: tutor.id, studentId: s.id, startsAt: started, duration: 30 });
    const ends = started.getTime() + 30 * 60_000;
    const first = (await freeTimes(h, tutor.id)).body;
    expect((await page(h, tutor.id)).body.lessonsTaught).toBe(0);

    vi.useFakeTimers({ toFake: ['Date'], now: ends + 2 * 3_600_000 + 60_000 });
    const later = (await freeTimes(h, tutor.id)).body;
    const cut = Date.now() + 60 * 60_000;
    expect(later.times).toEqual(first.times.filter((t) => Date.parse(t.startsAt) >= cut));
    expect(later.times.length).toBeLessThan(first.times.length);
    expect((await page(h, tutor.id)).body).toMatchObject({
      lessonsTaught: 1,
      nextFreeAt: later.times[0]!.startsAt,
    });
    // Exactly what working them out again gives.
    expect((await fresh(h, tutor.id)).free).toEqual(later);
  });

  it('move to the next quota week when this one ends', async () => {
    const tutor = await listedTutor(h);
    const week = currentQuotaWeek(h);
    const first = (await freeTimes(h, tutor.id)).body;
    expect(first.weekStart).toBe(week.start.toISOString());
    vi.useFakeTimers({ toFake: ['Date'], now: week.end.getTime() + 60_000 });
    const next = (await freeTimes(h, tutor.id)).body;
    expect(next.weekStart).toBe(week.end.toISOString());
    expect(next.times[0]!.startsAt >= week.end.toISOString()).toBe(true);
  });
});
