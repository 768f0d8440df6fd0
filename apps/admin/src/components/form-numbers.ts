/**
 * Numbers typed into forms, read before the shared rules check them: Arabic-Indic digits and the
 * Arabic decimal separator are accepted, and pounds become the piasters the API stores
 * (docs/product/README.md#money).
 */
import { z } from 'zod/mini';
import type * as core from 'zod/v4/core';
import { toAsciiDigits, toPiasters, toPounds } from '@darsak/shared';

/** Blank is missing (undefined); anything else is a number, NaN when it is not one. */
export const numberFromText = (value: unknown): unknown => {
  if (typeof value !== 'string') return value;
  const text = toAsciiDigits(value.trim()).replace(/[٫,]/g, '.');
  return text === '' ? undefined : Number(text);
};

/** Runs `read` on the typed text, then `schema` on the result; typed as `schema`'s output. */
const reading = <S extends core.$ZodType>(read: (value: unknown) => unknown, schema: S) =>
  z.pipe(z.transform(read), schema) as unknown as z.ZodMiniType<core.output<S>, unknown>;

/** A number typed in a form, checked by a shared rule. */
export const numberText = <S extends core.$ZodType>(schema: S) => reading(numberFromText, schema);

const piastersFromText = (value: unknown): unknown => {
  const pounds = numberFromText(value);
  return typeof pounds === 'number' && Number.isFinite(pounds) ? toPiasters(pounds) : pounds;
};

/** An amount typed in pounds, checked in piasters by a shared rule. */
export const poundsText = <S extends core.$ZodType>(schema: S) => reading(piastersFromText, schema);

/** An optional amount in pounds: blank means none (null). */
export const optionalPoundsText = <S extends core.$ZodType>(schema: S) =>
  reading((value) => piastersFromText(value) ?? null, z.nullable(schema));

/** A piaster amount as a form shows it in pounds: 15000 -> "150", 12550 -> "125.5". */
export const asPoundsText = (piasters: number) => String(toPounds(piasters));
