import { describe, expect, it } from 'vitest';
import {
  ApiError,
  HttpStatusError,
  isNotFound,
  isRetryable,
  retryQuery,
  toApiError,
} from '../src/api-error.js';
import { createQueryClient } from '../src/react/session.js';

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

describe('the query layer asks again once, only where that may help', () => {
  it('not after a refusal: not found, forbidden, invalid, signed out, too many requests', async () => {
    for (const [status, code] of [
      [404, 'lesson-not-found'],
      [403, 'forbidden'],
      [400, 'bad-request'],
      [401, 'unauthenticated'],
      [422, 'unverified-email'],
      [429, 'too-many-requests'],
    ] as const)
      expect(retryQuery(0, await answer(status, code)), `${status}`).toBe(false);
    expect(
      retryQuery(0, await toApiError(new Response('<h1>Not found</h1>', { status: 404 }))),
    ).toBe(false);
  });

  it('once after no answer or a server fault, and no more', async () => {
    expect(retryQuery(0, new TypeError('Failed to fetch'))).toBe(true);
    expect(retryQuery(0, await answer(503, 'service-unavailable'))).toBe(true);
    expect(retryQuery(0, new HttpStatusError(502))).toBe(true);
    expect(retryQuery(1, new TypeError('Failed to fetch'))).toBe(false);
    expect(retryQuery(1, await answer(503, 'service-unavailable'))).toBe(false);
  });

  it('is what the app’s query client does: a missing lesson is asked for once', async () => {
    const client = createQueryClient();
    client.setDefaultOptions({
      queries: { ...client.getDefaultOptions().queries, retryDelay: 0 },
    });
    /** How many times a query that always fails with `status` is asked. */
    const asked = async (status: number, code: string) => {
      let calls = 0;
      await expect(
        client.fetchQuery({
          queryKey: ['lesson', status],
          queryFn: async () => {
            calls += 1;
            throw await answer(status, code);
          },
        }),
      ).rejects.toBeInstanceOf(ApiError);
      return calls;
    };
    expect(await asked(404, 'lesson-not-found')).toBe(1);
    expect(await asked(503, 'service-unavailable')).toBe(2);
  });

  it('an answer without a catalogue code keeps its status', async () => {
    const error = await toApiError(new Response('<h1>Not found</h1>', { status: 404 }));
    expect(error).toBeInstanceOf(HttpStatusError);
    expect(isNotFound(error)).toBe(true);
    expect(isRetryable(error)).toBe(false);
  });
});
