// The scale part of npm run bench (issue 15): every figure beside a bare Fastify process measured in
// the same run, so a busy machine moves both and the ratio holds.
// - cached public reads and health against the baseline answering the same bytes from memory,
//   rounds of baseline and product taken in turn (2 s each) and the median of each kept;
// - the embedded database in its own thread or in the server's: health while lists are rebuilt;
// - on PostgreSQL and Redis (when DATABASE_URL is set): the same reads, a mixed load of what
//   students do at rising concurrency with one server process and with two on one port, and
//   bookings under contention.
// Traffic goes to the loopback only, every load is bounded in time, and every process started is
// stopped at the end.
import { fork, spawn } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import autocannon from 'autocannon';
import { root, say } from './lib.mjs';

const CONNECTIONS = 50;
const ROUND_SECONDS = 2;
const ROUNDS = 3;

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

const wait = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * One load: requests a second (autocannon's per-second average, and completed requests over the
 * elapsed time, which a fixed `amount` of requests needs), latency percentiles, failures, and the
 * load generator's CPU.
 */
export const measure = (options) =>
  new Promise((resolve, reject) => {
    const cpu = process.cpuUsage();
    const started = performance.now();
    autocannon(
      { connections: CONNECTIONS, duration: ROUND_SECONDS, ...options },
      (error, result) => {
        if (error) return reject(error);
        const used = process.cpuUsage(cpu);
        const elapsed = performance.now() - started;
        resolve({
          rps: result.requests.average,
          total: result.requests.total,
          throughput: result.requests.total / (elapsed / 1000),
          p50: result.latency.p50,
          p97: result.latency.p97_5,
          p99: result.latency.p99,
          errors: result.non2xx + result.errors + result.timeouts,
          generatorCpu: (used.user + used.system) / 1000 / elapsed,
        });
      },
    );
  });

/** Resident memory of a process and its children (a cluster's servers), in MiB. */
const memoryOf = (pid) => {
  const rss = (id) => {
    try {
      const line = readFileSync(`/proc/${id}/status`, 'utf8').match(/VmRSS:\s+(\d+)/);
      return line ? Number(line[1]) : 0;
    } catch {
      return 0;
    }
  };
  let children = [];
  try {
    children = readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim().split(/\s+/);
  } catch {
    // no children
  }
  return Math.round(
    (rss(pid) + children.filter(Boolean).reduce((sum, id) => sum + rss(id), 0)) / 1024,
  );
};

/** Starts the built server with these settings and waits until it answers. */
export const startServer = async (env, port) => {
  const server = spawn(process.execPath, [path.join(root, 'apps/server/dist/main.js')], {
    cwd: root,
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 240; i += 1) {
    if (server.exitCode !== null) throw new Error('The server ended on start');
    try {
      if ((await fetch(`${base}/api/v1/health`)).ok) break;
    } catch {
      // not up yet
    }
    await wait(250);
  }
  const exited = new Promise((resolve) => server.once('exit', resolve));
  return {
    base,
    pid: server.pid,
    memory: () => memoryOf(server.pid),
    stop: async () => {
      server.kill('SIGTERM');
      await Promise.race([exited, wait(15_000)]);
    },
  };
};

/** The bare Fastify process, answering each path with the bytes the product answered. */
const startBaseline = async (base, paths, file) => {
  const bodies = {};
  for (const p of paths) {
    const res = await fetch(`${base}${p}`);
    if (!res.ok) throw new Error(`${p} answered ${res.status}`);
    bodies[p] = await res.text();
  }
  writeFileSync(file, JSON.stringify(bodies));
  const child = fork(path.join(root, 'scripts/bench-baseline.mjs'), [file], { stdio: 'inherit' });
  const { port } = await new Promise((resolve) => child.once('message', resolve));
  const exited = new Promise((resolve) => child.once('exit', resolve));
  return {
    base: `http://127.0.0.1:${port}`,
    sizes: Object.fromEntries(Object.entries(bodies).map(([p, b]) => [p, Buffer.byteLength(b)])),
    stop: async () => {
      child.kill('SIGTERM');
      await exited;
    },
  };
};

/** Baseline and product in turn, ROUNDS times a path: medians, and the median of the ratios. */
export const besideBaseline = async ({ base, reads, file, title }) => {
  const baseline = await startBaseline(
    base,
    reads.map((r) => r.path),
    file,
  );
  const rows = [];
  try {
    for (const read of reads) {
      // Both warmed first: a fresh process compiles its hot code during its first second.
      await measure({ url: `${baseline.base}${read.path}`, duration: 1 });
      await measure({ url: `${base}${read.path}`, duration: 1 });
      const pairs = [];
      for (let round = 0; round < ROUNDS; round += 1) {
        const bare = await measure({ url: `${baseline.base}${read.path}` });
        const product = await measure({ url: `${base}${read.path}` });
        pairs.push({ bare, product });
      }
      const ratio = median(pairs.map((p) => p.product.rps / p.bare.rps));
      rows.push({
        read: read.title,
        bytes: baseline.sizes[read.path],
        'bare req/s': Math.round(median(pairs.map((p) => p.bare.rps))),
        'req/s': Math.round(median(pairs.map((p) => p.product.rps))),
        'of bare': `${Math.round(ratio * 100)} % (target ${read.target} %)`,
        'p99 ms': median(pairs.map((p) => p.product.p99)),
        'bare p99 ms': median(pairs.map((p) => p.bare.p99)),
        errors: pairs.reduce((sum, p) => sum + p.product.errors, 0),
        'load generator CPU': `${median(pairs.map((p) => p.product.generatorCpu)).toFixed(2)} cores`,
      });
    }
  } finally {
    await baseline.stop();
  }
  say(title);
  console.table(rows);
};

/** Tutors list rebuilt again and again (a change drops it, the next read rebuilds it). */
const rebuildLoop = (base, people) => {
  let running = true;
  let rebuilds = 0;
  const loop = (async () => {
    for (let i = 0; running; i += 1) {
      await fetch(`${base}/api/v1/user/tutor/${people.busyTutor.id}`, {
        method: 'PUT',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${people.admin}` },
        body: JSON.stringify({ noticePeriod: i % 2 === 0 ? 15 : 0 }),
      });
      await (await fetch(`${base}/api/v1/user/tutor/list/onboarded?page=1&size=10`)).arrayBuffer();
      rebuilds += 1;
    }
  })();
  return {
    stop: async () => {
      running = false;
      await loop;
      return rebuilds;
    },
  };
};

/** Health answered while the tutors list is rebuilt from the database over and over. */
export const whileRebuilding = async (server, people, label) => {
  const quiet = await measure({ url: `${server.base}/api/v1/health`, duration: 3 });
  const loop = rebuildLoop(server.base, people);
  await wait(300);
  const busy = await measure({ url: `${server.base}/api/v1/health`, duration: 3 });
  const rebuilds = await loop.stop();
  return {
    'embedded database': label,
    'health req/s, quiet': Math.round(quiet.rps),
    'health req/s, rebuilding': Math.round(busy.rps),
    'p99 ms, quiet': quiet.p99,
    'p99 ms, rebuilding': busy.p99,
    'list rebuilds in 3 s': rebuilds,
    'server MiB': server.memory(),
  };
};

/** What students do, in one cycle per connection, each connection signed in as its own student. */
const studentMix = (people, tutorId) => [
  { method: 'GET', path: '/api/v1/user/tutor/list/onboarded?page=1&size=10' },
  { method: 'GET', path: `/api/v1/user/tutor/info/${tutorId}` },
  { method: 'GET', path: `/api/v1/availability-slot/free?tutorId=${tutorId}` },
  { method: 'GET', path: '/api/v1/user/current' },
  { method: 'GET', path: '/api/v1/lesson/list/?page=1&size=10' },
  { method: 'GET', path: '/api/v1/topic/list' },
  { method: 'GET', path: '/api/v1/plan/list' },
];

export const mixedLoad = async (server, people, connections, duration = 3) => {
  let next = 0;
  const mix = studentMix(people, people.busyTutor.id);
  const result = await measure({
    url: server.base,
    connections,
    duration,
    requests: mix,
    setupClient: (client) => {
      const authorization = `Bearer ${people.bookers[next++ % people.bookers.length]}`;
      client.setRequests(mix.map((request) => ({ ...request, headers: { authorization } })));
    },
  });
  return { ...result, memory: server.memory() };
};

export const showMixed = (rows, bareRps) =>
  console.table(
    rows.map((r) => ({
      servers: r.servers,
      connections: r.connections,
      'req/s': Math.round(r.rps),
      'of bare health': `${Math.round((r.rps / bareRps) * 100)} %`,
      'p50 ms': r.p50,
      'p97.5 ms': r.p97,
      'p99 ms': r.p99,
      errors: r.errors,
      'servers MiB': r.memory,
      'load generator CPU': `${r.generatorCpu.toFixed(2)} cores`,
    })),
  );

/** The bare baseline's health throughput alone, for the mixed load's ratio. */
export const bareHealth = async (base, file, options = {}) => {
  const baseline = await startBaseline(base, ['/api/v1/health'], file);
  try {
    return (await measure({ url: `${baseline.base}/api/v1/health`, duration: 3, ...options })).rps;
  } finally {
    await baseline.stop();
  }
};
