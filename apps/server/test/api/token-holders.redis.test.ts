/**
 * What a token's account says (its token version, role and deactivation) is kept in memory by each
 * server process (decision 034): a change made through one process holds in the other as soon as
 * the change is answered, with no wait. Runs where REDIS_URL is set (vitest.config.ts).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { api, Role } from '@darsak/shared';
import type { Harness } from '../harness.js';
import { redisPair } from '../redis-pair.js';
import { expectError } from '../support.js';

const me = (h: Harness, token: string) => h.call(api.currentUser, { token });
const users = (h: Harness, token: string) =>
  h.call(api.listUsers, { token, query: { page: 1, size: 10 } });

describe('token checks kept in memory across server processes (Redis)', () => {
  const pair = redisPair('tokens');
  let a: Harness;
  let b: Harness;
  beforeAll(() => {
    ({ a, b } = pair);
  });

  it('refuses a token ended through one process at once in both', async () => {
    const { token } = await a.account();
    // Both processes have checked the token, so both keep its account.
    expect((await me(a, token.value)).status).toBe(200);
    expect((await me(b, token.value)).status).toBe(200);
    expect((await a.call(api.signOutEverywhere, { token: token.value })).status).toBe(204);
    expectError(await me(a, token.value), 'unauthenticated');
    expectError(await me(b, token.value), 'unauthenticated');
  });

  it('refuses a deactivated account in the other process, and accepts it again once restored', async () => {
    const { user, token } = await a.account();
    const admin = await a.account({ role: Role.RegularAdmin });
    expect((await me(b, token.value)).status).toBe(200);
    const off = await a.call(api.updateUser, {
      token: admin.token.value,
      params: { id: user.id },
      body: { active: false },
    });
    expect(off.status).toBe(200);
    expectError(await me(b, token.value), 'unauthenticated');
    // A deactivation ends the tokens; restoring the account lets a new one work everywhere.
    const fresh = await b.ctx.tokens.sign(user.id, 1);
    expectError(await me(b, fresh.value), 'unauthenticated');
    await a.call(api.updateUser, {
      token: admin.token.value,
      params: { id: user.id },
      body: { active: true },
    });
    expect((await me(b, fresh.value)).status).toBe(200);
  });

  it('sees a role change made through the other process', async () => {
    const { user, token } = await a.account();
    const superAdmin = await a.account({ role: Role.SuperAdmin });
    expectError(await users(b, token.value), 'forbidden');
    const changed = await a.call(api.updateUser, {
      token: superAdmin.token.value,
      params: { id: user.id },
      body: { role: Role.RegularAdmin },
    });
    expect(changed.status).toBe(200);
    expect((await users(b, token.value)).status).toBe(200);
    await b.call(api.updateUser, {
      token: superAdmin.token.value,
      params: { id: user.id },
      body: { role: Role.Student },
    });
    expectError(await users(a, token.value), 'forbidden');
  });
});
