// Two server processes behind two ports, sharing one fresh PostgreSQL database and one Redis key
// prefix, for the browser test across servers (tests/two-servers.spec.ts). playwright.config.ts
// starts it as one web server when DATABASE_URL and REDIS_URL are set: the first server listens on
// PORT and prepares the database (migrations, demo data), then the second on PORT + 1. On SIGTERM
// both stop, and the database and the Redis keys are removed.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Redis } from 'ioredis';
import pg from 'pg';

const root = path.resolve(import.meta.dirname, '..');
const port = Number(process.env.PORT);
const adminUrl = process.env.DATABASE_URL;
const redisUrl = process.env.REDIS_URL;
if (!port || !adminUrl || !redisUrl) throw new Error('PORT, DATABASE_URL and REDIS_URL are needed');

const name = `darsak_e2e_${Date.now()}_${process.pid}`;
const prefix = `darsak-e2e-${process.pid}-${Date.now()}:`;
const admin = async (sql) => {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
};
const databaseUrl = new URL(adminUrl);
databaseUrl.pathname = `/${name}`;

const servers = [];
const start = async (on) => {
  const dataDir = mkdtempSync(path.join(tmpdir(), `darsak-e2e-node-${on}-`));
  const child = spawn(process.execPath, [path.join(root, 'apps/server/dist/main.js')], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(on),
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl.toString(),
      REDIS_URL: redisUrl,
      REDIS_PREFIX: prefix,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  servers.push({ child, exited, dataDir });
  for (let i = 0; i < 600; i += 1) {
    if (child.exitCode !== null) throw new Error(`the server on ${on} ended on start`);
    const ok = await fetch(`http://127.0.0.1:${on}/api/v1/health`)
      .then((response) => response.ok)
      .catch(() => false);
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`the server on ${on} did not start`);
};

let stopping = false;
const stop = async () => {
  if (stopping) return;
  stopping = true;
  for (const { child } of servers) child.kill('SIGTERM');
  await Promise.all(servers.map(({ exited }) => exited));
  for (const { dataDir } of servers) rmSync(dataDir, { recursive: true, force: true });
  await admin(`drop database if exists "${name}" with (force)`).catch(() => undefined);
  const redis = new Redis(redisUrl);
  const keys = await redis.keys(`${prefix}*`).catch(() => []);
  if (keys.length > 0) await redis.del(...keys);
  await redis.quit();
  process.exit(0);
};
process.once('SIGTERM', () => void stop());
process.once('SIGINT', () => void stop());

try {
  await admin(`create database "${name}"`);
  await start(port);
  await start(port + 1);
} catch (error) {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  await stop();
  process.exit(1);
}
