// Bookings under contention in npm run bench: 200 students at once at one free time of one tutor, on
// PostgreSQL. Exactly one may book it; every other must be refused with a code, quickly. Printed:
// the latencies and the outcomes. Each student holds a keep-alive connection, opened before, as a
// browsing student does; node:http costs the client far less CPU than fetch on a shared machine.
import http from 'node:http';
import { percentile } from './bench-server.mjs';
import { say } from './lib.mjs';

const STUDENTS = 200;

const agent = new http.Agent({ keepAlive: true, maxSockets: Infinity });

const call = (url, { method = 'GET', token, body } = {}) =>
  new Promise((resolve, reject) => {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const headers = { authorization: `Bearer ${token}` };
    if (payload !== undefined) {
      headers['content-type'] = 'application/json';
      headers['content-length'] = Buffer.byteLength(payload);
    }
    const req = http.request(url, { method, headers, agent }, (res) => {
      const chunks = [];
      res.on('data', (chunk) => chunks.push(chunk));
      res.on('end', () => {
        const text = Buffer.concat(chunks).toString('utf8');
        resolve({ ok: res.statusCode < 400, body: text ? JSON.parse(text) : null });
      });
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(payload);
  });

/** Every student books `startsAt` at once: latencies sorted, and the answers. */
const burst = async (base, tokens, tutorId, startsAt) => {
  const latencies = [];
  const answers = await Promise.all(
    tokens.map(async (token) => {
      const sent = performance.now();
      const res = await call(`${base}/api/v1/lesson/`, {
        method: 'POST',
        token,
        body: { tutorId, startsAt, duration: 30 },
      });
      latencies.push(performance.now() - sent);
      return { ...res, token };
    }),
  );
  return { latencies: latencies.sort((a, b) => a - b), answers };
};

export const contention = async ({ base, people }) => {
  const tokens = people.bookers.slice(0, STUDENTS);
  const { list } = await (
    await fetch(`${base}/api/v1/user/tutor/list/onboarded?page=1&size=10`)
  ).json();
  const tutor = list.find((t) => t.id !== people.busyTutor.id);
  const free = await (
    await fetch(`${base}/api/v1/availability-slot/free?tutorId=${tutor.id}`)
  ).json();
  // Past the first times, so that none falls inside the notice period while the requests run; the
  // warm-up's time far enough from the measured one not to overlap it.
  const bookable = free.times.filter((t) => t.maxDuration >= 30);
  const [time, warmTime] = [bookable[8], bookable[12]];
  if (!warmTime) throw new Error('The first listed tutor has too little free time this week');
  // Warm-up: a server's first bookings measure its compiling, not its booking path. The one who
  // won cancels, so that every student again holds nothing when the measured burst comes.
  const warm = await burst(base, tokens, tutor.id, warmTime.startsAt);
  const won = warm.answers.filter((a) => a.ok);
  for (const { token, body } of won)
    await call(`${base}/api/v1/lesson/${body.id}`, { method: 'DELETE', token });
  const { latencies, answers } = await burst(base, tokens, tutor.id, time.startsAt);
  const outcomes = {};
  for (const a of answers) {
    const outcome = a.ok ? 'booked' : a.body?.code;
    outcomes[outcome] = (outcomes[outcome] ?? 0) + 1;
  }
  say(`Bookings under contention: ${STUDENTS} students at once at one free time of one tutor`);
  console.table([
    {
      'p50 ms': Math.round(percentile(latencies, 0.5)),
      'p99 ms': Math.round(percentile(latencies, 0.99)),
      'max ms': Math.round(latencies.at(-1)),
      outcomes: JSON.stringify(outcomes),
      'exactly one booked': outcomes.booked === 1 ? 'yes' : 'NO',
    },
  ]);
};
