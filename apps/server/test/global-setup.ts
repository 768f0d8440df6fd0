/**
 * Once per test project: a migrated database every test file copies instead of building its own
 * (test-database.ts), and the removal of test databases a crashed earlier run left behind. Building
 * an embedded database (its cluster, then the migrations) costs several seconds of CPU; copying a
 * built one, a fraction of that.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../src/db/client.js';
import {
  adminQuery,
  TEST_DATABASE_PREFIX,
  testDatabaseName,
  usePostgres,
  withDatabase,
} from './test-database.js';

declare module 'vitest' {
  // Vitest declares what global setup provides by augmenting its interface.
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  export interface ProvidedContext {
    /** The embedded template's folder, or the PostgreSQL template database's name. */
    testDatabaseTemplate: string;
  }
}

const dropLeftovers = async () => {
  const { rows } = await adminQuery(
    `select datname from pg_database where datname like '${TEST_DATABASE_PREFIX}%'`,
  );
  const hourAgo = Date.now() - 60 * 60 * 1000;
  for (const { datname } of rows as { datname: string }[]) {
    const created = Number(datname.slice(TEST_DATABASE_PREFIX.length).split('_')[0]);
    if (created < hourAgo) await adminQuery(`drop database if exists "${datname}" with (force)`);
  }
};

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  // The project's env (TEST_DB) is its test files', not this process's.
  if (usePostgres(project.config.env)) {
    await dropLeftovers();
    const name = testDatabaseName();
    await adminQuery(`create database "${name}"`);
    const database = await openDatabase({ url: withDatabase(process.env.DATABASE_URL!, name) });
    await database.close();
    project.provide('testDatabaseTemplate', name);
    return async () => {
      await adminQuery(`drop database if exists "${name}" with (force)`);
    };
  }
  const folder = mkdtempSync(path.join(tmpdir(), 'darsak-test-template-'));
  const database = await openDatabase({ dir: path.join(folder, 'db') });
  await database.close();
  project.provide('testDatabaseTemplate', path.join(folder, 'db'));
  return async () => rmSync(folder, { recursive: true, force: true });
}
