import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, Role, type Topic } from '@darsak/shared';
import { startHarness, type Harness } from '../harness.js';
import { expectError } from '../support.js';

let h: Harness;
let admin: string;
beforeAll(async () => {
  h = await startHarness();
  admin = (await h.account({ role: Role.RegularAdmin })).token.value;
});
afterAll(() => h.close());

let seq = 0;
const createTopic = async (nameAr?: string, nameEn?: string): Promise<Topic> => {
  seq += 1;
  const res = await h.call(api.createTopic, {
    body: { nameAr: nameAr ?? `موضوع ${seq}`, nameEn: nameEn ?? `Topic ${seq}` },
    token: admin,
  });
  expect(res.status).toBe(200);
  return res.body;
};

describe('admin topic management', () => {
  it('creates topics and lists them publicly, ordered by Arabic name', async () => {
    const history = await createTopic('تاريخ', 'History');
    const business = await createTopic('  بيزنس   وأعمال ', 'Business');
    const geography = await createTopic('جغرافيا', 'Geography');
    expect(business).toEqual({
      id: expect.any(Number),
      nameAr: 'بيزنس وأعمال',
      nameEn: 'Business',
    });
    const res = await h.call(api.listTopics);
    expect(res.status).toBe(200);
    const names = res.body.map((t) => t.nameAr);
    expect(names.indexOf(business.nameAr)).toBeLessThan(names.indexOf(history.nameAr));
    expect(names.indexOf(history.nameAr)).toBeLessThan(names.indexOf(geography.nameAr));
    expect(res.body).toContainEqual(history);
  });

  it('lets a super admin manage topics too', async () => {
    const { token } = await h.account({ role: Role.SuperAdmin });
    const res = await h.call(api.createTopic, {
      body: { nameAr: 'رياضة', nameEn: 'Sports' },
      token: token.value,
    });
    expect(res.status).toBe(200);
    const renamed = await h.call(api.updateTopic, {
      params: { id: res.body.id },
      body: { nameAr: 'رياضات', nameEn: 'Sport' },
      token: token.value,
    });
    expect(renamed.body).toEqual({ id: res.body.id, nameAr: 'رياضات', nameEn: 'Sport' });
    const removed = await h.call(api.deleteTopic, {
      params: { id: res.body.id },
      token: token.value,
    });
    expect(removed.status).toBe(204);
  });

  it('answers topic-exists for a duplicate Arabic name or English name in any case', async () => {
    await createTopic('طبخ', 'Cooking');
    const dupAr = await h.call(api.createTopic, {
      body: { nameAr: 'طبخ', nameEn: 'Cuisine' },
      token: admin,
    });
    expectError(dupAr, 'topic-exists');
    const dupEn = await h.call(api.createTopic, {
      body: { nameAr: 'مطبخ', nameEn: 'COOKING' },
      token: admin,
    });
    expectError(dupEn, 'topic-exists');
  });

  it.each([
    [{ nameAr: 'ب', nameEn: 'Biology' }, 'topic-name-too-short'],
    [{ nameAr: 'علوم', nameEn: 'x'.repeat(51) }, 'topic-name-too-long'],
    [{ nameAr: 'علوم' }, 'required'],
    [{ nameAr: 5, nameEn: 'Science' }, 'invalid-type'],
  ] as const)('validates %j', async (body, code) => {
    expectError(await h.call(api.createTopic, { body: body as never, token: admin }), code);
  });

  it('renames a topic, refusing a name another topic has', async () => {
    const music = await createTopic('موسيقى', 'Music');
    const art = await createTopic('فن', 'Art');
    const res = await h.call(api.updateTopic, {
      params: { id: music.id },
      body: { nameAr: 'موسيقا', nameEn: 'Music & Songs' },
      token: admin,
    });
    expect(res.body).toEqual({ id: music.id, nameAr: 'موسيقا', nameEn: 'Music & Songs' });
    // Keeping its own names is allowed.
    const same = await h.call(api.updateTopic, {
      params: { id: art.id },
      body: { nameAr: 'فن', nameEn: 'ART' },
      token: admin,
    });
    expect(same.body.nameEn).toBe('ART');
    const clash = await h.call(api.updateTopic, {
      params: { id: art.id },
      body: { nameAr: 'موسيقا', nameEn: 'Art' },
      token: admin,
    });
    expectError(clash, 'topic-exists');
    expect((await h.call(api.listTopics)).body).toContainEqual({ ...art, nameEn: 'ART' });
  });

  it('answers topic-not-found when renaming or deleting an unknown topic', async () => {
    expectError(
      await h.call(api.updateTopic, {
        params: { id: 987654 },
        body: { nameAr: 'مجهول', nameEn: 'Unknown' },
        token: admin,
      }),
      'topic-not-found',
    );
    expectError(
      await h.call(api.deleteTopic, { params: { id: 987654 }, token: admin }),
      'topic-not-found',
    );
  });

  it('deletes a topic, which leaves every user’s list', async () => {
    const topic = await createTopic();
    const keep = await createTopic();
    const student = await h.account();
    await h.call(api.replaceUserTopics, {
      body: { topicIds: [topic.id, keep.id] },
      token: student.token.value,
    });
    const res = await h.call(api.deleteTopic, { params: { id: topic.id }, token: admin });
    expect(res.status).toBe(204);
    expect(res.body).toBeUndefined();
    expect((await h.call(api.listTopics)).body).not.toContainEqual(topic);
    const mine = await h.call(api.listUserTopics, { token: student.token.value });
    expect(mine.body).toEqual([keep]);
    expectError(
      await h.call(api.deleteTopic, { params: { id: topic.id }, token: admin }),
      'topic-not-found',
    );
  });

  it('is for admins only', async () => {
    const topic = await createTopic();
    const body = { nameAr: 'ممنوع', nameEn: 'Forbidden' };
    for (const role of [Role.Student, Role.Tutor, Role.TutorManager, Role.Studio]) {
      const { token } = await h.account({ role });
      expectError(await h.call(api.createTopic, { body, token: token.value }), 'forbidden');
      expectError(
        await h.call(api.updateTopic, { params: { id: topic.id }, body, token: token.value }),
        'forbidden',
      );
      expectError(
        await h.call(api.deleteTopic, { params: { id: topic.id }, token: token.value }),
        'forbidden',
      );
    }
    expectError(await h.call(api.createTopic, { body }), 'unauthenticated');
    expectError(
      await h.call(api.updateTopic, { params: { id: topic.id }, body }),
      'unauthenticated',
    );
    expectError(await h.call(api.deleteTopic, { params: { id: topic.id } }), 'unauthenticated');
    expect((await h.call(api.listTopics)).body).toContainEqual(topic);
  });
});

describe('a user’s topics', () => {
  let a: Topic;
  let b: Topic;
  let c: Topic;
  beforeAll(async () => {
    a = await createTopic();
    b = await createTopic();
    c = await createTopic();
  });

  it('lists, adds and removes one’s own topics, in the order added', async () => {
    const me = await h.account({ role: Role.Tutor });
    const token = me.token.value;
    expect((await h.call(api.listUserTopics, { token })).body).toEqual([]);
    expect((await h.call(api.addUserTopic, { body: { topicId: b.id }, token })).body).toEqual([b]);
    const added = await h.call(api.addUserTopic, { body: { topicId: a.id }, token });
    expect(added.status).toBe(200);
    expect(added.body).toEqual([b, a]);
    // Adding a topic twice keeps one.
    expect((await h.call(api.addUserTopic, { body: { topicId: b.id }, token })).body).toEqual([
      b,
      a,
    ]);
    expect((await h.call(api.listUserTopics, { token })).body).toEqual([b, a]);
    const removed = await h.call(api.removeUserTopic, { query: { topicId: b.id }, token });
    expect(removed.status).toBe(200);
    expect(removed.body).toEqual([a]);
    // Removing a topic one does not have is no error.
    const again = await h.call(api.removeUserTopic, { query: { topicId: c.id }, token });
    expect(again.body).toEqual([a]);
    expect((await h.call(api.currentUser, { token })).body.topics).toEqual([a]);
  });

  it('replaces the whole list, keeping the order given and dropping repeats', async () => {
    const { token } = await h.account();
    const res = await h.call(api.replaceUserTopics, {
      body: { topicIds: [c.id, a.id, c.id, b.id] },
      token: token.value,
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual([c, a, b]);
    const next = await h.call(api.replaceUserTopics, {
      body: { topicIds: [b.id] },
      token: token.value,
    });
    expect(next.body).toEqual([b]);
    const empty = await h.call(api.replaceUserTopics, {
      body: { topicIds: [] },
      token: token.value,
    });
    expect(empty.body).toEqual([]);
  });

  it('answers topic-not-found for unknown topics and changes nothing', async () => {
    const { token } = await h.account();
    await h.call(api.replaceUserTopics, { body: { topicIds: [a.id] }, token: token.value });
    expectError(
      await h.call(api.addUserTopic, { body: { topicId: 987654 }, token: token.value }),
      'topic-not-found',
    );
    expectError(
      await h.call(api.removeUserTopic, { query: { topicId: 987654 }, token: token.value }),
      'topic-not-found',
    );
    expectError(
      await h.call(api.replaceUserTopics, {
        body: { topicIds: [b.id, 987654] },
        token: token.value,
      }),
      'topic-not-found',
    );
    expect((await h.call(api.listUserTopics, { token: token.value })).body).toEqual([a]);
  });

  it('shows another user’s topics, and user-not-found for an unknown user', async () => {
    const tutor = await h.account({ role: Role.Tutor });
    await h.call(api.replaceUserTopics, { body: { topicIds: [c.id] }, token: tutor.token.value });
    const student = await h.account();
    const res = await h.call(api.listUserTopics, {
      query: { userId: tutor.user.id },
      token: student.token.value,
    });
    expect(res.body).toEqual([c]);
    expectError(
      await h.call(api.listUserTopics, { query: { userId: 987654 }, token: student.token.value }),
      'user-not-found',
    );
  });

  it('validates topic and user ids', async () => {
    const { token } = await h.account();
    expectError(
      await h.call(api.addUserTopic, { body: { topicId: -1 }, token: token.value }),
      'invalid-value',
    );
    expectError(
      await h.call(api.addUserTopic, { body: {} as never, token: token.value }),
      'required',
    );
    expectError(
      await h.call(api.removeUserTopic, { query: {} as never, token: token.value }),
      'required',
    );
    expectError(
      await h.call(api.replaceUserTopics, {
        body: { topicIds: Array.from({ length: 51 }, (_, i) => i + 1) },
        token: token.value,
      }),
      'invalid-value',
    );
    expectError(
      await h.call(api.listUserTopics, { query: { userId: 'me' as never }, token: token.value }),
      'invalid-type',
    );
  });

  it('needs a signed-in user', async () => {
    expectError(await h.call(api.listUserTopics), 'unauthenticated');
    expectError(await h.call(api.addUserTopic, { body: { topicId: a.id } }), 'unauthenticated');
    expectError(await h.call(api.removeUserTopic, { query: { topicId: a.id } }), 'unauthenticated');
    expectError(
      await h.call(api.replaceUserTopics, { body: { topicIds: [a.id] } }),
      'unauthenticated',
    );
  });
});
