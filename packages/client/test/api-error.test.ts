import { describe, expect, it } from 'vitest';
import { ApiError, isNotFound, isRetryable, toApiError } from '../src/api-error.js';

const answer = (status: number, code: string) =>
  toApiError(new Response(JSON.stringify({ code, message: code }), { status }));

describe('which failures a retry can fix', () => {
  it('a not-found answer is not found and not worth asking again', async () => {
    const error = await answer(404, 'lesson-not-found');
    expect(isNotFound(error)).toBe(true);
    expect(isRetryable(error)).toBe(false);
  });

  it('refusals stay refusals; timeouts, rate limits and server faults may pass later', async () => {
    expect(isRetryable(await answer(400, 'bad-request'))).toBe(false);
    expect(isRetryable(await answer(422, 'unverified-email'))).toBe(false);
    expect(isRetryable(await answer(408, 'unexpected'))).toBe(true);
    expect(isRetryable(await answer(429, 'too-many-requests'))).toBe(true);
    expect(isRetryable(await answer(503, 'service-unavailable'))).toBe(true);
    expect(isNotFound(await answer(503, 'service-unavailable'))).toBe(false);
  });

  it('a request that never reached the server may be tried again', () => {
    expect(isRetryable(new TypeError('Failed to fetch'))).toBe(true);
    expect(isNotFound(new TypeError('Failed to fetch'))).toBe(false);
    expect(isRetryable(new ApiError('unexpected', 500, 'boom'))).toBe(true);
  });
});
