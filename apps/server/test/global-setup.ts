/** Removes test databases that a crashed earlier run left behind (older than an hour). */
import { adminQuery, TEST_DATABASE_PREFIX, usePostgres } from './test-database.js';

export default async function setup(): Promise<void> {
  if (!usePostgres()) return;
  const { rows } = await adminQuery(
    `select datname from pg_database where datname like '${TEST_DATABASE_PREFIX}%'`,
  );
  const hourAgo = Date.now() - 60 * 60 * 1000;
  for (const { datname } of rows as { datname: string }[]) {
    const created = Number(datname.slice(TEST_DATABASE_PREFIX.length).split('_')[0]);
    if (created < hourAgo) await adminQuery(`drop database if exists "${datname}" with (force)`);
  }
}
