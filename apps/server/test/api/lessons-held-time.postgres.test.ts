/**
 * A booking whose time another booking holds is refused without waiting (decision 033). PostgreSQL
 * only (`*.postgres.test.ts`, see vitest.config.ts): the test holds a transaction open, which on the
 * embedded database's single connection would stop the server's own queries.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { api } from '@darsak/shared';
import { lockTutorTime } from '../../src/modules/scheduling/lesson-repository.js';
import { listedTutor, startIn, student, weekFromYesterday } from '../booking-fixtures.js';
import { startHarness, type Harness } from '../harness.js';

let h: Harness;
beforeAll(async () => {
  h = await startHarness(weekFromYesterday());
});
afterAll(() => h.close());

const bookAt = (token: string, tutorId: number, startsAt: Date, duration: 15 | 30 = 30) =>
  h.call(api.bookLesson, { body: { tutorId, startsAt: startsAt.toISOString(), duration }, token });

it('refuses at once a time whose booking is under way, and books it once that ends', async () => {
  const tutor = await listedTutor(h);
  const [a, b] = [await student(h), await student(h)];
  const at = startIn(14);
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let holding!: () => void;
  const held = new Promise<void>((resolve) => (holding = resolve));
  const holder = h.ctx.db.transaction(async (tx) => {
    expect(await lockTutorTime(tx, tutor.id, at, new Date(at.getTime() + 30 * 60_000))).toEqual([]);
    holding();
    await released;
  });
  await held;
  // Overlapping the held half hour: refused without waiting for it (a wait would never end).
  const overlapping = await bookAt(a.token, tutor.id, new Date(at.getTime() + 15 * 60_000), 15);
  expect(overlapping.body.code).toBe('busy-tutor');
  // Another time of the same tutor is not held.
  expect((await bookAt(b.token, tutor.id, new Date(at.getTime() + 60 * 60_000))).status).toBe(200);
  release();
  await holder;
  expect((await bookAt(a.token, tutor.id, at)).status).toBe(200);
});
