/**
 * The student accepts the tutor's request to move a lesson while the tutor cancels it
 * (docs/product/lessons.md#a-tutors-request-to-move): exactly one wins, in either order, and the
 * minutes add up. PostgreSQL only (`*.postgres.test.ts`): the lesson's row is held while both
 * queue for it, then let go.
 */
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { api } from '@darsak/shared';
import { lessonMoveRequests, lessons, tutors } from '../../src/db/schema.js';
import { book, listedTutor, startIn, student, weekFromYesterday } from '../booking-fixtures.js';
import { startHarness, type Harness } from '../harness.js';
import { expectError } from '../support.js';
import { holdOpen } from '../test-database.js';

let h: Harness;
beforeAll(async () => {
  h = await startHarness(weekFromYesterday());
});
afterAll(() => h.close());

/** Waits until `count` sessions of the test database wait for a lock. */
const waiting = async (count: number) => {
  for (let i = 0; i < 200; i += 1) {
    const result = await h.ctx.db.execute(sql`
      select count(*)::int as n from pg_locks l join pg_stat_activity a on a.pid = l.pid
       where not l.granted and a.datname = current_database()`);
    const n = Number((result as unknown as { rows: { n: number }[] }).rows[0]?.n ?? 0);
    if (n >= count) return;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`${count} sessions never waited`);
};

/** A lesson with its tutor's open request to move it, and the lesson's row held. */
const proposedAndHeld = async () => {
  const tutor = await listedTutor(h);
  const s = await student(h);
  const lesson = await book(h, s.token, tutor.id, startIn(20));
  const to = startIn(26);
  const proposed = await h.call(api.proposeLessonMove, {
    params: { id: lesson.id },
    body: { startsAt: to.toISOString() },
    token: tutor.token,
  });
  const request = proposed.body.moveRequest!;
  const holder = await holdOpen(h.ctx.db, async (tx) => {
    await tx.select().from(lessons).where(eq(lessons.id, lesson.id)).for('no key update');
  });
  const accept = () => h.call(api.acceptLessonMove, { params: { id: request.id }, token: s.token });
  const cancel = () => h.call(api.cancelLesson, { params: { id: lesson.id }, token: tutor.token });
  const after = async () => {
    const [row] = await h.ctx.db.select().from(lessons).where(eq(lessons.id, lesson.id));
    const [asked] = await h.ctx.db
      .select()
      .from(lessonMoveRequests)
      .where(eq(lessonMoveRequests.id, request.id));
    const [record] = await h.ctx.db.select().from(tutors).where(eq(tutors.userId, tutor.id));
    const quota = (await h.call(api.quota, { token: s.token })).body;
    return { row: row!, state: asked!.state, score: record!.activityScore, quota };
  };
  return { lesson, to, holder, accept, cancel, after };
};

it('cancels the lesson when the tutor’s cancellation comes first: the acceptance finds the request closed', async () => {
  const { lesson, holder, accept, cancel, after } = await proposedAndHeld();
  const cancelled = cancel();
  await waiting(1);
  const accepted = accept();
  await waiting(2);
  await holder.release();
  expect((await cancelled).status).toBe(200);
  expectError(await accepted, 'move-request-closed');
  const { row, state, score, quota } = await after();
  expect(row.cancelledAt).not.toBeNull();
  expect(row.startsAt.toISOString()).toBe(lesson.startsAt);
  expect(state).toBe('closed');
  // Cancelled in time by the tutor: a point of activity, and the minutes back.
  expect(score).toBe(99);
  expect(quota).toMatchObject({ usedMinutes: 0, remainingMinutes: 30 });
});

it('moves the lesson when the acceptance comes first: the cancellation finds it moved', async () => {
  const { to, holder, accept, cancel, after } = await proposedAndHeld();
  const accepted = accept();
  await waiting(1);
  const cancelled = cancel();
  await waiting(2);
  await holder.release();
  expect((await accepted).status).toBe(200);
  expectError(await cancelled, 'lesson-moved-meanwhile');
  const { row, state, score, quota } = await after();
  expect(row.cancelledAt).toBeNull();
  expect(row.startsAt.getTime()).toBe(to.getTime());
  expect(state).toBe('accepted');
  // The refused cancellation cost the tutor nothing; the minutes are the lesson's, once.
  expect(score).toBe(100);
  expect(quota).toMatchObject({ usedMinutes: 30, remainingMinutes: 0 });
});
