// npm run bench: what a person feels of the product's speed, not part of npm test.
// - guard: the mixed load of students and tutors on PostgreSQL and Redis, one server process, beside
//   a baseline revision's server measured in the same run (scripts/bench-guard.mjs): throughput at
//   least 90 % of the baseline's and read p99 under 50 ms at 50 connections, PASS or MISS each;
// - reads: health, the tutors list and a tutor's page beside bare Fastify (scripts/bench-reads.mjs);
// - contention: 200 students booking one time at once on PostgreSQL (scripts/bench-contention.mjs);
// - pages: the apps' first-load weight and Lighthouse on the public site (scripts/bench-pages.mjs);
// - live: chat delivery with 1,000 connected clients and join to first remote frame
//   (scripts/bench-live.mjs), on the embedded database.
// - network (`--network`, not run by default): a lesson's call between two browsers in network
//   namespaces under each scenario of the student's link, beside the baseline (scripts/network/).
// The first three need DATABASE_URL and REDIS_URL; each run makes its own databases and Redis
// prefixes and removes them. The run exits with 1 when the guard misses a target.
//   npm run bench [-- --only guard,reads,contention,pages,live,network]
//     [--network]               the network part alone
//     [--scenarios none,loss3,loss10,delay300,rate300,rate150,drop10,drop30,switch]
//     [--call-seconds 30]       how long each call of the network part is measured
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
import { networkBench } from './network/bench.mjs';
import { build, checkNode, ensureChromium, ensureDependencies, root, say } from './lib.mjs';

const PARTS = ['guard', 'reads', 'contention', 'pages', 'live', 'network'];
const { values: options } = parseArgs({
  options: {
    only: { type: 'string', default: PARTS.slice(0, -1).join(',') },
    network: { type: 'boolean', default: false },
    scenarios: { type: 'string', default: '' },
    'call-seconds': { type: 'string', default: '30' },
    baseline: { type: 'string' },
    'baseline-dir': { type: 'string' },
    rounds: { type: 'string', default: '3' },
    seconds: { type: 'string', default: '5' },
  },
});
const parts = new Set(options.network ? ['network'] : options.only.split(','));
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

/** The call on poor networks, for the baseline's build (apps and server) and this tree's. */
const networkPart = async () => {
  const baseline = await baselineTree({
    dir: options['baseline-dir'],
    revision: options.baseline,
    apps: true,
  });
  try {
    await networkBench({
      trees: [baseline, { tree: root, label: 'this tree' }],
      dataDir,
      port: port + 10,
      seconds: Number(options['call-seconds']),
      only: options.scenarios ? options.scenarios.split(',') : [],
    });
  } finally {
    await baseline.remove();
  }
};

try {
  if (onPostgresParts.length > 0 && !postgresSet)
    say(`Skipped ${onPostgresParts.join(', ')}: set DATABASE_URL and REDIS_URL to measure them`);
  if (onPostgresParts.length > 0 && postgresSet) await postgresParts();
  if (parts.has('pages') || parts.has('live')) await embeddedParts();
  if (parts.has('network')) await networkPart();
} finally {
  await removeDataDir();
}
if (!guardMet) process.exitCode = 1;
