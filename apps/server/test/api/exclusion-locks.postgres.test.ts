/**
 * Writes that two requests could make at once against one exclusion constraint queue on a lock
 * before they write: an interview with a manager, a subscription of a student (started, granted or
 * cancelled). Without it, two
 * transactions inserting overlapping rows at once each wait for the other inside the constraint's
 * check, and PostgreSQL fails one with a deadlock, which the client reads as a 500. The deadlock
 * needs both inserts within microseconds, so these tests show where the second write waits: at the
 * lock, before it has written anything, and not on the first one's row. PostgreSQL only
 * (`*.postgres.test.ts`, see vitest.config.ts): a transaction is held open while the server answers.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { api, OnboardingSessionKind, PlanPeriod, Role } from '@darsak/shared';
import { lockManagerSessions, insertSession } from '../../src/modules/onboarding/repository.js';
import {
  cancelSubscriptionAt,
  lockSubscription,
  startPaidSubscription,
} from '../../src/modules/plans/index.js';
import { candidateWithVideo, createManager } from '../onboarding-fixtures.js';
import { createPlan } from '../payment-fixtures.js';
import { student } from '../booking-fixtures.js';
import { startHarness, type Harness } from '../harness.js';
import { awaitedLocks, holdOpen as holdOpenIn } from '../test-database.js';
import { HOUR, quarterHour } from '../tutor-fixtures.js';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(() => h.close());

/** A transaction of this file's database held open (see test-database.ts). */
const holdOpen = (work: Parameters<typeof h.ctx.db.transaction>[0]) => holdOpenIn(h.ctx.db, work);

it('makes a second booking of a manager’s time wait for the first at the manager’s lock', async () => {
  const manager = await createManager(h);
  const [first, second] = [await candidateWithVideo(h), await candidateWithVideo(h)];
  const startsAt = quarterHour(6 * HOUR);
  const now = new Date();
  // The first booking has written its session and not committed yet.
  const holder = await holdOpen(async (tx) => {
    await lockManagerSessions(tx, manager.id);
    await insertSession(tx, {
      kind: OnboardingSessionKind.Interview,
      tutorId: first!.id,
      managerId: manager.id,
      startsAt,
      endsAt: new Date(startsAt.getTime() + 30 * 60_000),
      createdAt: now,
      updatedAt: now,
    });
  });
  const booking = h.call(api.bookInterview, {
    body: { startsAt: startsAt.toISOString(), managerId: manager.id },
    token: second!.token,
  });
  expect(await awaitedLocks(h.ctx.db)).toEqual(['advisory']);
  await holder.release();
  const answer = await booking;
  expect(answer.status).toBe(409);
  expect(answer.body.code).toBe('busy-tutor-manager');
});

/** Starts the student's plan as a settled payment does, inside the caller's transaction. */
const startPlan =
  (userId: number, plan: { id: number; weeklyMinutes: number }) =>
  (tx: Parameters<typeof startPaidSubscription>[0]) =>
    startPaidSubscription(tx, h.ctx.config, {
      userId,
      planId: plan.id,
      period: PlanPeriod.Month,
      weeklyMinutes: plan.weeklyMinutes,
      at: new Date(),
    });

it('makes a second subscription of a student wait for the first at the student’s lock', async () => {
  const plan = await createPlan(h);
  // No free trial: nothing but the lock stands between the two inserts.
  const buyer = await student(h, { freeTrial: false });
  const admin = await h.account({ role: Role.RegularAdmin });
  // A payment has started the student's plan and not committed yet.
  const holder = await holdOpen(startPlan(buyer.id, plan));
  const grant = h.call(api.grantSubscription, {
    body: { userId: buyer.id, planId: plan.id, period: PlanPeriod.Month },
    token: admin.token.value,
  });
  expect(await awaitedLocks(h.ctx.db)).toEqual(['advisory']);
  await holder.release();
  const answer = await grant;
  expect(answer.status).toBe(409);
  expect(answer.body.code).toBe('subscription-exists');
});

it('makes a payment wait at the student’s lock while a plan of theirs is being cancelled', async () => {
  const plan = await createPlan(h);
  const buyer = await student(h);
  const bought = await h.ctx.db.transaction(startPlan(buyer.id, plan));
  // The plan is being cancelled as the cancellation does it (its row locked, the free trial it cut
  // short given back), not committed yet.
  const holder = await holdOpen(async (tx) => {
    expect(await lockSubscription(tx, bought.id)).toBeDefined();
    expect(await cancelSubscriptionAt(tx, bought.id, new Date())).toBeDefined();
  });
  const payment = h.ctx.db.transaction(startPlan(buyer.id, plan));
  expect(await awaitedLocks(h.ctx.db)).toEqual(['advisory']);
  await holder.release();
  // It then ends the trial given back and starts its plan.
  const started = await payment;
  expect(started.planId).toBe(plan.id);
  expect(started.cancelledAt).toBeNull();
});

it('makes a cancellation wait at the student’s lock, before the row, while a payment starts a plan', async () => {
  const plan = await createPlan(h);
  const buyer = await student(h);
  const [trial] = (await h.call(api.userSubscriptions, { token: buyer.token })).body.history;
  // A payment has ended the free trial and started a plan, and not committed yet.
  const holder = await holdOpen(startPlan(buyer.id, plan));
  const cancel = h.call(api.cancelSubscription, { body: { id: trial!.id }, token: buyer.token });
  // Not on the trial's row, which the payment changed and the cancellation locks after the lock.
  expect(await awaitedLocks(h.ctx.db)).toEqual(['advisory']);
  await holder.release();
  const answer = await cancel;
  expect(answer.body.code).toBe('illegal');
});
