// The call on an emulated network, the short part of the network bench that npm test runs where
// the lab can (root, network namespaces, /dev/net/tun: vitest.config.ts says when it cannot):
// a call on a lossy, slow link holds, and with direct traffic between the two browsers blocked the
// call goes through coturn over UDP, over TCP and over TLS on 443 (docs/performance.md).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { root } from '../../lib.mjs';
import { treeServer } from '../bench.mjs';
import { SCENARIOS, holdCall, launchSide } from '../call.mjs';
import { openLab } from '../lab.mjs';
import { startTurn } from '../turn.mjs';

const port = Number(process.env.NETWORK_TEST_PORT ?? 3930);
let lab;
let turn;
let server;
const browsers = {};
const dataDir = mkdtempSync(path.join(tmpdir(), 'darsak-network-test-'));

beforeAll(async () => {
  lab = await openLab();
  turn = await startTurn(lab.serverAddress);
  server = await treeServer({
    tree: root,
    label: 'test',
    dataDir,
    host: lab.serverAddress,
    port,
    extra: { TURN_URLS: turn.urls, TURN_SECRET: turn.secret },
  });
  browsers.student = await launchSide(lab.student, [server.base], turn.chromiumArgs);
  browsers.tutor = await launchSide(lab.tutor, [server.base], turn.chromiumArgs);
}, 180_000);

afterAll(async () => {
  for (const browser of Object.values(browsers)) await browser?.close();
  await server?.stop();
  await turn?.stop();
  await lab?.close();
  rmSync(dataDir, { recursive: true, force: true });
}, 60_000);

const call = (scenario, seconds) =>
  holdCall({ lab, browsers, base: server.base, people: server.people, scenario, seconds });

test('a call holds on 3 % loss and 100 ms each way, directly between the browsers', async () => {
  const result = await call(
    SCENARIOS.find((s) => s.id === 'loss3'),
    20,
  );
  for (const side of [result.student, result.tutor]) {
    expect(side.route).toBe('host/udp');
    // Loose bounds, met even on a machine busy with other tests: sound arrives through the loss,
    // and video too unless the call paused it for audio only and says so (a machine starved of CPU
    // conceals audio as a lossy link does). The bench gives the figures.
    if (!side.audioOnly) expect(side.fps).toBeGreaterThan(3);
    expect(side.concealed).toBeLessThan(30);
  }
  // Both ways of the student's link are delayed: the round trip between the browsers shows it.
  expect(result.student.rtt).toBeGreaterThanOrEqual(195);
  expect(result.student.rtt).toBeLessThan(1000);
}, 120_000);

describe('with direct traffic between the browsers blocked', () => {
  const through = async (relayRoute) => {
    lab.block('student', 'tutor');
    lab.block('tutor', 'student');
    try {
      const result = await call(
        SCENARIOS.find((s) => s.id === 'none'),
        8,
      );
      const sides = [result.student, result.tutor];
      // Each side's path has a relay at one end at least (a browser may send straight to the
      // other's relay), and one side relays over the transport the blocks left.
      for (const side of sides) {
        expect([side.route?.split('/')[0], side.remoteRoute]).toContain('relay');
        expect(side.fps).toBeGreaterThan(1);
      }
      expect(sides.map((side) => side.route)).toContain(relayRoute);
    } finally {
      lab.unblock();
    }
  };
  const blockUdp = () => {
    for (const side of ['student', 'tutor']) lab.block(side, 'server', 'udp');
  };

  test('the call goes through the TURN relay over UDP', async () => {
    for (const side of ['student', 'tutor'])
      for (const port of [3478, 443]) lab.block(side, 'server', 'tcp', port);
    await through('relay/udp');
  }, 90_000);

  test('without UDP to the relay, it goes over TCP', async () => {
    blockUdp();
    await through('relay/tcp');
  }, 90_000);

  test('with only port 443 open, it goes over TLS', async () => {
    blockUdp();
    for (const side of ['student', 'tutor']) lab.block(side, 'server', 'tcp', 3478);
    await through('relay/tls');
  }, 90_000);
});
