/**
 * Changing the sign-in email asks for the current password (decision 051): an open session alone
 * cannot move the account to another address. The new address is then to be confirmed.
 */
import { expect, test } from './fixtures.js';
import { apiAs, DEMO_PASSWORD, latestCode, signIn } from './support.js';

test('a student changes the email in settings with the current password', async ({
  page,
  request,
}) => {
  const stamp = Date.now();
  const email = `email-change-${stamp}@example.com`;
  const created = await request.post('/api/v1/user/', {
    data: { name: 'هدى سمير', email, password: DEMO_PASSWORD, role: 4 },
  });
  expect(created.ok()).toBe(true);
  // A completed profile: the form saves only whole.
  const { user, token } = (await created.json()) as {
    user: { id: number };
    token: { value: string };
  };
  const completed = await request.put(`/api/v1/user/${user.id}`, {
    headers: { authorization: `Bearer ${token.value}` },
    data: { gender: 2, birthYear: 1998, city: 1 },
  });
  expect(completed.ok()).toBe(true);
  await signIn(page, '/app', email, DEMO_PASSWORD);
  await page.waitForURL((url) => !url.pathname.endsWith('/login'));
  await page.goto('/app/s/settings');

  const profile = page.locator('form').filter({ has: page.getByLabel('الاسم بالكامل') });
  const emailField = profile.getByLabel('البريد الإلكتروني');
  const password = profile.getByLabel('كلمة المرور الحالية');
  // The same address asks for nothing; the hint speaks to her as a woman (decision 048).
  await expect(password).toBeHidden();
  await expect(emailField).toHaveAccessibleDescription(
    'إذا غيّرت بريدك ستحتاجين إلى تأكيده من جديد.',
  );
  const next = `email-changed-${stamp}@example.com`;
  await emailField.fill(next);
  await expect(password).toBeVisible();
  await expect(profile.getByText('لتغيير البريد الإلكتروني نطلب كلمة مرورك.')).toBeVisible();

  const save = profile.getByRole('button', { name: 'حفظ' });
  await save.click();
  await expect(password).toHaveAccessibleDescription('هذا الحقل مطلوب.');
  await password.fill('wrongpass1');
  await save.click();
  await expect(password).toHaveAccessibleDescription('كلمة المرور الحالية غير صحيحة.');
  // An address another account holds is said without the sign-in page's advice.
  await emailField.fill('omar.student@darsak.test');
  await password.fill(DEMO_PASSWORD);
  await save.click();
  await expect(emailField).toHaveAccessibleDescription(
    'هذا البريد الإلكتروني مستخدم في حساب آخر. اختر بريداً آخر.',
  );
  // Going back to the saved address hides the question again.
  await emailField.fill(email.toUpperCase());
  await expect(password).toBeHidden();

  await emailField.fill(next);
  await password.fill(DEMO_PASSWORD);
  await save.click();
  const toast = page.locator('[data-toast-type="success"]');
  await expect(toast).toContainText('تم الحفظ');
  await expect(toast).toContainText('أكّده برمز من قسم «التأكيد والإشعارات»');
  // The password served that change only: the field is gone, and the form is saved.
  await expect(password).toBeHidden();
  await expect(page.getByText('البريد غير مؤكد')).toBeVisible();
  await expect(page.getByText(next).first()).toBeVisible();

  const res = await request.post('/api/v1/auth/password', {
    data: { email: next, password: DEMO_PASSWORD },
  });
  expect(res.ok()).toBe(true);
});

test('a tutor changes the email in the account settings with the current password', async ({
  page,
  request,
}) => {
  const email = 'sameh.tutor@darsak.test';
  const admin = await apiAs(request, 'admin@darsak.test');
  const { id } = await (await apiAs(request, email)).get<{ id: number }>('/api/v1/user/current');
  const next = `sameh-${Date.now()}@example.com`;
  try {
    await signIn(page, '/app', email, DEMO_PASSWORD);
    await page.waitForURL((url) => !url.pathname.endsWith('/login'));
    await page.goto('/app/t/account-settings');
    await page.getByRole('button', { name: 'تغيير البريد الإلكتروني' }).click();
    const change = page
      .locator('form')
      .filter({ has: page.getByLabel('البريد الإلكتروني الجديد') });
    await change.getByLabel('البريد الإلكتروني الجديد').fill(next);
    const password = change.getByLabel('كلمة المرور الحالية');
    await password.fill('wrongpass1');
    await change.getByRole('button', { name: 'حفظ' }).click();
    await expect(change.getByText('كلمة المرور الحالية غير صحيحة.')).toBeVisible();
    await password.fill(DEMO_PASSWORD);
    await change.getByRole('button', { name: 'حفظ' }).click();
    await expect(change).toBeHidden();
    const toast = page.locator('[data-toast-type="success"]');
    await expect(toast).toContainText('تم تغيير بريدك الإلكتروني');
    await expect(toast).toContainText('اضغط «أرسل رمز التأكيد» أدناه');
    await expect(page.getByText(next)).toBeVisible();
    await expect(page.getByText('البريد غير مؤكد')).toBeVisible();
    await expect(page.getByRole('button', { name: 'أرسل رمز التأكيد' })).toBeVisible();
  } finally {
    // The demo tutor gets back the address the other tests sign in with, confirmed as it was.
    const now = await admin.get<{ email: string }>(`/api/v1/user/${id}`);
    if (now.email !== email) {
      const tutor = await apiAs(request, now.email);
      await tutor.put(`/api/v1/user/${id}`, { email, currentPassword: DEMO_PASSWORD });
      await tutor.post('/api/v1/confirmation-code/email/send', {});
      const code = await latestCode(request, email);
      await tutor.post('/api/v1/confirmation-code/email/confirm', { code });
    }
  }
});
