/**
 * The student accepts the tutor's request to move a lesson while the tutor cancels it
 * (docs/product/lessons.md#a-tutors-request-to-move): exactly one wins, in either order, and the
 * minutes add up. Or while an admin corrects an outcome of that tutor's
 * (docs/product/back-office.md#lesson-actions): the admin takes the tutor's record (`no key update`)
 * then the lesson's row; the acceptance the tutor's time, the student's row, the tutor's record in
 * `key share` (which the admin's hold does not stop) then the lesson's row. They meet on the
 * lesson's row alone: no deadlock, and the second reads what the first wrote. PostgreSQL only
 * (`*.postgres.test.ts`): the first writer's locks are held while the other queues, then let go.
 */
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { api, LessonOutcome } from '@darsak/shared';
import { lessonMoveRequests, lessons, tutors } from '../../src/db/schema.js';
import {
  lockLesson,
  lockStudent,
  lockTutorTime,
  moveLesson,
} from '../../src/modules/scheduling/lesson-repository.js';
import { lockTutorForBooking } from '../../src/modules/scheduling/listed.js';
import { lockTutorStanding } from '../../src/modules/scheduling/schedule-repository.js';
import {
  book,
  insertLesson,
  listedTutor,
  startIn,
  student,
  weekFromYesterday,
} from '../booking-fixtures.js';
import { startHarness, type Harness } from '../harness.js';
import { adminToken } from '../payment-fixtures.js';
import { expectError } from '../support.js';
import { awaitedLocks, holdOpen } from '../test-database.js';

let h: Harness;
let admin: string;
beforeAll(async () => {
  h = await startHarness(weekFromYesterday());
  admin = await adminToken(h);
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

/** A lesson with its tutor's open request to move it. */
const proposed = async () => {
  const tutor = await listedTutor(h);
  const s = await student(h);
  const lesson = await book(h, s.token, tutor.id, startIn(20));
  const to = startIn(26);
  const proposal = await h.call(api.proposeLessonMove, {
    params: { id: lesson.id },
    body: { startsAt: to.toISOString() },
    token: tutor.token,
  });
  const request = proposal.body.moveRequest!;
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
  return { tutor, s, lesson, to, accept, cancel, after };
};

/** A lesson with its tutor's open request to move it, and the lesson's row held. */
const proposedAndHeld = async () => {
  const made = await proposed();
  const holder = await holdOpen(h.ctx.db, async (tx) => {
    await tx.select().from(lessons).where(eq(lessons.id, made.lesson.id)).for('no key update');
  });
  return { ...made, holder };
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

const HOUR_MS = 3_600_000;

/**
 * A lesson its tutor asks to move, beside a lesson of that tutor's that ended (another student's,
 * held) and an admin's correction of either to the tutor absent.
 */
const proposedBesideEnded = async () => {
  const made = await proposed();
  const ended = await insertLesson(h, {
    tutorId: made.tutor.id,
    studentId: (await student(h)).id,
    startsAt: new Date(Math.floor((Date.now() - 2 * HOUR_MS) / 900_000) * 900_000),
  });
  const correct = (id: number) =>
    h.call(api.setLessonOutcome, {
      params: { id },
      body: { outcome: LessonOutcome.TutorAbsent, reason: 'سجل الحضور يُظهر غياب المدرس' },
      token: admin,
    });
  const endedOutcome = async () =>
    (await h.ctx.db.select().from(lessons).where(eq(lessons.id, ended.id)))[0]!.outcome;
  return { ...made, ended, correct, endedOutcome };
};

it('lets an acceptance past an admin’s hold of the tutor’s record, to wait on the lesson alone', async () => {
  const t = await proposedBesideEnded();
  // An admin's change of the lesson holds what it takes, in its order.
  const adminHold = await holdOpen(h.ctx.db, async (tx) => {
    await lockTutorStanding(tx, t.tutor.id);
    await lockLesson(tx, t.lesson.id);
  });
  const accepted = t.accept();
  let waited: string[];
  try {
    waited = await awaitedLocks(h.ctx.db);
  } finally {
    await adminHold.release();
  }
  expect(waited).toEqual(['transactionid']);
  expect((await accepted).status).toBe(200);
  const { row, state } = await t.after();
  expect(row.startsAt.getTime()).toBe(t.to.getTime());
  expect(state).toBe('accepted');
});

it('lets an admin correct the tutor’s ended lesson during an acceptance, and read the moved one after it', async () => {
  const t = await proposedBesideEnded();
  // The acceptance holds what it takes, in its order, and has moved the lesson.
  const end = new Date(t.to.getTime() + 30 * 60_000);
  const acceptance = await holdOpen(h.ctx.db, async (tx) => {
    await lockTutorTime(tx, t.tutor.id, t.to, end);
    await lockStudent(tx, t.s.id);
    await lockTutorForBooking(tx, t.tutor.id);
    const current = (await lockLesson(tx, t.lesson.id))!;
    await moveLesson(tx, current.id, {
      startsAt: t.to,
      endsAt: end,
      duration: current.duration,
      price: current.price,
    });
  });
  let corrected: Awaited<ReturnType<typeof t.correct>>;
  let onMoving: ReturnType<typeof t.correct>;
  let waited: string[];
  try {
    // The tutor's record is shared with the acceptance: the ended lesson's correction goes through.
    corrected = await t.correct(t.ended.id);
    onMoving = t.correct(t.lesson.id);
    waited = await awaitedLocks(h.ctx.db);
  } finally {
    await acceptance.release();
  }
  expect(corrected.status).toBe(200);
  expect(corrected.body).toMatchObject({ outcome: LessonOutcome.TutorAbsent });
  // The one on the lesson being moved waited for its row, then read it moved and not ended.
  expect(waited).toEqual(['transactionid']);
  expectError(await onMoving, 'lesson-not-ended');
  const { row } = await t.after();
  expect(row).toMatchObject({ outcome: null, startsAt: t.to });
});

it('answers an acceptance and an admin’s corrections at once, round after round, without a deadlock', async () => {
  for (let round = 0; round < 6; round += 1) {
    const t = await proposedBesideEnded();
    const before = (await t.after()).score;
    const [accepted, onMoving, onEnded] = await Promise.all([
      t.accept(),
      t.correct(t.lesson.id),
      t.correct(t.ended.id),
    ]);
    expect(accepted.status).toBe(200);
    expectError(onMoving, 'lesson-not-ended');
    expect(onEnded.status).toBe(200);
    const { row, state, score } = await t.after();
    expect(row).toMatchObject({ outcome: null, startsAt: t.to });
    expect(state).toBe('accepted');
    expect(await t.endedOutcome()).toBe(LessonOutcome.TutorAbsent);
    expect(score).toBeLessThan(before);
  }
});
