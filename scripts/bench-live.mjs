// The live part of npm run bench, on a server seeded by apps/server/seed/bench-live-data.ts:
// - chat delivery with 1,000 connected socket clients chatting in pairs: p50 and p99 from the send
//   to the arrival at the other member, messages lost, and the server's memory per connected client;
// - join to first remote frame: two Chromium contexts with a fake camera hold a lesson's call; the
//   time from the student's "join" click to the first frame of the tutor's video decoded in the
//   student's page (target: under 1.5 s).
// Figures, not pass/fail; traffic stays on the loopback and every load is bounded in time.
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { io } from 'socket.io-client';
import { percentile, wait } from './bench-server.mjs';
import { chromiumPath, mustRun, say } from './lib.mjs';

const DEMO_PASSWORD = 'darsak2026';

/** Opens a socket and waits until it is connected. */
export const connect = (url, options) =>
  new Promise((resolve, reject) => {
    const socket = io(url, {
      transports: ['websocket'],
      reconnection: false,
      forceNew: true,
      timeout: 20_000,
      ...options,
    });
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', reject);
  });

/** Opens many sockets, a few at a time, so that the handshakes do not all land at once. */
export const connectAll = async (specs, open, batch = 50) => {
  const sockets = [];
  for (let i = 0; i < specs.length; i += batch)
    sockets.push(...(await Promise.all(specs.slice(i, i + batch).map(open))));
  return sockets;
};

/** Texts unique across runs: the product stores a resent clientId once and delivers it again to no one. */
const run = randomBytes(3).toString('hex');
let sequence = 0;

/**
 * Chat at a steady rate: pair after pair, its sender sends a message that its receiver times.
 * Answers the latencies in ms, sorted, how many were sent and how many never arrived.
 */
export const chatTraffic = async ({ pairs, send, rate, seconds }) => {
  const sentAt = new Map();
  const latencies = [];
  const arrived = (message) => {
    const at = sentAt.get(message.text);
    if (at === undefined) return;
    latencies.push(performance.now() - at);
    sentAt.delete(message.text);
  };
  for (const pair of pairs) pair.receiver.on('RoomMessage', arrived);
  const total = Math.round(rate * seconds);
  const started = performance.now();
  for (let n = 0; n < total; n += 1) {
    await wait(started + (n * 1000) / rate - performance.now());
    const pair = pairs[n % pairs.length];
    const text = `قياس ${run}-${(sequence += 1)}`;
    sentAt.set(text, performance.now());
    send(pair, text);
  }
  const deadline = performance.now() + 5_000;
  while (sentAt.size > 0 && performance.now() < deadline) await wait(50);
  for (const pair of pairs) pair.receiver.off('RoomMessage', arrived);
  return { latencies: latencies.sort((a, b) => a - b), lost: sentAt.size, total };
};

/** Resident memory of a process, in KiB. */
const rssOf = (pid) =>
  Number(readFileSync(`/proc/${pid}/status`, 'utf8').match(/VmRSS:\s+(\d+)/)[1]);

/** People chatting in their General rooms, each socket signed in as its person. */
const chatDelivery = async ({ base, pid, people, rate = 50, seconds = 5 }) => {
  const before = rssOf(pid);
  const sockets = await connectAll(
    people.pairs.flatMap((p) => [p.a, p.b]),
    (person) => connect(base, { extraHeaders: { authorization: `Bearer ${person.token}` } }),
  );
  await wait(2_000);
  const perClient = (rssOf(pid) - before) / sockets.length;
  const pairs = people.pairs.map((p, i) => ({
    roomId: p.roomId,
    sender: sockets[2 * i],
    receiver: sockets[2 * i + 1],
  }));
  const send = (pair, text) =>
    pair.sender.emit('SendMessage', { roomId: pair.roomId, text, clientId: text }, () => {});
  try {
    // A second first, so that the server has compiled its hot path before the figures are taken.
    await chatTraffic({ pairs, send, rate, seconds: 1 });
    const r = await chatTraffic({ pairs, send, rate, seconds });
    say(
      `Chat delivery: ${sockets.length} connected clients, ${rate} messages a second for ${seconds} s`,
    );
    console.table([
      {
        messages: r.total,
        lost: r.lost,
        'p50 ms': Math.round(percentile(r.latencies, 0.5)),
        'p99 ms': Math.round(percentile(r.latencies, 0.99)),
        'KiB per connected client': perClient.toFixed(1),
      },
    ]);
  } finally {
    for (const socket of sockets) socket.close();
  }
};

/** Signs a browser context in to the web app as a demo account. */
export const signedIn = async (browser, base, email) => {
  const context = await browser.newContext({
    locale: 'ar-EG',
    timezoneId: 'Africa/Cairo',
    baseURL: base,
  });
  const page = await context.newPage();
  await page.goto('/app/login');
  await page.getByLabel('البريد الإلكتروني').fill(email);
  await page.getByLabel(/^كلمة المرور$/).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: /^دخول$/ }).click();
  await page.waitForURL((url) => !url.pathname.endsWith('/login'));
  return page;
};

/** Opens the lesson's call page; answers the join button once it may be pressed. */
export const readyToJoin = async (page, lessonId) => {
  await page.goto(`/app/session?type=2&ref=${lessonId}`);
  await page.getByTestId('preview').waitFor();
  const enter = page.getByRole('button', { name: 'ادخل الجلسة' });
  await page.waitForFunction((button) => !button.disabled, await enter.elementHandle());
  return enter;
};

const leave = async (page) => {
  await page.getByRole('button', { name: 'مغادرة الجلسة' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'مغادرة الجلسة' }).click();
  await page.getByRole('heading', { name: 'غادرت الجلسة' }).waitFor();
};

/**
 * The tutor waits in the call; the student presses "join", `joins` times: the time until the first
 * frame of the tutor's video is decoded in the student's page, timed inside that page.
 */
const joinToFirstFrame = async ({ base, people, joins = 5 }) => {
  const browser = await chromium.launch({
    executablePath: chromiumPath,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--use-fake-device-for-media-stream',
      '--use-fake-ui-for-media-stream',
    ],
  });
  const times = [];
  let failed = 0;
  try {
    const tutor = await signedIn(browser, base, people.tutorEmail);
    const student = await signedIn(browser, base, people.studentEmail);
    await (await readyToJoin(tutor, people.lessonId)).click();
    await tutor.getByRole('toolbar', { name: 'أدوات المكالمة' }).waitFor();
    for (let round = 0; round < joins; round += 1) {
      const enter = await readyToJoin(student, people.lessonId);
      // From the click (a real one: the remote video plays with sound, which needs a gesture) to
      // the first frame: the element knows the video's size and holds a frame.
      await student.evaluate(() => {
        window.benchJoin = { clicked: null, frame: null };
        document.addEventListener(
          'click',
          () => {
            window.benchJoin.clicked = performance.now();
            const look = () => {
              const video = document.querySelector('[data-testid="remote-video"]');
              if (video && video.videoWidth > 0 && video.readyState >= 2)
                window.benchJoin.frame = performance.now();
              else setTimeout(look, 5);
            };
            look();
          },
          { capture: true, once: true },
        );
      });
      await enter.click();
      const elapsed = await student
        .waitForFunction(() => window.benchJoin.frame !== null, null, { timeout: 30_000 })
        .then(() => student.evaluate(() => window.benchJoin.frame - window.benchJoin.clicked))
        .catch(async () => {
          const file = path.join(tmpdir(), 'bench-live-join-student.png');
          await student.screenshot({ path: file, fullPage: true });
          say(`The student's screen when a join saw no frame in 30 s: ${file}`);
          return null;
        });
      if (elapsed === null) failed += 1;
      else times.push(elapsed);
      await leave(student);
    }
  } finally {
    await browser.close();
  }
  times.sort((a, b) => a - b);
  say(
    `Join to first remote frame: Chromium, fake camera, loopback, ${joins} joins (target under 1500 ms)`,
  );
  console.table([
    {
      'median ms': Math.round(percentile(times, 0.5)),
      'worst ms': Math.round(times.at(-1) ?? NaN),
      'joins with no frame in 30 s': failed,
    },
  ]);
};

/** Seeds the database of `env` (a fresh embedded one) with `clients` people in pairs and a lesson now. */
export const seedLive = async (env, file, clients = 1000) => {
  await mustRun(
    'Seeding the live bench data',
    'npx',
    ['tsx', 'apps/server/seed/bench-live-data.ts', file, String(clients)],
    { env },
  );
  return JSON.parse(readFileSync(file, 'utf8'));
};

export const live = async ({ base, pid, people }) => {
  await chatDelivery({ base, pid, people });
  await joinToFirstFrame({ base, people });
};
