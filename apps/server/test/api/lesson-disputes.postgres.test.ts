/**
 * A ruling and a correction of one lesson at once (docs/product/back-office.md#lesson-actions):
 * they go one after the other under the tutor's and the lesson's locks, and the minutes, the
 * earnings and the standing follow the outcome that stands. PostgreSQL only (`*.postgres.test.ts`).
 */
import { eq, sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { api, LessonOutcome, PAID_OUTCOMES, SPENT_OUTCOMES } from '@darsak/shared';
import { lessonDisputes, lessons, tutors } from '../../src/db/schema.js';
import { insertLesson, listedTutor, student } from '../booking-fixtures.js';
import { useOutcomeHarness } from '../outcome-fixtures.js';
import { holdOpen } from '../test-database.js';

const h = useOutcomeHarness();

/** Waits until this many sessions of the database wait for a lock. */
const waiters = async (count: number): Promise<number> => {
  for (let i = 0; i < 200; i += 1) {
    const result = await h.ctx.db.execute(sql`
      select count(*)::int as waiting from pg_locks l join pg_stat_activity a on a.pid = l.pid
       where not l.granted and a.datname = current_database()`);
    const waiting = (result as unknown as { rows: { waiting: number }[] }).rows[0]!.waiting;
    if (waiting >= count) return waiting;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  return 0;
};

it('queues a ruling and a correction of one lesson; minutes and earnings add up', async () => {
  const tutor = await listedTutor(h);
  const s = await student(h);
  const lesson = await insertLesson(h, {
    tutorId: tutor.id,
    studentId: s.id,
    startsAt: new Date(Date.now() - 90 * 60_000),
    outcome: LessonOutcome.StudentAbsent,
  });
  const disputed = await h.call(api.disputeLesson, {
    params: { id: lesson.id },
    body: { note: 'كنت في الدرس طوال الوقت ولم يظهر المدرس' },
    token: s.token,
  });
  expect(disputed.status).toBe(200);
  // Another admin action holds the tutor's record, as each of these takes it first.
  const holder = await holdOpen(h.ctx.db, async (tx) => {
    await tx.select().from(tutors).where(eq(tutors.userId, tutor.id)).for('no key update');
  });
  const ruling = h.call(api.ruleLessonDispute, {
    params: { id: lesson.id },
    body: { outcome: 'tutor-absent', reason: 'سجل الحضور: المدرس لم يدخل' },
    token: h.admin,
  });
  const correction = h.call(api.setLessonOutcome, {
    params: { id: lesson.id },
    body: { outcome: 'held', reason: 'المدرس أرسل ما يثبت حضوره' },
    token: h.admin,
  });
  expect(await waiters(2)).toBe(2);
  await holder.release();
  const [ruled, corrected] = await Promise.all([ruling, correction]);
  expect([ruled.status, corrected.status]).toEqual([200, 200]);
  // Whichever went last stands; each moved from what the other left.
  const [row] = await h.ctx.db.select().from(lessons).where(eq(lessons.id, lesson.id));
  const outcome = row!.outcome!;
  expect([LessonOutcome.TutorAbsent, LessonOutcome.Held]).toContain(outcome);
  expect((await h.quota(s.token)).usedMinutes).toBe(SPENT_OUTCOMES.includes(outcome) ? 30 : 0);
  expect(await h.earned(tutor)).toBe(PAID_OUTCOMES.includes(outcome) ? lesson.price : 0);
  expect(await h.activityScore(tutor.id)).toBe(outcome === LessonOutcome.TutorAbsent ? 98 : 100);
  const [closed] = await h.ctx.db
    .select()
    .from(lessonDisputes)
    .where(eq(lessonDisputes.lessonId, lesson.id));
  expect(closed).toMatchObject({ ruling: 'tutor-absent', ruledAt: expect.any(Date) });
});

it('takes one of two members disputing at once, the other hears dispute-exists', async () => {
  const tutor = await listedTutor(h);
  const s = await student(h);
  const lesson = await insertLesson(h, {
    tutorId: tutor.id,
    studentId: s.id,
    startsAt: new Date(Date.now() - 90 * 60_000),
    outcome: LessonOutcome.BothAbsent,
  });
  const note = 'حضرت الدرس كاملاً والسجل لا يُظهر ذلك';
  const answers = await Promise.all(
    [tutor.token, s.token].map((token) =>
      h.call(api.disputeLesson, { params: { id: lesson.id }, body: { note }, token }),
    ),
  );
  expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
  expect(answers.find((a) => a.status === 409)?.body.code).toBe('dispute-exists');
  const rows = await h.ctx.db
    .select()
    .from(lessonDisputes)
    .where(eq(lessonDisputes.lessonId, lesson.id));
  expect(rows).toHaveLength(1);
});
