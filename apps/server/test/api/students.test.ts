import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, EnglishLevel, Role, type Topic } from '@darsak/shared';
import { students } from '../../src/db/schema.js';
import { startHarness, type Harness } from '../harness.js';
import { expectError } from '../support.js';

let h: Harness;
let grammar: Topic;
let travel: Topic;
beforeAll(async () => {
  h = await startHarness();
  const { token } = await h.account({ role: Role.SuperAdmin });
  const create = async (nameAr: string, nameEn: string) =>
    (await h.call(api.createTopic, { body: { nameAr, nameEn }, token: token.value })).body;
  grammar = await create('القواعد', 'Grammar');
  travel = await create('السفر', 'Travel');
});
afterAll(() => h.close());

const profileRow = async (userId: number) =>
  (await h.ctx.db.select().from(students).where(eq(students.userId, userId)))[0];

describe('POST /api/v1/student/', () => {
  it('saves the signed-in student’s level, goal and favourite topics', async () => {
    const me = await h.account();
    const res = await h.call(api.createStudent, {
      body: {
        englishLevel: EnglishLevel.Intermediate,
        goal: '  Pass IELTS  ',
        topicIds: [travel.id, grammar.id, travel.id],
      },
      token: me.token.value,
    });
    expect(res.status).toBe(200);
    expect(res.body.student).toEqual({
      englishLevel: EnglishLevel.Intermediate,
      goal: 'Pass IELTS',
      tourDone: false,
    });
    expect(res.body.topics).toEqual([travel, grammar]);
    expect(await profileRow(me.user.id)).toMatchObject({
      englishLevel: EnglishLevel.Intermediate,
      goal: 'Pass IELTS',
    });
    // Without a goal or topics, the goal is cleared and the topics stay.
    const again = await h.call(api.createStudent, {
      body: { englishLevel: EnglishLevel.Advanced },
      token: me.token.value,
    });
    expect(again.body.student).toEqual({
      englishLevel: EnglishLevel.Advanced,
      goal: null,
      tourDone: false,
    });
    expect(again.body.topics).toEqual([travel, grammar]);
  });

  it.each([
    [{}, 'required'],
    [{ englishLevel: 7 }, 'invalid-english-level'],
    [{ englishLevel: '3' }, 'invalid-english-level'],
    [{ englishLevel: 1, goal: 'x'.repeat(501) }, 'goal-too-long'],
    [{ englishLevel: 1, topicIds: [0] }, 'invalid-value'],
    [{ englishLevel: 1, topicIds: Array.from({ length: 51 }, (_, i) => i + 1) }, 'invalid-value'],
  ] as const)('validates %j', async (body, code) => {
    const me = await h.account();
    expectError(
      await h.call(api.createStudent, { body: body as never, token: me.token.value }),
      code,
    );
  });

  it('answers topic-not-found for an unknown topic and saves nothing', async () => {
    const me = await h.account();
    const res = await h.call(api.createStudent, {
      body: { englishLevel: EnglishLevel.Beginner, topicIds: [grammar.id, 987654] },
      token: me.token.value,
    });
    expectError(res, 'topic-not-found');
    expect((await profileRow(me.user.id))?.englishLevel).toBeNull();
  });

  it('is for students only', async () => {
    for (const role of [
      Role.Tutor,
      Role.TutorManager,
      Role.Studio,
      Role.RegularAdmin,
      Role.SuperAdmin,
    ]) {
      const { token } = await h.account({ role });
      expectError(
        await h.call(api.createStudent, { body: { englishLevel: 1 }, token: token.value }),
        'forbidden',
      );
    }
    expectError(await h.call(api.createStudent, { body: { englishLevel: 1 } }), 'unauthenticated');
  });
});

describe('PUT /api/v1/student/:id', () => {
  it('updates one’s own profile, field by field', async () => {
    const me = await h.account();
    const update = (body: Record<string, unknown>) =>
      h.call(api.updateStudent, {
        params: { id: me.user.id },
        body: body as never,
        token: me.token.value,
      });
    const level = await update({ englishLevel: EnglishLevel.PreIntermediate });
    expect(level.status).toBe(200);
    expect(level.body.student).toEqual({
      englishLevel: EnglishLevel.PreIntermediate,
      goal: null,
      tourDone: false,
    });
    const goal = await update({ goal: 'Speak at work' });
    expect(goal.body.student).toEqual({
      englishLevel: EnglishLevel.PreIntermediate,
      goal: 'Speak at work',
      tourDone: false,
    });
    const topics = await update({ topicIds: [grammar.id] });
    expect(topics.body.topics).toEqual([grammar]);
    expect(topics.body.student?.goal).toBe('Speak at work');
    expect((await update({ topicIds: [] })).body.topics).toEqual([]);
  });

  it('remembers the guided tour as done on the account, and lets it be offered again', async () => {
    const me = await h.account();
    const update = (tourDone: boolean) =>
      h.call(api.updateStudent, {
        params: { id: me.user.id },
        body: { tourDone },
        token: me.token.value,
      });
    expect((await update(true)).body.student).toMatchObject({ tourDone: true });
    // Read back from anywhere the account signs in: the current user carries it.
    const current = await h.call(api.currentUser, { token: me.token.value });
    expect(current.body.student).toMatchObject({ tourDone: true });
    expect((await profileRow(me.user.id))?.tourDoneAt).toBeInstanceOf(Date);
    expect((await update(false)).body.student).toMatchObject({ tourDone: false });
    expectError(
      await h.call(api.updateStudent, {
        params: { id: me.user.id },
        body: { tourDone: 'yes' } as never,
        token: me.token.value,
      }),
      'invalid-type',
    );
  });

  it('lets admins update a student', async () => {
    const student = await h.account();
    for (const role of [Role.RegularAdmin, Role.SuperAdmin]) {
      const admin = await h.account({ role });
      const res = await h.call(api.updateStudent, {
        params: { id: student.user.id },
        body: { englishLevel: role === Role.SuperAdmin ? 6 : 5 },
        token: admin.token.value,
      });
      expect(res.status).toBe(200);
      expect(res.body.id).toBe(student.user.id);
    }
    expect((await profileRow(student.user.id))?.englishLevel).toBe(6);
  });

  it('answers forbidden for another student and for roles that are neither student nor admin', async () => {
    const student = await h.account();
    const other = await h.account();
    expectError(
      await h.call(api.updateStudent, {
        params: { id: student.user.id },
        body: { goal: 'Not yours' },
        token: other.token.value,
      }),
      'forbidden',
    );
    for (const role of [Role.Tutor, Role.TutorManager, Role.Studio]) {
      const { token, user } = await h.account({ role });
      expectError(
        await h.call(api.updateStudent, {
          params: { id: user.id },
          body: { goal: 'Mine' },
          token: token.value,
        }),
        'forbidden',
      );
    }
    expectError(
      await h.call(api.updateStudent, { params: { id: student.user.id }, body: { goal: 'x' } }),
      'unauthenticated',
    );
    expect((await profileRow(student.user.id))?.goal).toBeNull();
  });

  it('answers student-not-found for a user who is not a student, and user-not-found for an unknown id', async () => {
    const admin = await h.account({ role: Role.RegularAdmin });
    const tutor = await h.account({ role: Role.Tutor });
    const call = (id: number) =>
      h.call(api.updateStudent, { params: { id }, body: { goal: 'x' }, token: admin.token.value });
    expectError(await call(tutor.user.id), 'student-not-found');
    expectError(await call(987654), 'user-not-found');
  });

  it.each([
    [{}, 'empty-request'],
    [{ englishLevel: 0 }, 'invalid-english-level'],
    [{ goal: 'x'.repeat(501) }, 'goal-too-long'],
    [{ goal: 5 }, 'invalid-type'],
    [{ topicIds: [987654] }, 'topic-not-found'],
  ] as const)('validates %j', async (body, code) => {
    const me = await h.account();
    expectError(
      await h.call(api.updateStudent, {
        params: { id: me.user.id },
        body: body as never,
        token: me.token.value,
      }),
      code,
    );
  });
});
