import { expect } from 'vitest';
import { z } from 'zod/mini';
import type * as core from 'zod/v4/core';
import { firstIssueCode } from '../src/index.js';

/** The catalogue code of the first issue, or null when the input is accepted. */
export const codeOf = (schema: core.$ZodType, input: unknown): string | null => {
  const result = z.safeParse(schema, input);
  return result.success ? null : firstIssueCode(result.error);
};

/** Parses input that must be accepted and answers the parsed value. */
export const parsed = <S extends core.$ZodType>(schema: S, input: unknown): core.output<S> => {
  const result = z.safeParse(schema, input);
  expect(result.error?.issues ?? []).toEqual([]);
  if (!result.success) throw new Error('unreachable: the assertion above failed');
  return result.data;
};
