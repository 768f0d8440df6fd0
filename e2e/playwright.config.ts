/** Browser tests: Debian's Chromium against the built product on a fresh embedded database. */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 3917);
/**
 * The quota week of the test server starts yesterday at midnight in Cairo, so a run never falls in
 * the last hours of a week, when no lesson can be booked any more.
 */
const cairoWeekday = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'].indexOf(
  new Intl.DateTimeFormat('en-US', { timeZone: 'Africa/Cairo', weekday: 'short' }).format(
    new Date(),
  ),
);
const quotaWeekStartDay = String((cairoWeekday + 6) % 7);
/**
 * Two workers run the specs, each against a server and database of its own (fixtures.ts points a
 * worker's pages at its server): a spec never meets another worker's data, as when they ran one at
 * a time, and the waits of one (a page loading, a call connecting) leave the cores to the other.
 */
const workers = 2;
/** The server of the worker with this index: this port for the first, the next for the second. */
export const workerServer = (index: number) => `http://localhost:${port + (index % workers)}`;
export const firstServer = workerServer(0);
/** A second server where Paymob serves cards, wallets and kiosks (paymob.spec.ts; decision 024). */
const paymobPort = port + 50;
const paymobDataDir = mkdtempSync(path.join(tmpdir(), 'darsak-e2e-paymob-'));
/**
 * A server whose calls open 10 minutes before a lesson, as in production, for the specs about what
 * may happen before a call opens (lesson-moves.spec.ts): on the others a call opens at once.
 */
export const callWindowPort = port + 51;
const callWindowDataDir = mkdtempSync(path.join(tmpdir(), 'darsak-e2e-call-window-'));
/**
 * With PostgreSQL and Redis (as CI has them), two more servers on one database and one Redis
 * prefix, on this port and the next, for the test across servers (two-servers.spec.ts).
 */
const clustered = Boolean(process.env.DATABASE_URL && process.env.REDIS_URL);
const clusterPort = Number(process.env.E2E_CLUSTER_PORT ?? port + 60);
/** The second of the two servers; the project's pages open on the first. */
export const secondServer = `http://localhost:${clusterPort + 1}`;
const twoServers = 'two-servers.spec.ts';
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** The built product on a port of its own, with a fresh embedded database. */
const server = (on: number, dir: string, extra: Record<string, string>) => ({
  command: `node ${path.resolve(import.meta.dirname, '../apps/server/dist/main.js')}`,
  url: `http://localhost:${on}/api/v1/health`,
  reuseExistingServer: false,
  // Two servers seed their databases at once.
  timeout: 180_000,
  stdout: 'ignore' as const,
  stderr: 'pipe' as const,
  env: {
    ...process.env,
    ENVIRONMENT: 'local',
    PORT: String(on),
    HOST: '127.0.0.1',
    DATA_DIR: dir,
    DATABASE_URL: '',
    REDIS_URL: '',
    LOG_LEVEL: 'warn',
    RATE_LIMIT_AUTH_PER_MINUTE: '1000',
    RATE_LIMIT_CODES_PER_MINUTE: '1000',
    QUOTA_WEEK_START_DAY: quotaWeekStartDay,
    QUOTA_WEEK_START_HOUR: '0',
    // A few seconds of the fake camera make an intro video (decision 014).
    INTRO_VIDEO_MIN_SECONDS: '3',
    // A lesson booked now starts after the tutor's notice period: let its call open at once.
    SESSION_OPENS_MINUTES_BEFORE: '10080',
    ...extra,
  },
});

export default defineConfig({
  testDir: 'tests',
  workers,
  retries: 0,
  // Two workers share two cores: on a machine busy with other work a test that takes 15 s alone has
  // taken over a minute beside the other worker.
  timeout: 120_000,
  expect: { timeout: 10_000 },
  forbidOnly: true,
  reporter: [['list']],
  outputDir: path.join(tmpdir(), `darsak-e2e-results-${port}`),
  use: {
    baseURL: `http://localhost:${port}`,
    locale: 'ar-EG',
    timezoneId: 'Africa/Cairo',
    trace: 'off',
    screenshot: 'only-on-failure',
    launchOptions: { executablePath: '/usr/bin/chromium', args: chromiumArgs },
  },
  projects: [
    { name: 'chromium', use: { browserName: 'chromium' }, testIgnore: twoServers },
    ...(clustered
      ? [
          {
            name: 'two servers',
            use: { browserName: 'chromium' as const, baseURL: `http://localhost:${clusterPort}` },
            testMatch: twoServers,
          },
        ]
      : []),
  ],
  webServer: [
    ...Array.from({ length: workers }, (_, i) =>
      server(port + i, mkdtempSync(path.join(tmpdir(), `darsak-e2e-${i}-`)), {}),
    ),
    server(paymobPort, paymobDataDir, {
      PAYMENT_PROVIDERS: 'card=paymob,wallet=paymob,kiosk=paymob',
    }),
    server(callWindowPort, callWindowDataDir, { SESSION_OPENS_MINUTES_BEFORE: '10' }),
    ...(clustered
      ? [
          {
            // two-servers.mjs gives each of its servers a folder of its own.
            ...server(clusterPort, '', {
              DATABASE_URL: process.env.DATABASE_URL!,
              REDIS_URL: process.env.REDIS_URL!,
            }),
            command: `node ${path.resolve(import.meta.dirname, 'two-servers.mjs')}`,
            url: `${secondServer}/api/v1/health`,
            // It removes its database and Redis keys once both servers stopped.
            gracefulShutdown: { signal: 'SIGTERM' as const, timeout: 30_000 },
          },
        ]
      : []),
  ],
});
