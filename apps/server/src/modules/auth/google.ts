/** Verifies Google ID tokens against Google's published keys (the keys' address is configurable). */
import { createRemoteJWKSet, jwtVerify } from 'jose';

export type GoogleIdentity = {
  subject: string;
  email: string;
  emailVerified: boolean;
  name: string | null;
};

const issuers = ['accounts.google.com', 'https://accounts.google.com'];

/** Checks a Google ID token: the identity it vouches for, or null when it does not hold. */
export type GoogleVerifier = (idToken: string) => Promise<GoogleIdentity | null>;

export const createGoogleVerifier = (clientId: string, jwksUrl: string): GoogleVerifier => {
  const keys = createRemoteJWKSet(new URL(jwksUrl));
  return async (idToken: string): Promise<GoogleIdentity | null> => {
    try {
      const { payload } = await jwtVerify(idToken, keys, { issuer: issuers, audience: clientId });
      if (typeof payload.sub !== 'string' || typeof payload.email !== 'string') return null;
      return {
        subject: payload.sub,
        email: payload.email.toLowerCase(),
        emailVerified: payload.email_verified === true,
        name: typeof payload.name === 'string' ? payload.name : null,
      };
    } catch {
      return null;
    }
  };
};
