/**
 * Reading the signed token's payload on the client (docs/product/accounts.md#tokens). The server
 * verifies; this only decodes.
 */
import { TOKEN_REFRESH_WINDOW_MS } from './constants.js';

export type TokenPayload = { id: number; iat: number; exp: number };

const decodeBase64Url = (segment: string): string => {
  const base64 = segment.replace(/-/g, '+').replace(/_/g, '/');
  const padded = base64 + '='.repeat((4 - (base64.length % 4)) % 4);
  const binary = atob(padded);
  const bytes = Uint8Array.from(binary, (c) => c.charCodeAt(0));
  return new TextDecoder().decode(bytes);
};

/** The payload of a three-part token, or null when it is not one. */
export const decodeToken = (value: string): TokenPayload | null => {
  const parts = value.split('.');
  if (parts.length !== 3 || !parts[1]) return null;
  try {
    const payload = JSON.parse(decodeBase64Url(parts[1])) as Partial<TokenPayload>;
    if (
      typeof payload.id !== 'number' ||
      typeof payload.iat !== 'number' ||
      typeof payload.exp !== 'number'
    ) {
      return null;
    }
    return { id: payload.id, iat: payload.iat, exp: payload.exp };
  } catch {
    return null;
  }
};

/** Expired means exp is earlier than the current UTC time. */
export const isTokenExpired = (payload: TokenPayload, nowMs: number = Date.now()): boolean =>
  payload.exp * 1000 < nowMs;

/** A token is refreshed when it expires within the refresh window (2 days). */
export const needsRefresh = (payload: TokenPayload, nowMs: number = Date.now()): boolean =>
  !isTokenExpired(payload, nowMs) && payload.exp * 1000 - nowMs <= TOKEN_REFRESH_WINDOW_MS;
