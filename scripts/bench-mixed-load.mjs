// The mixed load of npm run bench: what students and tutors do at once. Four students to a tutor;
// students browse (tutors list, a tutor's page and free times, their record, topics, plans, their
// lessons) and one in four also books a time of their own and cancels it; tutors read their record,
// lessons, free times and chats; people sign in at a steady rate, each on a new connection; 20 pairs
// chat over sockets, 20 messages a second. Works on the seed of apps/server/seed/bench-data.ts.
import http from 'node:http';
import { chatTraffic, connect, connectAll } from './bench-live.mjs';
import { measure, percentile, wait } from './bench-server.mjs';

const getJson = async (url, token) => {
  const res = await fetch(url, { headers: token ? { authorization: `Bearer ${token}` } : {} });
  if (!res.ok) throw new Error(`${url} answered ${res.status}`);
  return res.json();
};

/** The mixed load's students: neither those of the contended bookings nor the chatting ones. */
const studentsOf = (people) => people.bookers.slice(200, 380);

/**
 * Times to book, one per student, none overlapping another: half hours of the listed tutors' free
 * times this week (four a tutor, not the busy tutor), five hours ahead or more, so that no notice
 * period reaches them and each cancel is free (the cancellation cutoff is 4 hours by default,
 * docs/product/lessons.md#cancellation): a late cancel would spend the student's minutes and turn
 * the load into refusals.
 */
const BOOK_AHEAD_MS = 5 * 60 * 60_000;
export const bookingTargets = async (base, people, count = 80) => {
  const targets = [];
  const skip = new Set([people.busyTutor.id]);
  for (let page = 1; targets.length < count && page <= 20; page += 1) {
    const { list } = await getJson(`${base}/api/v1/user/tutor/list/onboarded?page=${page}&size=10`);
    if (list.length === 0) break;
    for (const tutor of list) {
      // The list may be built again between pages, in another order: each tutor once.
      if (skip.has(tutor.id) || targets.length >= count) continue;
      skip.add(tutor.id);
      const { times } = await getJson(`${base}/api/v1/availability-slot/free?tutorId=${tutor.id}`);
      let last = -Infinity;
      let taken = 0;
      const from = Date.now() + BOOK_AHEAD_MS;
      for (const time of times) {
        const at = Date.parse(time.startsAt);
        if (at < from || time.maxDuration < 30 || at < last + 30 * 60_000) continue;
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
 * Cancels what the students have booked: a load may end between a booking and its cancel, and a
 * lesson left booked would refuse that student's next booking of the same time. A booking sent just
 * before the end may still be under way, so the students are looked at until a look finds nothing.
 */
const cancelLeftovers = async (base, tokens) => {
  const booked = async (token) => {
    const { list } = await getJson(
      `${base}/api/v1/lesson/list/?page=1&size=100&when=future`,
      token,
    );
    return list.filter((lesson) => lesson.cancelledAt === null);
  };
  for (let look = 0; look < 10; look += 1) {
    const found = await Promise.all(
      tokens.map(async (token) => {
        const lessons = await booked(token);
        for (const lesson of lessons) {
          const res = await fetch(`${base}/api/v1/lesson/${lesson.id}`, {
            method: 'DELETE',
            headers: { authorization: `Bearer ${token}` },
          });
          // 409: its own cycle's cancel got there first.
          if (!res.ok && res.status !== 409)
            throw new Error(`Cancelling a leftover answered ${res.status}: ${await res.text()}`);
        }
        return lessons.length;
      }),
    );
    if (look > 0 && found.every((n) => n === 0)) return;
    await wait(500);
  }
  throw new Error('Lessons booked by the mixed load were still there after 10 looks');
};

const get = (path, token) => ({
  method: 'GET',
  path,
  headers: { authorization: `Bearer ${token}` },
});

/** Books the time, sees it among one's lessons, cancels it. */
const bookAndCancel = (token, target) => [
  {
    method: 'POST',
    path: '/api/v1/lesson/',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ ...target, duration: 30 }),
    onResponse: (status, body, context) => {
      context.lessonId = status === 200 ? JSON.parse(body).id : undefined;
    },
  },
  get('/api/v1/lesson/list/?page=1&size=10', token),
  {
    method: 'DELETE',
    path: '/api/v1/lesson/0',
    headers: { authorization: `Bearer ${token}` },
    // A refused booking leaves nothing to cancel: the cycle starts again.
    setupRequest: (request, context) =>
      context.lessonId ? { ...request, path: `/api/v1/lesson/${context.lessonId}` } : null,
  },
];

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

const tutorCycle = ({ token, id, roomId }) => [
  get('/api/v1/user/current', token),
  get('/api/v1/lesson/list/?page=1&size=10', token),
  get(`/api/v1/availability-slot/free?tutorId=${id}`, token),
  get(`/api/v1/chat/list/rooms/${id}/?page=1&size=10`, token),
  get(`/api/v1/chat/list/${roomId}/messages?page=1&size=20`, token),
];

/** The route of a request with its ids left out, so that errors of one kind count together. */
const routeOf = (request) =>
  `${request.method} ${request.path.split('?')[0].replace(/\/\d+/g, '/:id')}`;

/**
 * Notes the answer's method for `measure` (reads and writes are told apart there) and counts each
 * error by route, status and the answer's code.
 */
const noted = (request, errors) => ({
  ...request,
  onResponse: (status, body, context, headers) => {
    context.method = request.method;
    if (status >= 400) {
      let code = '';
      try {
        code = JSON.parse(body).code ?? '';
      } catch {
        // not JSON
      }
      const kind = `${routeOf(request)} ${status} ${code}`.trim();
      errors.set(kind, (errors.get(kind) ?? 0) + 1);
    }
    request.onResponse?.(status, body, context, headers);
  },
});

/**
 * Sign-ins with a password (argon2id, the costliest request) at one a second for every hundred
 * connections, at least one a load, each on a new connection as a person arriving.
 */
const signIns = async ({ base, accounts, rate, seconds }) => {
  const { hostname, port } = new URL(base);
  const signIn = (account) =>
    new Promise((resolve) => {
      const body = JSON.stringify(account);
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
          response.on('end', () => resolve(response.statusCode === 200));
        },
      );
      request.on('error', () => resolve(false));
      request.end(body);
    });
  const total = Math.max(1, Math.round(rate * seconds));
  const started = performance.now();
  const sent = [];
  for (let n = 0; n < total; n += 1) {
    await wait(started + (n * seconds * 1000) / total - performance.now());
    sent.push(signIn(accounts[n % accounts.length]));
  }
  const answers = await Promise.all(sent);
  return { total, refused: answers.filter((ok) => !ok).length };
};

/** Sockets of the chatting pairs, each signed in as its person, open for every load of a server. */
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
 * `connections` people at once for `seconds`, each going round their cycle, with the sign-ins and
 * the chat beside them. Answers requests a second (sign-ins included), p50 and p99 of every
 * request, p99 of the reads, errors by kind, and the chat messages' delivery.
 */
export const mixedLoad = async ({ base, people, targets, chat, connections, seconds }) => {
  const students = studentsOf(people);
  const errors = new Map();
  const cycles = Array.from({ length: connections }, (_, i) => {
    if (i % 5 === 4) {
      const pair = people.chatPairs[Math.floor(i / 5) % people.chatPairs.length];
      return tutorCycle({ token: pair.tutor.token, id: pair.tutor.id, roomId: pair.roomId });
    }
    const n = i - Math.floor(i / 5);
    return studentCycle({ token: students[n], target: targets[n], books: n % 4 === 0 });
  }).map((cycle) => cycle.map((request) => noted(request, errors)));
  let next = 0;
  const chatting = chat
    ? chatTraffic({
        pairs: chat.pairs,
        rate: 20,
        seconds,
        send: (pair, text) =>
          pair.sender.emit('SendMessage', { roomId: pair.roomId, text, clientId: text }, () => {}),
      })
    : null;
  const signingIn = signIns({
    base,
    accounts: people.bookerEmails
      .slice(200, 380)
      .map((email) => ({ email, password: people.password })),
    rate: connections / 100,
    seconds,
  });
  const load = await measure({
    url: base,
    connections,
    duration: seconds,
    requests: cycles[0],
    setupClient: (client) => client.setRequests(cycles[next++ % cycles.length]),
  });
  const arrived = await signingIn;
  const delivered = chatting ? await chatting : null;
  await cancelLeftovers(base, students.slice(0, connections));
  for (const [kind, count] of Object.entries(load.failures)) if (count > 0) errors.set(kind, count);
  if (arrived.refused > 0) errors.set('sign-ins refused', arrived.refused);
  return {
    rps: load.rps + arrived.total / seconds,
    p50: load.p50,
    p99: load.p99,
    readP99: load.readP99,
    errors: load.errors + arrived.refused,
    errorKinds: Object.fromEntries(errors),
    chat: delivered && {
      sent: delivered.total,
      lost: delivered.lost,
      p99: Math.round(percentile(delivered.latencies, 0.99)),
    },
  };
};

/** Leaves nothing booked by an earlier load of these people (run before the first load). */
export const prepareMixedLoad = (base, people) => cancelLeftovers(base, studentsOf(people));
