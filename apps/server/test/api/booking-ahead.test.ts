/**
 * Booking ahead (docs/product/lessons.md#booking-ahead): by default this quota week only, one
 * lesson at a time; with `bookingWeeksAhead` the weeks after it too, each lesson counted against
 * the week it starts in. Boundaries at the horizon's end, at a week's edge and at the plan's end.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { api } from '@darsak/shared';
import { subscriptions } from '../../src/db/schema.js';
import { book, listedTutor, startIn, student } from '../booking-fixtures.js';
import { useAheadHarness } from '../booking-ahead-fixtures.js';
import { expectError } from '../support.js';

const h = useAheadHarness();

const MINUTE = 60_000;

const at = (base: Date, minutes: number) => new Date(base.getTime() + minutes * MINUTE);

const tryBook = (token: string, tutorId: number, startsAt: Date, duration: 15 | 30 = 30) =>
  h.call(api.bookLesson, {
    body: { tutorId, startsAt: startsAt.toISOString(), duration },
    token,
  });

describe('by default', () => {
  it('books this quota week only, one lesson at a time', async () => {
    const tutor = await listedTutor(h);
    const me = await student(h);
    const free = await h.call(api.freeTimes, { query: { tutorId: tutor.id } });
    expect(free.body.horizonEnd).toBe(free.body.weekEnd);
    expect(free.body.times.every((t) => Date.parse(t.startsAt) < Date.parse(free.body.weekEnd)));
    expect((await h.call(api.quota, { token: me.token })).body.weeksAhead).toBe(0);
    expectError(
      await tryBook(me.token, tutor.id, at(h.week(1).start, 60)),
      'week-boundaries-violation',
    );
    await book(h, me.token, tutor.id, startIn(20), 15);
    expectError(await tryBook(me.token, tutor.id, startIn(30), 15), 'reached-booking-limit');
  });
});

describe('with bookingWeeksAhead', () => {
  it('refuses a value out of its bounds', async () => {
    for (const value of [-1, 9])
      expectError(
        await h.call(api.updatePlatformSetting, {
          params: { key: 'bookingWeeksAhead' },
          body: { value },
          token: h.superAdmin,
        }),
        'setting-out-of-range',
      );
  });

  it('offers free times up to the horizon, none running across a week’s edge', async () => {
    await h.setWeeksAhead(2);
    const tutor = await listedTutor(h);
    const me = await student(h);
    const free = (await h.call(api.freeTimes, { query: { tutorId: tutor.id } })).body;
    expect(free.weekEnd).toBe(h.week(0).end.toISOString());
    expect(free.horizonEnd).toBe(h.week(2).end.toISOString());
    const starts = new Map(free.times.map((t) => [t.startsAt, t.maxDuration]));
    expect(starts.get(at(h.week(2).end, -30).toISOString())).toBe(30);
    expect(starts.get(at(h.week(2).end, -15).toISOString())).toBe(15);
    expect(starts.has(h.week(2).end.toISOString())).toBe(false);
    // The quarter before a week's end offers 15 minutes only: 30 would run into the next week.
    expect(starts.get(at(h.week(1).end, -15).toISOString())).toBe(15);
    expect(starts.get(h.week(1).end.toISOString())).toBe(30);
    expect((await h.call(api.quota, { token: me.token })).body.weeksAhead).toBe(2);
  });

  it('books up to the end of the last week open, and not a quarter after', async () => {
    await h.setWeeksAhead(1);
    const tutor = await listedTutor(h);
    const me = await student(h);
    expectError(await tryBook(me.token, tutor.id, h.week(1).end, 15), 'week-boundaries-violation');
    expectError(
      await tryBook(me.token, tutor.id, at(h.week(1).end, -15), 30),
      'week-boundaries-violation',
    );
    const last = await book(h, me.token, tutor.id, at(h.week(1).end, -15), 15);
    expect(last.startsAt).toBe(at(h.week(1).end, -15).toISOString());
  });

  it('counts each lesson against the week it starts in, as many as the minutes allow', async () => {
    await h.setWeeksAhead(2);
    const tutor = await listedTutor(h);
    const other = await listedTutor(h);
    // The free trial grants 30 minutes a week.
    const me = await student(h);
    await book(h, me.token, tutor.id, startIn(20), 15);
    // A lesson not yet ended no longer holds the place: this week's other 15 minutes are booked.
    await book(h, me.token, tutor.id, startIn(22), 15);
    expectError(await tryBook(me.token, tutor.id, startIn(24), 15), 'no-enough-minutes');
    const nextWeek = at(h.week(1).start, 24 * 60);
    await book(h, me.token, tutor.id, nextWeek, 30);
    expectError(await tryBook(me.token, tutor.id, at(nextWeek, 60), 15), 'no-enough-minutes');
    // Two lessons of one student at one time are never both booked.
    const mine = at(h.week(2).start, 120);
    await book(h, me.token, tutor.id, mine, 15);
    expectError(await tryBook(me.token, other.id, mine, 15), 'reached-booking-limit');
    const quota = (await h.call(api.quota, { token: me.token })).body;
    expect(quota).toMatchObject({ remainingMinutes: 0, usedMinutes: 30 });
  });

  it('gives a week that starts after the plan’s end no minutes', async () => {
    await h.setWeeksAhead(2);
    const tutor = await listedTutor(h);
    const me = await student(h);
    const endPlanAt = (endsAt: Date) =>
      h.ctx.db.update(subscriptions).set({ endsAt }).where(eq(subscriptions.userId, me.id));
    const inWeekTwo = at(h.week(2).start, 60);
    await endPlanAt(h.week(2).start);
    expectError(await tryBook(me.token, tutor.id, inWeekTwo), 'no-enough-minutes');
    // In force a minute into the week: the week has its minutes.
    await endPlanAt(at(h.week(2).start, 1));
    await book(h, me.token, tutor.id, inWeekTwo);
  });
});
