import { describe, expect, it } from 'vitest';
import { trialDaysLeft } from '../src/features/payments/trial-days.js';

describe('the days left of a free trial', () => {
  // Cairo is UTC+2 in December.
  const endsAt = '2026-12-21T08:00:00.000Z'; // 21 December, 10:00 in Cairo

  it('counts Cairo calendar days, not whole periods of 24 hours', () => {
    expect(trialDaysLeft(endsAt, Date.parse('2026-12-07T10:00:00.000Z'))).toBe(14);
    expect(trialDaysLeft(endsAt, Date.parse('2026-12-07T00:30:00.000Z'))).toBe(14);
  });

  it('takes the date in Cairo, not in UTC', () => {
    // 23:30 on 6 December in UTC is already 7 December in Cairo.
    expect(trialDaysLeft(endsAt, Date.parse('2026-12-06T23:30:00.000Z'))).toBe(14);
  });

  it('is zero on the last day and after it', () => {
    expect(trialDaysLeft(endsAt, Date.parse('2026-12-21T07:00:00.000Z'))).toBe(0);
    expect(trialDaysLeft(endsAt, Date.parse('2026-12-23T07:00:00.000Z'))).toBe(0);
  });
});
