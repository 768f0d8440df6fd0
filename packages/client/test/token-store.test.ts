import { describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS, type Token } from '@darsak/shared';
import { createTokenStore, type KeyValueStorage } from '../src/token-store.js';

const memory = (): KeyValueStorage & { data: Map<string, string> } => {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (k) => data.get(k) ?? null,
    setItem: (k, v) => void data.set(k, v),
    removeItem: (k) => void data.delete(k),
  };
};

const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
const tokenFor = (id: number, iat: number, exp: number): Token => ({
  type: 'bearer',
  value: `${encode({ alg: 'HS256' })}.${encode({ id, iat, exp })}.signature`,
});

const now = Date.UTC(2026, 10, 22, 12) / 1000;
const day = 24 * 60 * 60;
const clock = () => now * 1000;

describe('token store', () => {
  it('re-reads a persisted token at start', () => {
    const storage = memory();
    storage.setItem(STORAGE_KEYS.token, JSON.stringify(tokenFor(7, now, now + 7 * day)));
    const store = createTokenStore(storage, clock);
    expect(store.state()).toBe('present');
    expect(store.payload()?.id).toBe(7);
  });

  it('treats a token whose exp is before now as expired and offers no valid token', () => {
    const storage = memory();
    storage.setItem(STORAGE_KEYS.token, JSON.stringify(tokenFor(7, now - 8 * day, now - 1)));
    const store = createTokenStore(storage, clock);
    expect(store.state()).toBe('expired');
    expect(store.valid()).toBeNull();
  });

  it('clearing removes the token and the cached user from memory and storage', () => {
    const storage = memory();
    storage.setItem(STORAGE_KEYS.user, '{}');
    const store = createTokenStore(storage, clock);
    store.set(tokenFor(1, now, now + day));
    store.clear();
    expect(store.state()).toBe('none');
    expect(storage.data.size).toBe(0);
  });

  it('ignores garbage in storage', () => {
    const storage = memory();
    storage.setItem(STORAGE_KEYS.token, 'not json');
    expect(createTokenStore(storage, clock).state()).toBe('none');
  });

  it('refreshes only inside the 2-day window, one request at a time, and not again after a failure', async () => {
    const store = createTokenStore(memory(), clock);
    store.set(tokenFor(1, now, now + 3 * day));
    const refresh = vi.fn(async () => tokenFor(1, now, now + 7 * day));
    await store.refreshIfDue(refresh);
    expect(refresh).not.toHaveBeenCalled();

    store.set(tokenFor(1, now - 5 * day, now + 2 * day));
    let release!: (t: Token) => void;
    const slow = vi.fn(() => new Promise<Token>((resolve) => (release = resolve)));
    const first = store.refreshIfDue(slow);
    await store.refreshIfDue(slow);
    expect(slow).toHaveBeenCalledTimes(1);
    release(tokenFor(1, now, now + 7 * day));
    await first;
    expect(store.payload()?.exp).toBe(now + 7 * day);

    store.set(tokenFor(1, now - 6 * day, now + day));
    const failing = vi.fn(async () => {
      throw new Error('down');
    });
    await store.refreshIfDue(failing);
    await store.refreshIfDue(failing);
    expect(failing).toHaveBeenCalledTimes(1);
  });
});
