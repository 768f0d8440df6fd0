// npm run bench: the apps' first-load weight measured in Chromium, and the API's throughput and latency,
// including the tutors list and the lesson list with 200 tutors and 2,000 lessons, and bookings under
// contention; then the scale figures beside a bare Fastify baseline measured in the same run, on the
// embedded database and, when DATABASE_URL and REDIS_URL are set, on PostgreSQL with one and two
// server processes, as the machine gives them and each held to a share of a core (scripts/bench-scale.mjs,
// scripts/bench-cpu-budget.mjs; BENCH_SERVER_CORES, default 0.4); and the live figures: chat delivery with 1,000 connected
// clients beside a bare Socket.IO relay, memory per client, and join-to-first-remote-frame in
// Chromium (scripts/bench-live.mjs, also runnable alone); and the payment figures on both databases:
// checkouts with FawryPay and Paymob (their sandboxes in the server), signed callbacks moving orders
// to Paid, and 100 copies of one callback crediting once (scripts/bench-payments.mjs). Figures, not
// pass/fail: the budgets are checked by the browser tests; this prints where they stand.
//   npm run bench                     everything
//   npm run bench -- --scale-only     only the scale figures
//   npm run bench -- --live-only      only the live figures (or: node scripts/bench-live.mjs)
//   npm run bench -- --payments-only  only the payment figures (embedded, then PostgreSQL when set)
//   npm run bench -- --postgres-only  only the PostgreSQL and Redis figures (DATABASE_URL, REDIS_URL)
//   npm run bench -- --contention-only  only bookings under contention on PostgreSQL, one and two processes
// With BENCH_CPU_PROF=<folder> every server process writes its CPU profile there when it stops; with
// BENCH_REFUSALS=1 the mixed load prints the body of each request it saw refused.
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { chromium } from 'playwright-core';
import {
  build,
  checkNode,
  chromiumPath,
  ensureChromium,
  ensureDependencies,
  mustRun,
  say,
} from './lib.mjs';
import { benchMarketplace, contendedBookings, showContention } from './bench-marketplace.mjs';
import {
  bareHealth,
  besideBaseline,
  bookingTargets,
  mixedLoad,
  openChat,
  showMixed,
  startServer,
  whileRebuilding,
} from './bench-scale.mjs';
import { siteLighthouse } from './bench-site.mjs';
import { budgetUnavailable, holdToBudget } from './bench-cpu-budget.mjs';
import { benchLive, seedLive } from './bench-live.mjs';
import { benchPayments } from './bench-payments.mjs';

const scaleOnly = process.argv.includes('--scale-only');
const liveOnly = process.argv.includes('--live-only');
const paymentsOnly = process.argv.includes('--payments-only');
const contentionOnly = process.argv.includes('--contention-only');
const postgresOnly = contentionOnly || process.argv.includes('--postgres-only');
if (postgresOnly && (!process.env.DATABASE_URL || !process.env.REDIS_URL))
  throw new Error('--postgres-only and --contention-only need DATABASE_URL and REDIS_URL');
/** The embedded database's data is seeded for every part but the live and PostgreSQL ones. */
const embedded = !liveOnly && !postgresOnly;

checkNode();
await ensureDependencies();
await ensureChromium();
await build();

const port = Number(process.env.BENCH_PORT ?? 3918);
const base = `http://127.0.0.1:${port}`;
const dataDir = mkdtempSync(path.join(tmpdir(), 'darsak-bench-'));
const serverEnv = {
  PORT: String(port),
  HOST: '127.0.0.1',
  DATA_DIR: dataDir,
  DATABASE_URL: '',
  REDIS_URL: '',
  ENVIRONMENT: 'local',
  // Shared with the data generator, which signs the tokens the bench calls with.
  JWT_SECRET: randomBytes(32).toString('hex'),
  LOG_LEVEL: 'warn',
  RATE_LIMIT_AUTH_PER_MINUTE: '100000',
  RATE_LIMIT_CODES_PER_MINUTE: '100000',
};
const peopleFile = path.join(dataDir, 'bench-people.json');
if (embedded) say('Seeding a fresh embedded database: the demo data, 200 tutors and 2,000 lessons');
if (embedded)
  await mustRun(
    'Seeding the bench data',
    'npx',
    ['tsx', 'apps/server/seed/bench-data.ts', peopleFile],
    {
      env: serverEnv,
    },
  );
const people = embedded ? JSON.parse(readFileSync(peopleFile, 'utf8')) : null;

/** Bytes of JS and CSS, as transferred, before the first screen is usable. */
const firstLoad = async (browser, url) => {
  const page = await browser.newPage();
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  const kinds = new Map();
  const totals = { script: 0, style: 0, requests: 0 };
  cdp.on('Network.responseReceived', (e) => kinds.set(e.requestId, e.type));
  cdp.on('Network.loadingFinished', (e) => {
    const kind = kinds.get(e.requestId);
    if (kind === 'Script') totals.script += e.encodedDataLength;
    if (kind === 'Stylesheet') totals.style += e.encodedDataLength;
    if (kind === 'Script' || kind === 'Stylesheet') totals.requests += 1;
  });
  const started = Date.now();
  await page.goto(url, { waitUntil: 'networkidle' });
  const elapsed = Date.now() - started;
  const fcp = await page.evaluate(
    () => performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null,
  );
  await page.close();
  return { ...totals, elapsed, fcp };
};

const load = (title, options) =>
  new Promise((resolve, reject) => {
    autocannon({ connections: 10, duration: 5, ...options }, (error, result) => {
      if (error) reject(error);
      else
        resolve({
          title,
          rps: result.requests.average,
          p50: result.latency.p50,
          p99: result.latency.p99,
          errors: result.non2xx + result.errors,
        });
    });
  });

/** Prints what load() measured, one row a request. */
const showLoad = (results) =>
  console.table(
    results.map((r) => ({
      request: r.title,
      'req/s': Math.round(r.rps),
      'p50 ms': r.p50,
      'p99 ms': r.p99,
      'non-2xx': r.errors,
    })),
  );

/** The first part: first load in Chromium and the API under load, on the local environment. */
const benchProduct = async () => {
  say(`Starting a server on ${base}`);
  const server = await startServer(serverEnv, port);
  try {
    say('First load in Chromium (compressed as served, budget in brackets)');
    const browser = await chromium.launch({
      executablePath: chromiumPath,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    });
    const rows = [];
    for (const [label, url, budget] of [
      ['/app/login', `${base}/app/login`, 120],
      ['/admin/login', `${base}/admin/login`, 110],
    ]) {
      const r = await firstLoad(browser, url);
      rows.push({
        screen: label,
        'JS KiB': (r.script / 1024).toFixed(1),
        'CSS KiB': (r.style / 1024).toFixed(1),
        'total KiB': `${((r.script + r.style) / 1024).toFixed(1)} (${budget})`,
        files: r.requests,
        'load ms': r.elapsed,
      });
    }
    // The public site (issue 14): at most 30 KiB of compressed JavaScript a page, only the phone
    // menu's (under 1 KiB) on the others, and first contentful paint under 1 s on loopback.
    for (const [path, scripted] of [
      ['/', false],
      ['/pricing', false],
      ['/faq', false],
      ['/tutor', false],
      ['/contact', true],
      ['/en', false],
    ]) {
      const r = await firstLoad(browser, `${base}${path}`);
      rows.push({
        screen: `site ${path}`,
        'JS KiB': `${(r.script / 1024).toFixed(1)} (${scripted ? 30 : 1})`,
        'CSS KiB': (r.style / 1024).toFixed(1),
        'total KiB': ((r.script + r.style) / 1024).toFixed(1),
        files: r.requests,
        'load ms': r.elapsed,
        'FCP ms': r.fcp === null ? '—' : `${Math.round(r.fcp)} (1000)`,
      });
    }
    await browser.close();
    console.table(rows);
    await siteLighthouse(base);

    const session = await (
      await fetch(`${base}/api/v1/auth/password`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'admin@darsak.test', password: 'darsak2026' }),
      })
    ).json();
    const auth = { authorization: `Bearer ${session.token.value}` };
    say('API under load (10 connections, 5 s each)');
    const results = [];
    results.push(await load('GET /api/v1/health', { url: `${base}/api/v1/health` }));
    results.push(await load('GET /api/v1/topic/list', { url: `${base}/api/v1/topic/list` }));
    results.push(
      await load('GET /api/v1/user/current', { url: `${base}/api/v1/user/current`, headers: auth }),
    );
    results.push(
      await load('GET /api/v1/user/list?page=1&size=10', {
        url: `${base}/api/v1/user/list?page=1&size=10`,
        headers: auth,
      }),
    );
    results.push(
      await load('POST /api/v1/auth/password (argon2id)', {
        url: `${base}/api/v1/auth/password`,
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'student@darsak.test', password: 'darsak2026' }),
        connections: 4,
      }),
    );
    showLoad(results);

    await benchMarketplace({
      base,
      load,
      showLoad,
      people,
      baselineFile: path.join(dataDir, 'baseline-bodies.json'),
    });
  } finally {
    await server.stop();
  }
};

// As in production: JSON logs with the access log on (to nowhere here), no demo accounts.
const production = { ...serverEnv, ENVIRONMENT: 'staging', LOG_LEVEL: 'info', SEED: 'false' };
const baselineFile = path.join(dataDir, 'baseline-bodies.json');
const reads = (target, tutorId) => [
  { title: 'GET health', path: '/api/v1/health', target: 80 },
  {
    title: 'GET tutors list (cached)',
    path: '/api/v1/user/tutor/list/onboarded?page=1&size=10',
    target,
  },
  { title: 'GET topics (cached)', path: '/api/v1/topic/list', target },
  { title: 'GET plans (cached)', path: '/api/v1/plan/list', target },
  // Kept per tutor (decision 032); no target of their own in issue 15, shown beside the bare.
  { title: "GET a tutor's page (kept)", path: `/api/v1/user/tutor/info/${tutorId}`, target },
  {
    title: "GET a tutor's free times (kept)",
    path: `/api/v1/availability-slot/free?tutorId=${tutorId}`,
    target,
  },
];
const machineLoad = () => readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');

/** The scale part on the embedded database, beside the bare baseline (issue 15). */
const benchScale = async () => {
  say(`Machine load (1, 5, 15 min) before the scale figures: ${machineLoad()}`);

  let server = await startServer(production, port);
  const rebuilding = [];
  try {
    await besideBaseline({
      server,
      reads: reads(50, people.busyTutor.id),
      file: baselineFile,
      title: `Embedded database, one process, ${ROUND_NOTE}`,
    });
    // The mixed load on the embedded database: one process, the only way it runs.
    const bare = await bareHealth(server.base, baselineFile);
    const targets = await bookingTargets(server.base, people, 80);
    const mixed = await mixedRounds(server, people, targets, 1);
    say(
      `What students and tutors do (${MIX_NOTE}), ${MIX_SECONDS} s at each concurrency, on the embedded database`,
    );
    showMixed(mixed, bare);
    rebuilding.push(await whileRebuilding(server, people, 'own thread (worker)'));
  } finally {
    await server.stop();
  }
  server = await startServer({ ...production, EMBEDDED_DATABASE_THREAD: 'main' }, port);
  try {
    rebuilding.push(await whileRebuilding(server, people, "server's thread (main)"));
  } finally {
    await server.stop();
  }
  say('Health, 50 connections, 3 s quiet then 3 s while the tutors list is rebuilt over and over');
  console.table(rebuilding);
};

const ROUND_NOTE = '50 connections, baseline and product in turn, 3 rounds of 2 s, medians';

const MIX_SECONDS = 4;
const MIX_NOTE =
  'four students to a tutor; students browse, book and cancel; tutors read their lessons, free times and chats; a sign-in a second for every 100 connections (at least one a round), each on a new connection; 20 pairs chat over sockets, 20 messages a second';

/**
 * What held each time whose booking the mixed load saw refused, read from the database right after
 * the load and before its cleanup: the lessons overlapping it (whose, when made, cancelled or not),
 * advisory locks on its quarter hours, and transactions left open.
 */
const holdersOf = (databaseUrl) => async (times) => {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const found = [];
    for (const { tutorId, startsAt, times: refusals } of times) {
      const at = new Date(startsAt);
      const end = new Date(at.getTime() + 30 * 60_000);
      const { rows: lessons } = await client.query(
        `select id, student_id, starts_at, ends_at, created_at, cancelled_at
           from lessons where tutor_id = $1 and starts_at < $3 and ends_at > $2`,
        [tutorId, at, end],
      );
      const quarters = [at.getTime() / 900_000, at.getTime() / 900_000 + 1];
      const { rows: locks } = await client.query(
        `select l.pid, a.state, a.xact_start, left(a.query, 80) as query
           from pg_locks l join pg_stat_activity a using (pid)
          where l.locktype = 'advisory' and l.classid = $1 and l.objid = any($2::int[])`,
        [tutorId, quarters],
      );
      found.push({ tutorId, startsAt, refusals, lessons, locks });
    }
    const { rows: open } = await client.query(
      `select pid, state, xact_start, left(query, 80) as query from pg_stat_activity
        where datname = current_database() and state like 'idle in transaction%'`,
    );
    return { times: found, openTransactions: open };
  } finally {
    await client.end();
  }
};

/**
 * The mixed load at rising concurrency on one server (one process or several), after a warm-up. On
 * PostgreSQL (`databaseUrl`), what held a time whose booking was refused is looked up.
 */
const mixedRounds = async (server, pgPeople, targets, servers, databaseUrl = null) => {
  const chat = await openChat(server.base, pgPeople);
  const rows = [];
  const explain = databaseUrl ? holdersOf(databaseUrl) : null;
  try {
    await mixedLoad(server, pgPeople, 10, 1, { targets, chat: null });
    for (const connections of [10, 50, 100]) {
      const result = await mixedLoad(server, pgPeople, connections, MIX_SECONDS, {
        targets,
        chat,
        explain,
      });
      if (result.held)
        console.log(
          `Who held the refused times (${servers} server(s), ${connections} connections):`,
          JSON.stringify(result.held, null, 1),
        );
      rows.push({ servers, connections, ...result, machineLoad: machineLoad().split(' ')[0] });
    }
  } finally {
    chat.close();
  }
  return rows;
};

/** 200 students at once at one free time, each time with students who have booked nothing yet. */
const contention = (server, pgPeople, round, where, targets = []) =>
  contendedBookings(server.base, pgPeople.bookers.slice(round * 200, round * 200 + 200), {
    avoid: new Set(targets.map((target) => target.tutorId)),
    baselineFile,
  }).then((result) =>
    showContention(result, `${where} on PostgreSQL, machine load ${machineLoad()}`),
  );

/**
 * A fresh PostgreSQL database of its own, with Redis, seeded with the bench data: `work` gets the
 * server settings of the local environment on it and its people. The database is dropped afterwards.
 */
const onPostgres = async (work) => {
  const name = `darsak_bench_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(process.env.DATABASE_URL);
  url.pathname = `/${name}`;
  const env = {
    ...serverEnv,
    DATABASE_URL: url.toString(),
    REDIS_URL: process.env.REDIS_URL,
    REDIS_PREFIX: `${name}:`,
    DATA_DIR: path.join(dataDir, 'postgres'),
  };
  try {
    say(`Seeding PostgreSQL database ${name}: the demo data, 200 tutors and 2,000 lessons`);
    const pgPeopleFile = path.join(dataDir, 'bench-people-postgres.json');
    await mustRun(
      'Seeding the bench data on PostgreSQL',
      'npx',
      ['tsx', 'apps/server/seed/bench-data.ts', pgPeopleFile],
      { env: { ...process.env, ...env } },
    );
    await work({ env, people: JSON.parse(readFileSync(pgPeopleFile, 'utf8')) });
  } finally {
    await admin.query(`drop database if exists ${name} with (force)`).catch(() => undefined);
    await admin.end();
  }
};

/**
 * A server process's share of a core in the budgeted rounds (BENCH_SERVER_CORES): 0.4, so that with
 * two processes PostgreSQL, Redis and the load generator, which take as much again on this mix,
 * still leave about half a core of the machine idle; at 0.5 the machine was 1.8 of 2 cores busy.
 */
const SERVER_CORES = Number(process.env.BENCH_SERVER_CORES ?? 0.4);

/** Seconds of free load a fresh server gets before it is held to its budget. */
const WARM_SECONDS = 10;

/**
 * The mixed rounds on one server with every process held to SERVER_CORES of a core, as a
 * container's `cpus:` holds a replica (scripts/bench-cpu-budget.mjs): with cores to spare beside
 * them, what a second process adds is the product's, not what the machine had left. The server is
 * warmed first, free: a process just started compiles its hot code and fills what it keeps, and at
 * 0.4 of a core that would take the first round.
 */
const budgetedRounds = async (server, pgPeople, targets, servers, databaseUrl) => {
  // A cluster's second server may still be starting when the first answers.
  let groups = server.processes();
  for (let i = 0; i < 40 && groups.length < servers; i += 1) {
    await new Promise((resolve) => setTimeout(resolve, 250));
    groups = server.processes();
  }
  if (groups.length !== servers)
    throw new Error(`Expected ${servers} server process(es), found ${groups.length}`);
  await mixedLoad(server, pgPeople, 50, WARM_SECONDS, { targets, chat: null });
  let release;
  try {
    release = holdToBudget(groups, SERVER_CORES);
  } catch (error) {
    say(`Budgeted rounds with ${servers} process(es) skipped: ${error.message}`);
    return null;
  }
  try {
    return await mixedRounds(server, pgPeople, targets, servers, databaseUrl);
  } finally {
    release();
  }
};

const BUDGETED_TURNS = 3;

/**
 * The budgeted rounds of one process and of two in turn, BUDGETED_TURNS times (one first, then two
 * first, and so on), each a server started afresh; at each concurrency the median round of each is
 * kept. This machine's speed drifts over minutes (bare Fastify's health at 21,000 to 91,000 requests
 * a second on the same day): all of one before all of the other measured the drift as often as the
 * product, where taking them in turn lets it move both, as the reads beside the baseline do.
 */
const budgetedInTurn = async (env, pgPeople, targets, databaseUrl) => {
  const tries = [];
  for (let turn = 0; turn < BUDGETED_TURNS; turn += 1) {
    for (const servers of turn % 2 === 0 ? [1, 2] : [2, 1]) {
      // A port of its own each: a server slow to stop cannot answer for the next.
      const server = await startServer(
        servers === 1 ? env : { ...env, SERVER_PROCESSES: String(servers) },
        port + 1 + turn * 2 + servers,
      );
      try {
        const rows = await budgetedRounds(server, pgPeople, targets, servers, databaseUrl);
        if (!rows) return [];
        tries.push(...rows);
      } finally {
        await server.stop();
      }
    }
  }
  const rows = [];
  for (const servers of [1, 2])
    for (const connections of [10, 50, 100]) {
      const same = tries
        .filter((r) => r.servers === servers && r.connections === connections)
        .sort((a, b) => a.rps - b.rps);
      if (same.length > 0) rows.push(same[Math.floor(same.length / 2)]);
    }
  return rows;
};

/** Two processes' throughput over one's: the best of each, and at each concurrency. */
const twoOverOne = (rows) => {
  const of = (servers) => rows.filter((r) => r.servers === servers);
  const best = (servers) => Math.max(...of(servers).map((r) => r.rps));
  const each = of(1).map((one) => {
    const two = of(2).find((r) => r.connections === one.connections);
    return `${(two.rps / one.rps).toFixed(2)}× at ${one.connections}`;
  });
  return `${(best(2) / best(1)).toFixed(2)}× one process's best throughput (${each.join(', ')} connections)`;
};

/**
 * The scale part on PostgreSQL and Redis: cached reads beside the baseline, the mixed load with one
 * server process and with two, as the machine gives them and each held to a budget, and bookings
 * under contention with each.
 */
const benchPostgres = async ({ env: local, people: pgPeople }) => {
  const env = { ...local, ENVIRONMENT: 'staging', LOG_LEVEL: 'info', SEED: 'false' };
  const budgetMissing = budgetUnavailable();
  const mixed = [];
  const budgeted = [];
  let server = await startServer(env, port);
  let bare;
  let targets;
  try {
    if (!contentionOnly) {
      await besideBaseline({
        server,
        reads: reads(40, pgPeople.busyTutor.id),
        file: baselineFile,
        title: `PostgreSQL and Redis, one process, ${ROUND_NOTE}`,
      });
      bare = await bareHealth(server.base, baselineFile);
      targets = await bookingTargets(server.base, pgPeople, 80);
      mixed.push(...(await mixedRounds(server, pgPeople, targets, 1, local.DATABASE_URL)));
    }
    await contention(server, pgPeople, 0, 'one process', targets);
  } finally {
    await server.stop();
  }
  server = await startServer({ ...env, SERVER_PROCESSES: '2' }, port);
  try {
    if (!contentionOnly) {
      mixed.push(...(await mixedRounds(server, pgPeople, targets, 2, local.DATABASE_URL)));
    }
    await contention(server, pgPeople, 1, 'two processes', targets);
  } finally {
    await server.stop();
  }
  if (!contentionOnly) {
    if (!budgetMissing)
      budgeted.push(...(await budgetedInTurn(env, pgPeople, targets, local.DATABASE_URL)));
    say(
      `What students and tutors do (${MIX_NOTE}), ${MIX_SECONDS} s at each concurrency, on PostgreSQL and Redis, the servers taking what the machine gives them`,
    );
    showMixed(mixed, bare);
    say(
      `On the machine as it is, two processes serve ${twoOverOne(mixed)}: the servers, PostgreSQL, Redis and the load generator share its 2 cores (machine CPU above), so a second process gets only what the first leaves`,
    );
    const both = [1, 2].every((n) => budgeted.some((r) => r.servers === n));
    if (budgetMissing) say(`Budgeted rounds skipped: ${budgetMissing}`);
    else if (both) {
      say(
        `The same load with each server process held to ${SERVER_CORES} of a core (a Linux control group each, as a container's cpus: ${SERVER_CORES}), the rest of the machine free for PostgreSQL, Redis and the load generator`,
      );
      showMixed(budgeted, bare);
      const spare = Math.min(...budgeted.map((r) => 2 - r.cpu.machine));
      say(
        `Held to ${SERVER_CORES} of a core each, two processes serve ${twoOverOne(budgeted)} (target 1.6×); the machine kept at least ${spare.toFixed(2)} of its 2 cores idle in every round${spare < 0.1 ? ', too little to say the machine did not bind' : ''}`,
      );
    }
  }
};

/** The live part (issue 11) on a database of its own: 1,000 people chatting, a lesson under way. */
const benchLiveStage = async () => {
  const env = { ...serverEnv, DATA_DIR: path.join(dataDir, 'live') };
  // The seeding opens the database before any server made its folder.
  mkdirSync(env.DATA_DIR, { recursive: true });
  say('Seeding a fresh embedded database: the demo data, 1,000 people in pairs, a lesson now');
  const livePeople = await seedLive(env, path.join(dataDir, 'bench-live-people.json'), 1000);
  const server = await startServer(env, port);
  try {
    await benchLive({ base: server.base, pid: server.pid, people: livePeople });
  } finally {
    await server.stop();
  }
};

const postgresSet = Boolean(process.env.DATABASE_URL && process.env.REDIS_URL);

try {
  const everything = !scaleOnly && !liveOnly && !paymentsOnly && !postgresOnly;
  if (everything) await benchProduct();
  if (embedded && !paymentsOnly) await benchScale();
  if (embedded && !scaleOnly)
    await benchPayments({
      env: serverEnv,
      port,
      people,
      file: baselineFile,
      title: 'embedded database',
    });
  if (!liveOnly && !postgresSet)
    say('PostgreSQL figures skipped: set DATABASE_URL and REDIS_URL to measure them');
  if (!liveOnly && postgresSet)
    await onPostgres(async ({ env, people: pgPeople }) => {
      if (!paymentsOnly) await benchPostgres({ env, people: pgPeople });
      if (!scaleOnly && !postgresOnly)
        await benchPayments({
          env,
          port,
          people: pgPeople,
          file: baselineFile,
          title: 'PostgreSQL and Redis, one process',
        });
    });
  if (everything || liveOnly) await benchLiveStage();
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
