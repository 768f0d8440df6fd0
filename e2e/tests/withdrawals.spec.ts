/**
 * Earnings and withdrawals end to end: a tutor with fulfilled lessons asks to withdraw,
 * an admin pays it with the transfer receipt, and the tutor sees it change live and downloads it.
 */
import { readFile } from 'node:fs/promises';
import { expect, test } from './fixtures.js';
import { apiAs, DEMO_PASSWORD, signIn } from './support.js';

const TUTOR = 'tutor@darsak.test';
const receipt = Buffer.from(
  '%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
);

test('a tutor withdraws, an admin pays with a receipt, the tutor sees it live and downloads the receipt', async ({
  page,
  pageAs,
  request,
}) => {
  const tutorPage = await pageAs(TUTOR);
  await tutorPage.getByRole('link', { name: 'السحب' }).first().click();
  await expect(tutorPage.getByRole('heading', { name: 'طلبات السحب', level: 1 })).toBeVisible();
  await expect(tutorPage.getByText('المتاح للسحب')).toBeVisible();

  await tutorPage.getByRole('button', { name: 'طلب سحب' }).click();
  const form = tutorPage.getByRole('dialog', { name: 'طلب سحب جديد' });
  // The wallet used last (or the confirmed phone) is there already, written «٠١…» like the hint.
  await expect(form.getByLabel('رقم المحفظة')).toHaveValue(/^٠١[٠-٩]{9}$/);
  await expect(form.getByText(/ج\.م\.\u200f?\./)).toHaveCount(0);
  await form.getByLabel('المبلغ بالجنيه').fill('٥٠');
  await form.getByRole('button', { name: 'إرسال الطلب' }).click();
  await expect(form.getByText('أقل مبلغ للسحب ١٠٠ جنيه.')).toBeVisible();
  // An amount written as the form's own hint writes it, with its thousands separator, reads whole.
  await form.getByLabel('المبلغ بالجنيه').fill('١٬٠٠٠٬٠٠٠');
  await form.getByRole('button', { name: 'إرسال الطلب' }).click();
  await expect(form.getByText('أكبر مبلغ للسحب ٥٠٬٠٠٠ جنيه.')).toBeVisible();
  await form.getByLabel('المبلغ بالجنيه').fill('١٥٠');
  await form.getByLabel('رقم المحفظة').fill('01012345678');
  await form.getByRole('button', { name: 'إرسال الطلب' }).click();
  await expect(tutorPage.getByText('أرسلنا طلب السحب', { exact: false })).toBeVisible();

  const tutorApi = await apiAs(request, TUTOR);
  const mine = await tutorApi.get<{ list: { id: number; amount: number; stage: string }[] }>(
    '/api/v1/invoice?page=1&size=10',
  );
  const made = mine.list.find(
    (invoice) => invoice.amount === 15_000 && invoice.stage === 'pending',
  )!;
  const tutorCard = tutorPage.getByTestId(`invoice-${made.id}`);
  await expect(tutorCard.getByText('قيد المراجعة')).toBeVisible();

  await signIn(page, '/admin', 'admin@darsak.test', DEMO_PASSWORD);
  await page.waitForURL((url) => !url.pathname.endsWith('/login'));
  await page.getByRole('link', { name: 'طلبات السحب' }).first().click();
  const adminCard = page.getByTestId(`invoice-${made.id}`);
  // The wallet as the tutor typed it, in the page's digits (decision 008).
  await expect(adminCard.getByText('٠١٠١٢٣٤٥٦٧٨', { exact: true })).toBeVisible();
  await adminCard.getByRole('button', { name: 'تم التحويل' }).click();
  const pay = page.getByRole('dialog', { name: 'تأكيد التحويل' });
  await pay.getByLabel('إيصال التحويل').setInputFiles({
    name: 'receipt.pdf',
    mimeType: 'application/pdf',
    buffer: receipt,
  });
  await pay.getByRole('button', { name: 'تأكيد التحويل' }).click();
  await expect(page.getByText('سجّلنا التحويل', { exact: false })).toBeVisible();
  await expect(adminCard).toBeHidden();

  // The tutor's open page changes without a reload.
  await expect(tutorCard.getByText('تم التحويل')).toBeVisible();
  const [download] = await Promise.all([
    tutorPage.waitForEvent('download'),
    tutorCard.getByRole('button', { name: 'تنزيل إيصال التحويل' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`receipt-${made.id}.pdf`);
  const saved = await readFile((await download.path())!);
  expect(saved.equals(receipt)).toBe(true);
});
