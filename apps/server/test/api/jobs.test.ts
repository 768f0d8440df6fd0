/** Durable jobs and lesson reminders (docs/product/lessons.md#reminders). */
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, NotificationMethod } from '@darsak/shared';
import { jobs, users } from '../../src/db/schema.js';
import { z } from 'zod/mini';
import { JOB_MAX_ATTEMPTS, scheduleJobs } from '../../src/infra/job-queue.js';
import { defineJob } from '../../src/jobs.js';
import { throttleCleanup } from '../../src/modules/auth/throttle.js';
import { bookingNotice } from '../../src/modules/scheduling/notify.js';
import { lessonReminder } from '../../src/modules/scheduling/reminders.js';
import { book, listedTutor, startIn, student, weekFromYesterday } from '../booking-fixtures.js';
import { startHarness, type Harness } from '../harness.js';
import { outbox } from '../support.js';
import { createSharedTestDatabase } from '../test-database.js';

/** The worker polls rarely here, so the tests decide when jobs run. */
const env = () => ({ ...weekFromYesterday(), JOBS_POLL_MS: '600000' });

/**
 * A server whose queue holds only what a test puts there: the sign-in throttle's cleanup, planned
 * at start for the next full hour, would be counted by a test that runs jobs past the hour.
 */
const startQuiet = async (): Promise<Harness> => {
  const h = await startHarness(env());
  await h.ctx.db.delete(jobs).where(eq(jobs.name, throttleCleanup.name));
  return h;
};

/**
 * Makes a lesson's reminders due now: the day-before ones, or all of them. The job that sets the
 * lesson's outcome at its end is left at its time.
 */
const makeDue = async (h: Harness, lessonId: number, minutesBefore?: number) => {
  await h.ctx.db
    .update(jobs)
    .set({ runAt: new Date(Date.now() - 60_000) })
    .where(
      sql`${jobs.name} = ${lessonReminder.name} and ${jobs.payload}->>'lessonId' = ${String(lessonId)}${
        minutesBefore === undefined
          ? sql``
          : sql` and ${jobs.payload}->>'minutesBefore' = ${String(minutesBefore)}`
      }`,
    );
};

/**
 * Drops the notices of bookings and moves not yet sent: the reminder tests count messages, and the
 * notices have tests of their own (lessons.test.ts).
 */
const dropNotices = (h: Harness) => h.ctx.db.delete(jobs).where(eq(jobs.name, bookingNotice.name));

const until = async (check: () => Promise<boolean>, ms = 15_000) => {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
};

describe('lesson reminders', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startQuiet();
  });
  afterAll(() => h.close());

  it('reach both members once, when due', async () => {
    const tutor = await listedTutor(h);
    const s = await student(h);
    const lesson = await book(h, s.token, tutor.id, startIn(30));
    await dropNotices(h);
    expect(await h.runJobs()).toBe(0);
    await makeDue(h, lesson.id, 24 * 60);
    expect(await h.runJobs()).toBe(2);
    const [toStudent] = await outbox(h, s.user.email);
    expect(toStudent).toMatchObject({ channel: 'email', subject: 'تذكير بموعد درسك غداً' });
    expect(toStudent!.text).toContain('منى السيد');
    const [toTutor] = await outbox(h, tutor.user.email);
    expect(toTutor!.text).toContain(s.user.name);

    expect(await h.runJobs()).toBe(0);
    expect(await outbox(h, s.user.email)).toHaveLength(1);
    expect(await outbox(h, tutor.user.email)).toHaveLength(1);
    const rows = await h.ctx.db
      .select()
      .from(jobs)
      .where(
        sql`${jobs.name} = ${lessonReminder.name} and ${jobs.payload}->>'lessonId' = ${String(lesson.id)}`,
      );
    expect(rows.filter((row) => row.doneAt !== null)).toHaveLength(2);
    expect(rows.filter((row) => row.doneAt === null)).toHaveLength(2);
  });

  it('go by WhatsApp too to a member who chose it and verified the phone, in their language', async () => {
    const tutor = await listedTutor(h, { notificationMethod: NotificationMethod.WhatsApp });
    const s = await student(h);
    await h.ctx.db.update(users).set({ language: 'en' }).where(eq(users.id, s.id));
    const lesson = await book(h, s.token, tutor.id, startIn(30));
    await dropNotices(h);
    await makeDue(h, lesson.id, 60);
    await h.runJobs();
    const [phone] = await h.ctx.db
      .select({ phone: users.phone })
      .from(users)
      .where(eq(users.id, tutor.id));
    expect(await outbox(h, phone!.phone!)).toEqual([
      expect.objectContaining({ channel: 'whatsapp', text: expect.stringContaining('ساعة') }),
    ]);
    expect(await outbox(h, tutor.user.email)).toHaveLength(1);
    const [english] = await outbox(h, s.user.email);
    expect(english).toMatchObject({ subject: 'Your Darsak lesson starts in an hour' });
  });

  it('are not sent for a cancelled lesson, nor at the old time of a moved one', async () => {
    const tutor = await listedTutor(h);
    const [a, b] = [await student(h), await student(h)];
    const cancelled = await book(h, a.token, tutor.id, startIn(30));
    await dropNotices(h);
    await h.call(api.cancelLesson, { params: { id: cancelled.id }, token: a.token });
    // The tutor's notice of the cancellation goes at once.
    await h.runJobs();
    const moved = await book(h, b.token, tutor.id, startIn(35));
    await h.call(api.rescheduleLesson, {
      body: { id: moved.id, startsAt: startIn(40).toISOString() },
      token: b.token,
    });
    await dropNotices(h);
    await makeDue(h, cancelled.id);
    await h.ctx.db
      .update(jobs)
      .set({ runAt: new Date(Date.now() - 60_000) })
      .where(
        sql`${jobs.name} = ${lessonReminder.name} and ${jobs.payload}->>'lessonId' = ${String(moved.id)} and ${jobs.payload}->>'startsAt' = ${moved.startsAt}`,
      );
    expect(await h.runJobs()).toBe(8);
    // No reminder: only the confirmation of the cancellation the student made.
    expect((await outbox(h, a.user.email)).map((m) => m.subject)).toEqual([
      `تأكيد إلغاء درسك مع ${tutor.user.name}`,
    ]);
    expect(await outbox(h, b.user.email)).toEqual([]);
    // The tutor heard only of the cancellation.
    expect((await outbox(h, tutor.user.email)).map((m) => m.subject)).toEqual([
      'تم إلغاء درس في درسك',
    ]);
  });
});

describe('the job queue', () => {
  it('retries a failing job later and gives up after five attempts', async () => {
    const h = await startQuiet();
    try {
      let calls = 0;
      h.jobs.register(
        defineJob({
          name: 'broken',
          schema: z.object({}),
          run: async () => {
            calls += 1;
            throw new Error('the provider is down');
          },
        }),
      );
      const start = Date.now();
      await scheduleJobs(h.ctx.db, [
        { name: 'broken', key: 'broken-1', runAt: new Date(start - 1000), payload: {} },
      ]);
      const at = (seconds: number) => () => new Date(start + seconds * 1000);
      expect(await h.runJobs(at(0))).toBe(1);
      // Backoff: not again at once, again after 30 seconds.
      expect(await h.runJobs(at(10))).toBe(0);
      expect(await h.runJobs(at(31))).toBe(1);
      for (let seconds = 600; calls < JOB_MAX_ATTEMPTS + 1 && seconds < 10_000; seconds += 600)
        await h.runJobs(at(seconds));
      expect(calls).toBe(JOB_MAX_ATTEMPTS);
      const [row] = await h.ctx.db.select().from(jobs).where(eq(jobs.key, 'broken-1'));
      expect(row).toMatchObject({
        attempts: JOB_MAX_ATTEMPTS,
        lastError: 'the provider is down',
        doneAt: null,
        failedAt: expect.any(Date),
      });
    } finally {
      await h.close();
    }
  });

  it('fails a job whose payload breaks its schema at once, with a clear error, never retrying', async () => {
    const h = await startQuiet();
    try {
      let calls = 0;
      h.jobs.register(
        defineJob({
          name: 'typed',
          schema: z.object({ lessonId: z.int() }),
          run: async () => {
            calls += 1;
          },
        }),
      );
      await scheduleJobs(h.ctx.db, [
        {
          name: 'typed',
          key: 'typed-1',
          runAt: new Date(Date.now() - 1000),
          payload: { lessonId: 'x' },
        },
        { name: 'nobody', key: 'nobody-1', runAt: new Date(Date.now() - 1000), payload: {} },
      ]);
      expect(await h.runJobs()).toBe(2);
      expect(calls).toBe(0);
      const rows = await h.ctx.db
        .select()
        .from(jobs)
        .where(sql`${jobs.key} in ('typed-1', 'nobody-1')`);
      const byKey = Object.fromEntries(rows.map((row) => [row.key, row]));
      expect(byKey['typed-1']).toMatchObject({
        attempts: 1,
        failedAt: expect.any(Date),
        doneAt: null,
      });
      expect(byKey['typed-1']!.lastError).toContain('Malformed typed payload at lessonId');
      expect(byKey['nobody-1']!.lastError).toBe('No job is called nobody');
      await h.runJobs(() => new Date(Date.now() + 3_600_000));
      const [again] = await h.ctx.db.select().from(jobs).where(eq(jobs.key, 'typed-1'));
      expect(again!.attempts).toBe(1);
    } finally {
      await h.close();
    }
  });

  it('keeps one job per key', async () => {
    const h = await startHarness(env());
    try {
      const job = { name: 'count', key: 'same', runAt: new Date(), payload: {} };
      await scheduleJobs(h.ctx.db, [job]);
      await scheduleJobs(h.ctx.db, [{ ...job, payload: { again: true } }]);
      const rows = await h.ctx.db.select().from(jobs).where(eq(jobs.key, 'same'));
      expect(rows).toHaveLength(1);
      expect(rows[0]!.payload).toEqual({});
    } finally {
      await h.close();
    }
  });

  it('runs a reminder scheduled before a restart once a new server starts', async () => {
    const shared = await createSharedTestDatabase();
    try {
      const before = await startHarness(env(), { database: shared.first });
      const tutor = await listedTutor(before);
      const s = await student(before);
      const lesson = await book(before, s.token, tutor.id, startIn(30));
      await before.close();

      // While no server runs, the reminder falls due.
      await shared.second.db
        .update(jobs)
        .set({ runAt: new Date(Date.now() - 60_000) })
        .where(
          sql`${jobs.payload}->>'lessonId' = ${String(lesson.id)} and ${jobs.payload}->>'minutesBefore' = '1440'`,
        );
      const after = await startHarness(
        { ...weekFromYesterday(), JOBS_POLL_MS: '100' },
        { database: shared.second },
      );
      try {
        const reminders = async () =>
          (await outbox(after, s.user.email)).filter((m) => m.subject === 'تذكير بموعد درسك غداً');
        await until(async () => (await reminders()).length > 0);
        await until(async () => (await outbox(after, tutor.user.email)).length > 0);
        expect(await reminders()).toHaveLength(1);
      } finally {
        await after.close();
      }
    } finally {
      await shared.close();
    }
  });

  it('runs each due job exactly once with two servers on one database', async () => {
    const shared = await createSharedTestDatabase();
    const [a, b] = [
      await startHarness(env(), { database: shared.first }),
      await startHarness(env(), { database: shared.second }),
    ];
    try {
      const runs = new Map<number, number>();
      const count = defineJob({
        name: 'count',
        schema: z.object({ n: z.int() }),
        run: async (_ctx, { n }) => {
          runs.set(n, (runs.get(n) ?? 0) + 1);
          await new Promise((resolve) => setTimeout(resolve, 2));
        },
      });
      for (const h of [a, b]) h.jobs.register(count);
      const due = new Date(Date.now() - 1000);
      await scheduleJobs(
        a.ctx.db,
        Array.from({ length: 60 }, (_, n) => ({
          name: 'count',
          key: `count-${n}`,
          runAt: due,
          payload: { n },
        })),
      );
      const tutor = await listedTutor(a);
      const s = await student(a);
      const lesson = await book(a, s.token, tutor.id, startIn(30));
      await makeDue(a, lesson.id);

      // Each server's own worker may take a share too: what matters is that each job ran once.
      await Promise.all([a.runJobs(), b.runJobs(), a.runJobs(), b.runJobs()]);
      const undone = () =>
        a.ctx.db
          .select()
          .from(jobs)
          .where(sql`${jobs.doneAt} is null and ${jobs.runAt} <= now()`);
      await until(async () => (await undone()).length === 0);
      expect(runs.size).toBe(60);
      expect([...runs.values()].every((times) => times === 1)).toBe(true);
      // The student's two reminders, and the confirmation of the booking.
      expect(await outbox(a, s.user.email)).toHaveLength(3);
      // The tutor's two reminders, and the notice of the booking.
      expect(await outbox(b, tutor.user.email)).toHaveLength(3);
    } finally {
      await a.close();
      await b.close();
      await shared.close();
    }
  });
});

describe('the worker', () => {
  it('starts with the server and runs due jobs on its own', async () => {
    const h = await startHarness({ ...weekFromYesterday(), JOBS_POLL_MS: '100' });
    try {
      let ran = false;
      h.jobs.register(
        defineJob({
          name: 'ping',
          schema: z.object({}),
          run: async () => {
            ran = true;
          },
        }),
      );
      await scheduleJobs(h.ctx.db, [
        { name: 'ping', key: 'ping-1', runAt: new Date(Date.now() + 200), payload: {} },
      ]);
      await until(async () => ran);
      await until(async () => {
        const [row] = await h.ctx.db.select().from(jobs).where(eq(jobs.key, 'ping-1'));
        return row?.doneAt !== null;
      });
    } finally {
      await h.close();
    }
  });
});
