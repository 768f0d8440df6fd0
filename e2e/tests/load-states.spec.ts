/** What a screen says while it loads and when loading fails: never a false "none", the right way out. */
import { expect, test, type Page } from './fixtures.js';
import { DEMO_PASSWORD, signIn } from './support.js';

/** Holds the answers to one API path until released, so the loading state can be looked at. */
const holdAnswers = async (page: Page, pathname: string) => {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(
    (url) => url.pathname === pathname,
    async (route) => {
      await released;
      await route.continue();
    },
  );
  return release;
};

test('the next-lesson card shows loading until the lessons arrive, then the true state', async ({
  page,
}) => {
  const release = await holdAnswers(page, '/api/v1/lesson/list/');
  // Mariam is told in the feminine what she has not done yet.
  await signIn(page, '/app', 'mariam.student@darsak.test', DEMO_PASSWORD);
  const card = page.locator('section', { has: page.getByRole('heading', { name: 'درسك القادم' }) });
  await expect(card.getByRole('status', { name: 'جارٍ التحميل…' })).toBeVisible();
  await expect(card.getByText('لم تحجزي درسك القادم بعد.')).toHaveCount(0);
  release();
  await expect(card.getByText('لم تحجزي درسك القادم بعد.')).toBeVisible();
  await expect(card.getByRole('status')).toHaveCount(0);
});

test('a lesson or tutor that does not exist reads as not found, with the way back and no retry', async ({
  page,
}) => {
  await signIn(page, '/app', 'mariam.student@darsak.test', DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/app\/s\/dashboard$/);

  await page.goto('/app/lesson/987654');
  // The state is the whole screen: its title is the page's heading, and the tab's.
  await expect(page.getByRole('heading', { level: 1, name: 'الدرس غير موجود.' })).toBeVisible();
  await expect(page).toHaveTitle('الدرس غير موجود. · درسك');
  await expect(page.getByText('ربما حُذف أو تغيّر الرابط الذي فتحته.')).toBeVisible();
  await expect(page.getByText('تعذر تحميل البيانات')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'إعادة المحاولة' })).toHaveCount(0);
  await page.getByRole('link', { name: 'كل الدروس' }).click();
  await expect(page).toHaveURL(/\/app\/upcoming-lessons$/);

  await page.goto('/app/t/987654');
  await expect(page.getByRole('heading', { level: 1, name: 'المدرس غير موجود.' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'إعادة المحاولة' })).toHaveCount(0);
  await page.getByRole('link', { name: 'العودة لقائمة المدرسين' }).click();
  await expect(page).toHaveURL(/\/app\/tutors$/);
});

test('a load that failed on the way offers a retry, and the retry loads it', async ({ page }) => {
  await signIn(page, '/app', 'mariam.student@darsak.test', DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/app\/s\/dashboard$/);
  // The first two attempts (the load and its one automatic retry) never reach the server.
  let failures = 2;
  await page.route(
    (url) => url.pathname === '/api/v1/plan/list',
    (route) => (failures-- > 0 ? route.abort('failed') : route.continue()),
  );
  await page.getByRole('link', { name: 'الباقات' }).click();
  await expect(page.getByText('تعذر تحميل البيانات')).toBeVisible();
  await page.getByRole('button', { name: 'إعادة المحاولة' }).click();
  await expect(page.getByText('تعذر تحميل البيانات')).toHaveCount(0);
  await expect(page.getByRole('listitem').first()).toBeVisible();
});

test('in the back office, a user that does not exist reads as not found; a malformed id is no page', async ({
  page,
}) => {
  await signIn(page, '/admin', 'admin@darsak.test', DEMO_PASSWORD);
  await expect(page.getByRole('heading', { name: 'نظرة عامة' })).toBeVisible();
  await page.goto('/admin/user/987654');
  await expect(page.getByRole('heading', { level: 1, name: 'المستخدم غير موجود.' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'إعادة المحاولة' })).toHaveCount(0);
  await page.getByRole('link', { name: 'كل المستخدمين' }).click();
  await expect(page).toHaveURL(/\/admin\/users$/);

  await page.goto('/admin/user/abc');
  await expect(page.getByRole('heading', { name: 'الصفحة غير موجودة' })).toBeVisible();
});
