/**
 * An answer with a known catalogue code becomes a typed error; anything else passes through
 * (docs/product/README.md#errors).
 */
import {
  isErrorCode,
  QUERY_RETRY,
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

/** An answer without a catalogue code (a proxy's page, a gateway's error): its status is kept. */
export class HttpStatusError extends Error {
  constructor(readonly status: number) {
    super(`Request failed with status ${status}`);
    this.name = 'HttpStatusError';
  }
}

/** The status of the answer a call failed with; undefined when no answer came (no connection). */
const statusOf = (error: unknown): number | undefined =>
  isApiError(error) || error instanceof HttpStatusError ? error.status : undefined;

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

/**
 * A 401, or the code forbidden, means the session is no longer valid
 * (docs/product/README.md#errors).
 */
export const isAuthFailure = (error: unknown): boolean =>
  isApiError(error) && (error.status === 401 || error.code === 'forbidden');

/** The thing asked for does not exist (or is not to be seen): asking again will not change that. */
export const isNotFound = (error: unknown): boolean => statusOf(error) === 404;

/**
 * Whether asking again may succeed, so a person is offered to: no connection, a timeout, a busy or
 * failing server. An answer that refuses the request (4xx) stays the same however often it is asked.
 */
export const isRetryable = (error: unknown): boolean => {
  const status = statusOf(error);
  return status === undefined || status >= 500 || status === 408 || status === 429;
};

/**
 * The query layer's own retry (docs/product/README.md#errors): once more, and only where the
 * failure may pass by itself: no answer (the network) or a server fault (5xx). A refusal (4xx: not
 * found, forbidden, invalid, signed out, too many requests) is not asked again.
 */
export const retryQuery = (failures: number, error: unknown): boolean => {
  const status = statusOf(error);
  return failures < QUERY_RETRY && (status === undefined || status >= 500);
};

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
  return new HttpStatusError(response.status);
};
