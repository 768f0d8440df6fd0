import { describe, expect, it } from 'vitest';
import { deviceErrorCodes, errorCodes } from '@darsak/shared';
import ar from '../src/locales/ar.json' with { type: 'json' };
import en from '../src/locales/en.json' with { type: 'json' };
import { formatMessage } from '../src/i18n/icu.js';

const catalogues = { ar, en } as Record<string, Record<string, string>>;

describe('error catalogues', () => {
  for (const [language, messages] of Object.entries(catalogues)) {
    it(`${language} has a message for every error code of the catalogue and every device error`, () => {
      const missing = [...errorCodes, ...deviceErrorCodes].filter(
        (code) => !messages[`error.${code}`],
      );
      expect(missing).toEqual([]);
    });
  }

  it('Arabic and English hold the same keys', () => {
    expect(Object.keys(ar).sort()).toEqual(Object.keys(en).sort());
  });

  it('every message parses and formats', () => {
    for (const [language, messages] of Object.entries(catalogues)) {
      for (const source of Object.values(messages)) {
        expect(() =>
          formatMessage(language === 'ar' ? 'ar-EG' : 'en-GB', source, {
            total: 3,
            minutes: 5,
            page: 1,
            last: 2,
            direction: 'ahead',
          }),
        ).not.toThrow();
      }
    }
  });
});

describe('ICU formatting', () => {
  it('uses Arabic plural categories and Arabic-Indic digits', () => {
    const source =
      '{n, plural, zero {لا دروس} one {درس واحد} two {درسان} few {# دروس} many {# درساً} other {# درس}}';
    expect(formatMessage('ar-EG', source, { n: 0 })).toBe('لا دروس');
    expect(formatMessage('ar-EG', source, { n: 1 })).toBe('درس واحد');
    expect(formatMessage('ar-EG', source, { n: 2 })).toBe('درسان');
    expect(formatMessage('ar-EG', source, { n: 3 })).toBe('٣ دروس');
    expect(formatMessage('ar-EG', source, { n: 11 })).toBe('١١ درساً');
    expect(formatMessage('ar-EG', source, { n: 100 })).toBe('١٠٠ درس');
  });

  it('counts a number already written in the page’s digits, and shows it as written', () => {
    const seconds =
      '{n, plural, one {ثانية واحدة} two {ثانيتان} few {# ثوانٍ} many {# ثانية} other {# ثانية}}';
    expect(formatMessage('ar-EG', seconds, { n: '١' })).toBe('ثانية واحدة');
    expect(formatMessage('ar-EG', seconds, { n: '٢' })).toBe('ثانيتان');
    expect(formatMessage('ar-EG', seconds, { n: '٦' })).toBe('٦ ثوانٍ');
    expect(formatMessage('ar-EG', seconds, { n: '١٠' })).toBe('١٠ ثوانٍ');
    expect(formatMessage('ar-EG', seconds, { n: '١١' })).toBe('١١ ثانية');
    expect(formatMessage('ar-EG', seconds, { n: '١٬١٠٣' })).toBe('١٬١٠٣ ثوانٍ');
    expect(formatMessage('ar-EG', seconds, { n: '٢٫٥' })).toBe('٢٫٥ ثانية');
    expect(formatMessage('en-GB', '{n, plural, one {# hour} other {# hours}}', { n: '1' })).toBe(
      '1 hour',
    );
    expect(
      formatMessage('en-GB', '{n, plural, one {# hour} other {# hours}}', { n: '1,200' }),
    ).toBe('1,200 hours');
  });

  it('supports exact matches, select, number and plain arguments', () => {
    expect(
      formatMessage('en-GB', '{n, plural, =0 {none} one {# item} other {# items}}', { n: 0 }),
    ).toBe('none');
    expect(
      formatMessage('en-GB', '{n, plural, =0 {none} one {# item} other {# items}}', { n: 1200 }),
    ).toBe('1,200 items');
    expect(
      formatMessage('en-GB', '{g, select, male {he} female {she} other {they}}', { g: 'female' }),
    ).toBe('she');
    expect(
      formatMessage('en-GB', 'Hello {name}, you have {n, number}', { name: 'Sara', n: 1500 }),
    ).toBe('Hello Sara, you have 1,500');
  });

  it('sets an Arabic value apart in an English message, and nothing in an Arabic one', () => {
    expect(
      formatMessage('en-GB', 'Lesson with {name} at {time}', {
        name: 'منى السيد',
        time: '5:00 pm',
      }),
    ).toBe('Lesson with \u2068منى السيد\u2069 at 5:00 pm');
    expect(formatMessage('en-GB', 'Lesson with {name}', { name: 'Sara Adel' })).toBe(
      'Lesson with Sara Adel',
    );
    expect(formatMessage('ar-EG', 'درس مع {name}', { name: 'Sara Adel' })).toBe('درس مع Sara Adel');
    expect(formatMessage('ar-EG', 'درس مع {name}', { name: 'منى السيد' })).toBe('درس مع منى السيد');
  });
});
