// npm run bench: the apps' first-load weight measured in Chromium, and the API's throughput and latency,
// including the tutors list and the lesson list with 200 tutors and 2,000 lessons, and bookings under
// contention. Figures, not pass/fail: the budgets are checked by the browser tests; this prints where
// they stand.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { chromium } from 'playwright-core';
import {
  build,
  checkNode,
  chromiumPath,
  ensureChromium,
  ensureDependencies,
  mustRun,
  root,
  say,
} from './lib.mjs';
import { benchMarketplace } from './bench-marketplace.mjs';
import { siteLighthouse } from './bench-site.mjs';

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
const people = path.join(dataDir, 'bench-people.json');
say('Seeding a fresh embedded database: the demo data, 200 tutors and 2,000 lessons');
await mustRun(
  'Seeding the bench data',
  'npx',
  ['tsx', 'apps/server/seed/bench-data.ts', people],
  {
    env: serverEnv,
  },
);
say(`Starting a server on ${base}`);
const server = spawn(process.execPath, [path.join(root, 'apps/server/dist/main.js')], {
  cwd: root,
  env: { ...process.env, ...serverEnv },
  stdio: ['ignore', 'ignore', 'inherit'],
});
const stop = () => {
  server.kill('SIGTERM');
  rmSync(dataDir, { recursive: true, force: true });
};

const waitForServer = async () => {
  for (let i = 0; i < 120; i += 1) {
    try {
      if ((await fetch(`${base}/api/v1/health`)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('The server did not start');
};

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

try {
  await waitForServer();
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
    ['/admin/login', `${base}/admin/login`, 100],
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
  // The public site (issue 14): at most 30 KiB of compressed JavaScript a page, none on pages with
  // nothing interactive, and first contentful paint under 1 s on loopback.
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
      'JS KiB': `${(r.script / 1024).toFixed(1)} (${scripted ? 30 : 0})`,
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
    people: JSON.parse(readFileSync(people, 'utf8')),
  });
} finally {
  stop();
}
