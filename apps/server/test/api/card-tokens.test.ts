/**
 * Saving a card without paying (`GET /card-token/url`, `/card-added`) through the sandbox's hosted
 * page (docs/product/plans-and-payments.md#saved-cards).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, Role } from '@darsak/shared';
import { startHarness, type Harness } from '../harness.js';
import { buyer, englishBuyer, submit } from '../payment-fixtures.js';
import { expectError } from '../support.js';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(() => h.close());

const card = { holder: 'Sara Ahmed', number: '4000 0000 0000 3220', expiry: '11/31', cvv: '123' };

describe('GET /api/v1/fawry/card-token/url', () => {
  it('opens the provider’s signed card page, which saves the card and returns to /card-added', async () => {
    const s = await buyer(h);
    const res = await h.call(api.addCardUrl, { token: s.token });
    expect(res.status).toBe(200);
    expect(res.body.url).toMatch(/^\/sandbox\/fawry\/atfawry\/plugin\/card-token\?/);
    const page = await h.inject({ method: 'GET', url: res.body.url });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('حفظ بطاقة');

    const declined = await submit(h, res.body.url, { ...card, number: '4000000000000002' });
    expect(declined.status).toBe(422);
    expect((await h.call(api.listCardTokens, { token: s.token })).body).toEqual([]);

    const saved = await submit(h, res.body.url, card);
    expect(saved.status).toBe(303);
    expect(saved.location).toMatch(/\/app\/card-added\?statusCode=200&lastFourDigits=3220$/);
    const cards = await h.call(api.listCardTokens, { token: s.token });
    expect(cards.body).toEqual([expect.objectContaining({ lastFour: '3220', expiry: '11/31' })]);
  });

  it('lists the most recently saved card first, the one the checkout offers', async () => {
    const s = await buyer(h);
    const { url } = (await h.call(api.addCardUrl, { token: s.token })).body;
    await submit(h, url, { ...card, number: '4242 4242 4242 4242' });
    // A later millisecond for the second card.
    await new Promise((resolve) => setTimeout(resolve, 5));
    await submit(h, url, card);
    const cards = await h.call(api.listCardTokens, { token: s.token });
    expect(cards.body.map((c) => c.lastFour)).toEqual(['3220', '4242']);
    expect(Object.keys(cards.body[0]!).sort()).toEqual(['brand', 'expiry', 'lastFour', 'token']);
  });

  it('speaks English to a student who chose English', async () => {
    const s = await englishBuyer(h);
    const { url } = (await h.call(api.addCardUrl, { token: s.token })).body;
    expect(url).toContain('locale=en');
    const page = await h.inject({ method: 'GET', url });
    expect(page.body).toContain('<html lang="en" dir="ltr">');
    expect(page.body).toContain('Save a card');
    const declined = await submit(h, url, { ...card, number: '4000000000000002' });
    expect(declined.body).toContain('The bank refused to save this card');
  });

  it('refuses a page address whose signature was changed, and anyone but a student', async () => {
    const s = await buyer(h);
    const { url } = (await h.call(api.addCardUrl, { token: s.token })).body;
    const forged = url.replace(/customerProfileId=\d+/, 'customerProfileId=1');
    expect((await h.inject({ method: 'GET', url: forged })).statusCode).toBe(403);
    expect((await submit(h, forged, card)).status).toBe(403);
    const tutor = await h.account({ role: Role.Tutor });
    expectError(await h.call(api.addCardUrl, { token: tutor.token.value }), 'forbidden');
    expectError(await h.call(api.addCardUrl, {}), 'unauthenticated');
  });
});
