/** The first screen stays light: JS and CSS as served (compressed) before the first render. */
import { expect, test, type Page } from './fixtures.js';

const firstLoadBytes = async (page: Page, path: string): Promise<number> => {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  const kinds = new Map<string, string>();
  let total = 0;
  cdp.on('Network.responseReceived', (event) => kinds.set(event.requestId, event.type));
  cdp.on('Network.loadingFinished', (event) => {
    const kind = kinds.get(event.requestId);
    if (kind === 'Script' || kind === 'Stylesheet') total += event.encodedDataLength;
  });
  await page.goto(path, { waitUntil: 'networkidle' });
  await expect(page.getByRole('button', { name: 'دخول' })).toBeVisible();
  return total;
};

test('the web app sign-in screen downloads at most 120 KiB of JS and CSS', async ({ page }) => {
  expect(await firstLoadBytes(page, '/app/login')).toBeLessThanOrEqual(120 * 1024);
});

test('the admin sign-in screen downloads at most 110 KiB of JS and CSS', async ({ page }) => {
  expect(await firstLoadBytes(page, '/admin/login')).toBeLessThanOrEqual(110 * 1024);
});

test('hashed assets are served precompressed and cached for a year', async ({ request, page }) => {
  await page.goto('/app/login');
  const script = await page.locator('script[type="module"][src]').first().getAttribute('src');
  const response = await request.get(script!, { headers: { 'accept-encoding': 'br' } });
  expect(response.headers()['content-encoding']).toBe('br');
  expect(response.headers()['cache-control']).toContain('immutable');
});
