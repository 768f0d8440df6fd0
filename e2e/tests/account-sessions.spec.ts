/**
 * Ending sessions (issue: tokens end when the password does): a person signs out of every device
 * from settings, and an admin deactivates an account, which ends its open sessions at once and
 * keeps it from signing in until restored.
 */
import { expect, test } from './fixtures.js';
import { apiAs, DEMO_PASSWORD, signIn } from './support.js';

test('signing out of all devices ends the session on the other device too', async ({
  page,
  pageAs,
}) => {
  const email = 'salma.student@darsak.test';
  const other = await pageAs(email);
  await signIn(page, '/app', email, DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/app\/s\/dashboard$/);
  await page.goto('/app/s/settings');
  await page.getByRole('button', { name: 'تسجيل الخروج من كل الأجهزة' }).click();
  const dialog = page.getByRole('dialog', { name: 'تسجيل الخروج من كل الأجهزة؟' });
  await dialog.getByRole('button', { name: 'تسجيل الخروج من كل الأجهزة' }).click();
  await expect(page).toHaveURL(/\/app\/login/);

  // The other device, left on its dashboard, is signed out at once, without a click.
  await expect(other).toHaveURL(/\/app\/login/);
  // And its next request is refused too.
  await other.goto('/app/s/settings');
  await expect(other).toHaveURL(/\/app\/login/);
});

test('an admin deactivates an account after confirming, and restores it', async ({
  page,
  pageAs,
  request,
}) => {
  const email = 'omar.student@darsak.test';
  const student = await pageAs(email);
  const admin = await apiAs(request, 'admin@darsak.test');
  const { id } = await (await apiAs(request, email)).get<{ id: number }>('/api/v1/user/current');
  try {
    await signIn(page, '/admin', 'admin@darsak.test', DEMO_PASSWORD);
    await page.waitForURL((url) => !url.pathname.endsWith('/login'));
    await page.goto(`/admin/user/${id}`);
    await expect(page.getByRole('heading', { name: /حالة الحساب/ })).toContainText('نشط');
    await page.getByRole('button', { name: 'إيقاف الحساب' }).click();
    await page
      .getByRole('dialog', { name: 'إيقاف الحساب؟' })
      .getByRole('button', { name: 'إيقاف الحساب' })
      .click();
    await expect(page.getByRole('heading', { name: /حالة الحساب/ })).toContainText('موقوف');

    // The student's open page loses its session, and signing in again is refused.
    await student.goto('/app/s/settings');
    await expect(student).toHaveURL(/\/app\/login/);
    await signIn(student, '/app', email, DEMO_PASSWORD);
    await expect(student.getByRole('alert')).toBeVisible();
    await expect(student).toHaveURL(/\/app\/login/);

    await page.getByRole('button', { name: 'إعادة تفعيل الحساب' }).click();
    await page
      .getByRole('dialog', { name: 'إعادة تفعيل الحساب؟' })
      .getByRole('button', { name: 'إعادة تفعيل الحساب' })
      .click();
    await expect(page.getByRole('heading', { name: /حالة الحساب/ })).toContainText('نشط');
    await signIn(student, '/app', email, DEMO_PASSWORD);
    await expect(student).toHaveURL(/\/app\/s\/dashboard$/);
  } finally {
    await admin.put(`/api/v1/user/${id}`, { active: true });
  }
});
