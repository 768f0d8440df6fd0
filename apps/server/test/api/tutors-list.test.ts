import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addLocalDays,
  api,
  CacheGroup,
  DEFAULT_TIME_ZONE,
  formatLocalDate,
  Gender,
  localDateOf,
  Role,
  type TutorCard,
} from '@darsak/shared';
import { users } from '../../src/db/schema.js';
import { startHarness, type Harness } from '../harness.js';
import { expectError, latestCode } from '../support.js';
import {
  createTopicRow,
  createTutor,
  HOUR,
  insertLesson,
  quarterHour,
  weekStartedYesterday,
} from '../tutor-fixtures.js';

let h: Harness;
let admin: string;
beforeAll(async () => {
  h = await startHarness(weekStartedYesterday());
  admin = (await h.account({ role: Role.RegularAdmin })).token.value;
});
afterAll(() => h.close());

const list = async (query: Record<string, string | number> = {}) => {
  const res = await h.call(api.onboardedTutors, { query: { size: 100, ...query } as never });
  expect(res.status).toBe(200);
  return res.body;
};
const ids = (cards: TutorCard[]) => cards.map((c) => c.id);

describe('GET /api/v1/user/tutor/list/onboarded: who is listed', () => {
  it('lists only onboarded tutors with a complete, verified profile; bypass counts as onboarded', async () => {
    const listed = await createTutor(h);
    const bypassed = await createTutor(h, { activated: false, bypassOnboarding: true });
    const hidden = await Promise.all([
      createTutor(h, { activated: false }),
      createTutor(h, { verifiedEmail: false }),
      createTutor(h, { verifiedPhone: false }),
      createTutor(h, { bio: null }),
      createTutor(h, { about: null }),
      createTutor(h, { topicIds: [] }),
    ]);
    const shown = ids((await list()).list);
    expect(shown).toEqual(expect.arrayContaining([listed.id, bypassed.id]));
    for (const tutor of hidden) expect(shown).not.toContain(tutor.id);
    // Without a token too: the list is public.
    const anonymous = await h.call(api.onboardedTutors);
    expect(anonymous.status).toBe(200);
  });

  it('answers a card with topics, rating, next free time and lessons taught', async () => {
    const topic = await createTopicRow(h, 'Card topic');
    const tutor = await createTutor(h, {
      name: 'سامية الدسوقي',
      gender: Gender.Female,
      topicIds: [topic.id],
      rating: { count: 3, sum: 13 },
    });
    const student = await h.account();
    await insertLesson(h, {
      tutorId: tutor.id,
      studentId: student.user.id,
      startsAt: quarterHour(-5 * HOUR),
    });
    await insertLesson(h, {
      tutorId: tutor.id,
      studentId: student.user.id,
      startsAt: quarterHour(-3 * HOUR),
      cancelledBy: student.user.id,
    });
    const card = (await list({ q: 'سامية الدسوقي' })).list[0];
    expect(card).toEqual({
      id: tutor.id,
      name: 'سامية الدسوقي',
      image: null,
      gender: Gender.Female,
      city: null,
      bio: expect.any(String),
      topics: [{ id: topic.id, nameAr: topic.nameAr, nameEn: 'Card topic' }],
      rating: { average: 4.33, count: 3 },
      nextFreeAt: expect.any(String),
      lessonsTaught: 1,
      online: false,
      // The configured default rate (no rate of her own): a quarter and a half of it.
      lessonPrices: [
        { duration: 15, price: h.config.tutorHourlyRate / 4 },
        { duration: 30, price: h.config.tutorHourlyRate / 2 },
      ],
    });
    // Free all day with no notice: the next free time is the coming quarter hour.
    const next = Date.parse(card!.nextFreeAt!);
    expect(next).toBeGreaterThanOrEqual(Date.now() - 15 * 60_000);
    expect(next).toBeLessThanOrEqual(Date.now() + 15 * 60_000);
    expect(next % (15 * 60_000)).toBe(0);
  });
});

describe('ordering, search and filters', () => {
  let topic: { id: number };
  let soonLow: { id: number };
  let soonHigh: { id: number };
  let soonHighMore: { id: number };
  let later: { id: number };
  let full: { id: number };
  beforeAll(async () => {
    topic = await createTopicRow(h, 'Ordering');
    const inTopic = { topicIds: [topic.id] };
    // Created in an order unlike the expected one, so the order comes from the rules.
    full = await createTutor(h, {
      ...inTopic,
      allDay: false,
      rating: { count: 9, sum: 45 },
      name: 'أمل عبد الله',
    });
    later = await createTutor(h, {
      ...inTopic,
      noticePeriod: 1440,
      rating: { count: 5, sum: 25 },
      name: 'إيمان فؤاد',
      gender: Gender.Female,
    });
    soonLow = await createTutor(h, {
      ...inTopic,
      rating: { count: 2, sum: 6 },
      name: 'أحمد سامي',
      gender: Gender.Male,
    });
    soonHighMore = await createTutor(h, {
      ...inTopic,
      rating: { count: 4, sum: 18 },
      name: 'مصطفى كمال',
      gender: Gender.Male,
    });
    soonHigh = await createTutor(h, {
      ...inTopic,
      rating: { count: 2, sum: 9 },
      name: 'هدى يوسف',
      gender: Gender.Female,
    });
  });

  it('puts the soonest free first, then the best average, then the most ratings; the full last', async () => {
    const res = await list({ topicId: topic.id });
    expect(ids(res.list)).toEqual([soonHighMore.id, soonHigh.id, soonLow.id, later.id, full.id]);
    expect(res.total).toBe(5);
    const [first, , , fourth, last] = res.list;
    expect(Date.parse(fourth!.nextFreeAt!)).toBeGreaterThan(
      Date.parse(first!.nextFreeAt!) + 23 * HOUR,
    );
    expect(last!.nextFreeAt).toBeNull();
  });

  it('pages through the same order', async () => {
    const first = await list({ topicId: topic.id, page: 1, size: 2 });
    const second = await list({ topicId: topic.id, page: 2, size: 2 });
    const third = await list({ topicId: topic.id, page: 3, size: 2 });
    expect([...ids(first.list), ...ids(second.list), ...ids(third.list)]).toEqual([
      soonHighMore.id,
      soonHigh.id,
      soonLow.id,
      later.id,
      full.id,
    ]);
    expect(first.total).toBe(5);
    expect(third.list).toHaveLength(1);
  });

  it('searches names ignoring hamza forms, diacritics and Latin case', async () => {
    expect(ids((await list({ q: 'احمد' })).list)).toEqual([soonLow.id]);
    expect(ids((await list({ q: 'ايمان' })).list)).toEqual([later.id]);
    expect(ids((await list({ q: 'هُدى  يوسف' })).list)).toEqual([soonHigh.id]);
    expect(ids((await list({ q: 'يوسف هدى' })).list)).toEqual([soonHigh.id]);
    const latin = await createTutor(h, { name: 'Sara Adams', topicIds: [topic.id] });
    expect(ids((await list({ q: 'sara ADAMS' })).list)).toEqual([latin.id]);
    expect((await list({ q: 'لا أحد بهذا الاسم' })).total).toBe(0);
    await h.ctx.db.delete(users).where(eq(users.id, latin.id));
    h.ctx.cache.invalidate(CacheGroup.TutorsCache);
  });

  it('filters by gender and minimum rating', async () => {
    expect(ids((await list({ topicId: topic.id, gender: Gender.Female })).list)).toEqual([
      soonHigh.id,
      later.id,
    ]);
    expect(ids((await list({ topicId: topic.id, minRating: 4.5 })).list)).toEqual([
      soonHighMore.id,
      soonHigh.id,
      later.id,
      full.id,
    ]);
    // No rating is not a rating of 5.
    const unrated = await createTutor(h, { topicIds: [topic.id] });
    expect(ids((await list({ topicId: topic.id, minRating: 1 })).list)).not.toContain(unrated.id);
    expect(ids((await list({ topicId: topic.id })).list)).toContain(unrated.id);
    await h.ctx.db.delete(users).where(eq(users.id, unrated.id));
    h.ctx.cache.invalidate(CacheGroup.TutorsCache);
  });

  it('filters by a time the tutor is free for a lesson starting then', async () => {
    const inTwoHours = quarterHour(2 * HOUR);
    expect(ids((await list({ topicId: topic.id, freeAt: inTwoHours.toISOString() })).list)).toEqual(
      [soonHighMore.id, soonHigh.id, soonLow.id],
    );
    // A day and a half ahead, past the long notice period: that tutor is free too.
    const later36 = quarterHour(36 * HOUR);
    expect(ids((await list({ topicId: topic.id, freeAt: later36.toISOString() })).list)).toEqual([
      soonHighMore.id,
      soonHigh.id,
      soonLow.id,
      later.id,
    ]);
    // A booked lesson takes the time.
    const student = await h.account();
    await insertLesson(h, {
      tutorId: soonHigh.id,
      studentId: student.user.id,
      startsAt: inTwoHours,
    });
    expect(ids((await list({ topicId: topic.id, freeAt: inTwoHours.toISOString() })).list)).toEqual(
      [soonHighMore.id, soonLow.id],
    );
    // In the past or beyond this quota week nobody is free.
    expect(
      (await list({ topicId: topic.id, freeAt: quarterHour(-HOUR).toISOString() })).total,
    ).toBe(0);
    expect(
      (await list({ topicId: topic.id, freeAt: quarterHour(8 * 24 * HOUR).toISOString() })).total,
    ).toBe(0);
  });

  it('filters by a day the tutor is free some time on, in Cairo', async () => {
    const day = (offset: number) =>
      formatLocalDate(addLocalDays(localDateOf(new Date(), DEFAULT_TIME_ZONE), offset));
    // Two days ahead, everyone free all day is, the long notice period's tutor too; the full one not.
    expect(ids((await list({ topicId: topic.id, freeOn: day(2) })).list)).toEqual([
      soonHighMore.id,
      soonHigh.id,
      soonLow.id,
      later.id,
    ]);
    // Each card says when the tutor is free that day, not the soonest time of the week.
    for (const card of (await list({ topicId: topic.id, freeOn: day(2) })).list)
      expect(formatLocalDate(localDateOf(new Date(card.nextFreeAt!), DEFAULT_TIME_ZONE))).toBe(
        day(2),
      );
    // And at a time asked, that time.
    const at = quarterHour(36 * HOUR).toISOString();
    for (const card of (await list({ topicId: topic.id, freeAt: at })).list)
      expect(card.nextFreeAt).toBe(at);
    // Today lies inside that tutor's 24-hour notice: they are not free at any time of it.
    expect(ids((await list({ topicId: topic.id, freeOn: day(0) })).list)).not.toContain(later.id);
    // Yesterday is past, and a day beyond this quota week cannot be booked yet.
    expect((await list({ topicId: topic.id, freeOn: day(-1) })).total).toBe(0);
    expect((await list({ topicId: topic.id, freeOn: day(8) })).total).toBe(0);
    // A time asked too is the narrower ask.
    const inTwoHours = quarterHour(2 * HOUR);
    expect(
      ids(
        (await list({ topicId: topic.id, freeOn: day(2), freeAt: inTwoHours.toISOString() })).list,
      ),
    ).toEqual(ids((await list({ topicId: topic.id, freeAt: inTwoHours.toISOString() })).list));
  });

  it.each([
    [{ freeOn: '2026-02-30' }, 'invalid-value'],
    [{ gender: 3 }, 'invalid-gender'],
    [{ minRating: 6 }, 'invalid-value'],
    [{ minRating: 0 }, 'invalid-value'],
    [{ topicId: 0 }, 'invalid-value'],
    [{ freeAt: '2030-01-01T10:07:00Z' }, 'invalid-value'],
    [{ freeAt: 'tomorrow' }, 'invalid-value'],
    [{ size: 101 }, 'invalid-value'],
    [{ q: 'x'.repeat(101) }, 'invalid-value'],
  ] as const)('validates %j', async (query, code) => {
    expectError(await h.call(api.onboardedTutors, { query: query as never }), code);
  });
});

describe('the cached list', () => {
  it('serves from the cache until a change, and shows the change after it', async () => {
    const tutor = await createTutor(h, { name: 'رانيا منصور' });
    expect(ids((await list({ q: 'رانيا منصور' })).list)).toEqual([tutor.id]);
    // A change behind the service's back is not seen: the list is cached.
    await h.ctx.db.update(users).set({ name: 'رانيا عادل' }).where(eq(users.id, tutor.id));
    expect(ids((await list({ q: 'رانيا منصور' })).list)).toEqual([tutor.id]);
    // An admin deactivating the tutor drops the cache; the tutor leaves the list at once.
    const res = await h.call(api.updateTutor, {
      params: { id: tutor.id },
      body: { activated: false },
      token: admin,
    });
    expect(res.status).toBe(200);
    expect((await list({ q: 'رانيا' })).total).toBe(0);
    await h.call(api.updateTutor, {
      params: { id: tutor.id },
      body: { activated: true },
      token: admin,
    });
    expect(ids((await list({ q: 'رانيا عادل' })).list)).toEqual([tutor.id]);
  });

  it('does not keep a list read before a change that came while it was being built', async () => {
    let release = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    const building = h.ctx.cache.get(CacheGroup.TutorsCache, 'race', 60_000, async () => {
      await gate;
      return 'before the change';
    });
    h.ctx.cache.invalidate(CacheGroup.TutorsCache);
    const after = h.ctx.cache.get(CacheGroup.TutorsCache, 'race', 60_000, async () => 'after');
    release();
    expect(await building).toBe('before the change');
    expect(await after).toBe('after');
    const later = h.ctx.cache.get(CacheGroup.TutorsCache, 'race', 60_000, async () => 'reloaded');
    expect(await later).toBe('after');
  });

  it('refreshes when a tutor’s account or topics change', async () => {
    const tutor = await createTutor(h, { name: 'ليلى حسين' });
    const newTopic = await createTopicRow(h, 'Fresh topic');
    expect((await list({ topicId: newTopic.id })).total).toBe(0);
    const res = await h.call(api.replaceUserTopics, {
      body: { topicIds: [newTopic.id] },
      token: tutor.token,
    });
    expect(res.status).toBe(200);
    expect(ids((await list({ topicId: newTopic.id })).list)).toEqual([tutor.id]);
    const renamed = await h.call(api.updateUser, {
      params: { id: tutor.id },
      body: { name: 'ليلى إبراهيم' },
      token: tutor.token,
    });
    expect(renamed.status).toBe(200);
    expect(ids((await list({ q: 'ليلى ابراهيم' })).list)).toEqual([tutor.id]);
  });
  it('lists a tutor as soon as they verify their phone', async () => {
    const tutor = await createTutor(h, { name: 'وفاء الجندي', verifiedPhone: false });
    expect((await list({ q: 'وفاء الجندي' })).total).toBe(0);
    const [row] = await h.ctx.db.select().from(users).where(eq(users.id, tutor.id));
    expect((await h.call(api.sendPhoneCode, { body: {}, token: tutor.token })).status).toBe(200);
    const code = await latestCode(h, row!.phone!);
    const verified = await h.call(api.verifyPhone, { body: { code }, token: tutor.token });
    expect(verified.status).toBe(200);
    expect(ids((await list({ q: 'وفاء الجندي' })).list)).toEqual([tutor.id]);
  });
});

describe('GET /api/v1/user/tutor/full-tutors', () => {
  it('lists listed tutors with no free time left this week, for admins', async () => {
    const full = await createTutor(h, { allDay: false });
    const free = await createTutor(h);
    const res = await h.call(api.fullTutors, { token: admin });
    expect(res.status).toBe(200);
    expect(ids(res.body)).toContain(full.id);
    expect(ids(res.body)).not.toContain(free.id);
    expect(res.body.every((card) => card.nextFreeAt === null)).toBe(true);
  });

  it('is for admins only', async () => {
    const tutor = await createTutor(h);
    expectError(await h.call(api.fullTutors, { token: tutor.token }), 'forbidden');
    expectError(await h.call(api.fullTutors), 'unauthenticated');
  });
});
