// The scale part of npm run bench (issue 15): every figure beside a bare Fastify process measured in
// the same run, so a busy machine moves both and the ratio holds.
// - cached public reads and health against the baseline answering the same bytes from memory,
//   rounds of baseline and product taken in turn (2 s each) and the median of each kept: requests
//   a second, and each server's CPU a request (the ratio column is the median of each round's
//   ratio, so it may differ from the two medians divided);
// - the embedded database in its own thread or in the server's: health while lists are rebuilt;
// - on PostgreSQL and Redis (when DATABASE_URL is set): the same reads, a mixed load of what
//   students do at rising concurrency with one server process and with two on one port, and
//   bookings under contention.
// Traffic goes to the loopback only, every load is bounded in time, and every process started is
// stopped at the end.
import { fork, spawn } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import autocannon from 'autocannon';
import { chatTraffic, connect, connectAll } from './bench-live.mjs';
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
    const latencies = [];
    const instance = autocannon(
      { connections: CONNECTIONS, duration: ROUND_SECONDS, ...options },
      (error, result) => {
        if (error) return reject(error);
        const used = process.cpuUsage(cpu);
        const elapsed = performance.now() - started;
        latencies.sort((a, b) => a - b);
        const at = (p) =>
          latencies[Math.min(latencies.length - 1, Math.floor(p * latencies.length))];
        resolve({
          rps: result.requests.average,
          total: result.requests.total,
          throughput: result.requests.total / (elapsed / 1000),
          p50: result.latency.p50,
          p95: Math.round(at(0.95) ?? NaN),
          p97: result.latency.p97_5,
          p99: result.latency.p99,
          errors: result.non2xx + result.errors + result.timeouts,
          failures: { timeouts: result.timeouts, 'socket errors': result.errors },
          generatorCpu: (used.user + used.system) / 1000 / elapsed,
        });
      },
    );
    instance.on('response', (client, status, bytes, ms) => latencies.push(ms));
  });

/** The processes a process started (a cluster's servers); none once it has ended. */
const childrenOf = (pid) => {
  try {
    return readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8')
      .trim()
      .split(/\s+/)
      .filter(Boolean)
      .map(Number);
  } catch {
    return [];
  }
};

/** A figure of a process and of its children (a cluster's servers), added up; 0 for one gone. */
const overTree = (pid, figure) => {
  const of = (id) => {
    try {
      return figure(id);
    } catch {
      return 0;
    }
  };
  return of(pid) + childrenOf(pid).reduce((sum, id) => sum + of(id), 0);
};

/** Resident memory in MiB of a process and its children. */
const memoryOf = (pid) =>
  Math.round(
    overTree(pid, (id) => {
      const line = readFileSync(`/proc/${id}/status`, 'utf8').match(/VmRSS:\s+(\d+)/);
      return line ? Number(line[1]) : 0;
    }) / 1024,
  );

/** CPU seconds used so far by a process and its children (a cluster's servers). */
const cpuOf = (pid) =>
  overTree(pid, (id) => {
    const fields = readFileSync(`/proc/${id}/stat`, 'utf8').split(') ')[1].split(' ');
    return Number(fields[11]) + Number(fields[12]);
  }) / 100;

/** CPU seconds the whole machine has been busy (every core, every process). */
const machineCpu = () => {
  const [, ...fields] = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/);
  const [user, nice, system, , , irq, softirq, steal] = fields.map(Number);
  return (user + nice + system + irq + softirq + steal) / 100;
};

/**
 * Starts the built server with these settings and waits until it answers. With BENCH_CPU_PROF set
 * to a folder, every server process writes its CPU profile there when it stops.
 */
export const startServer = async (env, port) => {
  const profiles = process.env.BENCH_CPU_PROF;
  // A cluster's workers inherit these flags.
  const flags = profiles ? ['--cpu-prof', `--cpu-prof-dir=${profiles}`] : [];
  const server = spawn(process.execPath, [...flags, path.join(root, 'apps/server/dist/main.js')], {
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
    /**
     * The server processes, one list each: alone, the process; in a cluster, each worker, the
     * supervisor with the first (it only hands new connections over).
     */
    processes: () => {
      const workers = childrenOf(server.pid);
      if (workers.length === 0) return [[server.pid]];
      return workers.map((worker, i) => (i === 0 ? [server.pid, worker] : [worker]));
    },
    cpu: () => cpuOf(server.pid),
    stop: async () => {
      server.kill('SIGTERM');
      await Promise.race([exited, wait(15_000)]);
    },
  };
};

/** The bare Fastify process, answering each path with the bytes the product answered. */
export const startBaseline = async (base, paths, file) => {
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
    cpu: () => cpuOf(child.pid),
    sizes: Object.fromEntries(Object.entries(bodies).map(([p, b]) => [p, Buffer.byteLength(b)])),
    stop: async () => {
      child.kill('SIGTERM');
      await exited;
    },
  };
};

/** A load on one server, with the server's CPU seconds for each request it answered. */
const measureOn = async (server, url) => {
  const before = server.cpu();
  const result = await measure({ url });
  const used = server.cpu() - before;
  return { ...result, cpuPerRequest: result.total > 0 ? used / result.total : NaN };
};

/**
 * Baseline and product in turn, ROUNDS times a path: medians, and the median of the ratios. Beside
 * throughput, which on a machine shared with the load generator also says how the two split the
 * cores, each server's CPU a request (from /proc, both taken the same way): what the product's own
 * work costs over the framework's, the measure of a lean path.
 */
export const besideBaseline = async ({ server, reads, file, title }) => {
  const { base } = server;
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
        const bare = await measureOn(baseline, `${baseline.base}${read.path}`);
        const product = await measureOn(server, `${base}${read.path}`);
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
        'CPU µs a request': Math.round(median(pairs.map((p) => p.product.cpuPerRequest)) * 1e6),
        'bare CPU µs': Math.round(median(pairs.map((p) => p.bare.cpuPerRequest)) * 1e6),
        'CPU ÷ bare': median(
          pairs.map((p) => p.product.cpuPerRequest / p.bare.cpuPerRequest),
        ).toFixed(2),
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

/** GET and JSON helpers for the mixed load's set-up, outside the measured time. */
const getJson = async (url, token) => {
  const res = await fetch(url, { headers: token ? { authorization: `Bearer ${token}` } : {} });
  if (!res.ok) throw new Error(`${url} answered ${res.status}`);
  return res.json();
};

/**
 * Times to book in the mixed load, one per student connection, none overlapping another: half hours
 * of the listed tutors' free times this week (not the busy tutor, nor the first listed tutor, whose
 * time the contended bookings take), a few hours ahead so no notice period reaches them.
 */
export const bookingTargets = async (base, people, count) => {
  const targets = [];
  const skip = new Set([people.busyTutor.id]);
  const first = await getJson(`${base}/api/v1/user/tutor/list/onboarded?page=1&size=10`);
  if (first.list[0]) skip.add(first.list[0].id);
  for (let page = 1; targets.length < count && page <= 20; page += 1) {
    const { list } = await getJson(`${base}/api/v1/user/tutor/list/onboarded?page=${page}&size=10`);
    if (list.length === 0) break;
    for (const tutor of list) {
      if (skip.has(tutor.id) || targets.length >= count) continue;
      // The list may be built again between pages, in another order: each tutor once.
      skip.add(tutor.id);
      const { times } = await getJson(`${base}/api/v1/availability-slot/free?tutorId=${tutor.id}`);
      let last = -Infinity;
      let taken = 0;
      for (const time of times.slice(12)) {
        const at = Date.parse(time.startsAt);
        if (time.maxDuration < 30 || at < last + 30 * 60_000) continue;
        targets.push({ tutorId: tutor.id, startsAt: time.startsAt });
        last = at;
        taken += 1;
        if (taken === 4 || targets.length >= count) break;
      }
    }
  }
  if (targets.length < count) throw new Error(`Only ${targets.length} free times to book`);
  return targets;
};

/**
 * Cancels what the mixed load's students left booked when a load ended between book and cancel.
 * A booking sent just before the load ended may still be under way on a busy server: the lessons
 * are looked for again until a look finds none (a leftover would make its student's next booking
 * of the same time a `busy-tutor` refusal, an error of the bench, not of the product).
 */
const cancelLeftovers = async (base, tokens) => {
  // Booked lessons only: each cycle leaves a cancelled one at the same time, and a first page of
  // those once hid the one still booked (soonest first, all at one time), which then refused every
  // booking of that student in the next loads.
  const booked = async (token) => {
    const found = new Map();
    for (let page = 1; ; page += 1) {
      const { list } = await getJson(
        `${base}/api/v1/lesson/list/?page=${page}&size=100&when=future`,
        token,
      );
      // Pages of lessons at one time may repeat one (their order among equals is not fixed).
      for (const lesson of list) if (lesson.cancelledAt === null) found.set(lesson.id, lesson);
      if (list.length < 100) return [...found.values()];
    }
  };
  for (let look = 0; look < 10; look += 1) {
    const found = await Promise.all(
      tokens.map(async (token) => {
        const list = await booked(token);
        for (const lesson of list) {
          const res = await fetch(`${base}/api/v1/lesson/${lesson.id}`, {
            method: 'DELETE',
            headers: { authorization: `Bearer ${token}` },
          });
          // 409: cancelled already (listed twice, or by its cycle's own cancel still under way).
          if (!res.ok && res.status !== 409)
            throw new Error(`Cancelling a leftover answered ${res.status}: ${await res.text()}`);
        }
        return list.length;
      }),
    );
    if (look > 0 && found.every((n) => n === 0)) return;
    await wait(1000);
  }
  throw new Error('Lessons booked by the mixed load were still there after 10 looks');
};

/** One signed-in GET. */
const get = (path, token) => ({
  method: 'GET',
  path,
  headers: { authorization: `Bearer ${token}` },
});

/**
 * A student's cycle: browse (tutors list, a tutor's page and free times, own record, topics,
 * plans, own lessons); one student in four also books a time of their own and cancels it.
 */
const studentCycle = ({ token, target, books }) => [
  get('/api/v1/user/tutor/list/onboarded?page=1&size=10', token),
  get(`/api/v1/user/tutor/info/${target.tutorId}`, token),
  get(`/api/v1/availability-slot/free?tutorId=${target.tutorId}`, token),
  get('/api/v1/user/current', token),
  get('/api/v1/topic/list', token),
  get('/api/v1/plan/list', token),
  get('/api/v1/lesson/list/?page=1&size=10', token),
  ...(books ? bookAndCancel(token, target) : []),
];

/** Books the time, sees it among one's lessons, cancels it. */
const bookAndCancel = (token, target) => [
  {
    method: 'POST',
    path: '/api/v1/lesson/',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ ...target, duration: 30 }),
    onResponse: (status, body, context) => {
      // A refused booking leaves nothing to cancel (not the lesson of the cycle before).
      context.lessonId = status === 200 ? JSON.parse(body).id : undefined;
    },
  },
  get('/api/v1/lesson/list/?page=1&size=10', token),
  {
    ...get('/api/v1/lesson/0', token),
    method: 'DELETE',
    // No lesson booked (the booking was refused): the cycle starts again.
    setupRequest: (request, context) =>
      context.lessonId ? { ...request, path: `/api/v1/lesson/${context.lessonId}` } : null,
  },
];

/** A tutor's cycle: own record, lessons, own free times, chat rooms and a room's messages. */
const tutorCycle = ({ token, id, roomId }) => [
  get('/api/v1/user/current', token),
  get('/api/v1/lesson/list/?page=1&size=10', token),
  get(`/api/v1/availability-slot/free?tutorId=${id}`, token),
  get(`/api/v1/chat/list/rooms/${id}/?page=1&size=10`, token),
  get(`/api/v1/chat/list/${roomId}/messages?page=1&size=20`, token),
];

/** Sockets of the chatting pairs, opened before the load, each signed in as its person. */
export const openChat = async (base, people) => {
  const sockets = await connectAll(
    people.chatPairs.flatMap((p) => [p.student, p.tutor]),
    (person) => connect(base, { extraHeaders: { authorization: `Bearer ${person.token}` } }),
  );
  return {
    pairs: people.chatPairs.map((p, i) => ({
      roomId: p.roomId,
      sender: sockets[2 * i],
      receiver: sockets[2 * i + 1],
    })),
    close: () => sockets.forEach((socket) => socket.close()),
  };
};

/**
 * Sign-ins a second for every hundred connections of the mixed load, at least one a round. A
 * sign-in (argon2id, about 21 ms of CPU) costs what some eighty other requests cost. Once part of a
 * student's cycle, it was sent as often as that student's other requests were answered, so its
 * share of the load, and every figure, moved with which process held that student's connection.
 * Sent at a rate tied to the connections, as people arriving, one a second for every ten took 0.2
 * of a core at 100 connections whatever the servers did, half of one held to 0.4, and two
 * processes halved that fixed cost: the ratio measured the sign-ins. A person signs in once a visit;
 * a hundred people browsing bring well under one a second.
 */
const SIGN_INS_PER_HUNDRED_CONNECTIONS = 1;

/**
 * Sign-ins with a password at a steady rate (at least one), each on a connection of its own, as a
 * person arriving: a cluster hands them to its processes in turn, as the proxy would. Answers the
 * latencies in ms, sorted, and how many were refused.
 */
const signInTraffic = async ({ base, accounts, rate, seconds }) => {
  const { hostname, port } = new URL(base);
  const signIn = (account) =>
    new Promise((resolve) => {
      const body = JSON.stringify(account);
      const started = performance.now();
      const request = http.request(
        {
          hostname,
          port,
          path: '/api/v1/auth/password',
          method: 'POST',
          agent: false,
          headers: {
            'content-type': 'application/json',
            'content-length': Buffer.byteLength(body),
          },
        },
        (response) => {
          response.resume();
          response.on('end', () =>
            resolve({ ok: response.statusCode === 200, ms: performance.now() - started }),
          );
        },
      );
      request.on('error', () => resolve({ ok: false, ms: performance.now() - started }));
      request.end(body);
    });
  const total = Math.max(1, Math.round(rate * seconds));
  const started = performance.now();
  const sent = [];
  for (let n = 0; n < total; n += 1) {
    const due = started + (n * seconds * 1000) / total;
    const now = performance.now();
    if (due > now) await wait(due - now);
    sent.push(signIn(accounts[n % accounts.length]));
  }
  const results = await Promise.all(sent);
  return {
    latencies: results.map((r) => r.ms).sort((a, b) => a - b),
    refused: results.filter((r) => !r.ok).length,
    total,
  };
};

/** Messages a second sent over the chat sockets while the HTTP load runs (20 pairs, 1 each). */
const CHAT_RATE = 20;

/**
 * The mixed load: `connections` people at once, four students to one tutor, each going round their
 * cycle for `duration` seconds, while the chatting pairs send messages over their sockets.
 */
export const mixedLoad = async (
  server,
  people,
  connections,
  duration,
  { targets, chat, explain },
) => {
  const students = people.bookers.slice(400, 600);
  let next = 0;
  const refused = new Map();
  /** The times whose booking was refused, to look up who held them before the cleanup. */
  const refusedTimes = new Map();
  const cycles = Array.from({ length: connections }, (_, i) => {
    if (i % 5 === 4) {
      const pair = people.chatPairs[Math.floor(i / 5) % people.chatPairs.length];
      return tutorCycle({ token: pair.tutor.token, id: pair.tutor.id, roomId: pair.roomId });
    }
    const n = i - Math.floor(i / 5);
    return studentCycle({
      token: students[n],
      target: targets[n],
      books: n % 4 === 0,
    });
  }).map((cycle) => cycle.map((request) => noteRefusals(request, refused, refusedTimes)));
  const sending = chat
    ? chatTraffic({
        pairs: chat.pairs,
        rate: CHAT_RATE,
        seconds: duration,
        send: (pair, text) =>
          pair.sender.emit('SendMessage', { roomId: pair.roomId, text, clientId: text }, () => {}),
      })
    : null;
  // What an earlier load left booked (a booking still under way when its cleanup looked).
  await cancelLeftovers(server.base, students.slice(0, connections));
  const cpuBefore = { server: server.cpu(), machine: machineCpu(), at: performance.now() };
  const signingIn = signInTraffic({
    base: server.base,
    accounts: people.bookerEmails
      .slice(400, 600)
      .map((email) => ({ email, password: people.password })),
    rate: (connections / 100) * SIGN_INS_PER_HUNDRED_CONNECTIONS,
    seconds: duration,
  });
  const browsing = await measure({
    url: server.base,
    connections,
    duration,
    requests: cycles[0],
    setupClient: (client) => client.setRequests(cycles[next++ % cycles.length]),
  });
  const signIns = await signingIn;
  // Every request answered, the sign-ins with the rest.
  const result = {
    ...browsing,
    rps: browsing.rps + signIns.total / duration,
    errors: browsing.errors + signIns.refused,
  };
  const memory = server.memory();
  const seconds = (performance.now() - cpuBefore.at) / 1000;
  const cpu = {
    server: (server.cpu() - cpuBefore.server) / seconds,
    machine: (machineCpu() - cpuBefore.machine) / seconds,
  };
  const delivered = sending ? await sending : null;
  const held = explain && refusedTimes.size > 0 ? await explain([...refusedTimes.values()]) : null;
  await cancelLeftovers(server.base, students.slice(0, connections));
  for (const [kind, count] of Object.entries(result.failures))
    if (count > 0) refused.set(kind, count);
  return {
    ...result,
    cpu,
    refused: Object.fromEntries([...refused].sort((a, b) => b[1] - a[1])),
    held,
    memory,
    signIns: {
      sent: signIns.total,
      refused: signIns.refused,
      p50: percentileOf(signIns.latencies, 0.5),
      p99: percentileOf(signIns.latencies, 0.99),
    },
    chat: delivered && {
      sent: delivered.total,
      lost: delivered.lost,
      p50: percentileOf(delivered.latencies, 0.5),
      p99: percentileOf(delivered.latencies, 0.99),
    },
  };
};

/** The route a request went to, ids left out, so refusals of one kind are counted together. */
const routeOf = (request) =>
  `${request.method} ${request.path.split('?')[0].replace(/\/[0-9a-f-]{8,}|\/\d+/g, '/:id')}`;

/** Counts each non-2xx answer by route, status and the answer's error code. */
const noteRefusals = (request, refused, refusedTimes) => ({
  ...request,
  onResponse: (status, body, context, headers) => {
    if (status >= 400) {
      let code = '';
      try {
        code = JSON.parse(body).code ?? '';
      } catch {
        // not JSON
      }
      const kind = `${routeOf(request)} ${status} ${code}`.trim();
      if (code === 'busy-tutor' && request.body) {
        const { tutorId, startsAt } = JSON.parse(request.body);
        const at = `${tutorId}@${startsAt}`;
        const seen = refusedTimes.get(at) ?? { tutorId, startsAt, times: 0 };
        seen.times += 1;
        refusedTimes.set(at, seen);
      }
      if (process.env.BENCH_REFUSALS && request.body) console.log('refused', kind, request.body);
      refused.set(kind, (refused.get(kind) ?? 0) + 1);
    }
    request.onResponse?.(status, body, context, headers);
  },
});

const percentileOf = (sorted, p) =>
  sorted.length === 0
    ? NaN
    : Math.round(sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))]);

export const showMixed = (rows, bareRps) => {
  console.table(
    rows.map((r) => ({
      servers: r.servers,
      connections: r.connections,
      'req/s': Math.round(r.rps),
      'of bare health': `${Math.round((r.rps / bareRps) * 100)} %`,
      'p50 ms': r.p50,
      'p95 ms': r.p95,
      'p99 ms': r.p99,
      errors: r.errors,
      'sign-ins (p50/p99 ms)': `${r.signIns.sent} (${r.signIns.p50} / ${r.signIns.p99})`,
      'chat msgs (lost)': r.chat ? `${r.chat.sent} (${r.chat.lost})` : '—',
      'chat p50/p99 ms': r.chat ? `${r.chat.p50} / ${r.chat.p99}` : '—',
      'servers MiB': r.memory,
      'load generator CPU': `${r.generatorCpu.toFixed(2)} cores`,
      'servers CPU': `${r.cpu.server.toFixed(2)} cores`,
      'machine CPU': `${r.cpu.machine.toFixed(2)} cores`,
      'machine load': r.machineLoad,
    })),
  );
  const refusals = rows.filter((r) => Object.keys(r.refused ?? {}).length > 0);
  if (refusals.length > 0) {
    console.log('Errors by kind (route, status, code):');
    for (const r of refusals)
      console.log(
        `  ${r.servers} server(s), ${r.connections} connections: ${JSON.stringify(r.refused)}`,
      );
  }
};

/** The bare baseline's health throughput alone, for the mixed load's ratio. */
export const bareHealth = async (base, file, options = {}) => {
  const baseline = await startBaseline(base, ['/api/v1/health'], file);
  try {
    return (await measure({ url: `${baseline.base}/api/v1/health`, duration: 3, ...options })).rps;
  } finally {
    await baseline.stop();
  }
};
