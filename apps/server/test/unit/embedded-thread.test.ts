/**
 * The embedded database in its own thread (docs/performance.md#what-stays): the same answers,
 * errors and transactions.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../src/db/client.js';
import { isUniqueViolation } from '../../src/db/errors.js';
import { topics } from '../../src/db/schema.js';

let database: Database;
beforeAll(async () => {
  database = await openDatabase({ thread: 'worker' });
});
afterAll(() => database.close());

describe('the embedded database in a worker thread', () => {
  it('answers queries with the types the ORM expects', async () => {
    const [row] = await database.db
      .insert(topics)
      .values({ nameAr: 'محادثة', nameEn: 'Conversation' })
      .returning();
    expect(row).toMatchObject({ nameAr: 'محادثة', nameEn: 'Conversation' });
    expect(row!.createdAt).toBeInstanceOf(Date);
    const found = await database.db.select().from(topics).where(eq(topics.id, row!.id));
    expect(found).toEqual([row]);
  });

  it('passes on the database error with its code and constraint', async () => {
    await database.db.insert(topics).values({ nameAr: 'قواعد', nameEn: 'Grammar' });
    const error = await database.db
      .insert(topics)
      .values({ nameAr: 'قواعد', nameEn: 'Grammar again' })
      .catch((caught: unknown) => caught);
    expect(isUniqueViolation(error)).toBe(true);
  });

  it('commits a transaction, rolls one back when it throws, and keeps savepoints', async () => {
    await database.db.transaction(async (tx) => {
      await tx.insert(topics).values({ nameAr: 'نطق', nameEn: 'Pronunciation' });
      await tx
        .transaction(async (inner) => {
          await inner.insert(topics).values({ nameAr: 'كتابة', nameEn: 'Writing' });
          throw new Error('undo the inner part only');
        })
        .catch(() => undefined);
    });
    await expect(
      database.db.transaction(async (tx) => {
        await tx.insert(topics).values({ nameAr: 'استماع', nameEn: 'Listening' });
        throw new Error('undo it all');
      }),
    ).rejects.toThrow('undo it all');
    const names = (await database.db.select({ name: topics.nameEn }).from(topics)).map(
      (r) => r.name,
    );
    expect(names).toContain('Pronunciation');
    expect(names).not.toContain('Writing');
    expect(names).not.toContain('Listening');
  });

  it('lets queries outside a transaction wait for it to end, not mix into it', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const transaction = database.db.transaction(async (tx) => {
      await tx.insert(topics).values({ nameAr: 'مفردات', nameEn: 'Vocabulary' });
      await held;
      throw new Error('rolled back');
    });
    const outside = database.db.select({ name: topics.nameEn }).from(topics);
    const seen = Promise.resolve(outside);
    release();
    await expect(transaction).rejects.toThrow('rolled back');
    expect((await seen).map((r) => r.name)).not.toContain('Vocabulary');
  });

  it('keeps the event loop free while a slow query runs', async () => {
    let turns = 0;
    let running = true;
    const spin = () => {
      turns += 1;
      if (running) setImmediate(spin);
    };
    setImmediate(spin);
    await database.db.execute(sql`select count(*) from generate_series(1, 2000000)`);
    running = false;
    // In the server's own thread the query would hold the loop from start to end: no turn at all.
    expect(turns).toBeGreaterThan(1);
  });

  it('opens on disk in a data folder that does not exist yet', async () => {
    const root = await mkdtemp(path.join(os.tmpdir(), 'darsak-data-'));
    try {
      // DATA_DIR as a newcomer names it: a fresh folder, with the database's folder inside.
      const fresh = await openDatabase({ thread: 'worker', dir: path.join(root, 'new', 'db') });
      const [row] = await fresh.db.select({ one: sql<number>`1` }).from(sql`(select 1) t`);
      expect(row).toEqual({ one: 1 });
      await fresh.close();
    } finally {
      await rm(root, { recursive: true, force: true });
    }
  });
});
