import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { api, Role } from '@darsak/shared';
import { tutors } from '../../src/db/schema.js';
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
beforeAll(async () => {
  h = await startHarness(weekStartedYesterday());
  admin = (await h.account({ role: Role.RegularAdmin })).token.value;
});
afterAll(() => h.close());

const REVIEW = 'درس ممتاز ومفيد جداً، شكراً';

let lessonsGiven = 0;
/** A student who had a lesson with the tutor that is over; each at an hour of its own, days ago. */
const taughtStudent = async (tutorId: number, name = 'Test User') => {
  lessonsGiven += 1;
  const startsAt = quarterHour(-(100 + lessonsGiven) * HOUR);
  const student = await h.account({ name });
  await insertLesson(h, { tutorId, studentId: student.user.id, startsAt });
  return student;
};

const totals = async (tutorId: number) => {
  const [row] = await h.ctx.db.select().from(tutors).where(eq(tutors.userId, tutorId));
  return { count: row!.ratingCount, sum: row!.ratingSum };
};

const rate = (token: string, tutorId: number, value: number, text?: string) =>
  h.call(api.createRating, { body: { tutorId, value, ...(text ? { text } : {}) }, token });

describe('POST /api/v1/rating/', () => {
  it('rates a tutor after a lesson with them, keeping the tutor’s totals and the list in step', async () => {
    const tutor = await createTutor(h, { name: 'منال رشدي' });
    const student = await taughtStudent(tutor.id, 'Omar Khaled');
    const toAll = vi.spyOn(h.ctx.realtime, 'toAll');
    const res = await rate(student.token.value, tutor.id, 4, `  ${REVIEW}  `);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      id: expect.any(Number),
      rater: { id: student.user.id, name: 'Omar Khaled', image: null },
      tutorId: tutor.id,
      value: 4,
      text: REVIEW,
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
    expect(toAll).toHaveBeenCalledWith('TutorUpdated', { tutorId: tutor.id });
    toAll.mockRestore();
    expect(await totals(tutor.id)).toEqual({ count: 1, sum: 4 });
    const card = (await h.call(api.onboardedTutors, { query: { q: 'منال رشدي' } })).body.list[0];
    expect(card?.rating).toEqual({ average: 4, count: 1 });
    const profile = await h.call(api.tutorInfo, { params: { id: tutor.id } });
    expect(profile.body.rating).toEqual({ average: 4, count: 1 });
  });

  it('takes a rating without text', async () => {
    const tutor = await createTutor(h);
    const student = await taughtStudent(tutor.id);
    const res = await h.call(api.createRating, {
      body: { tutorId: tutor.id, value: 5, text: '   ' },
      token: student.token.value,
    });
    expect(res.status).toBe(200);
    expect(res.body.text).toBeNull();
  });

  it('refuses a rating before any lesson took place', async () => {
    const tutor = await createTutor(h);
    const student = await h.account();
    expectError(await rate(student.token.value, tutor.id, 5), 'illegal');
    // An upcoming lesson, or one that was cancelled, is not enough.
    await insertLesson(h, {
      tutorId: tutor.id,
      studentId: student.user.id,
      startsAt: quarterHour(2 * HOUR),
    });
    await insertLesson(h, {
      tutorId: tutor.id,
      studentId: student.user.id,
      startsAt: quarterHour(-5 * HOUR),
      cancelledBy: tutor.id,
    });
    expectError(await rate(student.token.value, tutor.id, 5), 'illegal');
    // A lesson with another tutor is not enough either.
    const other = await createTutor(h);
    await insertLesson(h, {
      tutorId: other.id,
      studentId: student.user.id,
      startsAt: quarterHour(-8 * HOUR),
    });
    expectError(await rate(student.token.value, tutor.id, 5), 'illegal');
    expect(await totals(tutor.id)).toEqual({ count: 0, sum: 0 });
  });

  it('answers rating-exists for a second rating of the same tutor', async () => {
    const tutor = await createTutor(h);
    const student = await taughtStudent(tutor.id);
    expect((await rate(student.token.value, tutor.id, 5)).status).toBe(200);
    expectError(await rate(student.token.value, tutor.id, 1, REVIEW), 'rating-exists');
    expect(await totals(tutor.id)).toEqual({ count: 1, sum: 5 });
  });

  it('counts every rating when many students rate one tutor at once', async () => {
    const tutor = await createTutor(h);
    const students = await Promise.all(Array.from({ length: 6 }, () => taughtStudent(tutor.id)));
    const answers = await Promise.all(
      students.map((s, i) => rate(s.token.value, tutor.id, (i % 5) + 1)),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(6).fill(200));
    expect(await totals(tutor.id)).toEqual({ count: 6, sum: 1 + 2 + 3 + 4 + 5 + 1 });
    // One student trying twice at once gets one rating.
    const eager = await taughtStudent(tutor.id);
    const twice = await Promise.all([
      rate(eager.token.value, tutor.id, 5),
      rate(eager.token.value, tutor.id, 5),
    ]);
    expect(twice.map((a) => a.status).sort()).toEqual([200, 409]);
    expect(twice.find((a) => a.status === 409)?.body.code).toBe('rating-exists');
    expect(await totals(tutor.id)).toEqual({ count: 7, sum: 21 });
  });

  it.each([
    [{ value: 0 }, 'rating-too-low'],
    [{ value: 6 }, 'rating-too-high'],
    [{ value: 4.5 }, 'invalid-type'],
    [{ value: 4, text: 'قصير' }, 'rating-text-too-short'],
    [{ value: 4, text: 'ممتاز '.repeat(100) }, 'rating-text-too-long'],
    [{ value: 4, text: '<b>درس ممتاز جداً</b>' }, 'invalid-markup'],
    [{}, 'required'],
  ] as const)('validates %j', async (fields, code) => {
    const tutor = await createTutor(h);
    const student = await taughtStudent(tutor.id);
    expectError(
      await h.call(api.createRating, {
        body: { tutorId: tutor.id, ...fields } as never,
        token: student.token.value,
      }),
      code,
    );
  });

  it('answers tutor-not-found for someone who is not a tutor', async () => {
    const student = await h.account();
    const other = await h.account();
    expectError(await rate(student.token.value, other.user.id, 5), 'tutor-not-found');
    expectError(await rate(student.token.value, 987654, 5), 'tutor-not-found');
  });

  it('is for students only', async () => {
    const tutor = await createTutor(h);
    const other = await createTutor(h);
    expectError(await rate(other.token, tutor.id, 5), 'forbidden');
    expectError(await rate(admin, tutor.id, 5), 'forbidden');
    expectError(
      await h.call(api.createRating, { body: { tutorId: tutor.id, value: 5 } }),
      'unauthenticated',
    );
  });
});

describe('reading, changing and removing a rating', () => {
  it('shows a rating to anyone', async () => {
    const tutor = await createTutor(h);
    const student = await taughtStudent(tutor.id);
    const created = (await rate(student.token.value, tutor.id, 3, REVIEW)).body;
    const res = await h.call(api.getRating, { params: { id: created.id } });
    expect(res.status).toBe(200);
    expect(res.body).toEqual(created);
    expectError(await h.call(api.getRating, { params: { id: 987654 } }), 'rating-not-found');
  });

  it('lets the rater change value and text, moving the tutor’s totals', async () => {
    const tutor = await createTutor(h);
    const student = await taughtStudent(tutor.id);
    const created = (await rate(student.token.value, tutor.id, 2, REVIEW)).body;
    const res = await h.call(api.updateRating, {
      params: { id: created.id },
      body: { value: 5 },
      token: student.token.value,
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: created.id, value: 5, text: REVIEW });
    expect(await totals(tutor.id)).toEqual({ count: 1, sum: 5 });
    const cleared = await h.call(api.updateRating, {
      params: { id: created.id },
      body: { text: null },
      token: student.token.value,
    });
    expect(cleared.body).toMatchObject({ value: 5, text: null });
    // Admins may correct it too.
    const byAdmin = await h.call(api.updateRating, {
      params: { id: created.id },
      body: { value: 4, text: 'تم تعديل التقييم بطلب الطالب' },
      token: admin,
    });
    expect(byAdmin.body).toMatchObject({ value: 4, text: 'تم تعديل التقييم بطلب الطالب' });
    expect(await totals(tutor.id)).toEqual({ count: 1, sum: 4 });
  });

  it('refuses changes by anyone else, and answers for unknown ratings and bad bodies', async () => {
    const tutor = await createTutor(h);
    const student = await taughtStudent(tutor.id);
    const created = (await rate(student.token.value, tutor.id, 2)).body;
    const intruder = await h.account();
    for (const token of [intruder.token.value, tutor.token]) {
      expectError(
        await h.call(api.updateRating, { params: { id: created.id }, body: { value: 5 }, token }),
        'forbidden',
      );
      expectError(
        await h.call(api.deleteRating, { params: { id: created.id }, token }),
        'forbidden',
      );
    }
    expectError(
      await h.call(api.updateRating, { params: { id: 987654 }, body: { value: 5 }, token: admin }),
      'rating-not-found',
    );
    expectError(
      await h.call(api.updateRating, {
        params: { id: created.id },
        body: {},
        token: student.token.value,
      }),
      'empty-request',
    );
    expectError(
      await h.call(api.updateRating, {
        params: { id: created.id },
        body: { value: 9 },
        token: student.token.value,
      }),
      'rating-too-high',
    );
    expectError(
      await h.call(api.deleteRating, { params: { id: 987654 }, token: admin }),
      'rating-not-found',
    );
    expect(await totals(tutor.id)).toEqual({ count: 1, sum: 2 });
  });

  it('lets the rater or an admin remove a rating; the student may then rate again', async () => {
    const tutor = await createTutor(h);
    const student = await taughtStudent(tutor.id);
    const first = (await rate(student.token.value, tutor.id, 1)).body;
    const removed = await h.call(api.deleteRating, {
      params: { id: first.id },
      token: student.token.value,
    });
    expect(removed.status).toBe(204);
    expect(await totals(tutor.id)).toEqual({ count: 0, sum: 0 });
    expectError(await h.call(api.getRating, { params: { id: first.id } }), 'rating-not-found');
    const second = (await rate(student.token.value, tutor.id, 5)).body;
    expect(
      (await h.call(api.deleteRating, { params: { id: second.id }, token: admin })).status,
    ).toBe(204);
    expect(await totals(tutor.id)).toEqual({ count: 0, sum: 0 });
  });
});

describe('lists of ratings', () => {
  let tutor: { id: number; token: string };
  let raters: Awaited<ReturnType<typeof taughtStudent>>[];
  let ids: number[];
  beforeAll(async () => {
    tutor = await createTutor(h);
    raters = [];
    ids = [];
    for (const value of [5, 3, 4]) {
      const student = await taughtStudent(tutor.id);
      raters.push(student);
      ids.push((await rate(student.token.value, tutor.id, value, REVIEW)).body.id);
    }
  });

  it('lists a tutor’s reviews newest first, paged, with the average and count', async () => {
    for (const endpoint of [api.ratingsByTutor, api.ratingsByRatee]) {
      const res = await h.call(endpoint, { params: { id: tutor.id }, query: { size: 2 } });
      expect(res.status).toBe(200);
      expect(res.body.list.map((r) => r.id)).toEqual([ids[2], ids[1]]);
      expect(res.body.total).toBe(3);
      expect(res.body.summary).toEqual({ average: 4, count: 3 });
      const next = await h.call(endpoint, {
        params: { id: tutor.id },
        query: { page: 2, size: 2 },
      });
      expect(next.body.list.map((r) => r.id)).toEqual([ids[0]]);
    }
  });

  it('answers an empty list for a tutor without ratings', async () => {
    const fresh = await createTutor(h);
    const res = await h.call(api.ratingsByTutor, { params: { id: fresh.id } });
    expect(res.body).toEqual({ list: [], total: 0, summary: { average: null, count: 0 } });
  });

  it('lists what a student rated, for that student and admins', async () => {
    const other = await createTutor(h);
    const rater = raters[0]!;
    await insertLesson(h, {
      tutorId: other.id,
      studentId: rater.user.id,
      startsAt: quarterHour(-6 * HOUR),
    });
    const second = (await rate(rater.token.value, other.id, 2)).body;
    for (const token of [rater.token.value, admin]) {
      const res = await h.call(api.ratingsByRater, { params: { id: rater.user.id }, token });
      expect(res.status).toBe(200);
      expect(res.body.list.map((r) => [r.id, r.tutorId])).toEqual([
        [second.id, other.id],
        [ids[0], tutor.id],
      ]);
      expect(res.body.summary).toEqual({ average: 3.5, count: 2 });
    }
    expectError(
      await h.call(api.ratingsByRater, {
        params: { id: rater.user.id },
        token: raters[1]!.token.value,
      }),
      'forbidden',
    );
    expectError(
      await h.call(api.ratingsByRater, { params: { id: rater.user.id } }),
      'unauthenticated',
    );
  });

  it('answers for unknown users and non-tutors', async () => {
    const student = raters[0]!;
    expectError(
      await h.call(api.ratingsByTutor, { params: { id: student.user.id } }),
      'tutor-not-found',
    );
    expectError(await h.call(api.ratingsByTutor, { params: { id: 987654 } }), 'tutor-not-found');
    expectError(await h.call(api.ratingsByRatee, { params: { id: 987654 } }), 'user-not-found');
    expectError(
      await h.call(api.ratingsByRater, { params: { id: 987654 }, token: admin }),
      'user-not-found',
    );
    expectError(
      await h.call(api.ratingsByTutor, { params: { id: tutor.id }, query: { size: 0 } }),
      'invalid-value',
    );
  });
});
