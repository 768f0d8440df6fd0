import { describe, expect, it } from 'vitest';
import { nationalPhone } from '@darsak/ui';
import { readableValue } from '../src/features/audit/components/readable.js';
import { wordsOf } from './admin-words.js';

const reader = (language: 'ar' | 'en') => {
  const { t, locale } = wordsOf(language);
  const words = {
    t: (key: string) => t(key),
    locale,
    dateTime: (iso: string) => `at ${iso}`,
    plain: (value: number) => new Intl.NumberFormat(locale, { useGrouping: false }).format(value),
    phone: (value: string) => `phone ${nationalPhone(value)}`,
  };
  return (key: string, value: unknown) => readableValue(words, key, value);
};

describe('the audit log’s values in words', () => {
  const ar = reader('ar');
  const en = reader('en');

  it('names a withdrawal’s stage instead of the value the server keeps', () => {
    expect(ar('stage', 'pending')).toBe('جديد');
    expect(ar('stage', 'rejected')).toBe('مرفوض');
    expect(en('stage', 'fulfilled')).toBe('Transferred');
    // A stage the catalogue does not know yet shows as kept rather than as a key.
    expect(ar('stage', 'archived')).toBe('archived');
  });

  it('says an hourly rate in pounds, and no rate of their own as the platform default', () => {
    expect(ar('hourlyRate', 20_000)).toContain('٢٠٠');
    expect(ar('hourlyRate', null)).toBe('السعر الافتراضي للمنصة');
    expect(ar('adminNote', null)).toBe('—');
  });

  it('names roles, genders and a plan’s period, and keeps the rest readable', () => {
    expect(ar('role', 3)).toBe('مدرس');
    expect(ar('gender', 2)).toBe('أنثى');
    expect(ar('period', 0)).toBe('شهر');
    expect(ar('activated', true)).toBe('نعم');
    expect(ar('planId', 12)).toBe('١٢');
    expect(ar('endsAt', '2026-11-28T10:00:00.000Z')).toBe('at 2026-11-28T10:00:00.000Z');
  });

  it('writes a phone as people write it, through the page’s digits', () => {
    expect(ar('phone', '+201001234567')).toBe('phone 01001234567');
    expect(ar('phone', null)).toBe('—');
  });

  it('has a label for every field an admin’s change of a tutor keeps', () => {
    for (const language of ['ar', 'en'] as const) {
      const { messages } = wordsOf(language);
      for (const field of [
        'hourlyRate',
        'activated',
        'bypassOnboarding',
        'bio',
        'about',
        'noticePeriod',
        'stage',
      ])
        expect(messages[`audit.field.${field}`], `${field} in ${language}`).toBeTruthy();
      expect(messages['audit.action.tutor.update']).toBeTruthy();
    }
  });
});
