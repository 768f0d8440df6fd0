/**
 * A booking whose time another booking holds waits for it at the tutor's time lock, then is judged
 * by what that one left (docs/decisions/033-booking-locks-a-tutors-time.md). PostgreSQL only
 * (`*.postgres.test.ts`, see vitest.config.ts): the test holds a transaction open, which on the
 * embedded database's single connection would stop the server's own queries.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { api } from '@darsak/shared';
import { insertLesson, lockTutorTime } from '../../src/modules/scheduling/lesson-repository.js';
import { listedTutor, startIn, student, weekFromYesterday } from '../booking-fixtures.js';
import { startHarness, type Harness } from '../harness.js';
import { awaitedLocks, holdOpen } from '../test-database.js';

let h: Harness;
beforeAll(async () => {
  h = await startHarness(weekFromYesterday());
});
afterAll(() => h.close());

const MINUTE = 60_000;
const bookAt = (token: string, tutorId: number, startsAt: Date, duration: 15 | 30 = 30) =>
  h.call(api.bookLesson, { body: { tutorId, startsAt: startsAt.toISOString(), duration }, token });

it('waits for a booking of an overlapping time under way, and books once it ends empty', async () => {
  const tutor = await listedTutor(h);
  const [a, b] = [await student(h), await student(h)];
  const at = startIn(14);
  const holder = await holdOpen(h.ctx.db, (tx) =>
    lockTutorTime(tx, tutor.id, at, new Date(at.getTime() + 30 * MINUTE)),
  );
  // Overlapping the held half hour: it waits at the tutor's time lock.
  const overlapping = bookAt(a.token, tutor.id, new Date(at.getTime() + 15 * MINUTE), 15);
  expect(await awaitedLocks(h.ctx.db)).toEqual(['advisory']);
  // Another time of the same tutor is not held.
  expect((await bookAt(b.token, tutor.id, new Date(at.getTime() + 60 * MINUTE))).status).toBe(200);
  await holder.release();
  // The holder stored nothing: the waiter finds the time free.
  expect((await overlapping).status).toBe(200);
});

it('refuses a waiter with busy-tutor once the holder stored a lesson at that time', async () => {
  const tutor = await listedTutor(h);
  const [a, b] = [await student(h), await student(h)];
  const at = startIn(16);
  const holder = await holdOpen(h.ctx.db, async (tx) => {
    await lockTutorTime(tx, tutor.id, at, new Date(at.getTime() + 30 * MINUTE));
    await insertLesson(tx, {
      tutorId: tutor.id,
      studentId: a.id,
      subscriptionId: null,
      startsAt: at,
      endsAt: new Date(at.getTime() + 30 * MINUTE),
      duration: 30,
      price: 0,
    });
  });
  const waiting = bookAt(b.token, tutor.id, at);
  expect(await awaitedLocks(h.ctx.db)).toEqual(['advisory']);
  await holder.release();
  const answer = await waiting;
  expect(answer.status).toBe(409);
  expect(answer.body.code).toBe('busy-tutor');
});
