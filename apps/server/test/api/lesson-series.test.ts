/**
 * Weekly lessons (docs/product/lessons.md#weekly-lessons): offered only while booking ahead is on;
 * starting one books the same time in every open week where it fits and names the weeks it could
 * not book; the weekly job books each week as it opens; stopping it books no more and leaves the
 * lessons booked.
 */
import { and, eq, isNull } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { api } from '@darsak/shared';
import { lessons } from '../../src/db/schema.js';
import { seriesWeekJob } from '../../src/modules/scheduling/series.js';
import { book, listedTutor, student } from '../booking-fixtures.js';
import { useAheadHarness } from '../booking-ahead-fixtures.js';
import { expectError, outbox } from '../support.js';

const h = useAheadHarness();

/** Two days into a week at 18:00 UTC: the same local weekday and time every week in Cairo. */
const inWeek = (n: number) => new Date(h.week(n).start.getTime() + (2 * 24 + 8) * 3_600_000);

const start = (token: string, tutorId: number, startsAt: Date) =>
  h.call(api.startLessonSeries, {
    body: { tutorId, startsAt: startsAt.toISOString(), duration: 30 },
    token,
  });

const seriesLessons = (seriesId: number) =>
  h.ctx.db
    .select({ startsAt: lessons.startsAt })
    .from(lessons)
    .where(and(eq(lessons.seriesId, seriesId), isNull(lessons.cancelledAt)))
    .orderBy(lessons.startsAt);

describe('weekly lessons', () => {
  it('are not offered while students book this week only', async () => {
    const tutor = await listedTutor(h);
    const me = await student(h);
    expectError(await start(me.token, tutor.id, inWeek(0)), 'booking-ahead-off');
  });

  it('book the time in every open week, naming the week the tutor is busy', async () => {
    await h.setWeeksAhead(2);
    const tutor = await listedTutor(h);
    const me = await student(h);
    const other = await student(h);
    await book(h, other.token, tutor.id, inWeek(1));
    const res = await start(me.token, tutor.id, inWeek(0));
    expect(res.status).toBe(200);
    expect(res.body.booked.map((l) => l.startsAt)).toEqual([
      inWeek(0).toISOString(),
      inWeek(2).toISOString(),
    ]);
    expect(res.body.missed).toEqual([{ startsAt: inWeek(1).toISOString(), code: 'busy-tutor' }]);
    const listed = await h.call(api.listLessonSeries, { token: me.token });
    expect(listed.body).toEqual([res.body.series]);
    expect(res.body.series).toMatchObject({
      tutor: { id: tutor.id },
      duration: 30,
      stoppedAt: null,
    });
    await vi.waitFor(
      async () =>
        expect((await outbox(h, me.user.email)).map((m) => m.subject)).toContainEqual(
          expect.stringContaining('لم نحجز درسك الأسبوعي'),
        ),
      { timeout: 10_000 },
    );
    // The same time again is one series already.
    expectError(await start(me.token, tutor.id, inWeek(0)), 'lesson-series-exists');
  });

  it('refuse a first lesson the rules refuse, leaving no series', async () => {
    await h.setWeeksAhead(1);
    const tutor = await listedTutor(h);
    const me = await student(h);
    expectError(await start(me.token, tutor.id, h.week(2).start), 'week-boundaries-violation');
    expect((await h.call(api.listLessonSeries, { token: me.token })).body).toEqual([]);
  });

  it('book each week as it opens, until stopped; the booked lessons stay', async () => {
    await h.setWeeksAhead(1);
    const tutor = await listedTutor(h);
    const me = await student(h);
    const { series } = (await start(me.token, tutor.id, inWeek(0))).body;
    expect((await seriesLessons(series.id)).length).toBe(2);
    // Another week opens: the job books it (run here rather than at the week's end).
    await h.setWeeksAhead(2);
    await seriesWeekJob.run(h.ctx, { seriesId: series.id, from: h.week(2).start.toISOString() });
    expect((await seriesLessons(series.id)).map((l) => l.startsAt.toISOString())).toEqual([
      inWeek(0).toISOString(),
      inWeek(1).toISOString(),
      inWeek(2).toISOString(),
    ]);
    const stopped = await h.call(api.stopLessonSeries, {
      params: { id: series.id },
      token: me.token,
    });
    expect(stopped.body.stoppedAt).not.toBeNull();
    expect((await h.call(api.listLessonSeries, { token: me.token })).body).toEqual([]);
    await h.setWeeksAhead(3);
    await seriesWeekJob.run(h.ctx, { seriesId: series.id, from: h.week(3).start.toISOString() });
    expect((await seriesLessons(series.id)).length).toBe(3);
    // Someone else's series is not found.
    const stranger = await student(h);
    expectError(
      await h.call(api.stopLessonSeries, { params: { id: series.id }, token: stranger.token }),
      'lesson-series-not-found',
    );
  });
});
