/**
 * Text helpers shared by the validation rules and the messages: digit normalisation, Arabic
 * detection, markup detection, setting right-to-left words apart in left-to-right text.
 */

const easternDigits = /[\u0660-\u0669\u06F0-\u06F9]/g;

/** Turns Arabic-Indic and Persian digits into ASCII digits, so "٠١٢" reads as "012". */
export const toAsciiDigits = (value: string): string =>
  value.replace(easternDigits, (d) => String((d.charCodeAt(0) & 0xf) % 10));

export const collapseSpaces = (value: string): string => value.trim().replace(/\s+/g, ' ');

const letters = /\p{L}/gu;
const arabicLetters = /\p{Script=Arabic}/gu;
const latinLetters = /\p{Script=Latin}/u;

/** True when the text has no Latin letters and at least one Arabic one (names). */
export const isArabicOnly = (value: string): boolean =>
  !latinLetters.test(value) && /\p{Script=Arabic}/u.test(value);

/** True when most letters are Arabic: lets a bio mention "IELTS" while staying Arabic text. */
export const isMostlyArabic = (value: string, minRatio: number): boolean => {
  const all = value.match(letters)?.length ?? 0;
  if (all === 0) return false;
  const arabic = value.match(arabicLetters)?.length ?? 0;
  return arabic / all >= minRatio;
};

/**
 * Markup a user could smuggle into text shown to others: tags, comments, entities.
 * A tag starts right after `<`, so "x < y" or "I <3 it" stay plain text.
 */
export const hasMarkup = (value: string): boolean => /<[a-z!/?]|&[a-z#0-9]+;/i.test(value);

/** Letters written right to left: Hebrew, Arabic and its supplements and presentation forms. */
const rightToLeftLetter = /[\u0590-\u08ff\ufb1d-\ufdff\ufe70-\ufefc]/;

/**
 * A value holding right-to-left letters, set apart (FSI … PDI) for a left-to-right sentence: in
 * "Lesson with منى السيد at 5:00 pm" the digits after an Arabic name would otherwise join its run
 * and be drawn on the wrong side of it. Other values come back as they are.
 */
export const isolateRightToLeft = (value: string): string =>
  rightToLeftLetter.test(value) ? `\u2068${value}\u2069` : value;
