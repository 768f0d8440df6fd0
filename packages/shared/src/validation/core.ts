/** Building blocks of every rule: text, integers, ids, dates, paging, and reading the first issue. */
import { z } from 'zod/mini';
import type * as core from 'zod/v4/core';
import * as C from '../constants.js';
import type { ValidationCode } from '../errors.js';
import { MAX_ID } from '../ids.js';
import { toAsciiDigits } from './text.js';

export type Code = ValidationCode | 'invalid-phone' | 'api-invalid-user-name';

export const isMissing = (iss: { input?: unknown }): boolean =>
  iss.input === undefined || iss.input === null;
export const missingOrType = (iss: { input?: unknown }): Code =>
  isMissing(iss) ? 'required' : 'invalid-type';
/** An enumerated field: missing answers `required`, any other wrong value the field's own code. */
export const missingOr =
  (code: Code) =>
  (iss: { input?: unknown }): Code =>
    isMissing(iss) ? 'required' : code;

/** What classic zod's `z.preprocess` answers: a pipe from a transform into `S`, typed as `S` in objects. */
export type Preprocess<S extends core.$ZodType> = z.ZodMiniType<
  core.output<S>,
  unknown,
  core.$ZodPreprocessInternals<S>
>;
/** Runs `fn` on the input, then `schema` on its result (zod mini has no `preprocess`). */
export const preprocess = <S extends core.$ZodType>(
  fn: (value: unknown) => unknown,
  schema: S,
): Preprocess<S> => z.pipe(z.transform(fn), schema) as unknown as Preprocess<S>;

/** A refinement whose test is a type guard narrows the output type, as classic zod's `.refine` does. */
export const refineTo = <S extends z.ZodMiniType, R extends core.output<S>>(
  schema: S,
  guard: (value: core.output<S>) => value is R,
  error: Code,
) => schema.check(z.refine(guard, error)) as S & z.ZodMiniType<R, core.input<S>>;

/**
 * Control characters a person never types; a NUL byte cannot even be stored. Tab, line feed and
 * carriage return stay allowed in multi-line text. Half of a surrogate pair alone is no character
 * at all: the database would store it as U+FFFD, not as sent.
 */
const isControlCharacter = (char: string): boolean => {
  const code = char.codePointAt(0)!;
  return (
    code <= 8 ||
    code === 11 ||
    code === 12 ||
    (code >= 14 && code <= 31) ||
    code === 127 ||
    (code >= 0xd800 && code <= 0xdfff)
  );
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
export const INT4_MAX = MAX_ID;
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

/** An ISO 8601 date (`2030-01-31`) or date-time (`2030-01-31T10:00:00Z`); a date alone means midnight UTC. */
const isoDateTime =
  /^(\d{4})-(\d{2})-(\d{2})(?:T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,3})?)?(?:Z|[+-]\d{2}:\d{2}))?$/;
export const isIsoDateTime = (value: string): boolean => {
  const match = isoDateTime.exec(value);
  if (!match || Number.isNaN(Date.parse(value))) return false;
  const [year, month, day] = match.slice(1, 4).map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
};

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

/** A calendar date, `YYYY-MM-DD`, that exists. */
export const localDate = requiredText().check(
  z.refine((v) => /^\d{4}-\d{2}-\d{2}$/.test(v) && isIsoDateTime(v), 'invalid-value'),
);

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

/** Page and size of a paged request (docs/product/README.md#lists). */
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
