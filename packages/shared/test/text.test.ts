import { describe, expect, it } from 'vitest';
import {
  collapseSpaces,
  hasMarkup,
  isArabicOnly,
  isMostlyArabic,
  toAsciiDigits,
} from '../src/index.js';

describe('toAsciiDigits', () => {
  it('turns Arabic-Indic and Persian digits into ASCII digits', () => {
    expect(toAsciiDigits('٠١٢٣٤٥٦٧٨٩')).toBe('0123456789');
    expect(toAsciiDigits('۰۱۲۳۴۵۶۷۸۹')).toBe('0123456789');
    expect(toAsciiDigits('رقم ٤٢ و 17')).toBe('رقم 42 و 17');
  });
});

describe('collapseSpaces', () => {
  it('trims and collapses runs of white space', () => {
    expect(collapseSpaces('  a \t b\n\nc  ')).toBe('a b c');
  });
});

describe('isArabicOnly', () => {
  it('needs Arabic letters and no Latin ones', () => {
    expect(isArabicOnly('محمد علي')).toBe(true);
    expect(isArabicOnly('محمد Ali')).toBe(false);
    expect(isArabicOnly('Ahmed')).toBe(false);
    expect(isArabicOnly('12345')).toBe(false);
    expect(isArabicOnly('')).toBe(false);
  });
});

describe('isMostlyArabic', () => {
  it('compares the share of Arabic letters with the ratio', () => {
    expect(isMostlyArabic('مدرسة لغة إنجليزية', 0.7)).toBe(true);
    expect(isMostlyArabic('مدرسة IELTS', 0.7)).toBe(false); // 5 of 10 letters
    expect(isMostlyArabic('مدرسة IELTS', 0.5)).toBe(true);
    expect(isMostlyArabic('English only', 0.1)).toBe(false);
    expect(isMostlyArabic('123 !!!', 0)).toBe(false);
  });

  it('answers the same on repeated calls (no regex state carried over)', () => {
    const results = [1, 2, 3].map(() => isMostlyArabic('مدرسة لغة إنجليزية', 0.7));
    expect(results).toEqual([true, true, true]);
  });
});

describe('hasMarkup', () => {
  it.each([
    '<b>bold</b>',
    '<script>alert(1)</script>',
    'text </div>',
    '<!-- comment -->',
    '<?xml version="1.0"?>',
    '<img src=x onerror=alert(1)>',
    'Tom &amp; Jerry',
    '&#60;script&#62;',
    '&#x3C;',
  ])('finds markup in %j', (value) => {
    expect(hasMarkup(value)).toBe(true);
  });

  it.each(['x < y', 'I <3 English', '5 > 4 and 3 < 4', '٥ < ٦', 'Tom & Jerry', 'سؤال؟'])(
    'finds none in %j',
    (value) => {
      expect(hasMarkup(value)).toBe(false);
    },
  );
});
