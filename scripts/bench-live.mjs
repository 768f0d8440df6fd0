// The live part of npm run bench (issue 11), also runnable alone: node scripts/bench-live.mjs
// - chat delivery latency, p50 and p99, with 1,000 connected socket clients chatting in pairs, beside
//   a bare Socket.IO relay (scripts/bench-live-echo.mjs) measured in the same run with the same
//   clients and the same rate, and the ratio of the two (target: under 2×);
// - server memory per connected client, for the product and for the bare relay;
// - join-to-first-remote-frame on loopback: two Chromium contexts with fake camera and microphone
//   hold a lesson's call; the time from the student's "join" click to the first video frame of the
//   tutor decoded in the student's page (target: under 1.5 s).
// Figures, not pass/fail. Traffic stays on the loopback, every load is bounded in time (about a
// minute and a half in all), and every process started is stopped at the end.
//   node scripts/bench-live.mjs [--clients 1000] [--rate 50] [--seconds 5] [--joins 5]
import { fork } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { chromium } from 'playwright-core';
import { io } from 'socket.io-client';
import { startServer } from './bench-scale.mjs';
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

const DEMO_PASSWORD = 'darsak2026';
const wait = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

const percentile = (sorted, p) =>
  sorted.length === 0 ? NaN : sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))];
const ms = (value) => (Number.isFinite(value) ? value.toFixed(2) : '—');

/** Resident memory of a process, in KiB. */
const rssOf = (pid) => {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8').match(/VmRSS:\s+(\d+)/);
  return line ? Number(line[1]) : 0;
};

/** Opens a socket and waits until it is connected. */
export const connect = (url, options) =>
  new Promise((resolve, reject) => {
    const socket = io(url, {
      path: '/socket.io',
      transports: ['websocket'],
      reconnection: false,
      forceNew: true,
      timeout: 20_000,
      ...options,
    });
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', (error) => reject(error));
  });

/** Opens many sockets, a few at a time, so the handshakes do not all land at once. */
export const connectAll = async (specs, open, batch = 50) => {
  const sockets = [];
  for (let i = 0; i < specs.length; i += batch)
    sockets.push(...(await Promise.all(specs.slice(i, i + batch).map(open))));
  return sockets;
};

/**
 * Message texts are unique across rounds and runs (a database may be measured twice): the product
 * stores a resent clientId once and delivers it again to no one.
 */
const run = randomBytes(3).toString('hex');
let sequence = 0;

/**
 * Chat traffic at a steady rate: pair after pair, its first member sends a message to its second,
 * who times its arrival. Answers the latencies in ms, sorted, and how many never arrived.
 */
export const chatTraffic = async ({ pairs, send, rate, seconds }) => {
  const sentAt = new Map();
  const latencies = [];
  for (const pair of pairs)
    pair.receiver.on('RoomMessage', (message) => {
      const at = sentAt.get(message.text);
      if (at === undefined) return;
      latencies.push(performance.now() - at);
      sentAt.delete(message.text);
    });
  const total = Math.round(rate * seconds);
  const started = performance.now();
  for (let n = 0; n < total; n += 1) {
    const due = started + (n * 1000) / rate;
    const now = performance.now();
    if (due > now) await wait(due - now);
    const pair = pairs[n % pairs.length];
    const text = `قياس ${run}-${(sequence += 1)}`;
    sentAt.set(text, performance.now());
    send(pair, text);
  }
  const deadline = performance.now() + 5_000;
  while (sentAt.size > 0 && performance.now() < deadline) await wait(50);
  for (const pair of pairs) pair.receiver.off('RoomMessage');
  return { latencies: latencies.sort((a, b) => a - b), lost: sentAt.size, total };
};

/** Connected clients in a server: its memory before and after, and delivery under traffic. */
const measureChat = async ({ label, pid, clients, pairs, send, rate, seconds }) => {
  await wait(1_000);
  const before = rssOf(pid);
  const sockets = await clients();
  await wait(2_000);
  const after = rssOf(pid);
  const chatters = pairs(sockets);
  // A short warm-up, so both servers have compiled their hot paths before the figures are taken.
  await chatTraffic({ pairs: chatters, send, rate, seconds: 1 });
  const result = await chatTraffic({ pairs: chatters, send, rate, seconds });
  for (const socket of sockets) socket.close();
  return {
    label,
    connected: sockets.length,
    perClientKiB: (after - before) / sockets.length,
    before,
    after,
    ...result,
  };
};

/** The product: people chatting in their General rooms, each socket signed in as its person. */
const productChat = async ({ base, pid, people, clients, rate, seconds }) => {
  const pairs = people.pairs.slice(0, Math.floor(clients / 2));
  return measureChat({
    label: 'Darsak (auth, validation, rights, delivered to user rooms, stored before the ack)',
    pid,
    rate,
    seconds,
    clients: () =>
      connectAll(
        pairs.flatMap((p) => [p.a, p.b]),
        (person) => connect(base, { extraHeaders: { authorization: `Bearer ${person.token}` } }),
      ),
    pairs: (sockets) =>
      pairs.map((p, i) => ({
        roomId: p.roomId,
        sender: sockets[2 * i],
        receiver: sockets[2 * i + 1],
      })),
    send: (pair, text) =>
      pair.sender.emit('SendMessage', { roomId: pair.roomId, text, clientId: text }, () => {}),
  });
};

/** The bare relay with the same clients, the same pairs and the same rate. */
const bareChat = async ({ clients, rate, seconds }) => {
  const child = fork(path.join(root, 'scripts/bench-live-echo.mjs'), [], { stdio: 'inherit' });
  const { port } = await new Promise((resolve) => child.once('message', resolve));
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const base = `http://127.0.0.1:${port}`;
  const count = Math.floor(clients / 2) * 2;
  try {
    return await measureChat({
      label: 'bare Socket.IO relay',
      pid: child.pid,
      rate,
      seconds,
      clients: () =>
        connectAll(
          Array.from({ length: count }, (_, i) => i + 1),
          (id) => connect(base, { auth: { id } }),
        ),
      pairs: (sockets) =>
        Array.from({ length: count / 2 }, (_, i) => ({
          to: 2 * i + 2,
          sender: sockets[2 * i],
          receiver: sockets[2 * i + 1],
        })),
      send: (pair, text) => pair.sender.emit('SendMessage', { to: pair.to, text }, () => {}),
    });
  } finally {
    child.kill('SIGTERM');
    await exited;
  }
};

/** Signs a browser context in to the web app as a demo account. */
const signedIn = async (browser, base, email) => {
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

/** Opens the session page and waits until the join button may be pressed. */
const readyToJoin = async (page, lessonId) => {
  await page.goto(`/app/session?type=2&ref=${lessonId}`);
  await page.getByTestId('preview').waitFor();
  const enter = page.getByRole('button', { name: 'ادخل الجلسة' });
  await enter.waitFor();
  for (let i = 0; i < 150 && !(await enter.isEnabled()); i += 1) await wait(100);
  return enter;
};

const leave = async (page) => {
  await page.getByRole('button', { name: 'مغادرة الجلسة' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'مغادرة الجلسة' }).click();
  await page.getByRole('heading', { name: 'غادرت الجلسة' }).waitFor();
};

/**
 * The tutor waits in the call; the student presses "join": the time until the first frame of the
 * tutor's video is presented on the student's screen, timed inside the student's page.
 */
const joinToFirstFrame = async ({ base, people, joins }) => {
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
      // Timed inside the page: from the click (a real one: the remote video plays with sound, which
      // needs a user's gesture) to the first frame of the tutor's video decoded there, that is,
      // once the element knows the video's size and holds a frame.
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
        .catch(async (error) => {
          // What each side showed, to tell a failed call from a slow one.
          for (const [who, page] of [
            ['tutor', tutor],
            ['student', student],
          ]) {
            const file = path.join(tmpdir(), `bench-live-join-${who}.png`);
            await page.screenshot({ path: file, fullPage: true });
            say(`The ${who}'s screen when a join failed (${error.name}): ${file}`);
          }
          return null;
        });
      if (elapsed === null) failed += 1;
      else times.push(elapsed);
      await leave(student);
    }
  } finally {
    await browser.close();
  }
  return { times: times.sort((a, b) => a - b), failed };
};

/** The live figures against a server already seeded with bench-live-data.ts. */
export const benchLive = async ({
  base,
  pid,
  people,
  clients = 1000,
  rate = 50,
  seconds = 5,
  joins = 5,
}) => {
  say(
    `Chat delivery: ${clients} connected clients in ${clients / 2} pairs, ${rate} messages/s for ${seconds} s, product then bare relay`,
  );
  const product = await productChat({ base, pid, people, clients, rate, seconds });
  const bare = await bareChat({ clients, rate, seconds });
  const row = (r) => ({
    server: r.label,
    clients: r.connected,
    messages: r.total,
    lost: r.lost,
    'p50 ms': ms(percentile(r.latencies, 0.5)),
    'p99 ms': ms(percentile(r.latencies, 0.99)),
    'max ms': ms(r.latencies.at(-1)),
    'KiB per client': r.perClientKiB.toFixed(1),
    'RSS MiB idle → connected': `${(r.before / 1024).toFixed(0)} → ${(r.after / 1024).toFixed(0)}`,
  });
  console.table([row(product), row(bare)]);
  const ratio = (p) => percentile(product.latencies, p) / percentile(bare.latencies, p);
  say(
    `Delivery p50 ${ratio(0.5).toFixed(2)}× and p99 ${ratio(0.99).toFixed(2)}× the bare relay (target under 2×); memory ${product.perClientKiB.toFixed(1)} KiB per connected client (bare ${bare.perClientKiB.toFixed(1)} KiB)`,
  );

  say(`Join to first remote frame: Chromium, fake camera, loopback, ${joins} joins`);
  const { times, failed } = await joinToFirstFrame({ base, people, joins });
  console.table(times.map((t, i) => ({ join: i + 1, ms: Math.round(t) })));
  say(
    `Join to first remote frame: median ${Math.round(percentile(times, 0.5))} ms, worst ${Math.round(times.at(-1))} ms (target under 1500 ms)${failed ? `; ${failed} of ${joins} joins saw no frame in 30 s` : ''}`,
  );
  return { product, bare, times };
};

/** Seeds a fresh embedded database with the live bench's people; answers them. */
export const seedLive = async (env, file, clients) => {
  await mustRun(
    'Seeding the live bench data',
    'npx',
    ['tsx', 'apps/server/seed/bench-live-data.ts', file, String(clients)],
    { env },
  );
  return JSON.parse(readFileSync(file, 'utf8'));
};

/** Run alone: build what changed, seed, start a server, measure, stop. */
const main = async () => {
  const option = (name, fallback) => {
    const at = process.argv.indexOf(`--${name}`);
    return at > 0 ? Number(process.argv[at + 1]) : fallback;
  };
  const clients = option('clients', 1000);
  checkNode();
  await ensureDependencies();
  await ensureChromium();
  await build();
  const port = Number(process.env.BENCH_PORT ?? 3919);
  const dataDir = mkdtempSync(path.join(tmpdir(), 'darsak-bench-live-'));
  const env = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    REDIS_URL: '',
    ENVIRONMENT: 'local',
    JWT_SECRET: randomBytes(32).toString('hex'),
    LOG_LEVEL: 'warn',
    RATE_LIMIT_AUTH_PER_MINUTE: '100000',
  };
  try {
    say(
      `Seeding a fresh embedded database: the demo data, ${clients} people in pairs, a lesson now`,
    );
    const people = await seedLive(env, path.join(dataDir, 'bench-live-people.json'), clients);
    const server = await startServer(env, port);
    try {
      await benchLive({
        base: server.base,
        pid: server.pid,
        people,
        clients,
        rate: option('rate', 50),
        seconds: option('seconds', 5),
        joins: option('joins', 5),
      });
    } finally {
      await server.stop();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
};

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await main();
