import { describe, expect, it } from 'vitest';
import { cairoInstant } from '../src/components/cairo-time.js';

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
