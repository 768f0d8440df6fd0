/**
 * The embedded database's cached statements (docs/performance.md#signed-in-reads): the answers of
 * PGlite's query(), faster.
 */
import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { keepStatements, type KeptStatements } from '../../src/db/embedded-statements.mjs';

let db: PGlite;
let kept: KeptStatements;

// One database for the file (starting one takes seconds); each test gets a fresh table and no
// statements left by the one before.
beforeAll(async () => {
  db = await PGlite.create();
});
afterAll(() => db.close());
beforeEach(async () => {
  await db.exec(`
    deallocate all;
    drop table if exists items;
    create table items (
      id serial primary key,
      name text not null unique,
      price integer,
      tags text[] not null default '{}',
      extra jsonb,
      active boolean not null default true,
      at timestamptz not null default now()
    );
    insert into items (name, price, tags, extra) values
      ('pen', 10, '{blue,small}', '{"a": 1}'), ('book', 120, '{}', null);
  `);
  kept = keepStatements(db, { max: 3 });
});

const byName = 'select * from items where name = $1';

describe('cached statements on the embedded database', () => {
  it('keep a text from its second run and answer as query() does', async () => {
    const expected = await db.query(byName, ['pen']);
    expect(await kept.query(byName, ['pen'])).toEqual(expected);
    expect(kept.size()).toBe(0);
    expect(await kept.query(byName, ['pen'])).toEqual(expected);
    expect(kept.size()).toBe(1);
    expect(await kept.query(byName, ['book'])).toEqual(await db.query(byName, ['book']));
    expect(kept.size()).toBe(1);
  });

  it('serialise each parameter by its type, nulls included, and parse rows by the options', async () => {
    const text =
      'select $1::int[] as ids, $2::jsonb as doc, $3::timestamptz as at, $4::text as none';
    const at = new Date('2026-11-24T10:00:00.000Z');
    const params = [[1, 2], { nested: ['x'] }, at, null];
    const options = { rowMode: 'array' as const, parsers: { 1184: (value: string) => value } };
    const expected = await db.query(text, params, options);
    for (let i = 0; i < 3; i += 1)
      expect(await kept.query(text, params, options)).toEqual(expected);
    expect(expected.rows).toEqual([[[1, 2], { nested: ['x'] }, '2026-11-24 10:00:00+00', null]]);
  });

  it('count the rows a write changed and return what it returns', async () => {
    const update = 'update items set price = price + $1 where active = $2';
    for (let i = 0; i < 3; i += 1)
      expect((await kept.query(update, [1, true])).affectedRows).toBe(2);
    const insert = 'insert into items (name) values ($1) returning name';
    await kept.query(insert, ['ink']);
    const result = await kept.query(insert, ['cup']);
    expect(result.rows).toEqual([{ name: 'cup' }]);
    expect(result.affectedRows).toBe(1);
  });

  it('fail with the database error, its code, constraint and query', async () => {
    const insert = 'insert into items (name) values ($1)';
    await kept.query(insert, ['lamp']);
    const error = await kept.query(insert, ['pen']).catch((caught: unknown) => caught);
    expect(kept.size()).toBe(1);
    expect(error).toMatchObject({ code: '23505', constraint: 'items_name_key', query: insert });
    // The failure leaves the statement and the session usable.
    await kept.query(insert, ['mug']);
    expect((await kept.query('select count(*)::int as n from items', [])).rows).toEqual([{ n: 4 }]);
  });

  it('run inside a transaction, seeing its rows, and stay usable after it rolls back', async () => {
    const count = 'select count(*)::int as n from items where price is null';
    await expect(
      db.transaction(async (tx) => {
        await tx.query('insert into items (name) values ($1)', ['cap']);
        // Kept inside the transaction that is then undone.
        await kept.queryIn(tx, count, []);
        expect((await kept.queryIn(tx, count, [])).rows).toEqual([{ n: 1 }]);
        throw new Error('undo');
      }),
    ).rejects.toThrow('undo');
    expect(kept.size()).toBe(1);
    expect((await kept.query(count, [])).rows).toEqual([{ n: 0 }]);
  });

  it('let a query from outside wait for an open transaction to end', async () => {
    const names = 'select name from items order by id';
    await kept.query(names, []);
    let inserted!: () => void;
    const insertedSignal = new Promise<void>((resolve) => (inserted = resolve));
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const transaction = db.transaction(async (tx) => {
      await kept.queryIn(tx, 'insert into items (name) values ($1)', ['hat']);
      inserted();
      await held;
      await tx.rollback();
    });
    await insertedSignal;
    // Asked while the transaction holds its uncommitted row: answered after it ends.
    const outside = kept.query<{ name: string }>(names, []);
    await new Promise((resolve) => setTimeout(resolve, 20));
    release();
    await transaction;
    expect((await outside).rows.map((r) => r.name)).toEqual(['pen', 'book']);
  });

  it('run calls in the order they were made, kept or not', async () => {
    const count = 'select count(*)::int as n from items';
    await kept.query(count, []);
    await kept.query(count, []);
    // A text run for the first time, not awaited, then a kept one: the kept one sees its row.
    const insert = kept.query('insert into items (name) values ($1)', ['pin']);
    const after = kept.query<{ n: number }>(count, []);
    await insert;
    expect((await after).rows).toEqual([{ n: 3 }]);
  });

  it('refuse a transaction that has ended, as PGlite does', async () => {
    const text = 'select count(*)::int as n from items';
    let ended!: Parameters<Parameters<PGlite['transaction']>[0]>[0];
    await db.transaction(async (tx) => {
      await kept.queryIn(tx, text, []);
      await kept.queryIn(tx, text, []);
      ended = tx;
    });
    await expect(kept.queryIn(ended, text, [])).rejects.toThrow('Transaction is closed');
  });

  it('close the least recently used statement past the most kept', async () => {
    const texts = [1, 2, 3, 4].map((n) => `select ${n} as n, name from items where id = $1`);
    for (const text of texts) {
      await kept.query(text, [1]);
      await kept.query(text, [1]);
    }
    expect(kept.size()).toBe(3);
    const { rows } = await db.query<{ name: string }>('select name from pg_prepared_statements');
    expect(rows).toHaveLength(3);
    // The closed one runs again (and is kept again) with the right answer.
    expect((await kept.query(texts[0]!, [1])).rows).toEqual([{ n: 1, name: 'pen' }]);
    expect((await kept.query(texts[0]!, [1])).rows).toEqual([{ n: 1, name: 'pen' }]);
    expect(kept.size()).toBe(3);
  });

  it('make a statement again when it is gone or its result changed, closing the old one', async () => {
    await kept.query(byName, ['pen']);
    await kept.query(byName, ['pen']);
    await db.exec('deallocate all');
    expect((await kept.query<{ name: string }>(byName, ['pen'])).rows[0]!.name).toBe('pen');
    await db.exec('alter table items add column colour text');
    const { rows } = await kept.query<Record<string, unknown>>(byName, ['pen']);
    expect(rows[0]).toHaveProperty('colour', null);
    expect(kept.size()).toBe(1);
    expect((await db.query('select name from pg_prepared_statements')).rows).toHaveLength(1);
  });

  it('inside a transaction, fail with the statement gone rather than run into the aborted one', async () => {
    await kept.query(byName, ['pen']);
    await kept.query(byName, ['pen']);
    const error = await db
      .transaction(async (tx) => {
        await tx.exec('deallocate all');
        await kept.queryIn(tx, byName, ['pen']);
      })
      .catch((caught: unknown) => caught);
    expect(error).toMatchObject({ code: '26000' });
    expect((await kept.query<{ name: string }>(byName, ['pen'])).rows[0]!.name).toBe('pen');
  });

  it('keep one statement for a query that always fails, not one a call', async () => {
    // Not supported (0A000) at planning, each time: not a statement gone stale.
    const text = 'select * from items a left join items b on b.id = a.id + $1 for update of b';
    const prepared = async () =>
      (await db.query<{ name: string }>('select name from pg_prepared_statements')).rows;
    let first: { name: string }[] = [];
    for (let i = 0; i < 5; i += 1) {
      await expect(kept.query(text, [1])).rejects.toMatchObject({ code: '0A000' });
      if (i === 1) first = await prepared();
    }
    expect(kept.size()).toBe(1);
    expect(first).toHaveLength(1);
    // The same statement all along: it was not made again on each failure.
    expect(await prepared()).toEqual(first);
  });

  it('not keep long texts, nor statements already prepared in SQL', async () => {
    const long = `select $1::text as v -- ${'x'.repeat(5000)}`;
    await db.exec('prepare named_one as select 1 as one');
    for (let i = 0; i < 3; i += 1) {
      expect((await kept.query(long, ['a'])).rows).toEqual([{ v: 'a' }]);
      expect((await kept.query('execute named_one', [])).rows).toEqual([{ one: 1 }]);
    }
    expect(kept.size()).toBe(0);
  });

  it('name statements apart when two keep them on one database', async () => {
    const other = keepStatements(db, { max: 3 });
    for (const keeper of [kept, other, kept, other])
      expect((await keeper.query(byName, ['book'])).rows).toHaveLength(1);
    expect(kept.size() + other.size()).toBe(2);
  });
});
