import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  api,
  DEFAULT_TIME_ZONE,
  localParts,
  Role,
  zonedInstant,
  type TutorMissing,
} from '@darsak/shared';
import { tutors, users } from '../../src/db/schema.js';
import { startHarness, type Harness } from '../harness.js';
import { expectError } from '../support.js';
import {
  ARABIC_ABOUT,
  ARABIC_BIO,
  createTutor,
  HOUR,
  insertLesson,
  quarterHour,
  weekStartedYesterday,
} from '../tutor-fixtures.js';

let h: Harness;
let admin: string;
let student: Awaited<ReturnType<Harness['account']>>;
beforeAll(async () => {
  h = await startHarness(weekStartedYesterday());
  admin = (await h.account({ role: Role.RegularAdmin })).token.value;
  student = await h.account();
});
afterAll(() => h.close());

describe('GET /api/v1/user/tutor/meta', () => {
  it('tells a new tutor everything that is missing', async () => {
    const tutor = await h.account({ role: Role.Tutor, name: 'Mona Sayed', verifiedEmail: false });
    const res = await h.call(api.tutorMeta, { token: tutor.token.value });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      bio: null,
      about: null,
      noticePeriod: 30,
      hourlyRate: h.config.tutorHourlyRate,
      hourlyRateIsDefault: true,
      activityScore: 100,
      activated: false,
      bypassOnboarding: false,
      profileComplete: false,
      missing: [
        'name',
        'bio',
        'about',
        'topics',
        'image',
        'gender',
        'city',
        'email',
        'phone',
      ] satisfies TutorMissing[],
      blocking: ['bio', 'about', 'topics', 'email', 'phone', 'activation'],
      listed: false,
    });
  });

  it('says why a tutor is not listed in the listing rule’s terms only', async () => {
    const inactive = await createTutor(h, { activated: false });
    expect((await h.call(api.tutorMeta, { token: inactive.token })).body).toMatchObject({
      listed: false,
      missing: ['image', 'gender', 'city'],
      blocking: ['activation'],
    });
    const noAbout = await createTutor(h, { about: null, bypassOnboarding: true, activated: false });
    expect((await h.call(api.tutorMeta, { token: noAbout.token })).body).toMatchObject({
      listed: false,
      blocking: ['about'],
    });
    const listed = await createTutor(h);
    expect((await h.call(api.tutorMeta, { token: listed.token })).body).toMatchObject({
      listed: true,
      blocking: [],
    });
  });

  it('says listed once onboarded, and complete once the picture, gender and city are there', async () => {
    const tutor = await createTutor(h);
    const before = await h.call(api.tutorMeta, { token: tutor.token });
    expect(before.body).toMatchObject({
      bio: ARABIC_BIO,
      about: ARABIC_ABOUT,
      listed: true,
      profileComplete: false,
      missing: ['image', 'gender', 'city'],
    });
    await h.ctx.db
      .update(users)
      .set({ image: 'face.png', gender: 2, city: 1 })
      .where(eq(users.id, tutor.id));
    const after = await h.call(api.tutorMeta, { token: tutor.token });
    expect(after.body).toMatchObject({ listed: true, profileComplete: true, missing: [] });
  });

  it('gives a tutor manager created through the API a tutor record at once', async () => {
    const superAdmin = await h.account({ role: Role.SuperAdmin });
    const created = await h.call(api.createUser, {
      token: superAdmin.token.value,
      body: {
        name: 'طارق فوزي',
        email: 'manager.record@example.com',
        password: 'secret123',
        role: Role.TutorManager,
      },
    });
    expect(created.status).toBe(200);
    const [row] = await h.ctx.db
      .select()
      .from(tutors)
      .where(eq(tutors.userId, created.body.user.id));
    expect(row?.userId).toBe(created.body.user.id);
    // So their schedule can be read and set from the first day.
    const token = (await h.ctx.tokens.sign(created.body.user.id, 0)).value;
    expect((await h.call(api.listSlots, { token })).body).toEqual({ slots: [], exceptions: [] });
    const saved = await h.call(api.setSlots, {
      token,
      body: { creates: [{ weekday: 1, startMinute: 600, endMinute: 720 }] },
    });
    expect(saved.status).toBe(200);
    expect(saved.body.slots).toEqual([
      expect.objectContaining({ weekday: 1, startMinute: 600, endMinute: 720 }),
    ]);
  });

  it('answers a tutor manager without a tutor record as a new tutor', async () => {
    const manager = await h.account({ role: Role.TutorManager, name: 'طارق فوزي' });
    const res = await h.call(api.tutorMeta, { token: manager.token.value });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ listed: false, noticePeriod: 30, activityScore: 100 });
  });

  it('is for tutors and tutor managers', async () => {
    expectError(await h.call(api.tutorMeta, { token: student.token.value }), 'forbidden');
    expectError(await h.call(api.tutorMeta), 'unauthenticated');
  });
});

describe('GET /api/v1/user/tutor/info/:id', () => {
  it('shows a listed tutor’s profile to anyone', async () => {
    const tutor = await createTutor(h, { name: 'نادية كامل', noticePeriod: 45 });
    const res = await h.call(api.tutorInfo, { params: { id: tutor.id } });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      id: tutor.id,
      name: 'نادية كامل',
      bio: ARABIC_BIO,
      about: ARABIC_ABOUT,
      video: null,
      thumbnail: null,
      noticePeriod: 45,
      rating: { average: null, count: 0 },
      lessonsTaught: 0,
      joinedAt: expect.any(String),
    });
    expect(Date.parse(res.body.nextFreeAt!)).toBeGreaterThanOrEqual(Date.now() + 44 * 60_000);
  });

  it('prices a 15 and a 30 minute lesson from the tutor’s own rate, else the default', async () => {
    const tutor = await createTutor(h);
    const prices = async () =>
      (await h.call(api.tutorInfo, { params: { id: tutor.id } })).body.lessonPrices;
    expect(await prices()).toEqual([
      { duration: 15, price: h.config.tutorHourlyRate / 4 },
      { duration: 30, price: h.config.tutorHourlyRate / 2 },
    ]);
    await h.call(api.updateTutor, {
      token: admin,
      params: { id: tutor.id },
      body: { hourlyRate: 22_000 },
    });
    expect(await prices()).toEqual([
      { duration: 15, price: 5_500 },
      { duration: 30, price: 11_000 },
    ]);
  });

  it('hides an unlisted tutor from all but the tutor and admins', async () => {
    const tutor = await createTutor(h, { activated: false });
    expectError(await h.call(api.tutorInfo, { params: { id: tutor.id } }), 'tutor-not-found');
    expectError(
      await h.call(api.tutorInfo, { params: { id: tutor.id }, token: student.token.value }),
      'tutor-not-found',
    );
    const other = await createTutor(h);
    expectError(
      await h.call(api.tutorInfo, { params: { id: tutor.id }, token: other.token }),
      'tutor-not-found',
    );
    for (const token of [tutor.token, admin]) {
      const res = await h.call(api.tutorInfo, { params: { id: tutor.id }, token });
      expect(res.status).toBe(200);
      expect(res.body.id).toBe(tutor.id);
    }
  });

  it('answers tutor-not-found for students and unknown ids', async () => {
    expectError(
      await h.call(api.tutorInfo, { params: { id: student.user.id }, token: admin }),
      'tutor-not-found',
    );
    expectError(await h.call(api.tutorInfo, { params: { id: 987654 } }), 'tutor-not-found');
  });
});

describe('PUT /api/v1/user/tutor/:id', () => {
  it('lets the tutor change bio, about and notice period, and tells everyone', async () => {
    const tutor = await createTutor(h);
    const toAll = vi.spyOn(h.ctx.realtime, 'toAll');
    const res = await h.call(api.updateTutor, {
      params: { id: tutor.id },
      body: {
        bio: '  أساعدك على التحدث بثقة في الاجتماعات ومقابلات العمل  ',
        noticePeriod: 120,
      },
      token: tutor.token,
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      bio: 'أساعدك على التحدث بثقة في الاجتماعات ومقابلات العمل',
      about: ARABIC_ABOUT,
      noticePeriod: 120,
    });
    expect(toAll).toHaveBeenCalledWith('TutorUpdated', { tutorId: tutor.id });
    // Open pages hear which tutor changed, so only what shows them is fetched again.
    expect(toAll).toHaveBeenCalledWith('TutorsCacheUpdated', {
      at: expect.any(String),
      tutorIds: [tutor.id],
    });
    toAll.mockRestore();
  });

  it.each([
    [{ bio: 'Experienced English teacher for adults' }, 'invalid-bio'],
    [{ bio: 'قصيرة' }, 'bio-too-short'],
    [{ bio: '' }, 'bio-empty'],
    [{ about: 'نبذة قصيرة' }, 'about-too-short'],
    [{ about: 'I teach English. '.repeat(10) }, 'invalid-about'],
    [{ noticePeriod: -5 }, 'invalid-notice-period'],
    [{ noticePeriod: 1441 }, 'notice-period-too-long'],
    [{}, 'empty-request'],
  ] as const)('validates %j', async (body, code) => {
    const tutor = await createTutor(h);
    expectError(
      await h.call(api.updateTutor, {
        params: { id: tutor.id },
        body: body as never,
        token: tutor.token,
      }),
      code,
    );
  });

  it('refuses a tutor changing their own standing', async () => {
    const tutor = await createTutor(h, { activated: false });
    for (const body of [{ activated: true }, { bypassOnboarding: true }, { hourlyRate: 50000 }]) {
      expectError(
        await h.call(api.updateTutor, { params: { id: tutor.id }, body, token: tutor.token }),
        'illegal',
      );
    }
    const [row] = await h.ctx.db.select().from(tutors).where(eq(tutors.userId, tutor.id));
    expect(row).toMatchObject({ activated: false, bypassOnboarding: false, hourlyRate: null });
  });

  it('lets admins activate, bypass onboarding and set or reset the hourly rate', async () => {
    const tutor = await createTutor(h, { activated: false });
    const res = await h.call(api.updateTutor, {
      params: { id: tutor.id },
      body: { activated: true, hourlyRate: 20000 },
      token: admin,
    });
    expect(res.body).toMatchObject({ activated: true, hourlyRate: 20000, listed: true });
    const reset = await h.call(api.updateTutor, {
      params: { id: tutor.id },
      body: { activated: false, bypassOnboarding: true, hourlyRate: null },
      token: admin,
    });
    expect(reset.body).toMatchObject({
      activated: false,
      bypassOnboarding: true,
      hourlyRate: h.config.tutorHourlyRate,
      listed: true,
    });
  });

  it('keeps an admin’s change of the hourly rate or standing in the audit log', async () => {
    const superAdmin = await h.account({ role: Role.SuperAdmin });
    const office = await h.account({ role: Role.RegularAdmin });
    const tutor = await createTutor(h);
    const change = (body: Record<string, unknown>, token = office.token.value) =>
      h.call(api.updateTutor, { params: { id: tutor.id }, body: body as never, token });
    const entries = async () =>
      (
        await h.call(api.listAudit, { query: { size: 100 }, token: superAdmin.token.value })
      ).body.list
        .filter((entry) => entry.subjectId === tutor.id)
        .map(({ actor, action, subjectType, before, after }) => ({
          actor: actor?.id,
          action,
          subjectType,
          before,
          after,
        }));

    expect((await change({ hourlyRate: 15_000 })).status).toBe(200);
    expect((await change({ hourlyRate: 20_000 })).status).toBe(200);
    // Nothing changed: nothing to keep.
    expect((await change({ hourlyRate: 20_000, activated: true })).status).toBe(200);
    expect((await change({ hourlyRate: null, activated: false })).status).toBe(200);
    // The tutor's own profile changes are theirs, not an admin action.
    expect((await change({ noticePeriod: 90 }, tutor.token)).status).toBe(200);
    // A refused change keeps nothing either.
    expectError(await change({ hourlyRate: -1 }), 'invalid-price');

    expect(await entries()).toEqual([
      {
        actor: office.user.id,
        action: 'tutor.update',
        subjectType: 'user',
        before: { hourlyRate: 20_000, activated: true },
        after: { hourlyRate: null, activated: false },
      },
      {
        actor: office.user.id,
        action: 'tutor.update',
        subjectType: 'user',
        before: { hourlyRate: 15_000 },
        after: { hourlyRate: 20_000 },
      },
      {
        actor: office.user.id,
        action: 'tutor.update',
        subjectType: 'user',
        before: { hourlyRate: null },
        after: { hourlyRate: 15_000 },
      },
    ]);
  });

  it('refuses anyone else, and answers for ids that are not tutors', async () => {
    const tutor = await createTutor(h);
    const other = await createTutor(h);
    expectError(
      await h.call(api.updateTutor, {
        params: { id: tutor.id },
        body: { noticePeriod: 60 },
        token: other.token,
      }),
      'forbidden',
    );
    expectError(
      await h.call(api.updateTutor, {
        params: { id: student.user.id },
        body: { activated: true },
        token: admin,
      }),
      'tutor-not-found',
    );
    expectError(
      await h.call(api.updateTutor, {
        params: { id: 987654 },
        body: { activated: true },
        token: admin,
      }),
      'user-not-found',
    );
  });

  it('creates the record of a tutor manager saving a profile', async () => {
    const manager = await h.account({ role: Role.TutorManager, name: 'طارق فوزي' });
    const res = await h.call(api.updateTutor, {
      params: { id: manager.user.id },
      body: { noticePeriod: 60 },
      token: manager.token.value,
    });
    expect(res.status).toBe(200);
    expect(res.body.noticePeriod).toBe(60);
  });
});

describe('GET /api/v1/user/tutor/standing/:id (admins)', () => {
  it('answers one tutor as the admin list does, with the default rate flagged', async () => {
    const tutor = await createTutor(h, { activated: false });
    const res = await h.call(api.tutorStanding, { token: admin, params: { id: tutor.id } });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      id: tutor.id,
      listed: false,
      blocking: ['activation'],
      hourlyRate: h.config.tutorHourlyRate,
      hourlyRateIsDefault: true,
      lessonsTaught: 0,
    });
    await h.call(api.updateTutor, {
      token: admin,
      params: { id: tutor.id },
      body: { hourlyRate: 20000, activated: true },
    });
    const after = await h.call(api.tutorStanding, { token: admin, params: { id: tutor.id } });
    expect(after.body).toMatchObject({
      listed: true,
      blocking: [],
      hourlyRate: 20000,
      hourlyRateIsDefault: false,
    });
  });

  it('is for admins, and answers for ids that are not tutors', async () => {
    const tutor = await createTutor(h);
    expectError(
      await h.call(api.tutorStanding, { token: student.token.value, params: { id: tutor.id } }),
      'forbidden',
    );
    expectError(
      await h.call(api.tutorStanding, { token: admin, params: { id: student.user.id } }),
      'tutor-not-found',
    );
    expectError(
      await h.call(api.tutorStanding, { token: admin, params: { id: 999_999 } }),
      'user-not-found',
    );
  });
});

describe('GET /api/v1/user/tutor/list (admins)', () => {
  it('lists every tutor with their standing, filtered by listed and a search', async () => {
    const listed = await createTutor(h, { name: 'شريف الألفي' });
    const unlisted = await createTutor(h, { name: 'شريف الألفي', verifiedPhone: false });
    const all = await h.call(api.tutorList, { query: { q: 'شريف الألفي' }, token: admin });
    expect(all.status).toBe(200);
    expect(all.body.total).toBe(2);
    // Newest first.
    expect(all.body.list.map((t) => t.id)).toEqual([unlisted.id, listed.id]);
    expect(all.body.list[1]).toMatchObject({
      id: listed.id,
      name: 'شريف الألفي',
      email: expect.any(String),
      verifiedPhone: true,
      listed: true,
      activated: true,
      hourlyRate: h.config.tutorHourlyRate,
      missing: ['image', 'gender', 'city'],
      rating: { average: null, count: 0 },
      lessonsTaught: 0,
    });
    expect(all.body.list[0]).toMatchObject({
      listed: false,
      missing: expect.arrayContaining(['phone']),
    });
    const onlyListed = await h.call(api.tutorList, {
      query: { q: 'شريف الألفي', listed: 'true' },
      token: admin,
    });
    expect(onlyListed.body.list.map((t) => t.id)).toEqual([listed.id]);
    const onlyUnlisted = await h.call(api.tutorList, {
      query: { q: 'شريف الألفي', listed: 'false' },
      token: admin,
    });
    expect(onlyUnlisted.body.list.map((t) => t.id)).toEqual([unlisted.id]);
    // Students are not tutors, whatever they are called.
    const byEmail = await h.call(api.tutorList, { query: { q: student.user.email }, token: admin });
    expect(byEmail.body.total).toBe(0);
  });

  it('lists a tutor manager, who may teach too, with their role', async () => {
    const manager = await h.account({ role: Role.TutorManager, name: 'عادل منصور' });
    await h.call(api.updateTutor, {
      params: { id: manager.user.id },
      body: { noticePeriod: 60 },
      token: manager.token.value,
    });
    const res = await h.call(api.tutorList, { query: { q: 'عادل منصور' }, token: admin });
    expect(res.body.list).toEqual([
      expect.objectContaining({ id: manager.user.id, role: Role.TutorManager, listed: false }),
    ]);
  });

  it('is for admins only and validates the filter', async () => {
    const tutor = await createTutor(h);
    expectError(await h.call(api.tutorList, { token: tutor.token }), 'forbidden');
    expectError(
      await h.call(api.tutorList, { query: { listed: 'yes' as never }, token: admin }),
      'invalid-value',
    );
  });
});

describe('statistics', () => {
  let tutor: { id: number; token: string };
  const zone = DEFAULT_TIME_ZONE;
  beforeAll(async () => {
    tutor = await createTutor(h, { rating: { count: 2, sum: 9 } });
    const other = await h.account();
    const add = (
      startsAt: Date,
      extra: { price?: number; duration?: 15 | 30; cancelledBy?: number; studentId?: number } = {},
    ) =>
      insertLesson(h, {
        tutorId: tutor.id,
        studentId: extra.studentId ?? student.user.id,
        startsAt,
        ...extra,
      });
    // Fulfilled: one in this quota week (which began yesterday at midnight), one ten days ago.
    await add(quarterHour(-2 * HOUR), { price: 7500 });
    await add(quarterHour(-10 * 24 * HOUR), { price: 3750, duration: 15 });
    // Upcoming, cancelled by the tutor, cancelled by the student.
    await add(quarterHour(5 * HOUR), { studentId: other.user.id });
    await add(quarterHour(7 * HOUR), { cancelledBy: tutor.id });
    await add(quarterHour(9 * HOUR), { cancelledBy: student.user.id });
    await h.ctx.db.update(tutors).set({ activityScore: 90 }).where(eq(tutors.userId, tutor.id));
  });

  const monthStart = () => {
    const local = localParts(new Date(), zone);
    return zonedInstant({ year: local.year, month: local.month, day: 1 }, zone).getTime();
  };

  it('answers a tutor’s lessons, minutes, earnings, rating and score', async () => {
    const tenDaysAgo = quarterHour(-10 * 24 * HOUR).getTime();
    const expected = {
      lessonsFulfilled: 2,
      minutesTaught: 45,
      earnings: 11250,
      minutesThisWeek: 30,
      earningsThisMonth: 7500 + (tenDaysAgo >= monthStart() ? 3750 : 0),
      upcomingLessons: 1,
      cancelledByTutor: 1,
      rating: { average: 4.5, count: 2 },
      activityScore: 90,
    };
    for (const token of [tutor.token, admin]) {
      const res = await h.call(api.tutorStats, { params: { id: tutor.id }, token });
      expect(res.status).toBe(200);
      expect(res.body).toEqual(expected);
    }
    const own = await h.call(api.tutorStatsPersonalized, { token: tutor.token });
    expect(own.body).toEqual(expected);
  });

  it('answers minutes taught this week, this month and in all', async () => {
    const tenDaysAgo = quarterHour(-10 * 24 * HOUR).getTime();
    const res = await h.call(api.tutoringMinutes, { token: tutor.token });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      thisWeek: 30,
      thisMonth: 30 + (tenDaysAgo >= monthStart() ? 15 : 0),
      total: 45,
    });
  });

  it('answers the activity score and the lessons the tutor cancelled', async () => {
    const res = await h.call(api.tutorActivity, { params: { id: tutor.id }, token: admin });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      activityScore: 90,
      cancellations: [
        {
          lessonId: expect.any(Number),
          startsAt: quarterHour(7 * HOUR).toISOString(),
          cancelledAt: expect.any(String),
        },
      ],
    });
    const own = await h.call(api.tutorActivity, { params: { id: tutor.id }, token: tutor.token });
    expect(own.body).toEqual(res.body);
  });

  it('shows statistics only to the tutor and admins', async () => {
    const other = await createTutor(h);
    for (const endpoint of [api.tutorStats, api.tutorActivity]) {
      expectError(
        await h.call(endpoint, { params: { id: tutor.id }, token: other.token }),
        'forbidden',
      );
      expectError(
        await h.call(endpoint, { params: { id: tutor.id }, token: student.token.value }),
        'forbidden',
      );
      expectError(await h.call(endpoint, { params: { id: tutor.id } }), 'unauthenticated');
      expectError(
        await h.call(endpoint, { params: { id: student.user.id }, token: admin }),
        'tutor-not-found',
      );
      expectError(
        await h.call(endpoint, { params: { id: 987654 }, token: admin }),
        'user-not-found',
      );
    }
    expectError(
      await h.call(api.tutorStatsPersonalized, { token: student.token.value }),
      'forbidden',
    );
    expectError(await h.call(api.tutoringMinutes, { token: student.token.value }), 'forbidden');
  });
});
