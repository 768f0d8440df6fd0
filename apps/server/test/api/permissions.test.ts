/**
 * The permission matrix of decision 015, walked: every endpoint reserved to roles is classified, its
 * access holds exactly the staff roles of its capability, and calling it as every role answers
 * `forbidden` to exactly the roles the matrix and the endpoint leave out.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, endpointCapabilities, isAdminRole, roles, rolesFor, type Role } from '@darsak/shared';
import { startHarness, type Harness } from '../harness.js';

let h: Harness;
const tokens = new Map<Role, string>();
beforeAll(async () => {
  h = await startHarness();
  for (const role of roles) tokens.set(role, (await h.account({ role })).token.value);
});
afterAll(() => h.close());

/** The back-office roles in a list (tutor managers also hold every tutor-side endpoint). */
const staff = (list: readonly Role[]) => list.filter((role) => isAdminRole(role));
const restricted = Object.entries(api).filter(
  ([, endpoint]) => endpoint.access !== 'public' && endpoint.access !== 'user',
) as [string, (typeof api)[keyof typeof api]][];

/** A request that gets past routing: ids and names filled in. */
const urlOf = (path: string) => path.replace(/:[A-Za-z]+/g, '1');

describe('the permission matrix', () => {
  it('classifies every endpoint that staff roles may call', () => {
    const unclassified = restricted
      .filter(([, endpoint]) => staff(endpoint.access as readonly Role[]).length > 0)
      .map(([name]) => name)
      .filter((name) => !(name in endpointCapabilities));
    expect(unclassified).toEqual([]);
  });

  it('gives each endpoint exactly the staff roles of its capability', () => {
    for (const [name, capability] of Object.entries(endpointCapabilities)) {
      const endpoint = api[name as keyof typeof api];
      expect(staff(endpoint.access as readonly Role[]).sort(), name).toEqual(
        staff(rolesFor(capability)).sort(),
      );
    }
  });

  it('answers forbidden to exactly the roles left out, whatever they send', async () => {
    for (const [name, endpoint] of restricted) {
      const allowed = endpoint.access as readonly Role[];
      for (const role of roles) {
        const res = await h.inject({
          method: endpoint.method,
          url: urlOf(endpoint.path),
          headers: { authorization: `Bearer ${tokens.get(role)}` },
          ...(endpoint.method === 'GET' || endpoint.method === 'DELETE' ? {} : { payload: {} }),
        });
        const refused = res.statusCode === 403 && res.json().code === 'forbidden';
        if (!allowed.includes(role)) expect(refused, `${name} as role ${role}`).toBe(true);
        else expect(res.statusCode, `${name} as role ${role}`).not.toBe(401);
      }
      const anonymous = await h.inject({ method: endpoint.method, url: urlOf(endpoint.path) });
      expect(anonymous.statusCode, `${name} anonymously`).toBe(401);
    }
  });
});

describe('the audit log of account changes', () => {
  it('records an admin’s change to an account, before and after, without password hashes', async () => {
    const admin = await h.account({ role: roles[1]! });
    const someone = await h.account({ role: roles[3]! });
    const res = await h.call(api.updateUser, {
      params: { id: someone.user.id },
      body: { active: false, password: 'another123' },
      token: admin.token.value,
    });
    expect(res.status).toBe(200);
    const log = await h.call(api.listAudit, { token: tokens.get(roles[0]!)! });
    const entry = log.body.list.find(
      (e) => e.action === 'user.update' && e.subjectId === someone.user.id,
    );
    expect(entry).toMatchObject({
      actor: { id: admin.user.id },
      before: { deactivatedAt: null },
      after: { passwordHash: '(changed)', deactivatedAt: expect.any(String) },
    });
    expect(JSON.stringify(entry)).not.toMatch(/argon|\$2[aby]\$/);
  });
});
