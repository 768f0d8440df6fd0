/**
 * Signed bearer tokens: payload id, iat, exp (unix seconds, SPEC §3), lifetime 7 days; plus the
 * account's token version (`v`) and when the session began (`sa`), so a password change or "sign out
 * everywhere" ends older tokens and refreshing cannot stretch a session for ever.
 */
import { SignJWT, jwtVerify } from 'jose';
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
 * tenth of a signed-in read's CPU (issue 15's profile). What a token may still do is decided per
 * request from the account (its token version and state), never from this memory.
 */
const VERIFIED_KEPT = 10_000;

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
      try {
        const { payload } = await jwtVerify(value, key, { algorithms: ['HS256'] });
        if (!isInteger(payload.id) || !isInteger(payload.iat) || !isInteger(payload.exp))
          return null;
        const claims = {
          userId: payload.id,
          version: isInteger(payload.v) ? payload.v : 0,
          sessionStart: isInteger(payload.sa) ? payload.sa : payload.iat,
        };
        remember(value, claims, payload.exp * 1000);
        return claims;
      } catch {
        return null;
      }
    },
  };
};

/** The token of an `Authorization: Bearer <token>` header. */
export const bearerToken = (header: string | string[] | undefined): string | null => {
  const value = Array.isArray(header) ? header[0] : header;
  const match = value?.match(/^Bearer\s+(\S+)$/i);
  return match?.[1] ?? null;
};
