/** Dates in the server's messages: written as a fresh format would write them, the format kept. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { dateTimeText } from '../../src/locales/notifications.js';

const at = new Date('2026-11-25T17:16:00Z');
const options = {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  hour: 'numeric',
  minute: '2-digit',
  timeZone: 'Africa/Cairo',
} as const;

describe('dateTimeText', () => {
  afterEach(() => vi.restoreAllMocks());

  it('writes Arabic with Arabic digits and English as en-GB, in the zone asked', () => {
    expect(dateTimeText(at, 'ar', options)).toBe(
      new Intl.DateTimeFormat('ar-EG', options).format(at),
    );
    expect(dateTimeText(at, 'ar', options)).toContain('٧:١٦');
    expect(dateTimeText(at, 'en', options)).toBe('Wednesday 25 November at 19:16');
    expect(dateTimeText(at, 'en', { ...options, timeZone: 'UTC' })).toContain('17:16');
  });

  it('makes each format once, however often it writes with it', () => {
    const Real = Intl.DateTimeFormat;
    let made = 0;
    vi.spyOn(Intl, 'DateTimeFormat').mockImplementation(function (
      ...args: ConstructorParameters<typeof Intl.DateTimeFormat>
    ) {
      made += 1;
      return new Real(...args);
    } as unknown as typeof Intl.DateTimeFormat);
    const once = { dateStyle: 'long', timeZone: 'Asia/Tokyo' } as const;
    const first = dateTimeText(at, 'en', once);
    for (let i = 0; i < 5; i += 1) expect(dateTimeText(at, 'en', once)).toBe(first);
    expect(made).toBe(1);
  });
});
