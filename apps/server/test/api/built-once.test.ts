/**
 * Queries built once per database (docs/performance.md#signed-in-reads): each call sees its own
 * values and the rows as they are now, a transaction's query sees what that transaction wrote, and
 * the builder runs once per database and shape however many calls come. Runs on both databases (on
 * PostgreSQL the cached query is a named statement on each pooled connection).
 */
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { builtOnce, builtOncePerShape } from '../../src/db/built-once.js';
import { topics } from '../../src/db/schema.js';
import { startHarness, type Harness } from '../harness.js';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(() => h.close());

let builds = 0;
const topicById = builtOnce<{ id: number }, { nameEn: string }[]>('test_topic_by_id', (db) => {
  builds += 1;
  return db
    .select({ nameEn: topics.nameEn })
    .from(topics)
    .where(eq(topics.id, sql.placeholder('id')));
});

const shapesBuilt: string[] = [];
const topicsNamed = builtOncePerShape<{ prefix: string; id: number }, { id: number }[]>(
  'test_topics_named',
  (db, shape) => {
    shapesBuilt.push(shape);
    const conditions = [sql`${topics.nameEn} like ${sql.placeholder('prefix')} || '%'`];
    if (shape === 'above') conditions.push(sql`${topics.id} > ${sql.placeholder('id')}`);
    return db
      .select({ id: topics.id })
      .from(topics)
      .where(sql.join(conditions, sql` and `))
      .orderBy(topics.id);
  },
);

const addTopic = async (nameEn: string) =>
  (
    await h.ctx.db
      .insert(topics)
      .values({ nameEn, nameAr: `${nameEn} ع` })
      .returning()
  )[0]!.id;

describe('a query built once', () => {
  it('answers each call with its own values and the rows as they are now, built only once', async () => {
    const first = await addTopic('Built once A');
    const second = await addTopic('Built once B');
    builds = 0;
    expect(await topicById(h.ctx.db, { id: first })).toEqual([{ nameEn: 'Built once A' }]);
    expect(await topicById(h.ctx.db, { id: second })).toEqual([{ nameEn: 'Built once B' }]);
    await h.ctx.db.update(topics).set({ nameEn: 'Built once A2' }).where(eq(topics.id, first));
    // Many at once, as a busy server calls it: every call gets its own answer.
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) => topicById(h.ctx.db, { id: i % 2 ? second : first })),
    );
    answers.forEach((answer, i) =>
      expect(answer).toEqual([{ nameEn: i % 2 ? 'Built once B' : 'Built once A2' }]),
    );
    expect(await topicById(h.ctx.db, { id: -1 })).toEqual([]);
    expect(builds).toBe(1);
  });

  it('inside a transaction, runs on that transaction and sees what it has not committed yet', async () => {
    const id = await h.ctx.db.transaction(async (tx) => {
      const made = (
        await tx
          .insert(topics)
          .values({ nameEn: 'In a transaction', nameAr: 'في معاملة' })
          .returning()
      )[0]!.id;
      expect(await topicById(tx, { id: made })).toEqual([{ nameEn: 'In a transaction' }]);
      return made;
    });
    expect(await topicById(h.ctx.db, { id })).toEqual([{ nameEn: 'In a transaction' }]);
  });

  it('keeps one query per shape', async () => {
    const a = await addTopic('Shaped 1');
    const b = await addTopic('Shaped 2');
    shapesBuilt.length = 0;
    expect(await topicsNamed(h.ctx.db, 'all', { prefix: 'Shaped', id: 0 })).toEqual([
      { id: a },
      { id: b },
    ]);
    expect(await topicsNamed(h.ctx.db, 'above', { prefix: 'Shaped', id: a })).toEqual([{ id: b }]);
    expect(await topicsNamed(h.ctx.db, 'all', { prefix: 'Shaped 2', id: 0 })).toEqual([{ id: b }]);
    expect(await topicsNamed(h.ctx.db, 'above', { prefix: 'Shaped', id: b })).toEqual([]);
    expect(shapesBuilt).toEqual(['all', 'above']);
  });

  it('refuses a name PostgreSQL could not take or would cut short, and names two queries could share', async () => {
    const none = () => ({}) as never;
    expect(() => builtOnce('bad name;', none)).toThrow(/Bad statement name/);
    expect(() => builtOnce(`test_${'x'.repeat(59)}`, none)).toThrow(/Bad statement name/);
    expect(() => builtOnce('test_topic_by_id', none)).toThrow(/used twice/);
    // A family's names are `<family>_<shape>`: no other name or family may fall among them.
    expect(() => builtOnce('test_topics_named_all', none)).toThrow(/family/);
    expect(() => builtOncePerShape('test_topics', none)).toThrow(/share names/);
    expect(() => builtOncePerShape('test_topics_named_x', none)).toThrow(/share names/);
    builtOnce('test_cached_apart', none);
    expect(() => builtOncePerShape('test_cached', none)).toThrow(/share names/);
    await expect(topicsNamed(h.ctx.db, 'x; drop', { prefix: '', id: 0 })).rejects.toThrow(
      /Bad query shape/,
    );
    await expect(topicsNamed(h.ctx.db, 'y'.repeat(50), { prefix: '', id: 0 })).rejects.toThrow(
      /Bad query shape/,
    );
  });
});
