// The marketplace part of npm run bench (issue 3): the tutors list and the lesson list under load with
// 200 tutors and 2,000 lessons, and 200 students booking one time at once beside the same students
// reading their own record at once (decision 033).
import { say } from './lib.mjs';

const COLD_SAMPLES = 30;

const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

const getJson = async (url, token) => {
  const res = await fetch(url, { headers: token ? { authorization: `Bearer ${token}` } : {} });
  if (!res.ok) throw new Error(`${url} answered ${res.status}: ${await res.text()}`);
  return res.json();
};

/** Latency of the tutors list when its cache was just dropped by a change, one request at a time. */
const coldTutorsList = async (base, people) => {
  const samples = [];
  for (let i = 0; i < COLD_SAMPLES; i += 1) {
    const change = await fetch(`${base}/api/v1/user/tutor/${people.busyTutor.id}`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${people.admin}` },
      body: JSON.stringify({ noticePeriod: i % 2 === 0 ? 15 : 0 }),
    });
    if (!change.ok) throw new Error(`Updating a tutor answered ${change.status}`);
    const started = performance.now();
    const res = await fetch(`${base}/api/v1/user/tutor/list/onboarded?page=1&size=10`);
    await res.arrayBuffer();
    samples.push(performance.now() - started);
  }
  samples.sort((a, b) => a - b);
  const mean = samples.reduce((sum, ms) => sum + ms, 0) / samples.length;
  return {
    title: `GET tutors list, rebuilt after a change (${COLD_SAMPLES} in a row)`,
    rps: 1000 / mean,
    p50: Math.round(percentile(samples, 50)),
    p99: Math.round(percentile(samples, 99)),
    errors: 0,
  };
};

/** Sends one request per token all at once: latencies, outcomes (ok or the error code), time. */
const burst = async (tokens, send) => {
  const latencies = [];
  const outcomes = new Map();
  const started = performance.now();
  await Promise.all(
    tokens.map(async (token, i) => {
      const sent = performance.now();
      const res = await send(token, i);
      const body = await res.json();
      latencies.push(performance.now() - sent);
      const outcome = res.ok ? 'ok' : body.code;
      outcomes.set(outcome, (outcomes.get(outcome) ?? 0) + 1);
    }),
  );
  const elapsed = performance.now() - started;
  latencies.sort((a, b) => a - b);
  return {
    requests: tokens.length,
    elapsed,
    outcomes,
    p50: Math.round(percentile(latencies, 50)),
    p95: Math.round(percentile(latencies, 95)),
    p99: Math.round(percentile(latencies, 99)),
  };
};

/**
 * Fires every booker at once at one free time of one tutor (or at a few tutors' times): exactly one
 * per time can win, and every other must be refused with a code, quickly. Beside it, in the same
 * run, the floor: the same students each reading their own record at once (a token check and one
 * indexed read, the least a signed-in request costs). Each student's connection is opened first,
 * as a browsing student's is, and the reads come first, as a student reads a tutor's page before
 * booking.
 */
export const contendedBookings = async (base, bookers, { times = 1, avoid = new Set() } = {}) => {
  const { list } = await getJson(`${base}/api/v1/user/tutor/list/onboarded?page=1&size=50`);
  const targets = [];
  for (const tutor of list) {
    if (targets.length === times) break;
    // Tutors whose times another load books (the mixed load's): the winner is never cancelled.
    if (avoid.has(tutor.id)) continue;
    const { times: free } = await getJson(
      `${base}/api/v1/availability-slot/free?tutorId=${tutor.id}`,
    );
    // Past the first times, so none falls inside the notice period while the requests run.
    const time = free.filter((t) => t.maxDuration >= 30)[8];
    if (time) targets.push({ tutorId: tutor.id, startsAt: time.startsAt });
  }
  if (targets.length === 0) throw new Error('No tutor has free time to book this week');
  await burst(bookers, () => fetch(`${base}/api/v1/health`));
  const reads = await burst(bookers, (token) =>
    fetch(`${base}/api/v1/user/current`, { headers: { authorization: `Bearer ${token}` } }),
  );
  const bookings = await burst(bookers, (token, i) =>
    fetch(`${base}/api/v1/lesson/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ ...targets[i % targets.length], duration: 30 }),
    }),
  );
  return { times: targets.length, reads, bookings };
};

export const benchMarketplace = async ({ base, load, showLoad, people }) => {
  const tutorsList = `${base}/api/v1/user/tutor/list/onboarded`;
  const query = (params) => new URLSearchParams({ page: '1', size: '10', ...params }).toString();
  const firstPage = await getJson(`${tutorsList}?${query({ size: '20' })}`);
  const freeAt = firstPage.list.find((t) => t.nextFreeAt)?.nextFreeAt;
  const asTutor = { authorization: `Bearer ${people.busyTutor.token}` };
  const asAdmin = { authorization: `Bearer ${people.admin}` };

  say(
    `Tutors and lessons with ${firstPage.total} listed tutors and 2,000 lessons (10 connections, 5 s each)`,
  );
  const results = [];
  results.push(await load('GET tutors list, first page', { url: `${tutorsList}?${query({})}` }));
  results.push(
    await load('GET tutors list, name + gender + rating + topic', {
      url: `${tutorsList}?${query({ q: 'أحمد', gender: '1', minRating: '3', topicId: String(people.topicId) })}`,
    }),
  );
  if (freeAt)
    results.push(
      await load('GET tutors list, free at a time', { url: `${tutorsList}?${query({ freeAt })}` }),
    );
  results.push(await coldTutorsList(base, people));
  results.push(
    await load('GET lesson list, busy tutor (≈200 lessons)', {
      url: `${base}/api/v1/lesson/list/?page=1&size=10`,
      headers: asTutor,
    }),
  );
  results.push(
    await load('GET lesson list, admin (all lessons)', {
      url: `${base}/api/v1/lesson/list/?page=1&size=10`,
      headers: asAdmin,
    }),
  );
  results.push(
    await load('GET lesson list, admin, past and ratified', {
      url: `${base}/api/v1/lesson/list/?page=2&size=10&when=past&filter=ratified`,
      headers: asAdmin,
    }),
  );
  showLoad(results);

  showContention(await contendedBookings(base, people.bookers.slice(0, 200)));
};

/** Prints what contendedBookings measured. */
export const showContention = (contention, where = 'one process') => {
  const { times, reads, bookings } = contention;
  const target = times === 1 ? 'one free time of one tutor' : `${times} tutors' same free times`;
  say(`Bookings under contention (${where}): ${bookings.requests} students at once at ${target}`);
  const row = (title, r, okTitle) => {
    const refusals = [...r.outcomes]
      .filter(([outcome]) => outcome !== 'ok')
      .map(([code, n]) => `${code} ${n}`)
      .join(', ');
    return {
      requests: title,
      [okTitle]: r.outcomes.get('ok') ?? 0,
      'refusal codes': refusals || 'none',
      'requests/s': Math.round(r.requests / (r.elapsed / 1000)),
      'total ms': Math.round(r.elapsed),
      'p50 ms': r.p50,
      'p95 ms': r.p95,
      'p99 ms': r.p99,
    };
  };
  console.table([
    row(`${reads.requests} reads of one's own record (the floor)`, reads, 'ok'),
    row(`${bookings.requests} bookings (p99 target 50 ms, 1 booked a time)`, bookings, 'ok'),
  ]);
};
