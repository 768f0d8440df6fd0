/**
 * Withdrawals racing each other: the database keeps every balance at or above zero
 * (docs/product/earnings.md#balance-guard).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '@darsak/shared';
import { startHarness, type Harness } from '../harness.js';
import { earningTutor, walletRequest } from '../invoice-fixtures.js';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(() => h.close());

const outcome = (res: { status: number; body: { code?: string } }) =>
  res.status === 200 ? 'ok' : (res.body.code ?? String(res.status));

describe('concurrent withdrawals', () => {
  it('lets one of two requests through when together they exceed the balance', async () => {
    const tutor = await earningTutor(h, 3, 5_000);
    const results = await Promise.all(
      [0, 1].map(() =>
        h.call(api.createInvoice, { body: walletRequest(10_000), token: tutor.token }),
      ),
    );
    expect(results.map(outcome).sort()).toEqual(['insufficient-balance', 'ok']);
    const stats = await h.call(api.invoiceStats, { params: { id: tutor.id }, token: tutor.token });
    expect(stats.body).toMatchObject({ earned: 15_000, pending: 10_000, available: 5_000 });
  });

  it('never lets ten racing requests overdraw', async () => {
    const tutor = await earningTutor(h, 5, 10_000);
    const results = await Promise.all(
      Array.from({ length: 10 }, () =>
        h.call(api.createInvoice, { body: walletRequest(10_000), token: tutor.token }),
      ),
    );
    expect(results.filter((r) => r.status === 200)).toHaveLength(5);
    const stats = await h.call(api.invoiceStats, { params: { id: tutor.id }, token: tutor.token });
    expect(stats.body.available).toBe(0);
  });
});
