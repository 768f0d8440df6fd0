import { describe, expect, it } from 'vitest';
import { monthName } from '../src/i18n/provider.js';

describe('monthName', () => {
  it('says September «Sep» in English, like its neighbours', () => {
    expect(monthName('2026-09', 'en-GB', false)).toBe('Sep');
    expect(monthName('2026-08', 'en-GB', false)).toBe('Aug');
    expect(monthName('2026-09', 'en-GB')).toBe('Sep 26');
  });

  it('says an Arabic month in full, with Arabic-Indic digits', () => {
    expect(monthName('2026-09', 'ar-EG', false)).toBe('سبتمبر');
    expect(monthName('2026-09', 'ar-EG')).toBe('سبتمبر ٢٦');
  });
});
