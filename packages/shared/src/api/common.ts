/** Shapes every domain uses: dates, tokens, pages. Dates travel as ISO 8601 strings. */
import { z } from 'zod/mini';

export const isoDateTime = z
  .string()
  .register(z.globalRegistry, { description: 'ISO 8601 date-time' });

export const token = z.object({ type: z.literal('bearer'), value: z.string() });
export type Token = z.infer<typeof token>;

/** A page of a paged list. */
export const page = <T extends z.ZodMiniType>(item: T) =>
  z.object({ list: z.array(item), total: z.int() });
export type Page<T> = { list: T[]; total: number };
