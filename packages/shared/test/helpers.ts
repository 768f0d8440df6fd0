import { expect } from 'vitest';
import type { z } from 'zod';
import { firstIssueCode } from '../src/index.js';

/** The catalogue code of the first issue, or null when the input is accepted. */
export const codeOf = (schema: z.ZodType, input: unknown): string | null => {
  const result = schema.safeParse(input);
  return result.success ? null : firstIssueCode(result.error);
};

/** Parses input that must be accepted and answers the parsed value. */
export const parsed = <S extends z.ZodType>(schema: S, input: unknown): z.output<S> => {
  const result = schema.safeParse(input);
  expect(result.error?.issues ?? []).toEqual([]);
  if (!result.success) throw new Error('unreachable: the assertion above failed');
  return result.data;
};
