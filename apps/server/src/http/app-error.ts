/** The one error type of the server: a catalogue code, its HTTP status, and developer text. */
import { errorStatus, type ErrorCode } from '@darsak/shared';

export class AppError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  /** Extra fields the answer carries beside code and message (e.g. the lessons a change would cancel). */
  readonly details: Record<string, unknown> | undefined;

  constructor(code: ErrorCode, message?: string, details?: Record<string, unknown>) {
    super(message ?? code);
    this.code = code;
    this.status = errorStatus[code];
    this.details = details;
  }
}

export const isAppError = (error: unknown): error is AppError => error instanceof AppError;
