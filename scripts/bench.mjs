// npm run bench: what a person feels of the product's speed, not part of npm test.
// - guard: the mixed load of students and tutors on PostgreSQL and Redis, one server process, beside
//   a baseline revision's server measured in the same run (scripts/bench-guard.mjs): throughput at
//   least 90 % of the baseline's and read p99 under 50 ms at 50 connections, PASS or MISS each;
// - reads: health, the tutors list and a tutor's page beside bare Fastify (scripts/bench-reads.mjs);
// - contention: 200 students booking one time at once on PostgreSQL (scripts/bench-contention.mjs);
// - pages: the apps' first-load weight and Lighthouse on the public site (scripts/bench-pages.mjs);
// - live: chat delivery with 1,000 connected clients and join to first remote frame
//   (scripts/bench-live.mjs), on the embedded database.
// The first three need DATABASE_URL and REDIS_URL; each run makes its own databases and Redis
// prefixes and removes them. The run exits with 1 when the guard misses a target.
//   npm run bench [-- --only guard,reads,contention,pages,live]
//     [--baseline <revision>]   the baseline, checked out, installed and built in a temporary git
//                               worktree (default: where this branch left main, or HEAD~1 on main)
//     [--baseline-dir <dir>]    or a checkout already built, with its node_modules
//     [--rounds 3] [--seconds 5]  the guard's alternating rounds at each concurrency, and their length
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { baselineTree, guard, onPostgres } from './bench-guard.mjs';
import { contention } from './bench-contention.mjs';
import { live, seedLive } from './bench-live.mjs';
import { pages } from './bench-pages.mjs';
import { readsBesideBare } from './bench-reads.mjs';
import { jwtSecret, startServer, untilDone } from './bench-server.mjs';
import { build, checkNode, ensureChromium, ensureDependencies, root, say } from './lib.mjs';

const PARTS = ['guard', 'reads', 'contention', 'pages', 'live'];
const { values: options } = parseArgs({
  options: {
    only: { type: 'string', default: PARTS.join(',') },
    baseline: { type: 'string' },
    'baseline-dir': { type: 'string' },
    rounds: { type: 'string', default: '3' },
    seconds: { type: 'string', default: '5' },
  },
});
const parts = new Set(options.only.split(','));
for (const part of parts) if (!PARTS.includes(part)) throw new Error(`No part named ${part}`);
const onPostgresParts = ['guard', 'reads', 'contention'].filter((part) => parts.has(part));
const postgresSet = Boolean(process.env.DATABASE_URL && process.env.REDIS_URL);

checkNode();
await ensureDependencies();
await ensureChromium();
await build();

const port = Number(process.env.BENCH_PORT ?? 3918);
const dataDir = mkdtempSync(path.join(tmpdir(), 'darsak-bench-'));
const removeDataDir = untilDone(async () => rmSync(dataDir, { recursive: true, force: true }));
let guardMet = true;

const postgresParts = async () => {
  const baseline = parts.has('guard')
    ? await baselineTree({ dir: options['baseline-dir'], revision: options.baseline })
    : null;
  try {
    const trees = [...(baseline ? [baseline] : []), { tree: root, label: 'this tree' }];
    await onPostgres({ trees, dataDir, port }, async (sides) => {
      const current = sides.at(-1);
      if (baseline)
        guardMet = await guard({
          baseline: sides[0],
          current,
          rounds: Number(options.rounds),
          seconds: Number(options.seconds),
        });
      if (parts.has('reads')) await readsBesideBare({ ...current, dataDir });
      if (parts.has('contention')) await contention(current);
    });
  } finally {
    await baseline?.remove();
  }
};

/** The pages and live parts share one server on a fresh embedded database, as npm start runs. */
const embeddedParts = async () => {
  const env = {
    ENVIRONMENT: 'local',
    DATA_DIR: path.join(dataDir, 'embedded'),
    DATABASE_URL: '',
    REDIS_URL: '',
    JWT_SECRET: jwtSecret,
    LOG_LEVEL: 'warn',
  };
  // The seed opens the database before any server made its folder.
  mkdirSync(env.DATA_DIR, { recursive: true });
  say('Seeding a fresh embedded database: the demo data, 1,000 people in pairs, a lesson now');
  const people = await seedLive(env, path.join(dataDir, 'live-people.json'));
  const server = await startServer({ env, port });
  try {
    if (parts.has('pages')) await pages(server.base);
    if (parts.has('live')) await live({ ...server, people });
  } finally {
    await server.stop();
  }
};

try {
  if (onPostgresParts.length > 0 && !postgresSet)
    say(`Skipped ${onPostgresParts.join(', ')}: set DATABASE_URL and REDIS_URL to measure them`);
  if (onPostgresParts.length > 0 && postgresSet) await postgresParts();
  if (parts.has('pages') || parts.has('live')) await embeddedParts();
} finally {
  await removeDataDir();
}
if (!guardMet) process.exitCode = 1;
