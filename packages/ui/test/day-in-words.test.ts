import { describe, expect, it } from 'vitest';
import { dayInWords } from '../src/i18n/provider.js';

describe('dayInWords', () => {
  const now = new Date('2026-11-25T10:00:00Z');

  it('says a day of this year without the year', () => {
    expect(dayInWords('en-GB', 'Africa/Cairo')(new Date('2026-11-28T08:00:00Z'), now)).toBe(
      'Saturday 28 November',
    );
    expect(dayInWords('ar-EG', 'Africa/Cairo')(new Date('2026-11-28T08:00:00Z'), now)).toBe(
      'السبت، ٢٨ نوفمبر',
    );
  });

  it('adds the year for a day of another year, in the time zone given', () => {
    expect(dayInWords('en-GB', 'Africa/Cairo')(new Date('2027-01-01T08:00:00Z'), now)).toBe(
      'Friday, 1 January 2027',
    );
    // 23:30 UTC on 31 December is already the new year in Cairo.
    expect(dayInWords('en-GB', 'Africa/Cairo')(new Date('2026-12-31T23:30:00Z'), now)).toBe(
      'Friday, 1 January 2027',
    );
    expect(dayInWords('ar-EG', 'Africa/Cairo')(new Date('2027-01-01T08:00:00Z'), now)).toMatch(
      /^الجمعة، ١ يناير ٢٠٢٧$/,
    );
  });
});
