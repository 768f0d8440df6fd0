/**
 * The validation rules of SPEC §5 as zod schemas whose issue messages are catalogue codes.
 * Built with zod's tree-shakable mini API: each chained check of the classic API is a `.check(...)`
 * entry here, in the same order, so every input answers the same first issue.
 */
import { z } from 'zod/mini';
import type * as core from 'zod/v4/core';
import * as C from '../constants.js';
import {
  Bank,
  EnglishLevel,
  Gender,
  NotificationMethod,
  WithdrawMethod,
  type EnglishLevel as EnglishLevelValue,
} from '../enums.js';
import { governorateIds } from '../governorates.js';
import type { ValidationCode } from '../errors.js';
import { MAX_ID } from '../ids.js';
import { collapseSpaces, hasMarkup, isArabicOnly, isMostlyArabic, toAsciiDigits } from './text.js';

type Code = ValidationCode | 'invalid-phone' | 'api-invalid-user-name';

const isMissing = (iss: { input?: unknown }): boolean =>
  iss.input === undefined || iss.input === null;
const missingOrType = (iss: { input?: unknown }): Code =>
  isMissing(iss) ? 'required' : 'invalid-type';
/** An enumerated field: missing answers `required`, any other wrong value the field's own code. */
const missingOr =
  (code: Code) =>
  (iss: { input?: unknown }): Code =>
    isMissing(iss) ? 'required' : code;

/** What classic zod's `z.preprocess` answers: a pipe from a transform into `S`, typed as `S` in objects. */
type Preprocess<S extends core.$ZodType> = z.ZodMiniType<
  core.output<S>,
  unknown,
  core.$ZodPreprocessInternals<S>
>;
/** Runs `fn` on the input, then `schema` on its result (zod mini has no `preprocess`). */
const preprocess = <S extends core.$ZodType>(
  fn: (value: unknown) => unknown,
  schema: S,
): Preprocess<S> => z.pipe(z.transform(fn), schema) as unknown as Preprocess<S>;

/** A refinement whose test is a type guard narrows the output type, as classic zod's `.refine` does. */
const refineTo = <S extends z.ZodMiniType, R extends core.output<S>>(
  schema: S,
  guard: (value: core.output<S>) => value is R,
  error: Code,
) => schema.check(z.refine(guard, error)) as S & z.ZodMiniType<R, core.input<S>>;

/**
 * Control characters a person never types; a NUL byte cannot even be stored. Tab, line feed and
 * carriage return stay allowed in multi-line text.
 */
const isControlCharacter = (char: string): boolean => {
  const code = char.charCodeAt(0);
  return code <= 8 || code === 11 || code === 12 || (code >= 14 && code <= 31) || code === 127;
};
const hasNoControlCharacters = (value: string): boolean => {
  for (const char of value) if (isControlCharacter(char)) return false;
  return true;
};
const withoutControlCharacters = (value: string): string =>
  Array.from(value)
    .filter((char) => !isControlCharacter(char))
    .join('');

/**
 * A string field: missing answers `required`, a non-string `invalid-type`, control characters
 * `invalid-characters`.
 */
export const text = () =>
  z.string({ error: missingOrType }).check(z.refine(hasNoControlCharacters, 'invalid-characters'));
/** A string that must not be blank. */
export const requiredText = () => text().check(z.trim(), z.minLength(1, 'required'));
/** The bounds of a PostgreSQL integer column: a value beyond them cannot be stored. */
const INT4_MIN = -2_147_483_648;
/** Ids are integer columns too (ids.ts): the same upper bound. */
const INT4_MAX = MAX_ID;
/** An integer field, within what an integer column holds. */
export const integer = () =>
  z
    .number({ error: missingOrType })
    .check(
      z.int('invalid-type'),
      z.minimum(INT4_MIN, 'invalid-value'),
      z.maximum(INT4_MAX, 'invalid-value'),
    );
/**
 * Ids come as numbers in bodies and as text in paths and queries. Converted by hand rather than
 * coerced, so a missing id still answers `required` (coercion turns it into NaN, an invalid type).
 */
const idFromText = (value: unknown): unknown =>
  typeof value === 'string' ? (value.trim() === '' ? undefined : Number(value)) : value;
export const id = () =>
  preprocess(
    idFromText,
    z
      .number({ error: missingOrType })
      .check(
        z.int('invalid-type'),
        z.positive('invalid-value'),
        z.maximum(MAX_ID, 'invalid-value'),
      ),
  );

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
  z
    .string()
    .check(
      z.minLength(C.NAME_MIN_LENGTH, 'name-too-short'),
      z.maxLength(C.NAME_MAX_LENGTH, 'name-too-long'),
      z.regex(namePattern, 'invalid-name'),
      z.refine(twoParts, 'api-invalid-user-name'),
    ),
);

/** A tutor's name, shown to students in Arabic (SPEC §5). */
export const tutorName = z.pipe(name, z.string().check(z.refine(isArabicOnly, 'name-not-arabic')));

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

export const noticePeriod = integer().check(
  z.minimum(0, 'invalid-notice-period'),
  z.maximum(C.NOTICE_PERIOD_MAX_MINUTES, 'notice-period-too-long'),
);

/** A withdrawal amount in piasters (SPEC §5: 100 to 50,000 EGP). */
export const withdrawalAmount = integer().check(
  z.positive('amount-not-positive'),
  z.minimum(C.WITHDRAWAL_MIN_PIASTERS, 'amount-below-min'),
  z.maximum(C.WITHDRAWAL_MAX_PIASTERS, 'amount-above-max'),
);

/** Bounds of an amount range, in piasters: neither negative (SPEC §5: a zero limit exists), minimum not above maximum. */
export const amountBounds = z
  .object({
    min: integer().check(z.nonnegative('amount-not-positive')),
    max: integer().check(z.nonnegative('amount-not-positive')),
  })
  .check(z.refine((v) => v.min <= v.max, { error: 'min-above-max', path: ['min'] }));

export const ratingValue = integer().check(
  z.minimum(C.RATING_MIN, 'rating-too-low'),
  z.maximum(C.RATING_MAX, 'rating-too-high'),
);
export const ratingText = text().check(
  z.trim(),
  z.minLength(C.RATING_TEXT_MIN_LENGTH, 'rating-text-too-short'),
  z.maxLength(C.RATING_TEXT_MAX_LENGTH, 'rating-text-too-long'),
  z.refine((v) => !hasMarkup(v), 'invalid-markup'),
);

/** Interview feedback and note (SPEC §5). */
export const interviewNote = text().check(
  z.trim(),
  z.minLength(C.INTERVIEW_NOTE_MIN_LENGTH, 'note-too-short'),
  z.maxLength(C.INTERVIEW_NOTE_MAX_LENGTH, 'note-too-long'),
  z.refine((v) => !hasMarkup(v), 'invalid-markup'),
);
export const interviewLevel = integer().check(
  z.minimum(EnglishLevel.Beginner, 'interview-level-too-low'),
  z.maximum(EnglishLevel.Mastery, 'interview-level-too-high'),
);

export const messageText = text().check(
  z.trim(),
  z.minLength(1, 'message-too-short'),
  z.maxLength(C.MESSAGE_TEXT_MAX_LENGTH, 'message-too-long'),
  z.refine((v) => !hasMarkup(v), 'invalid-markup'),
);

export const topicName = z.pipe(
  z.pipe(text(), z.transform(collapseSpaces)),
  z
    .string()
    .check(
      z.minLength(C.TOPIC_NAME_MIN_LENGTH, 'topic-name-too-short'),
      z.maxLength(C.TOPIC_NAME_MAX_LENGTH, 'topic-name-too-long'),
    ),
);

export const contactRequest = z.object({
  title: text().check(
    z.trim(),
    z.minLength(C.CONTACT_TITLE_MIN_LENGTH, 'contact-title-too-short'),
    z.maxLength(C.CONTACT_TITLE_MAX_LENGTH, 'contact-title-too-long'),
  ),
  message: text().check(
    z.trim(),
    z.minLength(C.CONTACT_MESSAGE_MIN_LENGTH, 'contact-message-too-short'),
    z.maxLength(C.CONTACT_MESSAGE_MAX_LENGTH, 'contact-message-too-long'),
    z.refine((v) => !hasMarkup(v), 'invalid-markup'),
  ),
});

export const weeklyMinutes = integer().check(
  z.minimum(C.PLAN_WEEKLY_MINUTES_MIN, 'weekly-minutes-out-of-range'),
  z.maximum(C.PLAN_WEEKLY_MINUTES_MAX, 'weekly-minutes-out-of-range'),
);
/** A price in piasters, within what an integer column holds. */
export const price = z
  .number({ error: missingOrType })
  .check(z.int('invalid-price'), z.positive('invalid-price'), z.maximum(INT4_MAX, 'invalid-price'));
export const discountPercent = z
  .number({ error: missingOrType })
  .check(
    z.minimum(0, 'discount-out-of-range'),
    z.maximum(C.PLAN_DISCOUNT_MAX_PERCENT, 'discount-out-of-range'),
  );

export const couponCode = requiredText().check(
  z.toUpperCase(),
  z.regex(/^[A-Z0-9_-]{3,20}$/, 'invalid-coupon-code'),
);
export const couponDiscount = z.number({ error: missingOrType }).check(
  z.refine((v) => v !== 0, 'zero-discount'),
  z.refine((v) => v > 0, 'invalid-value'),
  z.refine((v) => v <= C.COUPON_DISCOUNT_MAX_PERCENT, 'discount-too-high'),
);
/** An ISO 8601 date (`2030-01-31`) or date-time (`2030-01-31T10:00:00Z`); a date alone means midnight UTC. */
const isoDateTime =
  /^(\d{4})-(\d{2})-(\d{2})(?:T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,3})?)?(?:Z|[+-]\d{2}:\d{2}))?$/;
const isIsoDateTime = (value: string): boolean => {
  const match = isoDateTime.exec(value);
  if (!match || Number.isNaN(Date.parse(value))) return false;
  const [year, month, day] = match.slice(1, 4).map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
};
export const couponExpiry = requiredText().check(
  z.refine(isIsoDateTime, 'invalid-expiry'),
  z.refine((v) => Date.parse(v) > Date.now(), 'expiry-in-past'),
);

export const invoiceNote = text().check(
  z.trim(),
  z.minLength(1, 'invoice-note-empty'),
  z.maxLength(C.INVOICE_NOTE_MAX_LENGTH, 'invoice-note-too-long'),
  z.refine((v) => !hasMarkup(v), 'invoice-note-invalid'),
);
export const instantPaymentAddress = requiredText().check(
  z.toLowerCase(),
  z.regex(/^[a-z0-9._-]{3,}@instapay$/, 'invalid-instant-payment-address'),
);
export const bankName = refineTo(
  text().check(z.trim(), z.minLength(1, 'bank-name-empty')),
  (v): v is Bank => (Object.values(Bank) as string[]).includes(v),
  'invalid-bank-name',
);
export const bankAccountNumber = z.pipe(
  z.pipe(requiredText(), z.transform(toAsciiDigits)),
  z.string().check(z.regex(/^\d{10,29}$/, 'invalid-bank-account')),
);
export const withdrawMethod = z.literal(
  [WithdrawMethod.Wallet, WithdrawMethod.Bank, WithdrawMethod.InstantPayment],
  { error: missingOr('invalid-withdraw-method') },
);

export const cardCvv = z.pipe(
  z.pipe(requiredText(), z.transform(toAsciiDigits)),
  z.string().check(z.regex(/^\d{3,4}$/, 'invalid-cvv')),
);

/**
 * Reads a form's text input as a number before a numeric rule; blank means missing. Arabic-Indic
 * digits read as their Western twins (decision 008).
 */
export const fromText = <T extends core.$ZodType>(schema: T) =>
  preprocess(
    (value) =>
      value === '' || value === null || value === undefined
        ? undefined
        : Number(typeof value === 'string' ? toAsciiDigits(value.trim()) : value),
    schema,
  );

/** Reads a form's optional text input: blank becomes undefined. */
export const optionalText = <T extends core.$ZodType>(schema: T) =>
  preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
    z.optional(schema),
  );

/** An instant as an ISO 8601 date-time with a zone (`2030-01-31T10:00:00Z`, `...+02:00`), read as a Date. */
export const instant = z.pipe(
  requiredText().check(z.refine((v) => v.includes('T') && isIsoDateTime(v), 'invalid-value')),
  z.transform((v) => new Date(v)),
);

/** A lesson starts on a quarter hour (SPEC §4: free time in 15-minute steps). */
export const lessonStart = z.pipe(
  instant,
  z
    .date()
    .check(z.refine((d) => d.getTime() % (C.SLOT_STEP_MINUTES * 60_000) === 0, 'invalid-value')),
);

/** Lesson length: 15 or 30 minutes (SPEC §3). */
export const lessonDuration = z.literal([...C.LESSON_DURATIONS], {
  error: missingOr('invalid-value'),
});

/** A weekday, Sunday 0 to Saturday 6 (SPEC §3). */
export const weekday = z.literal([0, 1, 2, 3, 4, 5, 6], { error: missingOr('invalid-value') });

/** Minutes from local midnight, on a quarter hour, 0 to 1440. */
export const minuteOfDay = integer().check(
  z.minimum(0, 'invalid-value'),
  z.maximum(C.MINUTES_PER_DAY, 'invalid-value'),
  z.refine((v) => v % C.SLOT_STEP_MINUTES === 0, 'invalid-value'),
);

/** A calendar date, `YYYY-MM-DD`, that exists. */
export const localDate = requiredText().check(
  z.refine((v) => /^\d{4}-\d{2}-\d{2}$/.test(v) && isIsoDateTime(v), 'invalid-value'),
);

/** A tutor's hourly rate in piasters. */
export const hourlyRate = integer().check(z.positive('invalid-price'));

/**
 * Free text to search by: control characters are dropped rather than refused (a search box should
 * not fail), the rest trimmed and bounded.
 */
export const searchQuery = z.pipe(
  z.pipe(
    z.string({ error: 'invalid-value' }),
    z.transform((value: string) => withoutControlCharacters(value).trim()),
  ),
  z.string().check(z.maxLength(100, 'invalid-value')),
);

/** Page and size of a paged request (SPEC §7: default size 10). */
export const pageQuery = z.object({
  page: z._default(
    z.coerce
      .number({ error: 'invalid-value' })
      .check(z.int('invalid-value'), z.minimum(1, 'invalid-value')),
    1,
  ),
  size: z._default(
    z.coerce
      .number({ error: 'invalid-value' })
      .check(
        z.int('invalid-value'),
        z.minimum(1, 'invalid-value'),
        z.maximum(C.MAX_PAGE_SIZE, 'invalid-value'),
      ),
    C.DEFAULT_PAGE_SIZE,
  ),
});

/** The catalogue code of the first problem in a failed parse (from either zod API). */
export const firstIssueCode = (error: {
  readonly issues: readonly { readonly message: string }[];
}): string => {
  const message = error.issues[0]?.message;
  return message && /^[a-z][a-z-]*$/.test(message) ? message : 'bad-request';
};
export * from './rules/onboarding.js';
