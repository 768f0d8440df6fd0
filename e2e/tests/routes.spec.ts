/** Addresses: each screen is for the roles it names, and an address that is no screen says so. */
import { expect, test, type Page } from './fixtures.js';
import { DEMO_PASSWORD, listedTutors, recordToasts, signIn } from './support.js';

/**
 * Answers the apps read as a lost session (docs/product/README.md#errors): none may come from
 * opening a screen.
 */
const watchRefusals = (page: Page) => {
  const refused: string[] = [];
  page.on('response', (response) => {
    if ([401, 403].includes(response.status())) refused.push(response.url());
  });
  return refused;
};

const menuOf = (page: Page) => page.getByRole('navigation', { name: 'القائمة الرئيسية' });

test('an address that is no screen shows the not-found page inside the app, whatever its shape', async ({
  page,
}) => {
  await signIn(page, '/app', 'tutor@darsak.test', DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/app\/t\/dashboard$/);
  for (const address of ['/app/t/abc', '/app/s/nothing', '/app/lesson/0', '/app/lesson/12x']) {
    await page.goto(address);
    await expect(page.getByRole('heading', { name: 'الصفحة غير موجودة' })).toBeVisible();
    // The app's menu stays, so the way on is at hand.
    await expect(menuOf(page)).toBeVisible();
  }
  await page.getByRole('link', { name: 'العودة للرئيسية' }).click();
  await expect(page).toHaveURL(/\/app\/t\/dashboard$/);
});

test('a student opening a tutor screen goes to their own home with a word why, still signed in', async ({
  page,
}) => {
  await signIn(page, '/app', 'student@darsak.test', DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/app\/s\/dashboard$/);
  await expect(menuOf(page).getByRole('link')).toHaveText([
    'الرئيسية',
    'المدرسون',
    'دروسي',
    // The chat entry carries its unread count when there is one.
    /^المحادثات/,
    'الباقات',
    'المدفوعات',
    'الإعدادات',
  ]);
  const refused = watchRefusals(page);
  const toasts = await recordToasts(page);
  for (const address of [
    '/app/t/dashboard',
    '/app/schedule-management',
    '/app/t/profile-settings',
  ]) {
    await page.goto(address);
    await expect(page).toHaveURL(/\/app\/s\/dashboard$/);
    await expect.poll(toasts).toEqual([
      {
        type: 'info',
        text: expect.stringMatching(/نقلناك إلى صفحتك الرئيسية.*مخصصة للمدرسين/),
      },
    ]);
  }
  await expect(page.getByRole('heading', { name: 'أهلاً، يوسف' })).toBeVisible();
  expect(refused).toEqual([]);
});

test('a tutor opening a student screen goes to the tutor dashboard; an admin in the web app to the profile', async ({
  page,
  request,
}) => {
  await signIn(page, '/app', 'tutor@darsak.test', DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/app\/t\/dashboard$/);
  await expect(menuOf(page).getByRole('link')).toHaveText([
    'الرئيسية',
    'مواعيدي',
    'دروسي',
    /^المحادثات/,
    'السحب',
    'ملفي التعريفي',
    'الحساب',
  ]);
  const refused = watchRefusals(page);
  const toasts = await recordToasts(page);
  for (const address of ['/app/s/dashboard', '/app/plans', '/app/tutors']) {
    await page.goto(address);
    await expect(page).toHaveURL(/\/app\/t\/dashboard$/);
    await expect
      .poll(toasts)
      .toEqual([{ type: 'info', text: expect.stringContaining('مخصصة للطلاب') }]);
  }
  // A tutor may still look at a tutor's public page (their own, say), without the booking panel.
  const tutors = await listedTutors(request);
  await page.goto(`/app/t/${tutors.find((tutor) => tutor.name === 'منى السيد')!.id}`);
  await expect(page.getByText('الحجز متاح للطلاب')).toBeVisible();
  expect(refused).toEqual([]);

  await page.getByRole('button', { name: 'تسجيل الخروج' }).click();
  await signIn(page, '/app', 'admin@darsak.test', DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/app\/profile$/);
  await page.goto('/app/lessons-schedule');
  await expect(page).toHaveURL(/\/app\/profile$/);
  await expect
    .poll(toasts)
    .toEqual([{ type: 'info', text: expect.stringContaining('غير متاحة لنوع حسابك') }]);
  expect(refused).toEqual([]);
});

test('a candidate’s menu holds what they can use; a teaching screen typed in opens after activation', async ({
  page,
}) => {
  await signIn(page, '/app', 'layla.candidate@darsak.test', DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/app\/t\/onboarding$/);
  await expect(menuOf(page).getByRole('link')).toHaveText([
    'الانضمام',
    /^المحادثات/,
    'ملفي التعريفي',
    'الحساب',
  ]);
  await expect(menuOf(page).getByRole('link', { name: 'الانضمام' })).toHaveClass(/bg-brand-50/);
  const refused = watchRefusals(page);
  for (const address of [
    '/app/t/dashboard',
    '/app/schedule-management',
    '/app/lessons-schedule',
    '/app/upcoming-lessons',
    '/app/invoices',
  ]) {
    await page.goto(address);
    // The address stays, and the page says why it is closed and where to go on.
    await expect(page).toHaveURL(new RegExp(`${address}$`));
    await expect(
      page.getByRole('heading', { name: 'تُفتح هذه الصفحة بعد تفعيل حسابك', level: 1 }),
    ).toBeVisible();
  }
  await page.getByRole('link', { name: 'إلى خطوات الانضمام' }).click();
  await expect(page).toHaveURL(/\/app\/t\/onboarding$/);
  await expect(page.getByRole('navigation', { name: 'خطوات الانضمام' })).toBeVisible();
  // What a candidate can use opens as for any tutor.
  for (const [address, heading] of [
    ['/app/chat', 'المحادثات'],
    ['/app/t/profile-settings', 'ملفي التعريفي'],
    ['/app/t/account-settings', 'إعدادات الحساب'],
  ] as const) {
    await page.goto(address);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(heading);
  }
  expect(refused).toEqual([]);
});
