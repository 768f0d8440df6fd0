/**
 * The fields some error answers carry beside `code` and `message`, defined once per code: the
 * server can only attach these shapes, and the apps read them typed instead of casting.
 */
import { z } from 'zod/mini';
import type { ErrorCode } from '../errors.js';
import type { AckCode } from '../realtime/index.js';
import { lesson } from '../lessons/entities.js';

/** Built when first asked for, so the schemas never reach a bundle that does not read them. */
export const errorDetailsSchemas = () =>
  ({
    /**
     * A schedule change that would move or cancel booked lessons
     * (docs/product/lessons.md#schedule-changes).
     */
    'conflicting-lessons': z.object({ lessons: z.array(lesson), canConfirm: z.boolean() }),
    /**
     * An intro video outside the allowed length: the bounds, to say so
     * (docs/product/onboarding.md#intro-video).
     */
    'short-video-dur': z.object({ minSeconds: z.int(), maxSeconds: z.int() }),
    'long-video-dur': z.object({ minSeconds: z.int(), maxSeconds: z.int() }),
    /** A step that may be tried again later (a new intro video or interview): from when. */
    illegal: z.object({ reapplyAt: z.optional(z.string()) }),
    /** A limit was met: how long until asking again can succeed. */
    'too-many-requests': z.object({ retryAfterSeconds: z.int() }),
  }) satisfies Partial<Record<ErrorCode, z.ZodMiniType>>;

type Schemas = ReturnType<typeof errorDetailsSchemas>;
export type DetailedErrorCode = keyof Schemas;
export type ErrorDetails<C extends DetailedErrorCode> = z.infer<Schemas[C]>;
export const isDetailedErrorCode = (code: string): code is DetailedErrorCode =>
  code in errorDetailsSchemas();
/**
 * A refusal that also answers a socket event may name the acknowledgement code it maps to; the
 * realtime layer reads it.
 */
export type AckDetails = { ack: AckCode };
/** What an error with code `C` may carry: its defined shape, or the ack code of a socket refusal. */
export type DetailsOf<C extends ErrorCode> = C extends DetailedErrorCode
  ? ErrorDetails<C>
  : AckDetails;

/**
 * The typed details of an error answer when it has `code` and its fields match the shape;
 * otherwise null (an older server, or another error).
 */
export const readErrorDetails = <C extends DetailedErrorCode>(
  code: C,
  error: { code: string; details?: unknown },
): ErrorDetails<C> | null => {
  if (error.code !== code) return null;
  const parsed = errorDetailsSchemas()[code].safeParse(error.details);
  return parsed.success ? (parsed.data as ErrorDetails<C>) : null;
};
