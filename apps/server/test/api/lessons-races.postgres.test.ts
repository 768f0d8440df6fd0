/**
 * A lesson changed by two people at once (found in an audit). PostgreSQL only
 * (`*.postgres.test.ts`, see vitest.config.ts): a transaction is held open while the server answers.
 */
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { api } from '@darsak/shared';
import type { Tx } from '../../src/db/client.js';
import { lessons, tutors } from '../../src/db/schema.js';
import { book, listedTutor, startIn, student, weekFromYesterday } from '../booking-fixtures.js';
import { startHarness, type Harness } from '../harness.js';
import { expectError } from '../support.js';
import { awaitedLocks, holdOpen } from '../test-database.js';

let h: Harness;
beforeAll(async () => {
  h = await startHarness(weekFromYesterday());
});
afterAll(() => h.close());

const lessonRow = async (id: number) =>
  (await h.ctx.db.select().from(lessons).where(eq(lessons.id, id)))[0]!;

it('does not move a lesson its tutor cancels while the move is under way', async () => {
  const tutor = await listedTutor(h);
  const me = await student(h);
  const at = startIn(20);
  const lesson = await book(h, me.token, tutor.id, at);
  // The tutor's cancellation has the lesson's row and is about to write it.
  let held!: Tx;
  const holder = await holdOpen(h.ctx.db, async (tx) => {
    held = tx;
    await tx.select().from(lessons).where(eq(lessons.id, lesson.id)).for('no key update');
  });
  const move = h.call(api.rescheduleLesson, {
    body: { id: lesson.id, startsAt: startIn(26).toISOString() },
    token: me.token,
  });
  expect(await awaitedLocks(h.ctx.db)).toEqual(['transactionid']);
  await held
    .update(lessons)
    .set({ cancelledAt: new Date(), cancelledBy: tutor.id })
    .where(eq(lessons.id, lesson.id));
  await holder.release();
  expectError(await move, 'illegal');
  // Cancelled where it was, not moved.
  const row = await lessonRow(lesson.id);
  expect(row.cancelledAt).not.toBeNull();
  expect(row.startsAt.getTime()).toBe(at.getTime());
});

it('takes the tutor’s record before the lesson’s when the tutor cancels, as a schedule change does', async () => {
  const tutor = await listedTutor(h);
  const me = await student(h);
  const lesson = await book(h, me.token, tutor.id, startIn(20));
  // A schedule change holds the tutor's record and will cancel the lessons it no longer covers.
  let held!: Tx;
  const holder = await holdOpen(h.ctx.db, async (tx) => {
    held = tx;
    await tx.select().from(tutors).where(eq(tutors.userId, tutor.id)).for('update');
  });
  const cancel = h.call(api.cancelLesson, { params: { id: lesson.id }, token: tutor.token });
  expect(await awaitedLocks(h.ctx.db)).toEqual(['transactionid']);
  // The cancellation waits for the tutor's record without holding the lesson's, so the schedule
  // change can take it (the other way round, each would wait for the other).
  try {
    await held.execute(sql`select 1 from lessons where id = ${lesson.id} for update nowait`);
  } finally {
    await holder.release();
  }
  expect((await cancel).status).toBe(200);
  expect((await lessonRow(lesson.id)).cancelledAt).not.toBeNull();
});
