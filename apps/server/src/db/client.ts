/** Opens the database: embedded PGlite under the data folder, or PostgreSQL when a URL is given. */
import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { openEmbeddedThread, type EmbeddedThread } from './embedded-thread.js';
import * as schema from './schema.js';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
export type Tx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/** Either the database or a transaction: repositories accept both. */
export type Executor = Db | Tx;

/** A PostgreSQL pool's figures now (decision 027). */
export type PoolFigures = { total: number; idle: number; waiting: number; max: number };

/** Most connections one server process opens to PostgreSQL. */
const POOL_MAX = 10;

export type Database = {
  db: Db;
  kind: 'embedded' | 'postgres';
  /** The connection pool's figures; null on the embedded database, which has no pool. */
  pool: () => PoolFigures | null;
  close: () => Promise<void>;
};

/** Where the generated SQL migrations are, from the source tree or from the built bundle. */
const findMigrations = (): string => {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (let i = 0; i < 5; i += 1) {
    const candidate = path.join(dir, 'drizzle');
    if (existsSync(path.join(candidate, 'meta', '_journal.json'))) return candidate;
    dir = path.dirname(dir);
  }
  throw new Error('SQL migrations folder not found');
};

export type DatabaseOptions = {
  /** PostgreSQL connection string; without it the embedded database is used. */
  url?: string;
  /** Folder of the embedded database; without it the embedded database lives in memory. */
  dir?: string;
  /** Told when an idle PostgreSQL connection fails. */
  onIdleError?: (error: Error) => void;
  /**
   * Where the embedded database runs: in a worker thread of its own, so a slow query never holds
   * up the event loop (the server), or in the calling thread (tests, tools: one less thread to start).
   */
  thread?: 'worker' | 'main';
};

/** The embedded database in the calling thread: PGlite itself offers what the worker thread does. */
const openInThread = (dir: string | undefined): Promise<EmbeddedThread> =>
  PGlite.create(dir, { extensions: { btree_gist } });

export const openDatabase = async (options: DatabaseOptions): Promise<Database> => {
  const migrationsFolder = findMigrations();
  if (options.url) {
    const pool = new pg.Pool({ connectionString: options.url, max: POOL_MAX });
    // An idle connection can be closed by the server (restart, failover, a dropped test database);
    // the pool replaces it. Without a listener, Node would treat the event as fatal.
    pool.on('error', (error) => options.onIdleError?.(error));
    const db = drizzlePg({ client: pool, schema, casing: 'snake_case' });
    await migratePg(db, { migrationsFolder });
    return {
      db: db as unknown as Db,
      kind: 'postgres',
      pool: () => ({
        total: pool.totalCount,
        idle: pool.idleCount,
        waiting: pool.waitingCount,
        max: POOL_MAX,
      }),
      close: () => pool.end(),
    };
  }
  // PGlite makes its own folder but not the folders above it: a new DATA_DIR is made here.
  if (options.dir) mkdirSync(path.dirname(options.dir), { recursive: true });
  const client =
    options.thread === 'worker'
      ? await openEmbeddedThread(options.dir)
      : await openInThread(options.dir);
  // The thread offers the part of PGlite's interface the ORM calls.
  const db = drizzlePglite({ client: client as PGlite, schema, casing: 'snake_case' });
  await migratePglite(db, { migrationsFolder });
  return {
    db: db as unknown as Db,
    kind: 'embedded',
    pool: () => null,
    close: () => client.close(),
  };
};
