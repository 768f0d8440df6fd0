/**
 * Tokens end when they should (docs/product/accounts.md#ending-sessions): a password change or
 * reset, a deactivation and "sign out everywhere" end every earlier token, and refreshing cannot
 * keep a session for ever.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { io as connect, type Socket } from 'socket.io-client';
import {
  api,
  RENEWED_TOKEN_HEADER,
  Role,
  SESSION_MAX_AGE_SECONDS,
  socketAuthorization,
} from '@darsak/shared';
import { eq } from 'drizzle-orm';
import { auditEntries } from '../../src/db/schema.js';
import { startHarness, TEST_PASSWORD, type Harness } from '../harness.js';
import { expectError, latestCode } from '../support.js';

let h: Harness;
let base: string;
beforeAll(async () => {
  h = await startHarness();
  await h.app.listen({ port: 0, host: '127.0.0.1' });
  const address = h.app.server.address();
  base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
});
afterAll(() => h.close());

const me = (token: string) => h.call(api.currentUser, { token });

const openSocket = (token: string) =>
  new Promise<Socket>((resolve, reject) => {
    const socket = connect(base, {
      path: '/socket.io',
      transports: ['websocket'],
      extraHeaders: { authorization: socketAuthorization(token) },
      reconnection: false,
    });
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', reject);
  });

const closed = (socket: Socket) =>
  new Promise<void>((resolve) => {
    if (socket.disconnected) resolve();
    else socket.once('disconnect', () => resolve());
  });

describe('a password change', () => {
  it('ends the tokens issued before it and renews the changer’s own', async () => {
    const { user, token } = await h.account();
    const other = await h.call(api.signIn, {
      body: { email: user.email, password: TEST_PASSWORD },
    });
    const socket = await openSocket(other.body.token.value);
    const res = await h.inject({
      method: 'PUT',
      url: `/api/v1/user/${user.id}`,
      headers: { authorization: `Bearer ${token.value}` },
      payload: { password: 'another99', currentPassword: TEST_PASSWORD },
    });
    expect(res.statusCode).toBe(200);
    const renewed = res.headers[RENEWED_TOKEN_HEADER];
    expect(typeof renewed).toBe('string');
    // Every earlier token is refused, on HTTP and on the socket; the renewed one works.
    expectError(await me(token.value), 'unauthenticated');
    expectError(await me(other.body.token.value), 'unauthenticated');
    await closed(socket);
    expect((await me(renewed as string)).status).toBe(200);
    await expect(openSocket(other.body.token.value)).rejects.toThrow('unauthenticated');
  });

  it('by an admin ends the user’s tokens and renews nobody’s', async () => {
    const { user, token } = await h.account();
    const admin = await h.account({ role: Role.SuperAdmin });
    const res = await h.inject({
      method: 'PUT',
      url: `/api/v1/user/${user.id}`,
      headers: { authorization: `Bearer ${admin.token.value}` },
      payload: { password: 'another99' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers[RENEWED_TOKEN_HEADER]).toBeUndefined();
    expectError(await me(token.value), 'unauthenticated');
    expect((await me(admin.token.value)).status).toBe(200);
  });
});

describe('a password reset', () => {
  it('ends every earlier token', async () => {
    const { user, token } = await h.account();
    await h.call(api.sendPasswordCode, { body: { email: user.email } });
    const code = await latestCode(h, user.email);
    const reset = await h.call(api.resetPassword, {
      body: { email: user.email, code, password: 'fresh12345' },
    });
    expect(reset.status).toBe(200);
    expectError(await me(token.value), 'unauthenticated');
    expect((await me(reset.body.token.value)).status).toBe(200);
  });
});

describe('deactivation by an admin', () => {
  it('ends the tokens, refuses sign-in, and restoring the account lets it sign in again', async () => {
    const { user, token } = await h.account();
    const admin = await h.account({ role: Role.RegularAdmin });
    // Checked once, the token's account is cached in memory: the deactivation must drop it.
    expect((await me(token.value)).status).toBe(200);
    const off = await h.call(api.updateUser, {
      token: admin.token.value,
      params: { id: user.id },
      body: { active: false },
    });
    expect(off.status).toBe(200);
    expect(off.body.active).toBe(false);
    expectError(await me(token.value), 'unauthenticated');
    expectError(
      await h.call(api.signIn, { body: { email: user.email, password: TEST_PASSWORD } }),
      'account-deactivated',
    );
    const on = await h.call(api.updateUser, {
      token: admin.token.value,
      params: { id: user.id },
      body: { active: true },
    });
    expect(on.body.active).toBe(true);
    const again = await h.call(api.signIn, {
      body: { email: user.email, password: TEST_PASSWORD },
    });
    expect(again.status).toBe(200);
  });

  it('a new role holds for the account’s tokens from the next request', async () => {
    const { user, token } = await h.account();
    const admin = await h.account({ role: Role.SuperAdmin });
    const users = () => h.call(api.listUsers, { token: token.value, query: {} });
    expectError(await users(), 'forbidden');
    await h.call(api.updateUser, {
      token: admin.token.value,
      params: { id: user.id },
      body: { role: Role.RegularAdmin },
    });
    expect((await users()).status).toBe(200);
  });

  it('is for admins about others only', async () => {
    const { user, token } = await h.account();
    expectError(
      await h.call(api.updateUser, {
        token: token.value,
        params: { id: user.id },
        body: { active: false },
      }),
      'forbidden',
    );
    const admin = await h.account({ role: Role.RegularAdmin });
    expectError(
      await h.call(api.updateUser, {
        token: admin.token.value,
        params: { id: admin.user.id },
        body: { active: false },
      }),
      'forbidden',
    );
  });
});

describe('POST /api/v1/auth/sign-out-everywhere', () => {
  it('ends every token of the user, this one included, and nobody else’s', async () => {
    const { user, token } = await h.account();
    const stranger = await h.account();
    const second = await h.call(api.signIn, {
      body: { email: user.email, password: TEST_PASSWORD },
    });
    const res = await h.call(api.signOutEverywhere, { token: token.value });
    expect(res.status).toBe(204);
    expectError(await me(token.value), 'unauthenticated');
    expectError(await me(second.body.token.value), 'unauthenticated');
    expect((await me(stranger.token.value)).status).toBe(200);
    const fresh = await h.call(api.signIn, {
      body: { email: user.email, password: TEST_PASSWORD },
    });
    expect((await me(fresh.body.token.value)).status).toBe(200);
    // Ending the account's sessions is in the audit log (decision 027).
    const entries = await h.ctx.db
      .select()
      .from(auditEntries)
      .where(eq(auditEntries.subjectId, user.id));
    expect(entries).toMatchObject([
      { actorId: user.id, action: 'user.sign-out-everywhere', subjectType: 'user' },
    ]);
  });

  it('needs a signed-in user', async () => {
    expectError(await h.call(api.signOutEverywhere), 'unauthenticated');
  });
});

describe('POST /api/v1/auth/refresh-token', () => {
  it('keeps the session’s start, and refuses a session older than the longest allowed', async () => {
    const { user } = await h.account();
    const now = Math.floor(Date.now() / 1000);
    const young = await h.ctx.tokens.sign(user.id, 0, now - SESSION_MAX_AGE_SECONDS + 3600);
    const refreshed = await h.call(api.refreshToken, { token: young.value });
    expect(refreshed.status).toBe(200);
    // The refreshed token carries the same start: refreshing it again is refused just as late.
    const claims = await h.ctx.tokens.verify(refreshed.body.value);
    expect(claims?.sessionStart).toBe(now - SESSION_MAX_AGE_SECONDS + 3600);

    const old = await h.ctx.tokens.sign(user.id, 0, now - SESSION_MAX_AGE_SECONDS - 60);
    expect((await me(old.value)).status).toBe(200);
    expectError(await h.call(api.refreshToken, { token: old.value }), 'unauthenticated');
  });
});
