/** The validation rules of SPEC §5 as zod schemas whose issue messages are catalogue codes. */
import { z } from 'zod';
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

/** A string field: missing answers `required`, a non-string `invalid-type`. */
export const text = () => z.string({ error: missingOrType });
/** A string that must not be blank. */
export const requiredText = () => text().trim().min(1, 'required');
/** An integer field. */
export const integer = () => z.number({ error: missingOrType }).int('invalid-type');
/** Ids are PostgreSQL integers: a larger one can name nothing, so it is refused before any query. */
const MAX_ID = 2_147_483_647;
/**
 * Ids come as numbers in bodies and as text in paths and queries. Converted by hand rather than
 * coerced, so a missing id still answers `required` (coercion turns it into NaN, an invalid type).
 */
const idFromText = (value: unknown): unknown =>
  typeof value === 'string' ? (value.trim() === '' ? undefined : Number(value)) : value;
export const id = () =>
  z.preprocess(
    idFromText,
    z
      .number({ error: missingOrType })
      .int('invalid-type')
      .positive('invalid-value')
      .max(MAX_ID, 'invalid-value'),
  );

/** A password is taken exactly as typed: never trimmed, so surrounding spaces are refused too. */
export const password = text()
  .regex(/\S/, 'required')
  .min(C.PASSWORD_MIN_LENGTH, 'password-too-short')
  .max(C.PASSWORD_MAX_LENGTH, 'password-too-long')
  .regex(/\p{L}/u, 'password-needs-letter')
  .regex(/[0-9\u0660-\u0669]/, 'password-needs-digit')
  .regex(/^\S*$/, 'password-has-whitespace');

/** A new password with its confirmation; the confirmation must match. */
export const passwordWithConfirmation = z
  .object({ password, confirmPassword: text() })
  .refine((v) => v.password === v.confirmPassword, {
    message: 'password-mismatch',
    path: ['confirmPassword'],
  });

const emailPattern = /^[\w.-]+@([\w-]+\.)+[\w-]{2,4}$/;
export const email = requiredText().toLowerCase().regex(emailPattern, 'invalid-email');

const namePattern = /^[\p{L}\p{M}' -]+$/u;
const twoParts = (value: string) =>
  value.split(' ').filter((part) => part.length >= C.NAME_PART_MIN_LENGTH).length >= 2;

/** A person's name: two parts at least, letters only. */
export const name = requiredText()
  .transform(collapseSpaces)
  .pipe(
    z
      .string()
      .min(C.NAME_MIN_LENGTH, 'name-too-short')
      .max(C.NAME_MAX_LENGTH, 'name-too-long')
      .regex(namePattern, 'invalid-name')
      .refine(twoParts, 'api-invalid-user-name'),
  );

/** A tutor's name, shown to students in Arabic (SPEC §5). */
export const tutorName = name.pipe(z.string().refine(isArabicOnly, 'name-not-arabic'));

export const bio = text()
  .trim()
  .min(1, 'bio-empty')
  .min(C.BIO_MIN_LENGTH, 'bio-too-short')
  .max(C.BIO_MAX_LENGTH, 'bio-too-long')
  .refine((v) => !hasMarkup(v) && isMostlyArabic(v, C.ARABIC_TEXT_MIN_RATIO), 'invalid-bio');

export const about = requiredText()
  .min(C.ABOUT_MIN_LENGTH, 'about-too-short')
  .max(C.ABOUT_MAX_LENGTH, 'about-too-long')
  .refine((v) => !hasMarkup(v) && isMostlyArabic(v, C.ARABIC_TEXT_MIN_RATIO), 'invalid-about');

/** Normalises an Egyptian mobile number to +201XXXXXXXXX, or returns null when it is not one. */
export const normalisePhone = (raw: string): string | null => {
  const digits = toAsciiDigits(raw).replace(/[\s\-().]/g, '');
  const national = digits.replace(/^(\+20|0020|20(?=1\d{9}$))/, '').replace(/^0/, '');
  return /^1[0125]\d{8}$/.test(national) ? `+20${national}` : null;
};

export const phone = requiredText().transform((value, ctx) => {
  const normalised = normalisePhone(value);
  if (normalised === null) {
    ctx.issues.push({ code: 'custom', message: 'invalid-phone', input: value });
    return z.NEVER;
  }
  return normalised;
});

/** A birth year; `minAge` is 6 for learners and 18 for tutors. */
export const birthYear = (minAge: number = C.MIN_AGE_YEARS) =>
  integer().superRefine((year, ctx) => {
    const age = new Date().getUTCFullYear() - year;
    if (age < minAge) ctx.addIssue({ code: 'custom', message: 'birth-year-too-young' });
    else if (age > C.MAX_AGE_YEARS) ctx.addIssue({ code: 'custom', message: 'birth-year-too-old' });
  });

export const city = integer().refine((v) => governorateIds.includes(v), 'invalid-city');
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
export const job = text().trim().max(C.JOB_MAX_LENGTH, 'job-too-long');
export const goal = text().trim().max(C.GOAL_MAX_LENGTH, 'goal-too-long');

export const confirmationCode = requiredText()
  .transform(toAsciiDigits)
  .pipe(
    z
      .string()
      .regex(new RegExp(`^\\d{${C.VERIFICATION_CODE_LENGTH}}$`), 'invalid-confirmation-code'),
  );

export const noticePeriod = integer()
  .min(0, 'invalid-notice-period')
  .max(C.NOTICE_PERIOD_MAX_MINUTES, 'notice-period-too-long');

/** A withdrawal amount in piasters (SPEC §5: 100 to 50,000 EGP). */
export const withdrawalAmount = integer()
  .positive('amount-not-positive')
  .min(C.WITHDRAWAL_MIN_PIASTERS, 'amount-below-min')
  .max(C.WITHDRAWAL_MAX_PIASTERS, 'amount-above-max');

/** Bounds of an amount range, in piasters: neither negative (SPEC §5: a zero limit exists), minimum not above maximum. */
export const amountBounds = z
  .object({
    min: integer().nonnegative('amount-not-positive'),
    max: integer().nonnegative('amount-not-positive'),
  })
  .refine((v) => v.min <= v.max, { message: 'min-above-max', path: ['min'] });

export const ratingValue = integer()
  .min(C.RATING_MIN, 'rating-too-low')
  .max(C.RATING_MAX, 'rating-too-high');
export const ratingText = text()
  .trim()
  .min(C.RATING_TEXT_MIN_LENGTH, 'rating-text-too-short')
  .max(C.RATING_TEXT_MAX_LENGTH, 'rating-text-too-long')
  .refine((v) => !hasMarkup(v), 'invalid-markup');

/** Interview feedback and note (SPEC §5). */
export const interviewNote = text()
  .trim()
  .min(C.INTERVIEW_NOTE_MIN_LENGTH, 'note-too-short')
  .max(C.INTERVIEW_NOTE_MAX_LENGTH, 'note-too-long')
  .refine((v) => !hasMarkup(v), 'invalid-markup');
export const interviewLevel = integer()
  .min(EnglishLevel.Beginner, 'interview-level-too-low')
  .max(EnglishLevel.Mastery, 'interview-level-too-high');

export const messageText = text()
  .trim()
  .min(1, 'message-too-short')
  .max(C.MESSAGE_TEXT_MAX_LENGTH, 'message-too-long')
  .refine((v) => !hasMarkup(v), 'invalid-markup');

export const topicName = text()
  .transform(collapseSpaces)
  .pipe(
    z
      .string()
      .min(C.TOPIC_NAME_MIN_LENGTH, 'topic-name-too-short')
      .max(C.TOPIC_NAME_MAX_LENGTH, 'topic-name-too-long'),
  );

export const contactRequest = z.object({
  title: text()
    .trim()
    .min(C.CONTACT_TITLE_MIN_LENGTH, 'contact-title-too-short')
    .max(C.CONTACT_TITLE_MAX_LENGTH, 'contact-title-too-long'),
  message: text()
    .trim()
    .min(C.CONTACT_MESSAGE_MIN_LENGTH, 'contact-message-too-short')
    .max(C.CONTACT_MESSAGE_MAX_LENGTH, 'contact-message-too-long')
    .refine((v) => !hasMarkup(v), 'invalid-markup'),
});

export const weeklyMinutes = integer()
  .min(C.PLAN_WEEKLY_MINUTES_MIN, 'weekly-minutes-out-of-range')
  .max(C.PLAN_WEEKLY_MINUTES_MAX, 'weekly-minutes-out-of-range');
/** A price in piasters. */
export const price = z
  .number({ error: missingOrType })
  .int('invalid-price')
  .positive('invalid-price');
export const discountPercent = z
  .number({ error: missingOrType })
  .min(0, 'discount-out-of-range')
  .max(C.PLAN_DISCOUNT_MAX_PERCENT, 'discount-out-of-range');

export const couponCode = requiredText()
  .toUpperCase()
  .regex(/^[A-Z0-9_-]{3,20}$/, 'invalid-coupon-code');
export const couponDiscount = z
  .number({ error: missingOrType })
  .refine((v) => v !== 0, 'zero-discount')
  .refine((v) => v > 0, 'invalid-value')
  .refine((v) => v <= C.COUPON_DISCOUNT_MAX_PERCENT, 'discount-too-high');
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
export const couponExpiry = requiredText()
  .refine(isIsoDateTime, 'invalid-expiry')
  .refine((v) => Date.parse(v) > Date.now(), 'expiry-in-past');

export const invoiceNote = text()
  .trim()
  .min(1, 'invoice-note-empty')
  .max(C.INVOICE_NOTE_MAX_LENGTH, 'invoice-note-too-long')
  .refine((v) => !hasMarkup(v), 'invoice-note-invalid');
export const instantPaymentAddress = requiredText()
  .toLowerCase()
  .regex(/^[a-z0-9._-]{3,}@instapay$/, 'invalid-instant-payment-address');
export const bankName = text()
  .trim()
  .min(1, 'bank-name-empty')
  .refine((v): v is Bank => (Object.values(Bank) as string[]).includes(v), 'invalid-bank-name');
export const bankAccountNumber = requiredText()
  .transform(toAsciiDigits)
  .pipe(z.string().regex(/^\d{10,29}$/, 'invalid-bank-account'));
export const withdrawMethod = z.literal(
  [WithdrawMethod.Wallet, WithdrawMethod.Bank, WithdrawMethod.InstantPayment],
  { error: missingOr('invalid-withdraw-method') },
);

export const cardCvv = requiredText()
  .transform(toAsciiDigits)
  .pipe(z.string().regex(/^\d{3,4}$/, 'invalid-cvv'));

/** Reads a form's text input as a number before a numeric rule; blank means missing. */
export const fromText = <T extends z.ZodType>(schema: T) =>
  z.preprocess(
    (value) => (value === '' || value === null || value === undefined ? undefined : Number(value)),
    schema,
  );

/** Reads a form's optional text input: blank becomes undefined. */
export const optionalText = <T extends z.ZodType>(schema: T) =>
  z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
    schema.optional(),
  );

/** Page and size of a paged request (SPEC §7: default size 10). */
export const pageQuery = z.object({
  page: z.coerce
    .number({ error: 'invalid-value' })
    .int('invalid-value')
    .min(1, 'invalid-value')
    .default(1),
  size: z.coerce
    .number({ error: 'invalid-value' })
    .int('invalid-value')
    .min(1, 'invalid-value')
    .max(C.MAX_PAGE_SIZE, 'invalid-value')
    .default(C.DEFAULT_PAGE_SIZE),
});

/** The catalogue code of the first problem in a failed parse. */
export const firstIssueCode = (error: z.ZodError): string => {
  const message = error.issues[0]?.message;
  return message && /^[a-z][a-z-]*$/.test(message) ? message : 'bad-request';
};
