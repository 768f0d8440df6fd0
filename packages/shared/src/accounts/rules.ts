/** Rules for accounts and profiles (docs/product/accounts.md#profile). */
import { z } from 'zod/mini';
import * as C from '../constants.js';
import { governorateIds } from '../governorates.js';
import {
  EnglishLevel,
  Gender,
  NotificationMethod,
  type EnglishLevel as EnglishLevelValue,
} from '../enums.js';
import {
  collapseSpaces,
  hasMarkup,
  isArabicOnly,
  isMostlyArabic,
  toAsciiDigits,
} from '../validation/text.js';
import { missingOr, text, requiredText, integer } from '../validation/core.js';

/** A password is taken exactly as typed: never trimmed, so surrounding spaces are refused too. */
export const password = text().check(
  z.regex(/\S/, 'required'),
  z.minLength(C.PASSWORD_MIN_LENGTH, 'password-too-short'),
  z.maxLength(C.PASSWORD_MAX_LENGTH, 'password-too-long'),
  z.regex(/\p{L}/u, 'password-needs-letter'),
  z.regex(/[0-9\u0660-\u0669]/, 'password-needs-digit'),
  z.regex(/^\S*$/, 'password-has-whitespace'),
);

/** The confirmation must match the password: a check for any form holding both fields. */
export const passwordsMatch = z.refine<{ password: string; confirmPassword: string }>(
  (v) => v.password === v.confirmPassword,
  { error: 'password-mismatch', path: ['confirmPassword'] },
);

/** A new password with its confirmation; the confirmation must match. */
export const passwordWithConfirmation = z
  .object({ password, confirmPassword: text() })
  .check(passwordsMatch);

const emailPattern = /^[\w.-]+@([\w-]+\.)+[\w-]{2,4}$/;
export const email = requiredText().check(z.toLowerCase(), z.regex(emailPattern, 'invalid-email'));

/** Letters, marks, apostrophes, hyphens, spaces, and the dot of a title such as «د.» or «م.». */
const namePattern = /^[\p{L}\p{M}'. -]+$/u;
const twoParts = (value: string) =>
  value.split(' ').filter((part) => part.length >= C.NAME_PART_MIN_LENGTH).length >= 2;

/** A person's name: two parts at least, letters only. */
export const name = z.pipe(
  z.pipe(requiredText(), z.transform(collapseSpaces)),
  z.string().check(
    z.maxLength(C.NAME_MAX_LENGTH, 'name-too-long'),
    z.regex(namePattern, 'invalid-name'),
    // A single name («كريم») is told to add the family name, not that it is short
    // (docs/product/accounts.md#names).
    z.refine(twoParts, 'api-invalid-user-name'),
    z.minLength(C.NAME_MIN_LENGTH, 'name-too-short'),
  ),
);

/**
 * A tutor's name, shown to students in Arabic (docs/product/accounts.md#names): a name in other
 * letters is told so first, whatever its parts, as its message asks for both names in Arabic.
 */
export const tutorName = z.pipe(
  z.pipe(requiredText(), z.string().check(z.refine(isArabicOnly, 'name-not-arabic'))),
  name,
);

export const bio = text().check(
  z.trim(),
  z.minLength(1, 'bio-empty'),
  z.minLength(C.BIO_MIN_LENGTH, 'bio-too-short'),
  z.maxLength(C.BIO_MAX_LENGTH, 'bio-too-long'),
  z.refine((v) => !hasMarkup(v) && isMostlyArabic(v, C.ARABIC_TEXT_MIN_RATIO), 'invalid-bio'),
);

export const about = requiredText().check(
  z.minLength(C.ABOUT_MIN_LENGTH, 'about-too-short'),
  z.maxLength(C.ABOUT_MAX_LENGTH, 'about-too-long'),
  z.refine((v) => !hasMarkup(v) && isMostlyArabic(v, C.ARABIC_TEXT_MIN_RATIO), 'invalid-about'),
);

/** Normalises an Egyptian mobile number to +201XXXXXXXXX, or returns null when it is not one. */
export const normalisePhone = (raw: string): string | null => {
  const digits = toAsciiDigits(raw).replace(/[\s\-().]/g, '');
  const national = digits.replace(/^(\+20|0020|20(?=1\d{9}$))/, '').replace(/^0/, '');
  return /^1[0125]\d{8}$/.test(national) ? `+20${national}` : null;
};

export const phone = z.pipe(
  requiredText(),
  z.transform((value: string, ctx) => {
    const normalised = normalisePhone(value);
    if (normalised === null) {
      ctx.issues.push({ code: 'custom', message: 'invalid-phone', input: value });
      return z.NEVER;
    }
    return normalised;
  }),
);

/** A birth year; `minAge` is 6 for learners and 18 for tutors. */
export const birthYear = (minAge: number = C.MIN_AGE_YEARS) =>
  integer().check(
    z.superRefine((year, ctx) => {
      const age = new Date().getUTCFullYear() - year;
      if (age < minAge) ctx.addIssue({ code: 'custom', message: 'birth-year-too-young' });
      else if (age > C.MAX_AGE_YEARS)
        ctx.addIssue({ code: 'custom', message: 'birth-year-too-old' });
    }),
  );

export const city = integer().check(z.refine((v) => governorateIds.includes(v), 'invalid-city'));
export const gender = z.literal([Gender.Male, Gender.Female], {
  error: missingOr('invalid-gender'),
});
export const englishLevel = z.literal(
  Object.values(EnglishLevel) as [EnglishLevelValue, ...EnglishLevelValue[]],
  { error: missingOr('invalid-english-level') },
);
export const notificationMethod = z.literal(
  [NotificationMethod.None, NotificationMethod.WhatsApp],
  { error: missingOr('invalid-value') },
);
export const job = text().check(z.trim(), z.maxLength(C.JOB_MAX_LENGTH, 'job-too-long'));
export const goal = text().check(z.trim(), z.maxLength(C.GOAL_MAX_LENGTH, 'goal-too-long'));

export const confirmationCode = z.pipe(
  z.pipe(requiredText(), z.transform(toAsciiDigits)),
  z
    .string()
    .check(
      z.regex(new RegExp(`^\\d{${C.VERIFICATION_CODE_LENGTH}}$`), 'invalid-confirmation-code'),
    ),
);
