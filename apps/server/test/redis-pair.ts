/**
 * Two servers on one test database sharing one Redis key prefix, as two processes behind one
 * address (the `*.redis.test.ts` files): started before the file's tests, stopped after them, and
 * their Redis keys and database removed.
 */
import { Redis } from 'ioredis';
import { afterAll, beforeAll } from 'vitest';
import type { Database } from '../src/db/client.js';
import { weekFromYesterday } from './booking-fixtures.js';
import { startHarness, type Harness } from './harness.js';
import { createTestDatabase } from './test-database.js';

export const redisPair = (name: string, options: { beforeClose?: () => Promise<void> } = {}) => {
  const redisUrl = process.env.REDIS_URL!;
  const prefix = `darsak-${name}-test-${process.pid}-${Date.now()}:`;
  const pair = {} as { a: Harness; b: Harness };
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase();
    const env = { ...weekFromYesterday(), REDIS_URL: redisUrl, REDIS_PREFIX: prefix };
    pair.a = await startHarness(env, { database });
    pair.b = await startHarness(env, { database });
  });
  afterAll(async () => {
    await options.beforeClose?.();
    await pair.a.close();
    await pair.b.close();
    await database.close();
    const redis = new Redis(redisUrl);
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length > 0) await redis.del(...keys);
    await redis.quit();
  });
  return pair;
};
