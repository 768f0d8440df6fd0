import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, PlanPeriod, Role, type Plan } from '@darsak/shared';
import { startHarness, type Harness } from '../harness.js';
import { expectError } from '../support.js';

let h: Harness;
let admin: string;
let studentToken: string;
beforeAll(async () => {
  h = await startHarness();
  admin = (await h.account({ role: Role.RegularAdmin })).token.value;
  studentToken = (await h.account({ role: Role.Student })).token.value;
});
afterAll(() => h.close());

const create = (body: Record<string, unknown>, token = admin) =>
  h.call(api.createPlan, { body: body as never, token });
const plan = async (body: Record<string, unknown>): Promise<Plan> => {
  const res = await create(body);
  expect(res.status).toBe(200);
  return res.body;
};

describe('POST /api/v1/plan', () => {
  it('creates a plan with each period’s full price after its discount', async () => {
    const res = await create({
      weeklyMinutes: 120,
      monthPrice: 40_000,
      discountMonth: 0,
      discountQuarter: 10,
      discountYear: 12.5,
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      id: expect.any(Number),
      weeklyMinutes: 120,
      monthPrice: 40_000,
      discounts: { month: 0, quarter: 10, year: 12.5 },
      prices: { month: 40_000, quarter: 108_000, year: 420_000 },
      active: true,
      invitesOnly: false,
      createdAt: expect.any(String),
    });
  });

  it('rounds prices to whole piasters and defaults discounts to zero', async () => {
    const res = await create({ weeklyMinutes: 60, monthPrice: 9_999, discountQuarter: 33 });
    expect(res.body.discounts).toEqual({ month: 0, quarter: 33, year: 0 });
    expect(res.body.prices).toEqual({ month: 9_999, quarter: 20_098, year: 119_988 });
  });

  it.each([
    [{ weeklyMinutes: 10, monthPrice: 100 }, 'weekly-minutes-out-of-range'],
    [{ weeklyMinutes: 2_500, monthPrice: 100 }, 'weekly-minutes-out-of-range'],
    [{ weeklyMinutes: 60, monthPrice: 0 }, 'invalid-price'],
    [{ weeklyMinutes: 60, monthPrice: 10.5 }, 'invalid-price'],
    [{ weeklyMinutes: 60, monthPrice: 100, discountYear: 101 }, 'discount-out-of-range'],
    [{ weeklyMinutes: 60, monthPrice: 100, discountMonth: -1 }, 'discount-out-of-range'],
    [{ monthPrice: 100 }, 'required'],
  ])('refuses %o with %s', async (body, code) => {
    expectError(await create(body), code as 'required');
  });

  it('is for admins only', async () => {
    expectError(await create({ weeklyMinutes: 60, monthPrice: 100 }, studentToken), 'forbidden');
    expectError(
      await h.call(api.createPlan, { body: { weeklyMinutes: 60, monthPrice: 100 } as never }),
      'unauthenticated',
    );
  });
});

describe('PATCH, DELETE, GET /api/v1/plan/{id}', () => {
  it('changes a plan partly and recomputes its prices', async () => {
    const created = await plan({ weeklyMinutes: 60, monthPrice: 20_000 });
    const res = await h.call(api.updatePlan, {
      params: { id: created.id },
      body: { discountYear: 25, invitesOnly: true },
      token: admin,
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      weeklyMinutes: 60,
      discounts: { month: 0, quarter: 0, year: 25 },
      prices: { month: 20_000, quarter: 60_000, year: 180_000 },
      invitesOnly: true,
    });
    expectError(
      await h.call(api.updatePlan, { params: { id: created.id }, body: {}, token: admin }),
      'empty-request',
    );
    expectError(
      await h.call(api.updatePlan, {
        params: { id: 999_999 },
        body: { active: false },
        token: admin,
      }),
      'plan-not-found',
    );
    expectError(
      await h.call(api.updatePlan, {
        params: { id: created.id },
        body: { active: false },
        token: studentToken,
      }),
      'forbidden',
    );
  });

  it('shows one plan to anyone', async () => {
    const created = await plan({ weeklyMinutes: 60, monthPrice: 20_000, active: false });
    const res = await h.call(api.getPlan, { params: { id: created.id } });
    expect(res.body).toEqual(created);
    expectError(await h.call(api.getPlan, { params: { id: 999_999 } }), 'plan-not-found');
  });

  it('deletes a plan no subscription uses, and refuses one in use with illegal', async () => {
    const unused = await plan({ weeklyMinutes: 60, monthPrice: 20_000 });
    const res = await h.call(api.deletePlan, { params: { id: unused.id }, token: admin });
    expect(res.status).toBe(204);
    expectError(await h.call(api.getPlan, { params: { id: unused.id } }), 'plan-not-found');
    expectError(
      await h.call(api.deletePlan, { params: { id: unused.id }, token: admin }),
      'plan-not-found',
    );

    const used = await plan({ weeklyMinutes: 60, monthPrice: 20_000 });
    const buyer = await h.account({ role: Role.Student });
    const granted = await h.call(api.grantSubscription, {
      body: { userId: buyer.user.id, planId: used.id, period: PlanPeriod.Month },
      token: admin,
    });
    expect(granted.status).toBe(200);
    expectError(await h.call(api.deletePlan, { params: { id: used.id }, token: admin }), 'illegal');
    expectError(
      await h.call(api.deletePlan, { params: { id: used.id }, token: studentToken }),
      'forbidden',
    );
  });
});

describe('GET /api/v1/plan/list', () => {
  it('lists active plans open to everyone, cheapest first; admins may ask for all', async () => {
    const fresh = await startHarness();
    try {
      const token = (await fresh.account({ role: Role.SuperAdmin })).token.value;
      const make = async (body: Record<string, unknown>) =>
        (await fresh.call(api.createPlan, { body: body as never, token })).body;
      const dear = await make({ weeklyMinutes: 240, monthPrice: 80_000 });
      const cheap = await make({ weeklyMinutes: 60, monthPrice: 20_000 });
      const hidden = await make({ weeklyMinutes: 120, monthPrice: 30_000, invitesOnly: true });
      const inactive = await make({ weeklyMinutes: 90, monthPrice: 10_000, active: false });

      const open = await fresh.call(api.listPlans, {});
      expect(open.body.map((p) => p.id)).toEqual([cheap.id, dear.id]);
      const all = await fresh.call(api.listPlans, { query: { all: 'true' }, token });
      expect(all.body.map((p) => p.id)).toEqual([inactive.id, cheap.id, hidden.id, dear.id]);
      const notAll = await fresh.call(api.listPlans, { query: { all: 'false' } });
      expect(notAll.body).toEqual(open.body);
      const student = (await fresh.account()).token.value;
      expectError(
        await fresh.call(api.listPlans, { query: { all: 'true' }, token: student }),
        'forbidden',
      );
      expectError(
        await fresh.call(api.listPlans, { query: { all: 'yes' as 'true' } }),
        'invalid-value',
      );
    } finally {
      await fresh.close();
    }
  });
});
