/** An answer with a known catalogue code becomes a typed error; anything else passes through (SPEC §8). */
import {
  isErrorCode,
  type DetailedErrorCode,
  type ErrorCode,
  type ErrorDetails,
} from '@darsak/shared';

export class ApiError extends Error {
  constructor(
    readonly code: ErrorCode,
    readonly status: number,
    message: string,
    readonly details: Record<string, unknown> = {},
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export const isApiError = (error: unknown): error is ApiError => error instanceof ApiError;

/**
 * The typed details of a failed call whose answer has `code`. Their shape is declared once in
 * shared (error-details.ts) and the server can attach no other; the schemas stay out of the
 * browser's first load.
 */
export const errorDetailsOf = <C extends DetailedErrorCode>(
  code: C,
  error: unknown,
): ErrorDetails<C> | null =>
  isApiError(error) && error.code === code ? (error.details as ErrorDetails<C>) : null;

/** SPEC §6: a 401, or the code forbidden, means the session is no longer valid. */
export const isAuthFailure = (error: unknown): boolean =>
  isApiError(error) && (error.status === 401 || error.code === 'forbidden');

/** The thing asked for does not exist (or is not to be seen): asking again will not change that. */
export const isNotFound = (error: unknown): boolean => isApiError(error) && error.status === 404;

/**
 * Whether asking again may succeed: no connection, a timeout, a busy or failing server. An answer
 * that refuses the request (4xx) stays the same however often it is asked.
 */
export const isRetryable = (error: unknown): boolean =>
  !isApiError(error) || error.status >= 500 || error.status === 408 || error.status === 429;

/** Turns a failed response into an ApiError when its body carries a catalogue code. */
export const toApiError = async (response: Response): Promise<Error> => {
  const body = (await response.json().catch(() => null)) as {
    code?: unknown;
    message?: unknown;
  } | null;
  if (body && isErrorCode(body.code)) {
    const { code, message, ...details } = body;
    return new ApiError(code as ErrorCode, response.status, String(message ?? code), details);
  }
  return new Error(`Request failed with status ${response.status}`);
};
