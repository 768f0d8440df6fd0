import { describe, expect, it } from 'vitest';
import {
  availabilityBetween,
  firstFreeStart,
  fitsIn,
  freeStarts,
} from '../../src/modules/scheduling/schedule.js';

const CAIRO = 'Africa/Cairo';
const at = (iso: string) => new Date(iso);
const ms = (iso: string) => Date.parse(iso);
const range = (start: string, end: string) => ({ start: ms(start), end: ms(end) });

describe('availability between two instants', () => {
  it('places weekly slots on their local weekdays, in Cairo winter time', () => {
    // Monday 2026-01-12 to Wednesday 2026-01-14, local midnight to midnight.
    const slots = [
      { weekday: 1, startMinute: 9 * 60, endMinute: 11 * 60 },
      { weekday: 2, startMinute: 22 * 60, endMinute: 24 * 60 },
      { weekday: 4, startMinute: 0, endMinute: 60 },
    ];
    expect(
      availabilityBetween(slots, [], at('2026-01-11T22:00:00Z'), at('2026-01-13T22:00:00Z'), CAIRO),
    ).toEqual([
      range('2026-01-12T07:00:00Z', '2026-01-12T09:00:00Z'),
      range('2026-01-13T20:00:00Z', '2026-01-13T22:00:00Z'),
    ]);
  });

  it('clips slots to the bounds', () => {
    const slots = [{ weekday: 1, startMinute: 8 * 60, endMinute: 12 * 60 }];
    expect(
      availabilityBetween(slots, [], at('2026-01-12T07:00:00Z'), at('2026-01-12T09:30:00Z'), CAIRO),
    ).toEqual([range('2026-01-12T07:00:00Z', '2026-01-12T09:30:00Z')]);
  });

  it('adds available one-off changes and removes blocked ones, blocked winning', () => {
    const slots = [{ weekday: 1, startMinute: 9 * 60, endMinute: 12 * 60 }];
    const changes = [
      { date: '2026-01-12', startMinute: 10 * 60, endMinute: 11 * 60, available: false },
      { date: '2026-01-13', startMinute: 18 * 60, endMinute: 19 * 60, available: true },
      { date: '2026-01-13', startMinute: 18 * 60 + 30, endMinute: 20 * 60, available: false },
    ];
    expect(
      availabilityBetween(
        slots,
        changes,
        at('2026-01-11T22:00:00Z'),
        at('2026-01-13T22:00:00Z'),
        CAIRO,
      ),
    ).toEqual([
      range('2026-01-12T07:00:00Z', '2026-01-12T08:00:00Z'),
      range('2026-01-12T09:00:00Z', '2026-01-12T10:00:00Z'),
      range('2026-01-13T16:00:00Z', '2026-01-13T16:30:00Z'),
    ]);
  });

  it('keeps local times across the spring change: a slot over the missing hour is shorter', () => {
    // Friday 2025-04-25: 00:00 became 01:00. A slot 00:00–02:00 lasts one real hour.
    const slots = [
      { weekday: 5, startMinute: 0, endMinute: 120 },
      { weekday: 5, startMinute: 10 * 60, endMinute: 11 * 60 },
      { weekday: 4, startMinute: 10 * 60, endMinute: 11 * 60 },
    ];
    expect(
      availabilityBetween(slots, [], at('2025-04-24T00:00:00Z'), at('2025-04-26T00:00:00Z'), CAIRO),
    ).toEqual([
      range('2025-04-24T08:00:00Z', '2025-04-24T09:00:00Z'),
      range('2025-04-24T22:00:00Z', '2025-04-24T23:00:00Z'),
      range('2025-04-25T07:00:00Z', '2025-04-25T08:00:00Z'),
    ]);
  });

  it('keeps local times across the autumn change: a slot over the repeated hour is longer', () => {
    // Thursday 2025-10-30: 24:00 became 23:00. 22:00–24:00 lasts three real hours.
    const slots = [
      { weekday: 4, startMinute: 22 * 60, endMinute: 24 * 60 },
      { weekday: 5, startMinute: 10 * 60, endMinute: 11 * 60 },
    ];
    expect(
      availabilityBetween(slots, [], at('2025-10-30T00:00:00Z'), at('2025-11-01T00:00:00Z'), CAIRO),
    ).toEqual([
      range('2025-10-30T19:00:00Z', '2025-10-30T22:00:00Z'),
      range('2025-10-31T08:00:00Z', '2025-10-31T09:00:00Z'),
    ]);
  });
});

describe('free starts', () => {
  it('lists quarter hours with the longest lesson that fits after each', () => {
    expect(freeStarts([range('2026-01-12T07:00:00Z', '2026-01-12T08:00:00Z')])).toEqual([
      { startsAt: '2026-01-12T07:00:00.000Z', maxDuration: 30 },
      { startsAt: '2026-01-12T07:15:00.000Z', maxDuration: 30 },
      { startsAt: '2026-01-12T07:30:00.000Z', maxDuration: 30 },
      { startsAt: '2026-01-12T07:45:00.000Z', maxDuration: 15 },
    ]);
  });

  it('starts on the next quarter hour and leaves out gaps shorter than 15 minutes', () => {
    expect(
      freeStarts([
        range('2026-01-12T07:05:00Z', '2026-01-12T07:40:00Z'),
        range('2026-01-12T09:00:00Z', '2026-01-12T09:10:00Z'),
      ]),
    ).toEqual([{ startsAt: '2026-01-12T07:15:00.000Z', maxDuration: 15 }]);
  });

  it('joins touching ranges before measuring what fits', () => {
    expect(
      freeStarts([
        range('2026-01-12T07:00:00Z', '2026-01-12T07:15:00Z'),
        range('2026-01-12T07:15:00Z', '2026-01-12T07:30:00Z'),
      ]),
    ).toEqual([
      { startsAt: '2026-01-12T07:00:00.000Z', maxDuration: 30 },
      { startsAt: '2026-01-12T07:15:00.000Z', maxDuration: 15 },
    ]);
  });

  it('finds the first start, or null when nothing fits', () => {
    expect(
      firstFreeStart([
        range('2026-01-12T06:00:00Z', '2026-01-12T06:10:00Z'),
        range('2026-01-12T07:01:00Z', '2026-01-12T08:00:00Z'),
      ]),
    ).toEqual(at('2026-01-12T07:15:00Z'));
    expect(firstFreeStart([range('2026-01-12T06:00:00Z', '2026-01-12T06:14:00Z')])).toBeNull();
    expect(firstFreeStart([])).toBeNull();
  });

  it('fits a lesson only on a quarter hour inside one free range', () => {
    const free = [range('2026-01-12T07:00:00Z', '2026-01-12T07:30:00Z')];
    expect(fitsIn(free, at('2026-01-12T07:00:00Z'), 30)).toBe(true);
    expect(fitsIn(free, at('2026-01-12T07:15:00Z'), 15)).toBe(true);
    expect(fitsIn(free, at('2026-01-12T07:15:00Z'), 30)).toBe(false);
    expect(fitsIn(free, at('2026-01-12T07:05:00Z'), 15)).toBe(false);
    expect(fitsIn(free, at('2026-01-12T06:45:00Z'), 30)).toBe(false);
  });
});
