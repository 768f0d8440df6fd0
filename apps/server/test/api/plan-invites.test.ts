/**
 * Plan invites (docs/product/plans-and-payments.md#invites-only-plans): invites-only plans are seen
 * and bought by invited students only.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, PlanPeriod, Role, type Plan } from '@darsak/shared';
import { startHarness, type Harness } from '../harness.js';
import { adminToken, buyer, createPlan } from '../payment-fixtures.js';
import { expectError } from '../support.js';

let h: Harness;
let hidden: Plan;
let open: Plan;
let admin: string;
beforeAll(async () => {
  h = await startHarness();
  admin = await adminToken(h);
  hidden = await createPlan(h, { weeklyMinutes: 240, monthPrice: 70_000, invitesOnly: true });
  open = await createPlan(h, { weeklyMinutes: 60, monthPrice: 20_000 });
});
afterAll(() => h.close());

const invite = (userId: number, planId = hidden.id, token = admin) =>
  h.call(api.createPlanInvite, { body: { userId, planId }, token });
const listed = async (token?: string) =>
  (await h.call(api.listPlans, { query: {}, ...(token ? { token } : {}) })).body.map((p) => p.id);

describe('POST /api/v1/plan-invite', () => {
  it('lets only the invited student see and buy the plan', async () => {
    const invited = await buyer(h);
    const other = await buyer(h);
    expect(await listed(invited.token)).not.toContain(hidden.id);
    const res = await invite(invited.id);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      planId: hidden.id,
      user: { id: invited.id, email: expect.any(String) },
      createdBy: expect.any(Number),
    });

    expect(await listed(invited.token)).toEqual(expect.arrayContaining([hidden.id, open.id]));
    expect(await listed(other.token)).not.toContain(hidden.id);
    expect(await listed()).not.toContain(hidden.id);

    expect(
      (await h.call(api.getPlan, { params: { id: hidden.id }, token: invited.token })).status,
    ).toBe(200);
    expectError(
      await h.call(api.getPlan, { params: { id: hidden.id }, token: other.token }),
      'plan-not-found',
    );
    expectError(await h.call(api.getPlan, { params: { id: hidden.id } }), 'plan-not-found');

    const order = { planId: hidden.id, period: PlanPeriod.Month };
    const quote = await h.call(api.quoteCheckout, { query: order as never, token: invited.token });
    expect(quote.body).toMatchObject({ total: 70_000 });
    expectError(
      await h.call(api.payByReference, { body: order as never, token: other.token }),
      'plan-not-found',
    );
    const bought = await h.call(api.payByReference, { body: order as never, token: invited.token });
    expect(bought.status).toBe(200);
  });

  it('refuses a second invite, a non-student, a missing plan and a plan open to all', async () => {
    const s = await buyer(h);
    expect((await invite(s.id)).status).toBe(200);
    expectError(await invite(s.id), 'illegal');
    const tutor = await h.account({ role: Role.Tutor });
    expectError(await invite(tutor.user.id), 'student-not-found');
    expectError(await invite(999_999), 'user-not-found');
    expectError(await invite(s.id, 999_999), 'plan-not-found');
    expectError(await invite(s.id, open.id), 'illegal');
  });

  it('is for admins only', async () => {
    const s = await buyer(h);
    expectError(await invite(s.id, hidden.id, s.token), 'forbidden');
    const manager = await h.account({ role: Role.TutorManager });
    expectError(await invite(s.id, hidden.id, manager.token.value), 'forbidden');
    expectError(
      await h.call(api.createPlanInvite, { body: { userId: s.id, planId: hidden.id } }),
      'unauthenticated',
    );
    expectError(
      await h.call(api.listPlanInvites, { query: {} as never, token: s.token }),
      'forbidden',
    );
    expectError(
      await h.call(api.deletePlanInvite, { params: { id: 1 }, token: s.token }),
      'forbidden',
    );
    expectError(
      await h.call(api.updatePlanInvite, { body: { id: 1, userId: s.id }, token: s.token }),
      'forbidden',
    );
  });
});

describe('GET /api/v1/plan-invite/list, PATCH, DELETE', () => {
  it('lists, moves and withdraws invites; a withdrawn invite hides the plan again', async () => {
    const first = await buyer(h);
    const second = await buyer(h);
    const created = (await invite(first.id)).body;
    const list = await h.call(api.listPlanInvites, {
      query: { planId: hidden.id, page: 1, size: 50 } as never,
      token: admin,
    });
    expect(list.status).toBe(200);
    expect(list.body.list.map((i) => i.id)).toContain(created.id);
    const byUser = await h.call(api.listPlanInvites, {
      query: { userId: first.id } as never,
      token: admin,
    });
    expect(byUser.body).toMatchObject({ total: 1, list: [{ id: created.id }] });
    // Who holds an invite is cached once these lists are read: the move must drop it.
    expect(await listed(first.token)).toContain(hidden.id);
    expect(await listed(second.token)).not.toContain(hidden.id);

    const moved = await h.call(api.updatePlanInvite, {
      body: { id: created.id, userId: second.id },
      token: admin,
    });
    expect(moved.body.user.id).toBe(second.id);
    expect(await listed(first.token)).not.toContain(hidden.id);
    expect(await listed(second.token)).toContain(hidden.id);
    expectError(
      await h.call(api.updatePlanInvite, { body: { id: created.id }, token: admin }),
      'empty-request',
    );
    expectError(
      await h.call(api.updatePlanInvite, { body: { id: 999_999, userId: first.id }, token: admin }),
      'invite-not-found',
    );

    const removed = await h.call(api.deletePlanInvite, {
      params: { id: created.id },
      token: admin,
    });
    expect(removed.status).toBe(204);
    expect(await listed(second.token)).not.toContain(hidden.id);
    expectError(
      await h.call(api.deletePlanInvite, { params: { id: created.id }, token: admin }),
      'invite-not-found',
    );
  });
});
