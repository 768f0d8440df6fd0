/** A student reports a problem with the log attached, and an admin reads and resolves it. */
import { expect, test } from './fixtures.js';
import { DEMO_PASSWORD, signIn } from './support.js';

test('a student reports a problem with the log, an admin downloads it and resolves the report', async ({
  page,
  pageAs,
}) => {
  const student = await pageAs('student@darsak.test');
  await student.goto('/app/s/settings');
  await student.getByRole('button', { name: 'أبلغ عن مشكلة' }).click();
  const dialog = student.getByRole('dialog', { name: 'الإبلاغ عن مشكلة' });
  await dialog.getByLabel('ماذا حدث؟').fill('قصير');
  await dialog.getByRole('button', { name: 'إرسال البلاغ' }).click();
  await expect(dialog.getByText('اكتب ما حدث في ١٠ أحرف على الأقل.')).toBeVisible();
  await dialog.getByLabel('ماذا حدث؟').fill('صفحة الدروس لم تعرض موعدي بعد الحجز مباشرة');
  await expect(dialog.getByLabel('سجل التشخيص من هذه الصفحة (يُرفق تلقائياً)')).toBeChecked();
  await dialog.getByRole('button', { name: 'إرسال البلاغ' }).click();
  await expect(student.getByText('وصلنا بلاغك', { exact: false })).toBeVisible();

  await signIn(page, '/admin', 'admin@darsak.test', DEMO_PASSWORD);
  await page.waitForURL((url) => !url.pathname.endsWith('/login'));
  await page.getByRole('link', { name: 'البلاغات' }).first().click();
  const card = page.locator('article', { hasText: 'صفحة الدروس لم تعرض موعدي' });
  await expect(card.getByText('مع سجل التشخيص')).toBeVisible();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    card.getByRole('button', { name: 'تنزيل السجل' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^report-\d+\.txt$/);
  await card.getByRole('button', { name: 'تم الحل' }).click();
  await expect(page.getByText('سجّلنا البلاغ محلولاً.')).toBeVisible();
  await expect(card).toBeHidden();
  await page.getByRole('button', { name: 'محلولة' }).click();
  await expect(page.locator('article', { hasText: 'صفحة الدروس لم تعرض موعدي' })).toBeVisible();
});
