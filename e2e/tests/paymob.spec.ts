/**
 * Paying through Paymob's Unified Checkout in Arabic (decision 024), on a server where Paymob serves
 * cards, wallets and kiosks: a card that asks for 3-D Secure on Paymob's sandbox page, its signed
 * redirect back, the plan in force. And bank installments (FawryPay's plans, their banks named in
 * the page's language) on the default server.
 */
import { expect, test, type Page } from './fixtures.js';
import { newStudent, payWith3dsCard } from './support.js';

const paymobServer = `http://localhost:${Number(process.env.E2E_PORT ?? 3917) + 50}`;

const chooseQuarterOf120 = async (page: Page) => {
  await page.goto('/app/plans');
  await page.getByRole('link', { name: 'اشترك في باقة ١٢٠ دقيقة لمدة ٣ شهور' }).click();
  await expect(page.getByRole('heading', { name: 'إتمام الدفع' })).toBeVisible();
  await expect(page.getByText('٤٬٥٩٠', { exact: false })).toBeVisible();
};

test.describe('through Paymob', () => {
  test.use({ baseURL: paymobServer });

  test('a student pays a quarter by card with 3-D Secure on Paymob’s checkout', async ({
    page,
    request,
  }) => {
    await newStudent(page, request, 'paymob');
    await chooseQuarterOf120(page);
    await expect(page.getByText('ستنتقل إلى صفحة الدفع الآمنة لدى Paymob')).toBeVisible();
    await page.getByRole('button', { name: 'المتابعة إلى الدفع عبر Paymob' }).click();

    await expect(page.getByRole('heading', { name: 'الدفع عبر Paymob' })).toBeVisible();
    // Paymob's signed redirect is verified, then the order's page shows.
    await payWith3dsCard(page);
    await expect(page.getByRole('heading', { name: 'تم الدفع' })).toBeVisible();
    await expect(page.getByText('بدأ اشتراكك')).toBeVisible();
  });
});

test('a student pays a quarter in six monthly bank installments', async ({ page, request }) => {
  await newStudent(page, request, 'installments');
  await chooseQuarterOf120(page);
  await page.getByRole('tab', { name: 'تقسيط' }).click();
  // FawryPay names its banks in Arabic; an English page names them in English (decision 046).
  await page.getByRole('button', { name: 'English' }).click();
  await page.getByRole('tab', { name: 'Installments' }).click();
  await expect(page.getByRole('radio', { name: /National Bank of Egypt/ })).toBeVisible();
  await expect(
    page.getByRole('radio', { name: /Commercial International Bank \(CIB\)/ }),
  ).toBeVisible();
  await expect(page.getByText('البنك الأهلي المصري')).toHaveCount(0);
  await page.getByRole('button', { name: 'العربية' }).click();
  await page.getByRole('tab', { name: 'تقسيط' }).click();
  await page.getByRole('radio', { name: /البنك التجاري الدولي/ }).check();
  await page.getByRole('button', { name: 'ادفع بالبطاقة على أقساط' }).click();

  await expect(page.getByRole('heading', { name: 'الدفع بالبطاقة' })).toBeVisible();
  await expect(page.getByText('تقسيط على 6 أشهر')).toBeVisible();
  await page.getByLabel('الاسم على البطاقة').fill('Laila Hassan');
  await page.getByLabel('رقم البطاقة').fill('4242 4242 4242 4242');
  await page.getByLabel('تاريخ الانتهاء (MM/YY)').fill('12/30');
  await page.getByLabel('رمز الأمان CVV').fill('123');
  await page.getByRole('button', { name: /^ادفع/ }).click();

  await expect(page).toHaveURL(/\/app\/payment\/\d+/);
  await expect(page.getByRole('heading', { name: 'تم الدفع' })).toBeVisible();
  // The receipt and the payments list give the bank's schedule, not only the plan's price.
  const schedule = page.getByRole('region', { name: 'التقسيط مع البنك' });
  await expect(schedule).toContainText('البنك التجاري الدولي CIB');
  await expect(schedule).toContainText('٦ أشهر');
  await expect(schedule).toContainText('الإجمالي مع مصاريف البنك');
  await page.getByRole('link', { name: 'كل المدفوعات' }).click();
  await expect(page.getByText(/تقسيط على ٦ أشهر مع البنك التجاري الدولي CIB/)).toBeVisible();
});
