import { afterEach, describe, expect, it, vi } from 'vitest';
import { RENEWED_TOKEN_HEADER, routes, STORAGE_KEYS } from '@darsak/shared';
import { createApiClient } from '../src/http.js';
import { createTokenStore, type KeyValueStorage } from '../src/token-store.js';

const memory = (): KeyValueStorage => {
  const data = new Map<string, string>();
  return {
    getItem: (k) => data.get(k) ?? null,
    setItem: (k, v) => void data.set(k, v),
    removeItem: (k) => void data.delete(k),
  };
};
const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
const now = Math.floor(Date.now() / 1000);
const tokenValue = (iat: number) =>
  `${encode({ alg: 'HS256' })}.${encode({ id: 7, iat, exp: now + 7 * 86_400 })}.signature`;
const oldToken = tokenValue(now - 60);
const renewedToken = tokenValue(now);

const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json', ...headers },
  });
const refused = () => json(401, { code: 'unauthenticated', message: 'Token revoked' });

const setup = () => {
  const storage = memory();
  storage.setItem(STORAGE_KEYS.token, JSON.stringify({ type: 'bearer', value: oldToken }));
  const tokens = createTokenStore(storage);
  const onAuthFailure = vi.fn();
  const client = createApiClient({ baseUrl: 'http://api.test', tokens, onAuthFailure });
  return { client, tokens, onAuthFailure };
};

afterEach(() => vi.unstubAllGlobals());

describe('the API client during a password change', () => {
  it('asks again with the renewed token instead of signing out', async () => {
    // The server ends the old token (and this page's live connection, which asks who is signed
    // in) before the change's own answer, carrying the renewed token, arrives.
    let answerChange = (_: Response) => {};
    const fetch = vi.fn((_url: string, init: RequestInit) => {
      const authorization = (init.headers as Record<string, string>).authorization;
      if (init.method === 'PUT')
        return new Promise<Response>((resolve) => (answerChange = resolve));
      return Promise.resolve(
        authorization === `Bearer ${renewedToken}` ? json(200, { id: 7 }) : refused(),
      );
    });
    vi.stubGlobal('fetch', fetch);
    const { client, tokens, onAuthFailure } = setup();

    const change = client.call(routes.updateUser, {
      params: { id: 7 },
      body: { password: 'another99', currentPassword: 'secret123' },
    });
    const whoAmI = client.call(routes.currentUser);
    await vi.waitFor(() => expect(fetch).toHaveBeenCalledTimes(2));
    answerChange(json(200, { id: 7 }, { [RENEWED_TOKEN_HEADER]: renewedToken }));

    await expect(change).resolves.toEqual({ id: 7 });
    await expect(whoAmI).resolves.toEqual({ id: 7 });
    expect(onAuthFailure).not.toHaveBeenCalled();
    expect(tokens.valid()?.value).toBe(renewedToken);
  });

  it('still signs out when the current token itself is refused', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve(refused())),
    );
    const { client, onAuthFailure } = setup();
    await expect(client.call(routes.currentUser)).rejects.toMatchObject({
      code: 'unauthenticated',
    });
    expect(onAuthFailure).toHaveBeenCalledTimes(1);
  });
});
