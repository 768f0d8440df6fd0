/**
 * The back office's growth screens (decision 027) in Chromium, each page checked with axe: an admin
 * creates an invite link, a visitor registers through it and the admin sees one sign-up for its
 * source; the overview draws its charts; a form with unsaved changes asks before leaving.
 */
import { DEMO_PASSWORD, signIn } from './support.js';
import { expect, test } from './fixtures.js';

test.describe('the back office home and invites', () => {
  test('an admin creates an invite; a visitor registers through it; the admin sees one sign-up for its source', async ({
    page,
    browser,
  }) => {
    await signIn(page, '/admin', 'admin@darsak.test', DEMO_PASSWORD);
    await page.getByRole('link', { name: 'روابط الدعوة' }).first().click();
    await expect(page.getByRole('heading', { name: 'روابط الدعوة', level: 1 })).toBeVisible();
    // mpv: no demo account came from it, so the count starts at zero.
    const row = page.getByTestId('by-source').locator('tr[data-source="mpv"]');
    await expect(row).toContainText('فيديو ترويجي مدفوع');
    const before = Number(
      (await row.locator('td').first().textContent())!.replace(/[٠-٩]/g, (d) =>
        String('٠١٢٣٤٥٦٧٨٩'.indexOf(d)),
      ),
    );

    const name = `حملة فيديو ${Date.now()}`;
    await page.getByLabel('اسم الحملة').fill(name);
    await page.getByLabel('المصدر').selectOption('mpv');
    await page.getByRole('button', { name: 'إنشاء الرابط' }).click();
    await expect(page.getByText('أُنشئ رابط الدعوة')).toBeVisible();
    const item = page.getByTestId('invite-item').filter({ hasText: name });
    const link = (await item.getByTestId('invite-link').textContent())!;
    expect(link).toMatch(/\/url\/mpv\?invite=[a-z0-9]{10}$/);

    // A visitor in another browser follows the link and registers.
    const visitor = await browser.newContext({ locale: 'ar-EG' });
    const guest = await visitor.newPage();
    await guest.goto(link);
    await expect(guest).toHaveURL(/\/$/);
    await guest.goto('/app/register/student');
    await guest.getByLabel('الاسم بالكامل').fill('ريم عادل');
    await guest.getByLabel('البريد الإلكتروني').fill(`invited.${Date.now()}@example.com`);
    await guest.getByLabel('كلمة المرور', { exact: true }).fill('secret123');
    await guest.getByLabel('تأكيد كلمة المرور').fill('secret123');
    await guest.getByRole('button', { name: 'إنشاء الحساب' }).click();
    await expect(guest.getByRole('heading', { name: 'أكّد بريدك الإلكتروني' })).toBeVisible();
    await visitor.close();

    await page.reload();
    await expect(item).toContainText('تسجيل واحد');
    await expect(row.locator('td').first()).toHaveText(
      new Intl.NumberFormat('ar-EG').format(before + 1),
    );
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: 'test-results/invites-390.png', fullPage: true });
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.screenshot({ path: 'test-results/invites-1280.png', fullPage: true });

    // Deleting asks first.
    await item.getByRole('button', { name: 'حذف' }).click();
    const confirm = page.getByRole('dialog', { name: 'حذف رابط الدعوة؟' });
    await confirm.getByRole('button', { name: 'حذف' }).click();
    await expect(page.getByText('حُذف رابط الدعوة')).toBeVisible();
    await expect(item).toHaveCount(0);
  });

  test('the overview is the home and draws its charts', async ({ page }) => {
    await signIn(page, '/admin', 'admin@darsak.test', DEMO_PASSWORD);
    await expect(page.getByRole('heading', { name: 'نظرة عامة', level: 1 })).toBeVisible();
    await expect(page.getByText('طلاب نشطون')).toBeVisible();
    const money = page.getByRole('img', { name: /الإيرادات/ });
    await expect(money).toBeVisible();
    // Six months of two series, and three bars of this week's lessons.
    await expect(money.getByTestId('chart-bar')).toHaveCount(12);
    await expect(page.getByRole('img', { name: /محجوزة/ }).getByTestId('chart-bar')).toHaveCount(3);
    await page.screenshot({ path: 'test-results/overview-1280.png', fullPage: true });
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(money).toBeVisible();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await page.screenshot({ path: 'test-results/overview-390.png', fullPage: true });
  });

  test('a back-office form with unsaved changes asks before leaving', async ({ page }) => {
    await signIn(page, '/admin', 'admin@darsak.test', DEMO_PASSWORD);
    await page.getByRole('link', { name: 'روابط الدعوة' }).first().click();
    await page.getByLabel('اسم الحملة').fill('حملة لم تحفظ');
    await page.getByRole('link', { name: 'المواضيع' }).first().click();
    const leave = page.getByRole('dialog', { name: 'تغييرات غير محفوظة' });
    await leave.getByRole('button', { name: 'البقاء في الصفحة' }).click();
    await expect(page).toHaveURL(/\/admin\/invites$/);
    await expect(page.getByLabel('اسم الحملة')).toHaveValue('حملة لم تحفظ');
    await page.getByRole('link', { name: 'المواضيع' }).first().click();
    await leave.getByRole('button', { name: 'مغادرة دون حفظ' }).click();
    await expect(page).toHaveURL(/\/admin\/topics$/);
  });
});
