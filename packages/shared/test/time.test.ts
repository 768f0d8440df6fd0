import { describe, expect, it } from 'vitest';
import {
  addLocalDays,
  addZonedDays,
  addZonedMonths,
  daysBetween,
  formatLocalDate,
  instantAt,
  localDateOf,
  localParts,
  parseLocalDate,
  quotaWeek,
  currentQuotaWeek,
  weekdayOf,
  zonedInstant,
  zoneOffsetMinutes,
} from '../src/index.js';

const CAIRO = 'Africa/Cairo';
const HOUR = 3_600_000;
const at = (iso: string) => new Date(iso);
const hours = (week: { start: Date; end: Date }) =>
  (week.end.getTime() - week.start.getTime()) / HOUR;
/** Saturday 06:00, the configured default. */
const saturdayMorning = { weekday: 6, hour: 6 };

describe('local parts of an instant', () => {
  it('reads Cairo winter time (UTC+2) and summer time (UTC+3)', () => {
    expect(localParts(at('2026-01-15T10:30:45Z'), CAIRO)).toEqual({
      year: 2026,
      month: 1,
      day: 15,
      hour: 12,
      minute: 30,
      second: 45,
      weekday: 4,
    });
    expect(localParts(at('2026-07-15T21:15:00Z'), CAIRO)).toMatchObject({
      day: 16,
      hour: 0,
      minute: 15,
      weekday: 4,
    });
    expect(zoneOffsetMinutes(at('2026-01-15T10:00:00Z'), CAIRO)).toBe(120);
    expect(zoneOffsetMinutes(at('2026-07-15T10:00:00Z'), CAIRO)).toBe(180);
  });

  it('uses the 24-hour clock at midnight (hour 0, never 24)', () => {
    expect(localParts(at('2026-01-14T22:00:00Z'), CAIRO)).toMatchObject({ day: 15, hour: 0 });
  });

  it('works in other zones, including ones behind UTC and with half hours', () => {
    expect(localParts(at('2026-01-15T03:00:00Z'), 'America/New_York')).toMatchObject({
      day: 14,
      hour: 22,
    });
    expect(zoneOffsetMinutes(at('2026-01-15T03:00:00Z'), 'Asia/Kolkata')).toBe(330);
    expect(zoneOffsetMinutes(at('2026-01-15T03:00:00Z'), 'UTC')).toBe(0);
  });
});

describe('Egypt daylight saving, 2025 and 2026', () => {
  it('starts on the last Friday of April: 00:00 becomes 01:00', () => {
    // 2025-04-25 and 2026-04-24 are the last Fridays of April.
    for (const [before, after] of [
      ['2025-04-24T21:59:00Z', '2025-04-24T22:00:00Z'],
      ['2026-04-23T21:59:00Z', '2026-04-23T22:00:00Z'],
    ] as const) {
      expect(localParts(at(before), CAIRO)).toMatchObject({ hour: 23, minute: 59, weekday: 4 });
      expect(localParts(at(after), CAIRO)).toMatchObject({ hour: 1, minute: 0, weekday: 5 });
      expect(zoneOffsetMinutes(at(before), CAIRO)).toBe(120);
      expect(zoneOffsetMinutes(at(after), CAIRO)).toBe(180);
    }
  });

  it('ends on the last Thursday of October: 24:00 becomes 23:00', () => {
    // 2025-10-30 and 2026-10-29 are the last Thursdays of October.
    for (const [before, after] of [
      ['2025-10-30T20:59:00Z', '2025-10-30T21:00:00Z'],
      ['2026-10-29T20:59:00Z', '2026-10-29T21:00:00Z'],
    ] as const) {
      expect(localParts(at(before), CAIRO)).toMatchObject({ hour: 23, minute: 59, weekday: 4 });
      expect(localParts(at(after), CAIRO)).toMatchObject({ hour: 23, minute: 0, weekday: 4 });
      expect(zoneOffsetMinutes(at(before), CAIRO)).toBe(180);
      expect(zoneOffsetMinutes(at(after), CAIRO)).toBe(120);
    }
  });
});

describe('the instant of a local date and time', () => {
  it('is exact outside transitions', () => {
    expect(zonedInstant({ year: 2026, month: 1, day: 15, hour: 12, minute: 30 }, CAIRO)).toEqual(
      at('2026-01-15T10:30:00Z'),
    );
    expect(zonedInstant({ year: 2026, month: 7, day: 15, hour: 12 }, CAIRO)).toEqual(
      at('2026-07-15T09:00:00Z'),
    );
    expect(zonedInstant({ year: 2026, month: 1, day: 15 }, 'America/New_York')).toEqual(
      at('2026-01-15T05:00:00Z'),
    );
  });

  it('moves a time inside the spring gap forward by the gap', () => {
    // 00:30 on 2025-04-25 does not exist in Cairo; it is read as 01:30 summer time.
    expect(zonedInstant({ year: 2025, month: 4, day: 25, hour: 0, minute: 30 }, CAIRO)).toEqual(
      at('2025-04-24T22:30:00Z'),
    );
    expect(zonedInstant({ year: 2025, month: 4, day: 25, hour: 0 }, CAIRO)).toEqual(
      at('2025-04-24T22:00:00Z'),
    );
    expect(zonedInstant({ year: 2025, month: 4, day: 25, hour: 1 }, CAIRO)).toEqual(
      at('2025-04-24T22:00:00Z'),
    );
    expect(zonedInstant({ year: 2026, month: 4, day: 24, hour: 2 }, CAIRO)).toEqual(
      at('2026-04-23T23:00:00Z'),
    );
  });

  it('takes the first of the two occurrences in the autumn overlap', () => {
    // 23:30 on 2025-10-30 happens at 20:30Z (summer time) and again at 21:30Z (winter time).
    expect(zonedInstant({ year: 2025, month: 10, day: 30, hour: 23, minute: 30 }, CAIRO)).toEqual(
      at('2025-10-30T20:30:00Z'),
    );
    expect(zonedInstant({ year: 2025, month: 10, day: 30, hour: 22, minute: 59 }, CAIRO)).toEqual(
      at('2025-10-30T19:59:00Z'),
    );
    expect(zonedInstant({ year: 2025, month: 10, day: 31, hour: 0 }, CAIRO)).toEqual(
      at('2025-10-30T22:00:00Z'),
    );
  });

  it('round-trips every quarter hour of both transition days', () => {
    for (const day of [
      { year: 2025, month: 4, day: 25 },
      { year: 2025, month: 10, day: 30 },
      { year: 2026, month: 4, day: 24 },
      { year: 2026, month: 10, day: 29 },
    ]) {
      for (let minute = 0; minute < 1440; minute += 15) {
        const instant = instantAt(day, minute, CAIRO);
        const back = localParts(instant, CAIRO);
        const inGap = day.month === 4 && minute < 60;
        expect(back.hour * 60 + back.minute).toBe(inGap ? minute + 60 : minute);
        expect(formatLocalDate(back)).toBe(formatLocalDate(day));
      }
    }
  });

  it('reads minute 1440 as the next midnight', () => {
    expect(instantAt({ year: 2025, month: 10, day: 30 }, 1440, CAIRO)).toEqual(
      at('2025-10-30T22:00:00Z'),
    );
    expect(instantAt({ year: 2026, month: 2, day: 28 }, 1440, CAIRO)).toEqual(
      zonedInstant({ year: 2026, month: 3, day: 1 }, CAIRO),
    );
  });
});

describe('calendar dates', () => {
  it('adds days across months, years and leap days', () => {
    expect(addLocalDays({ year: 2026, month: 1, day: 31 }, 1)).toEqual({
      year: 2026,
      month: 2,
      day: 1,
    });
    expect(addLocalDays({ year: 2028, month: 2, day: 28 }, 1)).toEqual({
      year: 2028,
      month: 2,
      day: 29,
    });
    expect(addLocalDays({ year: 2026, month: 1, day: 1 }, -1)).toEqual({
      year: 2025,
      month: 12,
      day: 31,
    });
    expect(daysBetween({ year: 2025, month: 10, day: 25 }, { year: 2025, month: 11, day: 1 })).toBe(
      7,
    );
  });

  it('knows weekdays and formats and parses YYYY-MM-DD', () => {
    expect(weekdayOf({ year: 2025, month: 4, day: 25 })).toBe(5);
    expect(weekdayOf({ year: 2025, month: 10, day: 30 })).toBe(4);
    expect(formatLocalDate({ year: 2026, month: 3, day: 7 })).toBe('2026-03-07');
    expect(parseLocalDate('2026-03-07')).toEqual({ year: 2026, month: 3, day: 7 });
    expect(() => parseLocalDate('7/3/2026')).toThrow(RangeError);
    expect(localDateOf(at('2026-03-06T22:30:00Z'), CAIRO)).toEqual({
      year: 2026,
      month: 3,
      day: 7,
    });
  });

  it('adds local days keeping the wall-clock time, so a day across a change is 23 or 25 hours', () => {
    const thursdayNoon = zonedInstant({ year: 2025, month: 4, day: 24, hour: 12 }, CAIRO);
    expect(addZonedDays(thursdayNoon, 1, CAIRO).getTime() - thursdayNoon.getTime()).toBe(23 * HOUR);
    const autumn = zonedInstant({ year: 2025, month: 10, day: 30, hour: 12 }, CAIRO);
    expect(addZonedDays(autumn, 1, CAIRO).getTime() - autumn.getTime()).toBe(25 * HOUR);
    expect(addZonedDays(autumn, -1, CAIRO).getTime() - autumn.getTime()).toBe(-24 * HOUR);
  });

  it('adds months keeping the local time and clamping to the month’s last day', () => {
    const jan31 = zonedInstant({ year: 2026, month: 1, day: 31, hour: 9 }, CAIRO);
    expect(localParts(addZonedMonths(jan31, 1, CAIRO), CAIRO)).toMatchObject({
      year: 2026,
      month: 2,
      day: 28,
      hour: 9,
    });
    expect(localParts(addZonedMonths(jan31, 12, CAIRO), CAIRO)).toMatchObject({
      year: 2027,
      month: 1,
      day: 31,
      hour: 9,
    });
    // Winter to summer time: the same 09:00 on the wall, one hour less in UTC.
    expect(addZonedMonths(jan31, 6, CAIRO)).toEqual(at('2026-07-31T06:00:00Z'));
  });
});

describe('the quota week', () => {
  it('starts on the configured local weekday and hour and lasts 168 hours', () => {
    // Wednesday 2026-01-14 noon in Cairo.
    const week = quotaWeek(at('2026-01-14T10:00:00Z'), saturdayMorning, CAIRO);
    expect(week).toEqual({
      start: at('2026-01-10T04:00:00Z'),
      end: at('2026-01-17T04:00:00Z'),
    });
    expect(localParts(week.start, CAIRO)).toMatchObject({ weekday: 6, hour: 6, minute: 0 });
    expect(hours(week)).toBe(168);
  });

  it('includes its start instant and excludes its end instant', () => {
    const start = at('2026-01-10T04:00:00Z');
    expect(quotaWeek(start, saturdayMorning, CAIRO).start).toEqual(start);
    expect(quotaWeek(new Date(start.getTime() - 1), saturdayMorning, CAIRO).end).toEqual(start);
    // Saturday before 06:00 still belongs to the previous week.
    expect(quotaWeek(at('2026-01-10T03:59:00Z'), saturdayMorning, CAIRO).start).toEqual(
      at('2026-01-03T04:00:00Z'),
    );
  });

  it('is 167 hours when summer time starts inside it', () => {
    for (const [inside, start, end] of [
      ['2025-04-24T12:00:00Z', '2025-04-19T04:00:00Z', '2025-04-26T03:00:00Z'],
      ['2026-04-23T12:00:00Z', '2026-04-18T04:00:00Z', '2026-04-25T03:00:00Z'],
    ] as const) {
      const week = quotaWeek(at(inside), saturdayMorning, CAIRO);
      expect(week).toEqual({ start: at(start), end: at(end) });
      expect(hours(week)).toBe(167);
      expect(localParts(week.end, CAIRO)).toMatchObject({ weekday: 6, hour: 6 });
    }
  });

  it('is 169 hours when summer time ends inside it', () => {
    for (const [inside, start, end] of [
      ['2025-10-31T12:00:00Z', '2025-10-25T03:00:00Z', '2025-11-01T04:00:00Z'],
      ['2026-10-30T12:00:00Z', '2026-10-24T03:00:00Z', '2026-10-31T04:00:00Z'],
    ] as const) {
      const week = quotaWeek(at(inside), saturdayMorning, CAIRO);
      expect(week).toEqual({ start: at(start), end: at(end) });
      expect(hours(week)).toBe(169);
    }
  });

  it('chains weeks without gaps across a whole year', () => {
    let week = quotaWeek(at('2025-01-01T00:00:00Z'), saturdayMorning, CAIRO);
    const lengths = new Set<number>();
    for (let i = 0; i < 60; i += 1) {
      const next = quotaWeek(week.end, saturdayMorning, CAIRO);
      expect(next.start).toEqual(week.end);
      lengths.add(hours(next));
      week = next;
    }
    expect([...lengths].sort()).toEqual([167, 168, 169]);
  });

  it('handles a week starting at a local midnight that the spring gap skips', () => {
    // Friday 00:00 does not exist on 2025-04-25: that week starts when the clock reads 01:00.
    const fridayMidnight = { weekday: 5, hour: 0 };
    const week = quotaWeek(at('2025-04-25T12:00:00Z'), fridayMidnight, CAIRO);
    expect(week.start).toEqual(at('2025-04-24T22:00:00Z'));
    expect(localParts(week.start, CAIRO)).toMatchObject({ weekday: 5, hour: 1 });
    expect(week.end).toEqual(at('2025-05-01T21:00:00Z'));
    // The lost hour falls at this week's start, so this week is the short one.
    expect(hours(week)).toBe(167);
    const before = quotaWeek(at('2025-04-24T21:59:00Z'), fridayMidnight, CAIRO);
    expect(before.end).toEqual(week.start);
    expect(hours(before)).toBe(168);
  });

  it('uses the configured weekday and hour and any zone', () => {
    const sundayNine = quotaWeek(at('2026-01-14T10:00:00Z'), { weekday: 0, hour: 9 }, CAIRO);
    expect(sundayNine.start).toEqual(at('2026-01-11T07:00:00Z'));
    const utc = quotaWeek(at('2026-01-14T10:00:00Z'), { weekday: 3, hour: 10 }, 'UTC');
    expect(utc.start).toEqual(at('2026-01-14T10:00:00Z'));
    expect(utc.end).toEqual(at('2026-01-21T10:00:00Z'));
  });

  it('is kept until it ends, and agrees with working it out at any instant in any order', () => {
    const cairo = { quotaWeekStart: saturdayMorning, timeZone: CAIRO };
    // Cairo's Friday midnight is skipped when summer time starts: a week starting in the gap.
    const gap = { quotaWeekStart: { weekday: 5, hour: 0 }, timeZone: CAIRO };
    const utc = { quotaWeekStart: { weekday: 3, hour: 10 }, timeZone: 'UTC' };
    const first = currentQuotaWeek(cairo, at('2026-01-14T10:00:00Z'));
    expect(currentQuotaWeek(cairo, at('2026-01-15T10:00:00Z'))).toEqual(first);
    expect(currentQuotaWeek(cairo, first.end).start).toEqual(first.end);
    // Three weeks around summer time starting and three around its end, hour by hour, forwards
    // then backwards.
    const hours = (from: string) =>
      Array.from({ length: 24 * 21 }, (_, h) => at(from).getTime() + h * 3_600_000);
    for (const from of ['2026-04-11T00:00:00Z', '2026-10-17T00:00:00Z']) {
      const forwards = hours(from);
      for (const ms of [...forwards, ...[...forwards].reverse()]) {
        for (const settings of [cairo, gap, utc]) {
          const now = new Date(ms);
          expect(currentQuotaWeek(settings, now)).toEqual(
            quotaWeek(now, settings.quotaWeekStart, settings.timeZone),
          );
        }
      }
    }
  });
});
