/**
 * The auth token: persisted, re-read at start, refreshed inside the 2-day window
 * (docs/product/accounts.md#tokens).
 */
import {
  decodeToken,
  isTokenExpired,
  needsRefresh,
  STORAGE_KEYS,
  type Token,
  type TokenPayload,
} from '@darsak/shared';

export type TokenState = 'none' | 'present' | 'expired';
export type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export type TokenStore = {
  /** The token when present and unexpired. */
  valid: () => Token | null;
  state: () => TokenState;
  payload: () => TokenPayload | null;
  set: (token: Token) => void;
  clear: () => void;
  subscribe: (listener: () => void) => () => void;
  /**
   * Refreshes the token when it expires within 2 days: one request at a time, none while one is
   * pending, and none after a failure (until a new token is set).
   */
  refreshIfDue: (refresh: (token: Token) => Promise<Token>) => Promise<void>;
};

const read = (storage: KeyValueStorage): Token | null => {
  try {
    const raw = storage.getItem(STORAGE_KEYS.token);
    const parsed = raw ? (JSON.parse(raw) as Partial<Token>) : null;
    return parsed?.type === 'bearer' && typeof parsed.value === 'string'
      ? { type: 'bearer', value: parsed.value }
      : null;
  } catch {
    return null;
  }
};

export const createTokenStore = (
  storage: KeyValueStorage,
  now: () => number = Date.now,
): TokenStore => {
  let token = read(storage);
  let pending = false;
  let failed = false;
  const listeners = new Set<() => void>();
  const notify = () => listeners.forEach((listener) => listener());
  const payload = () => (token ? decodeToken(token.value) : null);

  const store: TokenStore = {
    payload,
    state: () => {
      const p = payload();
      if (!token || !p) return 'none';
      return isTokenExpired(p, now()) ? 'expired' : 'present';
    },
    valid: () => (store.state() === 'present' ? token : null),
    set: (next) => {
      token = next;
      failed = false;
      storage.setItem(STORAGE_KEYS.token, JSON.stringify(next));
      notify();
    },
    clear: () => {
      token = null;
      failed = false;
      storage.removeItem(STORAGE_KEYS.token);
      storage.removeItem(STORAGE_KEYS.user);
      notify();
    },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    refreshIfDue: async (refresh) => {
      const current = store.valid();
      const p = payload();
      if (!current || !p || pending || failed || !needsRefresh(p, now())) return;
      pending = true;
      try {
        store.set(await refresh(current));
      } catch {
        failed = true;
      } finally {
        pending = false;
      }
    },
  };
  return store;
};
