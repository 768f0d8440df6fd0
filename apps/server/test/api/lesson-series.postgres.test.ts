/**
 * A weekly lesson and a one-off booking for the same time at once (docs/product/lessons.md#weekly-lessons):
 * both go through the booking's locks, so exactly one lesson takes the time. PostgreSQL only
 * (`*.postgres.test.ts`): the two requests run on two connections.
 */
import { and, eq, isNull } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { api } from '@darsak/shared';
import { lessons } from '../../src/db/schema.js';
import { listedTutor, startIn, student } from '../booking-fixtures.js';
import { useAheadHarness } from '../booking-ahead-fixtures.js';
import { expectError } from '../support.js';

const h = useAheadHarness();
beforeAll(() => h.setWeeksAhead(1));

it('leaves one lesson when a weekly lesson and a one-off booking take one time at once', async () => {
  for (let round = 0; round < 4; round += 1) {
    const tutor = await listedTutor(h);
    const weekly = await student(h);
    const once = await student(h);
    const at = startIn(20 + round);
    const body = { tutorId: tutor.id, startsAt: at.toISOString(), duration: 30 as const };
    const [series, booking] = await Promise.all([
      h.call(api.startLessonSeries, { body, token: weekly.token }),
      h.call(api.bookLesson, { body, token: once.token }),
    ]);
    const won = [series.status, booking.status].filter((status) => status === 200);
    expect(won).toHaveLength(1);
    expectError(series.status === 200 ? booking : series, 'busy-tutor');
    const atThatTime = await h.ctx.db
      .select({ id: lessons.id })
      .from(lessons)
      .where(
        and(eq(lessons.tutorId, tutor.id), eq(lessons.startsAt, at), isNull(lessons.cancelledAt)),
      );
    expect(atThatTime).toHaveLength(1);
    // A series that lost its first lesson is not left behind.
    if (series.status !== 200)
      expect((await h.call(api.listLessonSeries, { token: weekly.token })).body).toEqual([]);
  }
});
