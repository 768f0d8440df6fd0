// What every part of npm run bench shares: a built server started from a tree (this one or the
// baseline's), a PostgreSQL database and Redis prefix of its own seeded with the bench data, and one
// load measured with autocannon. Traffic goes to the loopback only; every load is bounded in time.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import autocannon from 'autocannon';
import { Redis } from 'ioredis';
import pg from 'pg';
import { mustRun, root } from './lib.mjs';

export const wait = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** The value at fraction `p` of a sorted list (NaN when empty). */
export const percentile = (sorted, p) =>
  sorted.length === 0 ? NaN : sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))];

/** The median of the numbers given, leaving out NaN (a load that got no answer at all). */
export const median = (values) =>
  percentile(
    values.filter((v) => !Number.isNaN(v)).sort((a, b) => a - b),
    0.5,
  );

/**
 * What an interrupted run (Ctrl-C) must still undo: each server, database and worktree registers
 * its removal here while it exists, and the last registered is undone first.
 */
const undo = new Set();
export const untilDone = (removal) => {
  undo.add(removal);
  return async () => {
    undo.delete(removal);
    await removal();
  };
};
for (const signal of ['SIGINT', 'SIGTERM'])
  process.once(signal, async () => {
    for (const removal of [...undo].reverse()) await removal().catch(() => undefined);
    process.exit(130);
  });

/** Shared by every server and every seed of one run: the seed signs the tokens the bench sends. */
export const jwtSecret = randomBytes(32).toString('hex');

/** As in production: JSON logs with the access log on (to nowhere here), no demo accounts. */
export const productionEnv = {
  ENVIRONMENT: 'staging',
  LOG_LEVEL: 'info',
  SEED: 'false',
  JWT_SECRET: jwtSecret,
  // The mixed load signs in far more often than one address may.
  RATE_LIMIT_AUTH_PER_MINUTE: '100000',
  RATE_LIMIT_CODES_PER_MINUTE: '100000',
};

/**
 * Starts `tree`'s built server with these settings and waits until it answers; it listens on the
 * loopback unless `host` says where else.
 */
export const startServer = async ({ tree = root, env, port, host = '127.0.0.1' }) => {
  const child = spawn(process.execPath, [path.join(tree, 'apps/server/dist/main.js')], {
    cwd: tree,
    env: { ...process.env, ...env, PORT: String(port), HOST: host },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const base = `http://${host}:${port}`;
  for (let i = 0; ; i += 1) {
    if (child.exitCode !== null) throw new Error(`The server in ${tree} ended on start`);
    if (i === 240) throw new Error(`The server in ${tree} did not answer in 60 s`);
    const up = await fetch(`${base}/api/v1/health`).then(
      (res) => res.ok,
      () => false,
    );
    if (up) break;
    await wait(250);
  }
  return {
    base,
    pid: child.pid,
    stop: untilDone(async () => {
      child.kill('SIGTERM');
      await Promise.race([exited, wait(15_000)]);
    }),
  };
};

/**
 * A fresh PostgreSQL database and Redis prefix for `tree`'s server, seeded by that tree's own
 * bench data (its migrations, its schema). Answers the settings to start its server with, the
 * people the seed wrote (tokens, ids) and `drop`, which removes both.
 */
export const benchDatabase = async ({ tree = root, label, dataDir }) => {
  const name = `darsak_bench_${randomBytes(4).toString('hex')}_${label}`;
  const adminUrl = process.env.DATABASE_URL;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const env = {
    ...productionEnv,
    DATABASE_URL: url.toString(),
    REDIS_URL: process.env.REDIS_URL,
    REDIS_PREFIX: `${name}:`,
    DATA_DIR: path.join(dataDir, label),
  };
  const drop = untilDone(async () => {
    await admin.query(`drop database if exists ${name} with (force)`).catch(() => undefined);
    await admin.end();
    const redis = new Redis(process.env.REDIS_URL);
    const keys = await redis.keys(`${name}:*`).catch(() => []);
    if (keys.length > 0) await redis.del(...keys);
    await redis.quit();
  });
  try {
    const peopleFile = path.join(dataDir, `${label}-people.json`);
    await mustRun(`Seeding ${name}`, 'npx', ['tsx', 'apps/server/seed/bench-data.ts', peopleFile], {
      cwd: tree,
      env,
    });
    return { name, env, people: JSON.parse(readFileSync(peopleFile, 'utf8')), drop };
  } catch (error) {
    await drop();
    throw error;
  }
};

/**
 * One load with autocannon: requests a second, latency percentiles of every request and of the
 * reads (GET) alone, and the non-2xx answers and socket failures.
 */
export const measure = (options) =>
  new Promise((resolve, reject) => {
    const all = [];
    const reads = [];
    const instance = autocannon({ connections: 50, duration: 2, ...options }, (error, result) => {
      if (error) return reject(error);
      all.sort((a, b) => a - b);
      reads.sort((a, b) => a - b);
      resolve({
        rps: result.requests.average,
        total: result.requests.total,
        p50: Math.round(percentile(all, 0.5)),
        p99: Math.round(percentile(all, 0.99)),
        readP99: Math.round(percentile(reads, 0.99)),
        errors: result.non2xx + result.errors + result.timeouts,
        failures: { timeouts: result.timeouts, 'socket errors': result.errors },
      });
    });
    // autocannon tells which request an answer was for only to that request's onResponse, which
    // runs just before this event on the same client: the mixed load's note it in `context.method`.
    instance.on('response', (client, status, bytes, ms) => {
      all.push(ms);
      if ((client.requestIterator.context.method ?? 'GET') === 'GET') reads.push(ms);
    });
  });
