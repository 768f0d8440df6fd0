/**
 * Invites (docs/product/back-office.md#invites, decision 027): admins manage links per source; an
 * account registered through one records its source and counts for it; the figures per invite and
 * per source.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, Role, sourceCodes } from '@darsak/shared';
import { transactions } from '../../src/db/schema.js';
import { startHarness, type Harness } from '../harness.js';
import { createPlan } from '../payment-fixtures.js';
import { expectError } from '../support.js';

let h: Harness;
let admin: string;
beforeAll(async () => {
  h = await startHarness();
  admin = (await h.account({ role: Role.RegularAdmin, gender: 2 })).token.value;
});
afterAll(() => h.close());

/** Follows an invite link as a browser would and registers with the cookies it left. */
const registerThrough = async (link: string, email: string) => {
  const visit = await h.inject({ method: 'GET', url: link });
  expect(visit.statusCode).toBe(302);
  const cookies = ([] as string[])
    .concat(visit.headers['set-cookie'] as string | string[])
    .map((c) => c.split(';')[0])
    .join('; ');
  const res = await h.inject({
    method: 'POST',
    url: '/api/v1/user/',
    headers: { cookie: cookies },
    payload: { name: 'سارة علي', email, password: 'secret123', role: Role.Student },
  });
  expect(res.statusCode).toBe(200);
  return (res.json() as { user: { id: number; signupSource: string | null } }).user;
};

const pay = async (userId: number, planId: number) => {
  await h.ctx.db.insert(transactions).values({
    userId,
    planId,
    period: 0,
    weeklyMinutes: 120,
    provider: 'fawry',
    paymentType: 0,
    status: 1,
    merchantRef: `test-${userId}-${Date.now()}`,
    baseAmount: 40_000,
    periodDiscount: 0,
    amount: 40_000,
    paidAt: new Date(),
  });
};

describe('invites', () => {
  it('an admin creates one; a registration through its link records its source and counts', async () => {
    const made = await h.call(api.createInvite, {
      body: { name: '  مجموعة فيسبوك نوفمبر ', source: 'sfb' },
      token: admin,
    });
    expect(made.status).toBe(200);
    expect(made.body).toMatchObject({
      name: 'مجموعة فيسبوك نوفمبر',
      source: 'sfb',
      signups: 0,
      paying: 0,
      createdBy: { name: expect.any(String), gender: 2 },
    });
    expect(made.body.code).toMatch(/^[a-z0-9]{10}$/);

    // Another source's short-link cookie, then the invite link: the invite's source wins.
    const user = await registerThrough(
      `/url/sfb?invite=${made.body.code}`,
      'invited.one@example.com',
    );
    expect(user.signupSource).toBe('sfb');
    const second = await registerThrough(
      `/url/sfb?invite=${made.body.code}`,
      'invited.two@example.com',
    );
    const plan = await createPlan(h);
    await pay(second.id, plan.id);

    const one = await h.call(api.getInvite, { params: { id: made.body.id }, token: admin });
    expect(one.body).toMatchObject({ signups: 2, paying: 1 });
    const list = await h.call(api.listInvites, { token: admin });
    expect(list.body.list[0]).toMatchObject({ id: made.body.id, signups: 2, paying: 1 });
    expect(list.body.bySource.map((row) => row.source)).toEqual([...sourceCodes]);
    expect(list.body.bySource.find((row) => row.source === 'sfb')).toEqual({
      source: 'sfb',
      signups: 2,
      paying: 1,
    });
  });

  it('a bare short link still records its source, and an unknown invite code brings nothing', async () => {
    const user = await registerThrough('/url/syt?invite=zzzzzzzzzz', 'no.invite@example.com');
    expect(user.signupSource).toBe('syt');
    const list = await h.call(api.listInvites, { token: admin });
    expect(list.body.bySource.find((row) => row.source === 'syt')).toMatchObject({ signups: 1 });
  });

  it('updates and deletes; a deleted invite keeps its accounts’ sources', async () => {
    const made = await h.call(api.createInvite, {
      body: { name: 'واتساب', source: 'wa' },
      token: admin,
    });
    const user = await registerThrough(
      `/url/wa?invite=${made.body.code}`,
      'invited.wa@example.com',
    );
    const changed = await h.call(api.updateInvite, {
      params: { id: made.body.id },
      body: { name: 'واتساب المدرسين', source: 'mtd' },
      token: admin,
    });
    expect(changed.body).toMatchObject({ name: 'واتساب المدرسين', source: 'mtd', signups: 1 });
    expect(changed.body.code).toBe(made.body.code);

    const removed = await h.call(api.deleteInvite, { params: { id: made.body.id }, token: admin });
    expect(removed.status).toBe(204);
    expectError(
      await h.call(api.getInvite, { params: { id: made.body.id }, token: admin }),
      'invite-not-found',
    );
    expectError(
      await h.call(api.deleteInvite, { params: { id: made.body.id }, token: admin }),
      'invite-not-found',
    );
    const seen = await h.call(api.getUser, { params: { id: user.id }, token: admin });
    expect(seen.body).toMatchObject({ signupSource: 'wa' });
    // Its link no longer counts anyone: the next account records the link's bare source.
    const later = await registerThrough(
      `/url/sig?invite=${made.body.code}`,
      'invited.later@example.com',
    );
    expect(later.signupSource).toBe('sig');
  });

  it('checks the name and the source', async () => {
    const code = async (body: unknown) =>
      (await h.call(api.createInvite, { body: body as never, token: admin })).body.code;
    expect(await code({ name: ' ', source: 'wa' })).toBe('required');
    expect(await code({ name: 'a', source: 'wa' })).toBe('name-too-short');
    expect(await code({ name: 'x'.repeat(81), source: 'wa' })).toBe('name-too-long');
    expect(await code({ name: 'حملة', source: 'tiktok' })).toBe('invalid-value');
    expect(await code({ source: 'wa' })).toBe('required');
    expectError(
      await h.call(api.updateInvite, {
        params: { id: 999_999 },
        body: { name: 'حملة', source: 'wa' },
        token: admin,
      }),
      'invite-not-found',
    );
  });

  it('is for admins only', async () => {
    const superAdmin = (await h.account({ role: Role.SuperAdmin })).token.value;
    expect((await h.call(api.listInvites, { token: superAdmin })).status).toBe(200);
    for (const role of [Role.Student, Role.Tutor, Role.TutorManager, Role.Studio]) {
      const token = (await h.account({ role })).token.value;
      expectError(await h.call(api.listInvites, { token }), 'forbidden');
      expectError(
        await h.call(api.createInvite, { body: { name: 'حملة', source: 'wa' }, token }),
        'forbidden',
      );
    }
    expect((await h.call(api.listInvites, {})).status).toBe(401);
  });
});
