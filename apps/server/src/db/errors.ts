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

/** True when the error is a check violation of the named constraint (a trigger may raise one too). */
export const isCheckViolation = (error: unknown, constraint: string): boolean => {
  const found = pgError(error);
  return found?.code === '23514' && (found.constraint ?? found.constraint_name) === constraint;
};

/** True when the error is a foreign-key violation (a row others still refer to). */
export const isForeignKeyViolation = (error: unknown): boolean => pgError(error)?.code === '23503';

/**
 * The catalogue code of a database error the client caused (a value the database cannot hold, a
 * rule it breaks), or undefined for a fault of the server's own. The schemas refuse such values
 * first; this is the last line, so they answer 4xx and not 500.
 */
export const clientFaultCode = (
  error: unknown,
): 'bad-request' | 'invalid-value' | 'illegal' | undefined => {
  const code = pgError(error)?.code;
  if (!code) return undefined;
  // Class 22: data exceptions (a value out of range, a NUL byte, text that is not a number).
  if (code.startsWith('22')) return 'bad-request';
  if (code === '23514' || code === '23502') return 'invalid-value';
  if (code === '23505' || code === '23503' || code === '23P01') return 'illegal';
  return undefined;
};
