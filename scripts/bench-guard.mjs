// The guard of npm run bench: the mixed load (scripts/bench-mixed-load.mjs) on PostgreSQL and Redis,
// one server process, measured beside the same load on a baseline revision's server in the same run.
// Both servers run side by side, each on a database of its own seeded by its own tree; the rounds
// alternate between them (baseline first, then this tree first, ...) so that whatever else the
// machine does hits both alike. Targets: throughput at least 90 % of the baseline's (the median of
// the paired rounds' ratios) and read p99 under 50 ms at 50 connections.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { bookingTargets, mixedLoad, openChat, prepareMixedLoad } from './bench-mixed-load.mjs';
import { benchDatabase, median, startServer, untilDone } from './bench-server.mjs';
import { root, runLogged, say, stage } from './lib.mjs';

const CONNECTIONS = [10, 50, 100];
const THROUGHPUT_TARGET = 0.9;
const READ_P99_TARGET_MS = 50;

const git = (...args) => execFileSync('git', args, { cwd: root, encoding: 'utf8' }).trim();

/** The commit before this work: where this branch left main, or HEAD's parent on main itself. */
const defaultRevision = () => {
  const head = git('rev-parse', 'HEAD');
  let fork = head;
  try {
    fork = git('merge-base', 'HEAD', 'main');
  } catch {
    // no main branch here: the parent
  }
  return fork === head ? git('rev-parse', 'HEAD~1') : fork;
};

/**
 * The baseline's built tree: `dir` as given (built, with its node_modules), or `revision` checked
 * out in a temporary git worktree, installed and its server built (with `apps`, the apps too);
 * `remove` takes the worktree away.
 */
export const baselineTree = async ({ dir, revision, apps = false }) => {
  if (dir) {
    const tree = path.resolve(dir);
    if (!existsSync(path.join(tree, 'apps/server/dist/main.js')))
      throw new Error(`${tree} has no built server (apps/server/dist/main.js)`);
    return { tree, label: tree, remove: async () => undefined };
  }
  const sha = git('rev-parse', '--verify', `${revision ?? defaultRevision()}^{commit}`);
  const tree = path.join(tmpdir(), `darsak-bench-baseline-${sha.slice(0, 10)}`);
  if (existsSync(tree)) git('worktree', 'remove', '--force', tree);
  git('worktree', 'add', '--detach', tree, sha);
  const remove = untilDone(async () => {
    git('worktree', 'remove', '--force', tree);
  });
  try {
    mkdirSync(path.join(tree, 'data'), { recursive: true });
    await stage(`Installing the baseline ${sha.slice(0, 10)} in ${tree}`, () =>
      runLogged(
        'Installing the baseline',
        'bench-baseline.log',
        'npm',
        ['install', '--no-audit', '--no-fund', '--loglevel=warn'],
        { cwd: tree },
      ),
    );
    await stage(`Building the baseline ${apps ? 'apps and server' : 'server'}`, () =>
      apps
        ? runLogged('Building the baseline', 'bench-baseline.log', 'node', ['scripts/build.mjs'], {
            cwd: tree,
          })
        : runLogged('Building the baseline server', 'bench-baseline.log', 'node', ['build.mjs'], {
            cwd: path.join(tree, 'apps/server'),
          }),
    );
  } catch (error) {
    await remove();
    throw error;
  }
  return { tree, label: sha.slice(0, 10), remove };
};

/**
 * Seeds a database for each tree, starts each tree's server (one process, on ports from `port`),
 * runs `work` with them, then stops them and drops the databases and Redis keys.
 */
export const onPostgres = async ({ trees, dataDir, port }, work) => {
  const sides = [];
  try {
    for (const [i, { tree, label }] of trees.entries()) {
      say(`Seeding a PostgreSQL database for ${label}: the demo data, 200 tutors, 2,000 lessons`);
      const database = await benchDatabase({
        tree,
        label: i === trees.length - 1 ? 'head' : 'base',
        dataDir,
      });
      sides.push({ label, database });
      sides.at(-1).server = await startServer({ tree, env: database.env, port: port + i });
    }
    await work(
      sides.map(({ label, database, server }) => ({
        label,
        people: database.people,
        base: server.base,
      })),
    );
  } finally {
    for (const { server, database } of sides) {
      await server?.stop();
      await database.drop();
    }
  }
};

const percent = (ratio) => `${Math.round(ratio * 100)} %`;
const verdict = (pass) => (pass ? 'PASS' : 'MISS');

/**
 * The guard: `baseline` and `current` ({ label, people, base }) under the mixed load, `rounds`
 * alternating rounds of `seconds` at each concurrency, after a warm-up. Prints the figures and
 * answers whether both targets were met.
 */
export const guard = async ({ baseline, current, rounds, seconds }) => {
  const sides = [baseline, current];
  for (const side of sides) {
    side.targets = await bookingTargets(side.base, side.people);
    await prepareMixedLoad(side.base, side.people);
    side.chat = await openChat(side.base, side.people);
  }
  const load = (side, connections, duration = seconds) =>
    mixedLoad({ ...side, connections, seconds: duration });
  try {
    // A server just started compiles its hot code during its first seconds.
    for (const side of sides) await load({ ...side, chat: null }, 50, 3);
    const rows = [];
    for (const connections of CONNECTIONS)
      for (let round = 0; round < rounds; round += 1) {
        const pair = {};
        for (const side of round % 2 === 0 ? sides : [...sides].reverse())
          pair[side === current ? 'current' : 'baseline'] = await load(side, connections);
        rows.push({ connections, ...pair });
      }
    return report({ rows, baseline, current, rounds, seconds });
  } finally {
    for (const side of sides) side.chat.close();
  }
};

const report = ({ rows, baseline, current, rounds, seconds }) => {
  say(
    `The guard: what students and tutors do, on PostgreSQL and Redis, one server process each; ${current.label} beside the baseline ${baseline.label}, ${rounds} alternating rounds of ${seconds} s at each concurrency, medians`,
  );
  const table = [];
  for (const connections of CONNECTIONS) {
    const at = rows.filter((r) => r.connections === connections);
    for (const side of ['baseline', 'current']) {
      const results = at.map((r) => r[side]);
      const errors = {};
      for (const r of results)
        for (const [kind, n] of Object.entries(r.errorKinds))
          errors[kind] = (errors[kind] ?? 0) + n;
      table.push({
        connections,
        server: side === 'current' ? current.label : `baseline ${baseline.label}`,
        'req/s': Math.round(median(results.map((r) => r.rps))),
        'p50 ms': median(results.map((r) => r.p50)),
        'p99 ms': median(results.map((r) => r.p99)),
        'read p99 ms': median(results.map((r) => r.readP99)),
        'chat p99 ms (lost)': `${median(results.map((r) => r.chat.p99))} (${results.reduce((n, r) => n + r.chat.lost, 0)})`,
        errors: Object.keys(errors).length === 0 ? 0 : JSON.stringify(errors),
      });
    }
  }
  console.table(table);
  const ratio = median(rows.map((r) => r.current.rps / r.baseline.rps));
  const readP99 = median(rows.filter((r) => r.connections === 50).map((r) => r.current.readP99));
  const baselineReadP99 = median(
    rows.filter((r) => r.connections === 50).map((r) => r.baseline.readP99),
  );
  const throughputOk = ratio >= THROUGHPUT_TARGET;
  const readOk = readP99 < READ_P99_TARGET_MS;
  console.log(
    `  ${verdict(throughputOk)}  throughput ${percent(ratio)} of the baseline's (target ≥ ${percent(THROUGHPUT_TARGET)})`,
  );
  console.log(
    `  ${verdict(readOk)}  read p99 at 50 connections ${readP99} ms (target < ${READ_P99_TARGET_MS} ms; baseline ${baselineReadP99} ms)`,
  );
  return throughputOk && readOk;
};
