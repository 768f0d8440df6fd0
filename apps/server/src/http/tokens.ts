/** Signed bearer tokens: payload id, iat, exp (unix seconds), lifetime 7 days (SPEC §3). */
import { SignJWT, jwtVerify } from 'jose';
import { TOKEN_LIFETIME_SECONDS, type Token } from '@darsak/shared';

export type Tokens = {
  sign: (userId: number) => Promise<Token>;
  /** The user id of a valid, unexpired token, or null. */
  verify: (value: string) => Promise<number | null>;
};

export const createTokens = (secret: string): Tokens => {
  const key = new TextEncoder().encode(secret);
  return {
    sign: async (userId) => {
      const iat = Math.floor(Date.now() / 1000);
      const value = await new SignJWT({ id: userId })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setIssuedAt(iat)
        .setExpirationTime(iat + TOKEN_LIFETIME_SECONDS)
        .sign(key);
      return { type: 'bearer', value };
    },
    verify: async (value) => {
      try {
        const { payload } = await jwtVerify(value, key, { algorithms: ['HS256'] });
        return typeof payload.id === 'number' && Number.isInteger(payload.id) ? payload.id : null;
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
