/** Recognising constraint violations so services can answer with a catalogue code. */

type PgError = { code?: string; constraint?: string; constraint_name?: string; cause?: unknown };

const pgError = (error: unknown): PgError | undefined => {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && current && typeof current === 'object'; depth += 1) {
    const candidate = current as PgError;
    if (typeof candidate.code === 'string' && /^[0-9A-Z]{5}$/.test(candidate.code))
      return candidate;
    current = candidate.cause;
  }
  return undefined;
};

/** True when the error is a unique violation, of the named constraint when one is given. */
export const isUniqueViolation = (error: unknown, constraint?: string): boolean => {
  const found = pgError(error);
  if (found?.code !== '23505') return false;
  return !constraint || (found.constraint ?? found.constraint_name) === constraint;
};

/** True when the error is an exclusion-constraint violation (overlapping ranges). */
export const isExclusionViolation = (error: unknown, constraint?: string): boolean => {
  const found = pgError(error);
  if (found?.code !== '23P01') return false;
  return !constraint || (found.constraint ?? found.constraint_name) === constraint;
};

/** True when the error is a foreign-key violation (a row others still refer to). */
export const isForeignKeyViolation = (error: unknown): boolean => pgError(error)?.code === '23503';
