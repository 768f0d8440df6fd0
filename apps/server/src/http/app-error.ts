/** The one error type of the server: a catalogue code, its HTTP status, and developer text. */
import { errorStatus, type DetailsOf, type ErrorCode } from '@darsak/shared';

export class AppError<C extends ErrorCode = ErrorCode> extends Error {
  readonly code: C;
  readonly status: number;
  /**
   * Extra fields the answer carries beside code and message (e.g. the lessons a change would
   * cancel); their shape per code is defined once in shared (error-details.ts).
   */
  readonly details: Record<string, unknown> | undefined;

  constructor(code: C, message?: string, details?: DetailsOf<C>) {
    super(message ?? code);
    this.code = code;
    this.status = errorStatus[code];
    this.details = details;
  }
}

export const isAppError = (error: unknown): error is AppError => error instanceof AppError;
