import { describe, expect, it } from 'vitest';
import { cairoDateTimeValue, cairoInstant, lastDayBefore } from '../src/components/cairo-time.js';

describe('a date-time control’s value on Cairo’s clock', () => {
  it('reads the value as Cairo’s wall clock, in winter and in summer time', () => {
    // Cairo is two hours ahead of UTC in winter and three in summer (daylight saving since 2023).
    expect(cairoInstant('2026-12-31T18:30')?.toISOString()).toBe('2026-12-31T16:30:00.000Z');
    expect(cairoInstant('2026-07-15T09:00')?.toISOString()).toBe('2026-07-15T06:00:00.000Z');
    expect(cairoInstant('2026-07-15T09:00:30')?.toISOString()).toBe('2026-07-15T06:00:30.000Z');
  });

  it('is null while the value is empty or incomplete', () => {
    for (const value of ['', '2026-12-31', '2026-12-31T', '2026-12-31T18', '2026-13-01T10:00'])
      expect(cairoInstant(value), value).toBeNull();
  });
});

describe('an instant as a date-time control’s value on Cairo’s clock', () => {
  it('writes the booked time as Cairo reads it, in winter and in summer time', () => {
    expect(cairoDateTimeValue('2026-11-28T10:00:00.000Z')).toBe('2026-11-28T12:00');
    expect(cairoDateTimeValue(new Date('2026-07-15T06:00:00.000Z'))).toBe('2026-07-15T09:00');
    // Just before midnight UTC is already the next day in Cairo.
    expect(cairoDateTimeValue('2026-12-31T22:30:00.000Z')).toBe('2027-01-01T00:30');
  });

  it('reads back as the same instant, and is empty for no time', () => {
    const at = '2026-11-28T10:00:00.000Z';
    expect(cairoInstant(cairoDateTimeValue(at))?.toISOString()).toBe(at);
    for (const none of [null, undefined, '', 'not a date'])
      expect(cairoDateTimeValue(none)).toBe('');
  });
});

describe('the last day of a span whose end is outside it', () => {
  it('says a quota week from Saturday 06:00 to the next Saturday 06:00 as Saturday to Friday', () => {
    // Saturday 28 November 2026, 06:00 in Cairo (UTC+2).
    const last = lastDayBefore('2026-11-28T04:00:00.000Z');
    expect(cairoDateTimeValue(last)).toBe('2026-11-27T12:00');
    expect(last.getUTCDay()).toBe(5);
  });

  it('says a span ending at midnight up to the day before', () => {
    expect(cairoDateTimeValue(lastDayBefore('2026-11-27T22:00:00.000Z'))).toBe('2026-11-27T12:00');
  });
});
