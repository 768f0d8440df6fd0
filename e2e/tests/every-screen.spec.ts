/**
 * Every built screen, opened by the role it is for, at a phone's and a desktop's width: the shared
 * fixture checks each with axe-core, and each must show its own heading (no spinner left, no
 * not-found page).
 */
import { expect, test, type Page } from './fixtures.js';
import { apiAs, DEMO_PASSWORD, listedTutors, signIn } from './support.js';

const widths = [
  { width: 390, height: 844 },
  { width: 1280, height: 900 },
];

const visit = async (page: Page, addresses: string[]) => {
  for (const address of addresses) {
    await page.goto(address);
    await expect(page.locator('h1').first(), address).toBeVisible();
    await expect(page.getByRole('heading', { name: 'الصفحة غير موجودة' })).toHaveCount(0);
  }
};

for (const size of widths) {
  test(`signed-out screens at ${size.width} px`, async ({ page }) => {
    await page.setViewportSize(size);
    await visit(page, [
      '/app/login',
      '/app/register/student',
      '/app/register/tutor',
      '/app/forget-password',
      '/app/reset-password',
      '/admin/login',
    ]);
  });

  test(`a student's screens at ${size.width} px`, async ({ page, request }) => {
    await page.setViewportSize(size);
    const tutor = (await listedTutors(request))[0]!;
    await signIn(page, '/app', 'omar.student@darsak.test', DEMO_PASSWORD);
    await expect(page).toHaveURL(/\/app\/s\/dashboard$/);
    await visit(page, [
      '/app/s/dashboard',
      '/app/tutors',
      `/app/t/${tutor.id}`,
      '/app/lessons-schedule',
      '/app/upcoming-lessons',
      '/app/plans',
      '/app/profile',
      '/app/s/settings',
      '/app/complete-profile',
    ]);
  });

  test(`a tutor's screens at ${size.width} px`, async ({ page }) => {
    await page.setViewportSize(size);
    await signIn(page, '/app', 'ahmed.tutor@darsak.test', DEMO_PASSWORD);
    await expect(page).toHaveURL(/\/app\/t\/dashboard$/);
    await visit(page, [
      '/app/t/dashboard',
      '/app/invoices',
      '/app/schedule-management',
      '/app/lessons-schedule',
      '/app/t/profile-settings',
      '/app/t/account-settings',
      '/app/t/complete-profile',
      '/app/t/onboarding',
      '/app/profile',
    ]);
  });

  test(`a candidate's screens at ${size.width} px`, async ({ page }) => {
    await page.setViewportSize(size);
    await signIn(page, '/app', 'layla.candidate@darsak.test', DEMO_PASSWORD);
    await expect(page).toHaveURL(/\/app\/t\/onboarding$/);
    await visit(page, [
      '/app/t/onboarding',
      '/app/chat',
      '/app/t/profile-settings',
      '/app/t/account-settings',
      '/app/profile',
      // A teaching screen says it opens after activation.
      '/app/schedule-management',
    ]);
  });

  test(`a tutor manager's and a studio's screens at ${size.width} px`, async ({ page, pageAs }) => {
    await page.setViewportSize(size);
    await signIn(page, '/app', 'manager@darsak.test', DEMO_PASSWORD);
    await expect(page).toHaveURL(/\/app\/interviews$/);
    await visit(page, ['/app/interviews', '/app/schedule-management']);
    const studio = await pageAs('studio@darsak.test');
    await studio.setViewportSize(size);
    await visit(studio, ['/admin/photo-sessions', '/admin/user-settings']);
  });

  test(`the back office at ${size.width} px`, async ({ page, request }) => {
    // Nineteen screens, each checked with axe: more than the default minute on a busy machine.
    test.setTimeout(120_000);
    await page.setViewportSize(size);
    const tutor = (await listedTutors(request))[0]!;
    const admin = await apiAs(request, 'admin@darsak.test');
    const held = await admin.get<{ list: { id: number }[] }>(
      '/api/v1/lesson/list/?page=1&size=1&when=past&filter=ratified',
    );
    await signIn(page, '/admin', 'admin@darsak.test', DEMO_PASSWORD);
    await expect(page.getByRole('heading', { name: 'نظرة عامة' })).toBeVisible();
    await visit(page, [
      '/admin/users',
      `/admin/user/${tutor.id}`,
      '/admin/tutors',
      `/admin/tutor/${tutor.id}`,
      '/admin/lessons',
      `/admin/lesson/${held.list[0]!.id}`,
      '/admin/plans',
      '/admin/plan-invites',
      '/admin/coupons',
      '/admin/transactions',
      '/admin/topics',
      '/admin/contact-requests',
      '/admin/invoices',
      '/admin/reports',
      '/admin/audit',
      '/admin/platform-settings',
      '/admin/user-settings',
      '/admin/interviews',
      '/admin/interviews?tab=demos',
      '/admin/interviews?tab=videos',
      '/admin/photo-sessions',
      `/admin/photo-session/${tutor.id}`,
    ]);
  });

  test(`the back office's overview and invites at ${size.width} px`, async ({ page }) => {
    await page.setViewportSize(size);
    await signIn(page, '/admin', 'admin@darsak.test', DEMO_PASSWORD);
    await expect(page.getByRole('heading', { name: 'نظرة عامة' })).toBeVisible();
    await visit(page, ['/admin/', '/admin/invites']);
  });
}
