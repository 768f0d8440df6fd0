import { expect, test } from './fixtures.js';
import { DEMO_PASSWORD, signIn } from './support.js';

test('leaving a form with unsaved changes asks first; once saved, moving on asks nothing', async ({
  page,
}) => {
  await signIn(page, '/app', 'salma.student@darsak.test', DEMO_PASSWORD);
  await page.waitForURL(/\/app\/s\/dashboard/);
  await page.getByRole('link', { name: 'الإعدادات' }).click();
  const job = page.getByLabel('الوظيفة (اختياري)');
  await job.fill('مهندسة برمجيات');

  // A stray click on the menu: the question, and staying keeps what was typed.
  await page.getByRole('link', { name: 'المدرسون' }).click();
  const leave = page.getByRole('dialog', { name: 'تغييرات غير محفوظة' });
  await expect(leave).toContainText('لم تحفظ تغييراتك بعد');
  await leave.getByRole('button', { name: 'البقاء في الصفحة' }).click();
  // The form is inert behind the open dialog: typing before it has closed would change nothing.
  await expect(leave).toBeHidden();
  await expect(page).toHaveURL(/\/app\/s\/settings$/);
  await expect(job).toHaveValue('مهندسة برمجيات');

  // Undoing the edit by hand makes the form clean again.
  await job.fill('');
  await page.getByRole('link', { name: 'المدرسون' }).click();
  await expect(page).toHaveURL(/\/app\/tutors$/);
  await page.goBack();

  // Saved: no question; leaving anyway is possible after an unsaved edit too.
  await job.fill('مهندسة برمجيات');
  await page.getByRole('button', { name: 'حفظ' }).first().click();
  await expect(page.getByText('تم الحفظ')).toBeVisible();
  await page.getByRole('link', { name: 'المدرسون' }).click();
  await expect(page).toHaveURL(/\/app\/tutors$/);
  await expect(leave).toBeHidden();

  await page.getByRole('link', { name: 'الإعدادات' }).click();
  await expect(job).toHaveValue('مهندسة برمجيات');
  await job.fill('مديرة مشروعات');
  await page.getByRole('link', { name: 'الباقات' }).click();
  await leave.getByRole('button', { name: 'مغادرة دون حفظ' }).click();
  await expect(page).toHaveURL(/\/app\/plans$/);
});
