import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { exportJWK, generateKeyPair, SignJWT, type CryptoKey, type JWTPayload } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, decodeToken, PlanPeriod, Role } from '@darsak/shared';
import { tutors, users } from '../../src/db/schema.js';
import { startHarness, TEST_PASSWORD, type Harness } from '../harness.js';
import { expectError } from '../support.js';

const CLIENT_ID = 'darsak-test.apps.googleusercontent.com';
const KID = 'test-key-1';

let h: Harness;
let jwks: Server;
let privateKey: CryptoKey;
let strangerKey: CryptoKey;
let jwksRequests = 0;

beforeAll(async () => {
  const pair = await generateKeyPair('RS256');
  privateKey = pair.privateKey;
  strangerKey = (await generateKeyPair('RS256')).privateKey;
  const publicJwk = { ...(await exportJWK(pair.publicKey)), kid: KID, alg: 'RS256', use: 'sig' };
  jwks = createServer((request, response) => {
    jwksRequests += 1;
    if (request.url !== '/oauth2/v3/certs') {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(JSON.stringify({ keys: [publicJwk] }));
  });
  await new Promise<void>((resolve) => jwks.listen(0, '127.0.0.1', resolve));
  const { port } = jwks.address() as AddressInfo;
  h = await startHarness({
    GOOGLE_CLIENT_ID: CLIENT_ID,
    GOOGLE_JWKS_URL: `http://127.0.0.1:${port}/oauth2/v3/certs`,
  });
});
afterAll(async () => {
  await h.close();
  await new Promise((resolve) => jwks.close(resolve));
});

let seq = 0;
type TokenOptions = {
  claims?: JWTPayload;
  audience?: string;
  issuer?: string;
  expiresAt?: number;
  key?: CryptoKey;
  kid?: string;
  subject?: string;
};
const idToken = ({
  claims = {},
  audience = CLIENT_ID,
  issuer = 'https://accounts.google.com',
  expiresAt,
  key = privateKey,
  kid = KID,
  subject,
}: TokenOptions = {}) => {
  seq += 1;
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({
    email: `google${seq}-${Date.now()}@gmail.com`,
    email_verified: true,
    name: 'Laila Mostafa',
    ...claims,
  })
    .setProtectedHeader({ alg: 'RS256', kid })
    .setSubject(subject ?? `sub-${seq}-${Date.now()}`)
    .setIssuer(issuer)
    .setAudience(audience)
    .setIssuedAt(now - 60)
    .setExpirationTime(expiresAt ?? now + 3600)
    .sign(key);
};
const signIn = (token: string, role?: 3 | 4) =>
  h.call(api.signInWithGoogle, { body: { idToken: token, ...(role ? { role } : {}) } });
const userRow = async (id: number) =>
  (await h.ctx.db.select().from(users).where(eq(users.id, id)))[0]!;

describe('POST /api/v1/auth/google', () => {
  it('creates a student for a new Google account, then signs the same account in again', async () => {
    const email = `new-${Date.now()}@gmail.com`;
    const token = await idToken({
      claims: { email: email.toUpperCase() },
      subject: 'google-new-1',
    });
    const res = await signIn(token);
    expect(res.status).toBe(200);
    expect(res.body.user).toMatchObject({
      name: 'Laila Mostafa',
      email,
      role: Role.Student,
      verifiedEmail: true,
      hasPassword: false,
      student: { englishLevel: null, goal: null, tourDone: false },
    });
    expect(decodeToken(res.body.token.value)?.id).toBe(res.body.user.id);
    expect((await userRow(res.body.user.id)).googleSubject).toBe('google-new-1');
    // A new student starts on the free trial, as with a password registration.
    const subscriptions = await h.call(api.userSubscriptions, { token: res.body.token.value });
    expect(subscriptions.body.active).toMatchObject({
      period: PlanPeriod.FreeTrial,
      planId: null,
      active: true,
    });

    // Known by its subject, even after the Google account's email changed.
    const again = await signIn(
      await idToken({ claims: { email: `changed-${email}` }, subject: 'google-new-1' }),
    );
    expect(again.body.user.id).toBe(res.body.user.id);
    const count = await h.ctx.db.select().from(users).where(eq(users.email, email));
    expect(count).toHaveLength(1);
    // The account has no password: password sign-in says so.
    expectError(
      await h.call(api.signIn, { body: { email, password: 'anything1' } }),
      'no-password',
    );
  });

  it('creates a tutor when asked, and accepts the issuer without https', async () => {
    const res = await signIn(
      await idToken({ issuer: 'accounts.google.com', claims: { name: 'هالة محمود' } }),
      Role.Tutor,
    );
    expect(res.status).toBe(200);
    expect(res.body.user).toMatchObject({ role: Role.Tutor, name: 'هالة محمود', student: null });
    const rows = await h.ctx.db.select().from(tutors).where(eq(tutors.userId, res.body.user.id));
    expect(rows).toHaveLength(1);
    const subscriptions = await h.call(api.userSubscriptions, { token: res.body.token.value });
    expect(subscriptions.body.history).toEqual([]);
  });

  it('names a new user after the email when Google gives no name, and keeps an unverified email unverified', async () => {
    const res = await signIn(
      await idToken({
        claims: {
          name: undefined,
          email: `karim.adel${Date.now()}@gmail.com`,
          email_verified: false,
        },
      }),
    );
    expect(res.status).toBe(200);
    expect(res.body.user.name).toMatch(/^karim\.adel\d+$/);
    expect(res.body.user.verifiedEmail).toBe(false);
  });

  it('links an existing account by its verified email and verifies that email', async () => {
    const me = await h.account({ verifiedEmail: false });
    const res = await signIn(
      await idToken({ claims: { email: me.user.email }, subject: `link-${me.user.id}` }),
    );
    expect(res.status).toBe(200);
    expect(res.body.user).toMatchObject({ id: me.user.id, verifiedEmail: true, hasPassword: true });
    expect((await userRow(me.user.id)).googleSubject).toBe(`link-${me.user.id}`);
    // The password still works.
    const byPassword = await h.call(api.signIn, {
      body: { email: me.user.email, password: TEST_PASSWORD },
    });
    expect(byPassword.status).toBe(200);
  });

  it('answers user-exists when the email of an existing account is not verified by Google', async () => {
    const me = await h.account();
    const res = await signIn(
      await idToken({ claims: { email: me.user.email, email_verified: false } }),
    );
    expectError(res, 'user-exists');
    expect((await userRow(me.user.id)).googleSubject).toBeNull();
  });

  it.each<[string, () => Promise<string>]>([
    ['another audience', () => idToken({ audience: 'someone-else.apps.googleusercontent.com' })],
    ['another issuer', () => idToken({ issuer: 'https://evil.example.com' })],
    ['an expired token', () => idToken({ expiresAt: Math.floor(Date.now() / 1000) - 600 })],
    ['a key Google did not publish', () => idToken({ key: strangerKey })],
    ['an unknown key id', () => idToken({ kid: 'other-key' })],
    ['no email', () => idToken({ claims: { email: undefined } })],
    ['a token that is not a JWT', async () => 'not-a-token'],
    [
      'an HS256 token',
      () =>
        new SignJWT({ email: 'x@gmail.com', email_verified: true })
          .setProtectedHeader({ alg: 'HS256' })
          .setSubject('hs')
          .setIssuer('https://accounts.google.com')
          .setAudience(CLIENT_ID)
          .setExpirationTime('1h')
          .sign(new TextEncoder().encode('a-shared-secret-that-nobody-should-accept')),
    ],
  ])('answers invalid-id-token for %s', async (_label, make) => {
    const before = await h.ctx.db.select({ id: users.id }).from(users);
    expectError(await signIn(await make()), 'invalid-id-token');
    const after = await h.ctx.db.select({ id: users.id }).from(users);
    expect(after).toHaveLength(before.length);
  });

  it('fetched the keys from the configured address', () => {
    expect(jwksRequests).toBeGreaterThan(0);
  });

  it('validates the body', async () => {
    expectError(await h.call(api.signInWithGoogle, { body: {} as never }), 'required');
    expectError(await h.call(api.signInWithGoogle, { body: { idToken: '  ' } }), 'required');
    expectError(
      await h.call(api.signInWithGoogle, {
        body: { idToken: await idToken(), role: Role.SuperAdmin as never },
      }),
      'invalid-value',
    );
  });

  it('tells the apps the Google client id', async () => {
    const res = await h.call(api.config);
    expect(res.body.googleClientId).toBe(CLIENT_ID);
  });
});

describe('Google sign-in without configuration', () => {
  it('answers service-unavailable', async () => {
    const bare = await startHarness();
    try {
      expectError(
        await bare.call(api.signInWithGoogle, { body: { idToken: await idToken() } }),
        'service-unavailable',
      );
      expect((await bare.call(api.config)).body.googleClientId).toBeNull();
    } finally {
      await bare.close();
    }
  });
});
