/**
 * The FawryPay adapter against the sandbox over real HTTP: the server listens
 * on a port, the adapter's signed requests and the sandbox's signed notifications travel as they
 * would between two machines.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, PlanPeriod, TransactionStatus, type Plan } from '@darsak/shared';
import { startHarness, type Harness } from '../harness.js';
import { buyer, createPlan, kioskReference } from '../payment-fixtures.js';

let h: Harness;
let plan: Plan;
let base: string;
beforeAll(async () => {
  h = await startHarness();
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

describe('FawryPay adapter ↔ sandbox over HTTP', () => {
  it('issues a kiosk reference, and the counter’s payment notifies the server', async () => {
    const s = await buyer(h);
    const start = await h.call(api.payByReference, {
      body: { planId: plan.id, period: PlanPeriod.Year as 2 },
      token: s.token,
    });
    expect(start.status).toBe(200);
    const paid = await form('/sandbox/fawry/kiosk', { reference: kioskReference(start.body) });
    expect(paid.status).toBe(200);
    const after = await h.call(api.paymentStatus, {
      query: { transactionId: start.body.transaction.id },
      token: s.token,
    });
    expect(after.body.status).toBe(TransactionStatus.Paid);
  });

  it('reads an unpaid order’s status, cancels it, and refuses a forged status signature', async () => {
    const s = await buyer(h);
    const start = await h.call(api.payByReference, {
      body: { planId: plan.id, period: PlanPeriod.Month as 0 },
      token: s.token,
    });
    const synced = await h.call(api.paymentStatus, {
      query: { transactionId: start.body.transaction.id },
      token: s.token,
    });
    expect(synced.body.status).toBe(TransactionStatus.New);
    const forged = await fetch(
      `${base}/sandbox/fawry/ECommerceWeb/Fawry/payments/status/v2?merchantCode=darsak-sandbox&merchantRefNumber=${start.body.transaction.merchantRef}&signature=00`,
    );
    expect(await forged.json()).toMatchObject({ statusCode: 9946 });
    const cancelled = await h.call(api.cancelUnpaidOrder, {
      body: { transactionId: start.body.transaction.id },
      token: s.token,
    });
    expect(cancelled.body.status).toBe(TransactionStatus.Canceled);
  });

  it('takes a new card on the hosted page and saves it', async () => {
    const s = await buyer(h);
    const start = await h.call(api.payByCard, {
      body: { planId: plan.id, period: PlanPeriod.Month as 0, saveCard: true },
      token: s.token,
    });
    const url = start.body.next.kind === 'redirect' ? start.body.next.url : '';
    const page = await fetch(`${base}${url}`);
    expect(page.headers.get('content-type')).toContain('text/html');
    const done = await form(url, {
      holder: 'A B',
      number: '4242424242424242',
      expiry: '10/30',
      cvv: '111',
    });
    expect(done.status).toBe(303);
    expect(done.headers.get('location')).toContain(`/app/payment/${start.body.transaction.id}`);
    const cards = await h.call(api.listCardTokens, { token: s.token });
    expect(cards.body.map((c) => c.lastFour)).toEqual(['4242']);
    await h.call(api.deleteCardToken, {
      body: { cardToken: cards.body[0]!.token },
      token: s.token,
    });
    expect((await h.call(api.listCardTokens, { token: s.token })).body).toEqual([]);
  });
});
