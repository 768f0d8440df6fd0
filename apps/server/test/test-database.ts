/**
 * A database of its own for each test file: a copy of the migrated template that global-setup.ts
 * made, embedded in a folder of its own or a PostgreSQL database.
 */
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { inject } from 'vitest';
import { openDatabase, type Database } from '../src/db/client.js';

export const TEST_DATABASE_PREFIX = 'darsak_t_';

export const usePostgres = (env: Record<string, unknown> = process.env): boolean =>
  env.TEST_DB === 'postgres' && Boolean(process.env.DATABASE_URL);

/** A name of a test database: the time it was made first, so that leftovers can be told by age. */
export const testDatabaseName = (): string =>
  `${TEST_DATABASE_PREFIX}${Date.now()}_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;

export const withDatabase = (url: string, name: string): string => {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
};

export const adminQuery = async (sql: string): Promise<pg.QueryResult> => {
  const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await client.connect();
  try {
    return await client.query(sql);
  } finally {
    await client.end();
  }
};

/** A copy of the embedded template in a folder of its own, opened; closing it removes the folder. */
const copyOfEmbeddedTemplate = async (): Promise<Database> => {
  const folder = mkdtempSync(path.join(tmpdir(), 'darsak-test-db-'));
  cpSync(inject('testDatabaseTemplate'), path.join(folder, 'db'), { recursive: true });
  const database = await openDatabase({ dir: path.join(folder, 'db') });
  return {
    ...database,
    close: async () => {
      await database.close();
      rmSync(folder, { recursive: true, force: true });
    },
  };
};

/** A PostgreSQL database copied from the template, and its name. */
const copyOfPostgresTemplate = async (): Promise<{ name: string; url: string }> => {
  const name = testDatabaseName();
  await adminQuery(`create database "${name}" template "${inject('testDatabaseTemplate')}"`);
  return { name, url: withDatabase(process.env.DATABASE_URL!, name) };
};

/** Opens a fresh, migrated database and a function that removes it. */
export const createTestDatabase = async (): Promise<Database> => {
  if (!usePostgres()) return copyOfEmbeddedTemplate();
  const { name, url } = await copyOfPostgresTemplate();
  const database = await openDatabase({ url });
  return {
    ...database,
    close: async () => {
      await database.close();
      await adminQuery(`drop database if exists "${name}" with (force)`);
    },
  };
};

/**
 * One fresh database reached through two connections, as two server processes reach theirs. The
 * embedded database has a single connection, so both are the same one there.
 */
export const createSharedTestDatabase = async (): Promise<{
  first: Database;
  second: Database;
  close: () => Promise<void>;
}> => {
  if (!usePostgres()) {
    const database = await copyOfEmbeddedTemplate();
    return { first: database, second: database, close: () => database.close() };
  }
  const { name, url } = await copyOfPostgresTemplate();
  const first = await openDatabase({ url });
  const second = await openDatabase({ url });
  return {
    first,
    second,
    close: async () => {
      await first.close();
      await second.close();
      await adminQuery(`drop database if exists "${name}" with (force)`);
    },
  };
};

/**
 * Runs `work` in a transaction of `db` and keeps it open, its locks held, until `release` is
 * called: what another request meets while a write is under way (PostgreSQL tests only, where the
 * pool has other connections to answer with).
 */
export const holdOpen = async (
  db: Database['db'],
  work: Parameters<Database['db']['transaction']>[0],
) => {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let written!: () => void;
  const wrote = new Promise<void>((resolve) => (written = resolve));
  const holder = db.transaction(async (tx) => {
    await work(tx);
    written();
    await released;
  });
  // Work that fails fails the test, rather than leaving it waiting for a write that never comes.
  await Promise.race([wrote, holder]);
  return {
    release: async () => {
      release();
      await holder;
    },
  };
};

/**
 * The kinds of lock the sessions of `db`'s database wait for, once `atLeast` wait, or none after
 * five seconds (a wait for another transaction's row has no database of its own in `pg_locks`: the
 * session's is asked). PostgreSQL only.
 */
export const awaitedLocks = async (db: Database['db'], atLeast = 1): Promise<string[]> => {
  for (let i = 0; i < 200; i += 1) {
    const result = await db.execute(sql`
      select l.locktype from pg_locks l join pg_stat_activity a on a.pid = l.pid
       where not l.granted and a.datname = current_database()`);
    const kinds = (result as unknown as { rows: { locktype: string }[] }).rows.map(
      (r) => r.locktype,
    );
    if (kinds.length >= atLeast) return kinds;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  return [];
};
