/**
 * Rows locked to queue one kind of write are locked `no key update`, as an update of them takes, so
 * other writes that only refer to them (a foreign key) go on. Locked `for update`, a cancellation
 * holding a plan's row through the provider's refund held up every lesson booked under the plan,
 * and with a booking holding the student's row the two could deadlock (found in an audit).
 * PostgreSQL only (`*.postgres.test.ts`, see vitest.config.ts): a transaction is held open while
 * the server answers.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { api } from '@darsak/shared';
import { lockSubscription } from '../../src/modules/plans/index.js';
import { lockStudent } from '../../src/modules/scheduling/lesson-repository.js';
import { listedTutor, startIn, student, weekFromYesterday } from '../booking-fixtures.js';
import { startHarness, type Harness } from '../harness.js';
import { holdOpen as holdOpenIn } from '../test-database.js';

let h: Harness;
beforeAll(async () => {
  h = await startHarness(weekFromYesterday());
});
afterAll(() => h.close());

/** A transaction of this file's database held open (see test-database.ts). */
const holdOpen = (work: Parameters<typeof h.ctx.db.transaction>[0]) => holdOpenIn(h.ctx.db, work);

/** What `answer` settles to within ten seconds (a loaded machine's allowance), or 'still waiting'. */
const within = <T>(answer: Promise<T>): Promise<T | 'still waiting'> =>
  Promise.race([
    answer,
    new Promise<'still waiting'>((resolve) => setTimeout(() => resolve('still waiting'), 10_000)),
  ]);

const trialOf = async (token: string) =>
  (await h.call(api.userSubscriptions, { token })).body.history[0]!;

it('books a lesson under a plan while the plan’s cancellation holds its row', async () => {
  const tutor = await listedTutor(h);
  const buyer = await student(h);
  const trial = await trialOf(buyer.token);
  const holder = await holdOpen(async (tx) => {
    expect(await lockSubscription(tx, trial.id)).toBeDefined();
  });
  const booked = await within(
    h.call(api.bookLesson, {
      body: { tutorId: tutor.id, startsAt: startIn(20).toISOString(), duration: 30 },
      token: buyer.token,
    }),
  );
  await holder.release();
  expect(booked === 'still waiting' ? booked : booked.status).toBe(200);
});

it('cancels a student’s plan while a booking of theirs holds the student’s row', async () => {
  const buyer = await student(h);
  const trial = await trialOf(buyer.token);
  const holder = await holdOpen(async (tx) => {
    expect(await lockStudent(tx, buyer.id)).toBeDefined();
  });
  const cancelled = await within(
    h.call(api.cancelSubscription, { body: { id: trial.id }, token: buyer.token }),
  );
  await holder.release();
  expect(cancelled === 'still waiting' ? cancelled : cancelled.status).toBe(200);
});
