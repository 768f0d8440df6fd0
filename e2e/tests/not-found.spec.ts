import { expect, test } from './fixtures.js';
import { DEMO_PASSWORD, signIn } from './support.js';

test('an unknown route in the web app shows the 404 page with one way home', async ({ page }) => {
  await page.goto('/app/no/such/page');
  await expect(page.getByRole('heading', { name: 'الصفحة غير موجودة' })).toBeVisible();
  await expect(page.getByText('ربما تغير الرابط أو حُذفت الصفحة.')).toBeVisible();
  await page.getByRole('link', { name: 'العودة للرئيسية' }).click();
  await expect(page).toHaveURL(/\/app\/login$/);
});

test('an unknown route in the admin app shows the 404 page to a signed-in admin', async ({
  page,
}) => {
  await signIn(page, '/admin', 'admin@darsak.test', DEMO_PASSWORD);
  await expect(page.getByRole('heading', { name: 'نظرة عامة' })).toBeVisible();
  await page.goto('/admin/no-such-section');
  await expect(page.getByRole('heading', { name: 'الصفحة غير موجودة' })).toBeVisible();
  await page.getByRole('link', { name: 'العودة للرئيسية' }).click();
  await expect(page).toHaveURL(/\/admin\/?$/);
});

test('an unknown API route answers the catalogue code', async ({ request }) => {
  const response = await request.get('/api/v1/nothing-here');
  expect(response.status()).toBe(404);
  expect(await response.json()).toEqual({ code: 'not-found', message: expect.any(String) });
});
