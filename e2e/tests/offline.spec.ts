/**
 * Without a connection nothing is queued: the person is told at once and tries again when back. A
 * screen whose code is gone after an update is said to be of an older version, not missing.
 */
import { expect, test } from './fixtures.js';
import {
  chooseFirstFreeTime,
  DEMO_PASSWORD,
  setCancellationCutoff,
  signIn,
  skipTour,
} from './support.js';

test('booking offline says there is no connection at once, is not replayed, and works once back online', async ({
  page,
  context,
  request,
}) => {
  await signIn(page, '/app', 'salma.student@darsak.test', DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/app\/s\/dashboard$/);
  await skipTour(page);
  const bookings: number[] = [];
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (response.request().method() === 'POST' && url.pathname === '/api/v1/lesson/')
      bookings.push(response.status());
  });

  await page.getByRole('link', { name: 'المدرسون' }).click();
  await page.getByRole('link', { name: 'احجز درساً' }).first().click();
  await chooseFirstFreeTime(page, '١٥ دقيقة');

  await context.setOffline(true);
  await page.getByRole('button', { name: 'احجز الآن' }).click();
  const failure = page.locator('[data-toast-type="error"]');
  await expect(failure).toContainText('لم يتم الحجز');
  await expect(failure).toContainText('لا يوجد اتصال');
  await expect(
    page.getByRole('status').filter({ hasText: 'لا يوجد اتصال بالإنترنت' }),
  ).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'تأكيد الحجز' })).toBeHidden();

  await context.setOffline(false);
  await expect(page.getByText('لا يوجد اتصال بالإنترنت', { exact: true })).toBeHidden();
  await page.getByRole('button', { name: 'متابعة' }).click();
  await page.getByRole('button', { name: 'احجز الآن' }).click();
  await expect(page.getByText('تم حجز الدرس')).toBeVisible();
  await expect(page).toHaveURL(/\/app\/s\/dashboard$/);
  // One booking reached the server: the one asked for online, none replayed from offline.
  expect(bookings).toEqual([200]);

  // Leave the week as it was for the other tests: cancelled free, the minutes back.
  const restoreCutoff = await setCancellationCutoff(request, 0);
  try {
    await page.getByRole('link', { name: 'تفاصيل الدرس' }).click();
    await page.getByRole('button', { name: 'إلغاء الدرس' }).click();
    await page.getByRole('button', { name: 'نعم، ألغِ الدرس' }).click();
    await expect(page.getByText('تم إلغاء الدرس')).toBeVisible();
  } finally {
    await restoreCutoff();
  }
});

test('a screen of a version updated away while the page was open reloads once, then says a new version is out', async ({
  page,
}) => {
  await signIn(page, '/app', 'omar.student@darsak.test', DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/app\/s\/dashboard$/);
  await skipTour(page);
  // The settings screen's code is gone from the server, as after an update.
  await page.route(/\/app\/assets\/settings-[\w-]+\.js$/, (route) =>
    route.fulfill({ status: 404, body: 'Not found' }),
  );
  const loads: string[] = [];
  page.on('load', () => loads.push(page.url()));
  const reloaded = page.waitForEvent('load');
  await page.getByRole('link', { name: 'الإعدادات' }).first().click();
  // It reloads once by itself, at the screen asked for…
  await reloaded;
  expect(loads).toEqual([expect.stringMatching(/\/app\/s\/settings$/)]);
  // …where the code is still missing: it says a new version is out, not that the page is not found.
  await expect(page.getByRole('heading', { name: 'نزلت نسخة جديدة من درسك' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'إعادة تحميل الصفحة' })).toBeVisible();
  await expect(page.getByText('الصفحة غير موجودة')).toHaveCount(0);
  // And it did not reload again.
  expect(loads).toHaveLength(1);

  // Once the new version is there, the button takes it.
  await page.unroute(/\/app\/assets\/settings-[\w-]+\.js$/);
  await page.getByRole('button', { name: 'إعادة تحميل الصفحة' }).click();
  await expect(page.getByRole('heading', { name: 'الإعدادات', level: 1 })).toBeVisible();
});
