import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, decodeToken, Role, TOKEN_LIFETIME_SECONDS } from '@darsak/shared';
import { users } from '../../src/db/schema.js';
import { startHarness, TEST_PASSWORD, type Harness } from '../harness.js';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(() => h.close());

describe('POST /api/v1/auth/password', () => {
  it('answers the user and a bearer token whose payload holds id, iat and exp 7 days later', async () => {
    const { user } = await h.account({ email: 'sara@example.com' });
    const res = await h.call(api.signIn, {
      body: { email: 'Sara@Example.com', password: TEST_PASSWORD },
    });
    expect(res.status).toBe(200);
    expect(res.body.user.id).toBe(user.id);
    expect(res.body.token.type).toBe('bearer');
    const payload = decodeToken(res.body.token.value);
    expect(payload?.id).toBe(user.id);
    expect(payload!.exp - payload!.iat).toBe(TOKEN_LIFETIME_SECONDS);
  });

  it('answers wrong-password for a wrong password and for an unknown email', async () => {
    await h.account({ email: 'omar@example.com' });
    const wrong = await h.call(api.signIn, {
      body: { email: 'omar@example.com', password: 'nope12345' },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toEqual({ code: 'wrong-password', message: expect.any(String) });
    const unknown = await h.call(api.signIn, {
      body: { email: 'nobody@example.com', password: 'nope12345' },
    });
    expect(unknown.body.code).toBe('wrong-password');
  });

  it('answers no-password for an account that signs in with Google', async () => {
    const { user } = await h.account({ email: 'google@example.com' });
    const { updateUserRow } = await import('../../src/modules/users/repository.js');
    await updateUserRow(h.ctx.db, user.id, { passwordHash: null, googleSubject: 'g-1' });
    const res = await h.call(api.signIn, {
      body: { email: 'google@example.com', password: 'whatever1' },
    });
    expect(res.body.code).toBe('no-password');
  });

  it('names the rule that failed', async () => {
    const res = await h.call(api.signIn, { body: { email: 'not-an-email', password: 'x' } });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('invalid-email');
    const missing = await h.call(api.signIn, { body: { email: 'a@example.com' } as never });
    expect(missing.status).toBe(400);
    expect(missing.body.code).toBe('required');
  });
});

describe('POST /api/v1/auth/refresh-token', () => {
  it('gives a new token for a signed-in user', async () => {
    const { token, user } = await h.account();
    const res = await h.call(api.refreshToken, { token: token.value });
    expect(res.status).toBe(200);
    expect(decodeToken(res.body.value)?.id).toBe(user.id);
  });

  it('gives a token that signs the user in, for every role', async () => {
    for (const role of Object.values(Role)) {
      const { token, user } = await h.account({ role });
      const res = await h.call(api.refreshToken, { token: token.value });
      const current = await h.call(api.currentUser, { token: res.body.value });
      expect(current.body).toMatchObject({ id: user.id, role });
    }
  });

  it('answers unauthenticated for the token of a deleted user', async () => {
    const { token, user } = await h.account();
    await h.ctx.db.delete(users).where(eq(users.id, user.id));
    const res = await h.call(api.refreshToken, { token: token.value });
    expect(res.status).toBe(401);
    expect(res.body.code).toBe('unauthenticated');
  });

  it('answers unauthenticated without a token or with a forged one', async () => {
    expect((await h.call(api.refreshToken)).body.code).toBe('unauthenticated');
    const forged = await h.call(api.refreshToken, { token: 'a.b.c' });
    expect(forged.status).toBe(401);
    expect(forged.body.code).toBe('unauthenticated');
  });
});

describe('access by role', () => {
  it('answers forbidden when a student lists users', async () => {
    const { token } = await h.account({ role: Role.Student });
    const res = await h.call(api.listUsers, { token: token.value });
    expect(res.status).toBe(403);
    expect(res.body.code).toBe('forbidden');
  });
});
