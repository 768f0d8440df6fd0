/**
 * The Paymob adapter against its sandbox over real HTTP (decision 024): the server listens on a
 * port; the Intention, the auth token, the transaction inquiry and the refund travel with their
 * keys, and the sandbox's HMAC-signed callback comes back over the network as Paymob's would.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, PlanPeriod, TransactionStatus, type Plan } from '@darsak/shared';
import { startHarness, type Harness } from '../harness.js';
import { adminToken, buyer, createPlan, PAYMOB_ROUTING, redirectUrl } from '../payment-fixtures.js';

let h: Harness;
let plan: Plan;
let base: string;
beforeAll(async () => {
  h = await startHarness(PAYMOB_ROUTING);
  base = await h.app.listen({ port: 0, host: '127.0.0.1' });
  plan = await createPlan(h);
});
afterAll(() => h.close());

const form = (url: string, fields: Record<string, string>) =>
  fetch(`${base}${url}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields),
    redirect: 'manual',
  });

describe('Paymob adapter ↔ sandbox over HTTP', () => {
  it('creates an intention, pays on the unified checkout, is called back, refunds', async () => {
    const s = await buyer(h);
    const start = await h.call(api.payOnProviderPage, {
      body: { planId: plan.id, period: PlanPeriod.Quarter as 1, method: 'card' },
      token: s.token,
    });
    expect(start.status).toBe(200);
    const url = redirectUrl(start.body);
    const page = await fetch(`${base}${url}`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toContain('text/html');
    const clientSecret = new URL(url, base).searchParams.get('clientSecret')!;
    const status = await h.call(api.paymentStatus, {
      query: { transactionId: start.body.transaction.id },
      token: s.token,
    });
    expect(status.body.status).toBe(TransactionStatus.New);

    const paid = await form('/sandbox/paymob/unifiedcheckout/card', {
      clientSecret,
      holder: 'A B',
      number: '5123456789012346',
      expiry: '10/30',
      cvv: '111',
    });
    expect(paid.status).toBe(303);
    const back = await fetch(`${base}${paid.headers.get('location')}`, { redirect: 'manual' });
    expect(back.status).toBe(303);
    expect(back.headers.get('location')).toBe(`/app/payment/${start.body.transaction.id}`);
    const after = await h.call(api.getTransaction, {
      params: { id: start.body.transaction.id },
      token: s.token,
    });
    expect(after.body.status).toBe(TransactionStatus.Paid);

    const refunded = await h.call(api.refund, {
      body: { transactionId: start.body.transaction.id, reason: 'contract test' },
      token: await adminToken(h),
    });
    expect(refunded.body.status).toBe(TransactionStatus.Refunded);
  });

  it('refuses the wrong keys at the sandbox, as Paymob would', async () => {
    const intention = await fetch(`${base}/sandbox/paymob/v1/intention/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: 'Token wrong' },
      body: JSON.stringify({ amount: 100, currency: 'EGP', payment_methods: [5_000_001] }),
    });
    expect(intention.status).toBe(401);
    const token = await fetch(`${base}/sandbox/paymob/api/auth/tokens`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ api_key: 'wrong' }),
    });
    expect(token.status).toBe(403);
  });
});
