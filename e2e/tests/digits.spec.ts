/** One rule for digits in inputs (decision 008): the page's own digits shown, either kind typed. */
import { expect, test } from './fixtures.js';
import { DEMO_PASSWORD, signIn } from './support.js';

const PHONE = 'رقم الموبايل على واتساب';

test('numbers in inputs are in Arabic-Indic digits on an Arabic page, whichever digits are typed', async ({
  page,
}) => {
  await signIn(page, '/app', 'student@darsak.test', DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/app\/s\/dashboard$/);
  await page.goto('/app/s/settings');
  const year = page.getByLabel('سنة الميلاد');
  await expect(year).toHaveValue('٢٠٠١');
  // Western digits typed show in the page's digits; a digit typed in the middle stays in place.
  await year.fill('1998');
  await expect(year).toHaveValue('١٩٩٨');
  await year.press('ArrowLeft');
  await year.press('Backspace');
  await year.pressSequentially('7');
  await expect(year).toHaveValue('١٩٧٨');
  await year.fill('١٩٩٧');
  await page.getByRole('button', { name: 'حفظ' }).first().click();
  await expect(page.getByText('تم الحفظ')).toBeVisible();
  await page.reload();
  await expect(year).toHaveValue('١٩٩٧');

  // The phone number: no sample number that could pass for the person's own; what is typed shows
  // in the page's digits.
  const phone = page.getByRole('textbox', { name: PHONE });
  expect(await phone.getAttribute('placeholder')).toBeNull();
  await phone.fill('01098765432');
  await expect(phone).toHaveValue('٠١٠٩٨٧٦٥٤٣٢');
});

test('the back office speaks of a student in the third person and pages in Arabic-Indic digits', async ({
  page,
}) => {
  await signIn(page, '/admin', 'admin@darsak.test', DEMO_PASSWORD);
  await expect(page.getByRole('heading', { name: 'نظرة عامة' })).toBeVisible();
  await page.goto('/admin/users');
  await expect(page.getByRole('heading', { name: 'المستخدمون' })).toBeVisible();
  await expect(page.getByLabel('اذهب إلى صفحة')).toHaveValue('١');
  await page.getByPlaceholder('ابحث بالاسم أو البريد أو رقم الموبايل').fill('مريم');
  await page.getByRole('link', { name: /مريم عادل/ }).click();
  await expect(page.getByRole('heading', { name: 'مريم عادل' })).toBeVisible();
  await expect(page.getByText('مستوى الإنجليزية')).toBeVisible();
  await expect(page.getByText(/مستواك/)).toHaveCount(0);
  await expect(page.getByLabel('سنة الميلاد')).toHaveValue('١٩٩٨');
  // She is a woman, and the page's lines about her say so.
  await expect(page.getByText(/سجّلت في/)).toBeVisible();
  await expect(page.getByText(/سجّل في/)).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'دروس الطالبة' })).toBeVisible();
});

test('the back office lists phones in the page’s digits, and finds one typed in either', async ({
  page,
  request,
}) => {
  // A student of its own with a number no demo account has.
  const local = `011${String(Date.now()).slice(-8)}`;
  const email = `digits${Date.now()}@darsak.test`;
  const created = await request.post('/api/v1/user/', {
    data: { name: 'نهى فاروق', email, password: DEMO_PASSWORD, role: 4, phone: local },
  });
  expect(created.ok()).toBe(true);
  const arabic = (text: string) => text.replace(/\d/g, (d) => '٠١٢٣٤٥٦٧٨٩'[Number(d)]!);

  await signIn(page, '/admin', 'admin@darsak.test', DEMO_PASSWORD);
  await expect(page.getByRole('heading', { name: 'نظرة عامة' })).toBeVisible();
  await page.goto('/admin/users');
  const search = page.getByPlaceholder('ابحث بالاسم أو البريد أو رقم الموبايل');
  // Part of the number as the page writes it, then as typed on a Latin keyboard.
  for (const typed of [arabic(local.slice(3)), local.slice(3)]) {
    await search.fill(typed);
    const row = page.getByRole('row', { name: /نهى فاروق/ });
    await expect(row).toHaveCount(1);
    // As people write it («٠١١…», not «+2011…»), and read left to right inside the Arabic row.
    const phone = row.locator('bdi[dir="ltr"]');
    await expect(phone).toHaveText(arabic(local));
  }
});
