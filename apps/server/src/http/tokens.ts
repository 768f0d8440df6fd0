/**
 * Signed bearer tokens: payload id, iat, exp (unix seconds), lifetime 7 days; plus the
 * account's token version (`v`) and when the session began (`sa`), so a password change or "sign out
 * everywhere" ends older tokens and refreshing cannot stretch a session for ever.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { SignJWT } from 'jose';
import { TOKEN_LIFETIME_SECONDS, type Token } from '@darsak/shared';

export type TokenClaims = {
  userId: number;
  /** The account's token version when the token was issued. */
  version: number;
  /** Unix seconds of the sign-in this token descends from by refreshes. */
  sessionStart: number;
};

export type Tokens = {
  /** A new session's token, or a refreshed one carrying the session's start. */
  sign: (userId: number, version: number, sessionStart?: number) => Promise<Token>;
  /** The claims of a valid, unexpired token, or null. */
  verify: (value: string) => Promise<TokenClaims | null>;
};

const isInteger = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value);

/**
 * Tokens already found valid, kept until they expire: checking the signature again cost about a
 * tenth of a signed-in read's CPU when profiled. What a token may still do is decided per
 * request from the account (its token version and state), never from this memory.
 */
const VERIFIED_KEPT = 10_000;

const decodePart = (part: string): Record<string, unknown> | null => {
  try {
    const value: unknown = JSON.parse(Buffer.from(part, 'base64url').toString('utf8'));
    return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
};

/**
 * The payload of a compact HS256 token whose signature is the HMAC-SHA256 of its first two parts
 * under `key`, written in canonical base64url, or null. Checked synchronously with node:crypto: the
 * WebCrypto path (an async job and a key import per call) cost about a sixth of the CPU of a
 * request bearing a token not seen before (decision 033). Expiry is checked by the caller.
 */
const verifiedPayload = (value: string, key: Uint8Array): Record<string, unknown> | null => {
  const parts = value.split('.');
  if (parts.length !== 3) return null;
  const [header, payload, signature] = parts as [string, string, string];
  const expected = createHmac('sha256', key).update(`${header}.${payload}`).digest('base64url');
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, Buffer.from(expected)))
    return null;
  if (decodePart(header)?.alg !== 'HS256') return null;
  return decodePart(payload);
};

export const createTokens = (secret: string): Tokens => {
  const key = new TextEncoder().encode(secret);
  const verified = new Map<string, { claims: TokenClaims; expiresAt: number }>();
  const remember = (value: string, claims: TokenClaims, expiresAt: number) => {
    if (verified.size >= VERIFIED_KEPT) verified.delete(verified.keys().next().value!);
    verified.set(value, { claims, expiresAt });
  };
  return {
    sign: async (userId, version, sessionStart) => {
      const iat = Math.floor(Date.now() / 1000);
      const value = await new SignJWT({ id: userId, v: version, sa: sessionStart ?? iat })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setIssuedAt(iat)
        .setExpirationTime(iat + TOKEN_LIFETIME_SECONDS)
        .sign(key);
      return { type: 'bearer', value };
    },
    verify: async (value) => {
      const known = verified.get(value);
      if (known) {
        if (Date.now() < known.expiresAt) return known.claims;
        verified.delete(value);
        return null;
      }
      const payload = verifiedPayload(value, key);
      if (!payload || !isInteger(payload.id) || !isInteger(payload.iat) || !isInteger(payload.exp))
        return null;
      if (payload.exp * 1000 <= Date.now()) return null;
      const claims = {
        userId: payload.id,
        version: isInteger(payload.v) ? payload.v : 0,
        sessionStart: isInteger(payload.sa) ? payload.sa : payload.iat,
      };
      remember(value, claims, payload.exp * 1000);
      return claims;
    },
  };
};

/** The token of an `Authorization: Bearer <token>` header. */
export const bearerToken = (header: string | string[] | undefined): string | null => {
  const value = Array.isArray(header) ? header[0] : header;
  const match = value?.match(/^Bearer\s+(\S+)$/i);
  return match?.[1] ?? null;
};
