// The network part of npm run bench (`npm run bench -- --network`): a lesson's call between two
// browsers in the lab (scripts/network/lab.mjs) under each scenario of the student's link
// (scripts/network/call.mjs), for the baseline's build and this tree's, scenario by scenario,
// alternating which goes first. Each tree's server runs once, on a fresh embedded database seeded
// with the demo data and a lesson under way now. Figures, not pass or fail (docs/performance.md).
import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { jwtSecret, startServer, untilDone } from '../bench-server.mjs';
import { mustRun, say } from '../lib.mjs';
import { SCENARIOS, holdCall, launchSide } from './call.mjs';
import { labUnavailable, openLab } from './lab.mjs';

/** The embedded server of one tree, on the lab's server address, with `extra` settings. */
export const treeServer = async ({ tree, label, dataDir, host, port, extra = {} }) => {
  const env = {
    ENVIRONMENT: 'local',
    DATA_DIR: path.join(dataDir, `network-${label}`),
    DATABASE_URL: '',
    REDIS_URL: '',
    JWT_SECRET: jwtSecret,
    LOG_LEVEL: 'warn',
    PUBLIC_URL: `http://${host}:${port}`,
    // Every scenario signs both in again.
    RATE_LIMIT_AUTH_PER_MINUTE: '100000',
    ...extra,
  };
  mkdirSync(env.DATA_DIR, { recursive: true });
  const file = path.join(dataDir, `network-${label}-people.json`);
  say(`Seeding ${label}'s embedded database: the demo data and a lesson under way now`);
  await mustRun(
    'Seeding the network bench data',
    'npx',
    ['tsx', 'apps/server/seed/bench-live-data.ts', file, '2'],
    { cwd: tree, env },
  );
  const server = await startServer({ tree, env, port, host });
  return { ...server, people: JSON.parse(readFileSync(file, 'utf8')) };
};

const round = (value, digits = 0) => (Number.isFinite(value) ? value.toFixed(digits) : '–');
/** "what the student's page saw / what the tutor's saw". */
const both = (result, pick) =>
  `${pick(result.student)} / ${pick(result.tutor)}`.replaceAll('undefined', '–');

const row = (scenario, label, result) =>
  result.error
    ? { scenario, tree: label, error: result.error }
    : {
        scenario,
        tree: label,
        'fps s/t': both(result, (f) => round(f?.fps, 1)),
        'freezes (s) s/t': both(result, (f) => (f ? `${f.freezes} (${round(f.frozen, 1)})` : '–')),
        'audio concealed % s/t': both(result, (f) => round(f?.concealed, 1)),
        'rtt ms': round(result.student?.rtt),
        'student MB/min': round(result.student?.mbPerMinute, 1),
        // What one side moves in a 30-minute lesson at this rate: the page's own count (the
        // packets WebRTC sent and received, without their IP and UDP headers), then every IP
        // packet at the link, as a data plan counts it (calls on a clean link and in a mode only).
        'student MB/30 min': round(result.student?.mbPerMinute * 30, 1),
        'student IP MB/30 min': round(result.student?.ipMbPerMinute * 30, 1),
        'audio pkt/s s': round(result.student?.audioPacketsPerSecond),
        'video back s s/t': result.recoverMs
          ? `${round(result.recoverMs.student / 1000, 1)} / ${round(result.recoverMs.tutor / 1000, 1)}`
          : '',
        'join s': round(result.joinMs / 1000, 1),
        'height s': result.student?.height ?? '–',
      };

/**
 * Runs the scenarios named in `only` (all when empty) for each of `trees` ({ tree, label }), each
 * call held `seconds`; answers the rows printed, or null when the lab cannot run here (said why).
 */
export const networkBench = async ({ trees, dataDir, port, seconds = 30, only = [] }) => {
  const why = labUnavailable();
  if (why) {
    say(`Skipped the network bench: ${why}`);
    return null;
  }
  const scenarios = only.length ? SCENARIOS.filter((s) => only.includes(s.id)) : SCENARIOS;
  for (const id of only)
    if (!SCENARIOS.some((s) => s.id === id)) throw new Error(`No network scenario named ${id}`);
  const lab = await openLab();
  const servers = [];
  const browsers = {};
  const rows = [];
  const stop = untilDone(async () => {
    for (const browser of Object.values(browsers)) await browser.close();
    for (const server of servers) await server.stop();
    await lab.close();
  });
  try {
    for (const [i, { tree, label }] of trees.entries())
      servers.push(
        await treeServer({ tree, label, dataDir, host: lab.serverAddress, port: port + i }),
      );
    const origins = servers.map((s) => s.base);
    browsers.student = await launchSide(lab.student, origins);
    browsers.tutor = await launchSide(lab.tutor, origins);
    for (const [n, scenario] of scenarios.entries()) {
      const order = trees.map((_, i) => i);
      if (n % 2 === 1) order.reverse();
      for (const i of order) {
        say(`The call on "${scenario.name}" with ${trees[i].label}`);
        const result = await holdCall({
          lab,
          browsers,
          base: servers[i].base,
          people: servers[i].people,
          scenario,
          seconds,
        }).catch((error) => ({ error: String(error.message).split('\n')[0] }));
        rows.push(row(scenario.name, trees[i].label, result));
        console.table([rows.at(-1)]);
      }
    }
  } finally {
    await stop();
  }
  say(
    `The call on the student's link, each way (s = what the student's page received, t = the tutor's), ${seconds} s a call`,
  );
  console.table(rows);
  return rows;
};
