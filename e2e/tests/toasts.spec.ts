/**
 * Toasts (docs/product/README.md#toasts): at the end corner, 4000 ms, paused while hovered, closed
 * by Escape, a click or a 50 px swipe.
 */
import { expect, test, type Page } from './fixtures.js';
import { DEMO_PASSWORD, signIn } from './support.js';

const saveProfile = async (page: Page) => {
  await page.getByRole('button', { name: 'حفظ' }).first().click();
  const toast = page.locator('[data-toast-type="success"]').filter({ hasText: 'تم الحفظ' });
  await expect(toast).toBeVisible();
  return toast;
};

test('a toast closes after 4000 ms, waits while hovered, and closes on Escape, click or swipe', async ({
  page,
}) => {
  await page.clock.install();
  await signIn(page, '/app', 'mariam.student@darsak.test', DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/app\/s\/dashboard$/);
  await page.goto('/app/s/settings');

  const first = await saveProfile(page);
  const box = (await first.boundingBox())!;
  expect(box.x).toBeLessThan(100);
  expect(box.y).toBeLessThan(100);
  // The installed clock also flows in real time: a busy machine may add a few hundred ms between
  // the toast appearing and the next step, so the checks leave that much room around 4000 ms.
  await page.clock.runFor(3400);
  await expect(first).toBeVisible();
  await page.clock.runFor(700);
  await expect(first).toBeHidden();

  const hovered = await saveProfile(page);
  await hovered.hover();
  await page.clock.runFor(10_000);
  await expect(hovered).toBeVisible();
  await page.mouse.move(600, 600);
  await page.clock.runFor(4100);
  await expect(hovered).toBeHidden();

  const escaped = await saveProfile(page);
  await page.keyboard.press('Escape');
  await expect(escaped).toBeHidden();

  const clicked = await saveProfile(page);
  await clicked.click();
  await expect(clicked).toBeHidden();

  const swiped = await saveProfile(page);
  const start = (await swiped.boundingBox())!;
  const y = start.y + start.height / 2;
  await page.mouse.move(start.x + 40, y);
  await page.mouse.down();
  await page.mouse.move(start.x + 70, y, { steps: 3 });
  await page.mouse.up();
  await expect(swiped).toBeVisible();
  await page.mouse.move(start.x + 40, y);
  await page.mouse.down();
  await page.mouse.move(start.x + 100, y, { steps: 5 });
  await page.mouse.up();
  await expect(swiped).toBeHidden();
});
