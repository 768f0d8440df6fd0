/**
 * The public site (docs/product/site.md) in Chromium, each page checked with axe by the fixture:
 * Arabic RTL pages readable on a phone, questions that expand, the contact form reaching the
 * admins' list, prices an admin just changed, and a visitor through /url/wa whose account records
 * `wa`.
 */
import { DEMO_PASSWORD, apiAs, signIn } from './support.js';
import { expect, test } from './fixtures.js';

const pages = [
  '/',
  '/tutor',
  '/pricing',
  '/faq',
  '/faq/student',
  '/faq/tutor',
  '/contact',
  '/method',
  '/about',
  '/terms',
  '/privacy',
  '/en',
  '/en/pricing',
];

test.describe('the public site', () => {
  test('every page shows its heading, right to left in Arabic, on a phone', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    for (const path of pages) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(200);
      await expect(page.locator('h1')).toBeVisible();
      const dir = await page.locator('html').getAttribute('dir');
      expect(dir, path).toBe(path.startsWith('/en') ? 'ltr' : 'rtl');
      // Nothing wider than the phone's screen.
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow, path).toBeLessThanOrEqual(0);
      // Numbers in the page's digits, as in the app: Arabic-Indic on an Arabic page.
      if (!path.startsWith('/en')) expect(await page.locator('body').innerText()).not.toMatch(/\d/);
    }
  });

  test('an unknown address shows the 404 page with status 404', async ({ page }) => {
    const response = await page.goto('/no/such/page');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'الصفحة دي مش موجودة' })).toBeVisible();
    await page.getByRole('link', { name: 'الرجوع للرئيسية' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('the English site opens the app in English, and the Arabic one in Arabic', async ({
    page,
  }) => {
    await page.goto('/en');
    await page.getByRole('link', { name: 'Sign in' }).first().click();
    await expect(page).toHaveURL(/\/app\/login$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
    await expect(page).toHaveTitle('Sign in · Darsak');
    // The choice is kept: the next visit to the app without the site's link stays English.
    await page.goto('/app/register/student');
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
    await page.goto('/');
    await page.getByRole('link', { name: 'تسجيل الدخول' }).first().click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
    await expect(page).toHaveTitle('تسجيل الدخول · درسك');
  });

  test('questions expand, and the menu opens on a phone', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/faq/student');
    const question = page.getByText('هل فيه تجربة مجانية؟');
    await question.click();
    await expect(page.getByText(/أي حساب طالب جديد بيبدأ بتجربة مجانية/)).toBeVisible();
    // The menu closes as a menu should: Escape gives the focus back to its button, and so does a
    // click outside it.
    const toggle = page.getByRole('banner').locator('summary');
    const menu = page.getByRole('navigation', { name: 'القائمة' });
    await toggle.click();
    await expect(menu).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(toggle).toBeFocused();
    await toggle.click();
    await expect(menu).toBeVisible();
    // A point beside the menu, which hangs from the screen's left edge on an Arabic page.
    await page.mouse.click(380, 500);
    await expect(menu).toBeHidden();
    await toggle.click();
    await page
      .getByRole('navigation', { name: 'القائمة' })
      .getByRole('link', { name: 'الأسعار' })
      .click();
    await expect(page).toHaveURL(/\/pricing$/);
  });

  test('/pricing shows the prices an admin has just changed', async ({ page, request }) => {
    const admin = await apiAs(request, 'admin@darsak.test');
    const plan = await admin.post<{ id: number }>('/api/v1/plan', {
      weeklyMinutes: 75,
      monthPrice: 51_700,
    });
    const signedIn = await request.post('/api/v1/auth/password', {
      data: { email: 'admin@darsak.test', password: DEMO_PASSWORD },
    });
    const { token } = (await signedIn.json()) as { token: { value: string } };
    const headers = { authorization: `Bearer ${token.value}` };
    await page.goto('/pricing');
    await expect(page.locator(`[data-plan="${plan.id}"] [data-price="month"]`)).toContainText(
      '٥١٧',
    );
    const changed = await request.patch(`/api/v1/plan/${plan.id}`, {
      headers,
      data: { monthPrice: 62_800 },
    });
    expect(changed.ok()).toBe(true);
    await page.reload();
    await expect(page.locator(`[data-plan="${plan.id}"] [data-price="month"]`)).toContainText(
      '٦٢٨',
    );
    await admin.delete(`/api/v1/plan/${plan.id}`);
  });

  test('a contact request arrives in the admins’ list', async ({ page, browser }) => {
    await page.goto('/contact');
    await page.getByLabel('البريد الإلكتروني أو رقم الموبايل').fill('visitor@example.com');
    await page.getByLabel('عنوان الرسالة').fill('استفسار عن الدروس للأطفال');
    await page
      .getByLabel('الرسالة', { exact: true })
      .fill('هل عندكم مدرسين للأطفال من سن ثماني سنوات؟');
    // People take a few seconds to write; the form refuses what is sent at once as automated.
    await page.waitForTimeout(3000);
    await page.getByRole('button', { name: 'إرسال' }).click();
    await expect(page.getByText('وصلتنا رسالتك')).toBeVisible();

    const context = await browser.newContext({ locale: 'ar-EG' });
    const office = await context.newPage();
    await signIn(office, '/admin', 'admin@darsak.test', DEMO_PASSWORD);
    await office.getByRole('link', { name: 'رسائل التواصل' }).click();
    await expect(office.getByText('استفسار عن الدروس للأطفال')).toBeVisible();
    await office.getByRole('button', { name: 'تمت المعالجة' }).first().click();
    await expect(office.getByText('عُلّمت الرسالة كمعالجة.')).toBeVisible();
    await context.close();
  });

  test('a visitor who comes through /url/wa and registers has the source wa', async ({
    page,
    request,
  }) => {
    await page.goto('/url/wa');
    await expect(page).toHaveURL(/\/$/);
    await page.getByRole('link', { name: 'ابدأ تجربتك المجانية' }).first().click();
    await expect(page).toHaveURL(/\/app\/register\/student/);
    const email = `wa.${Date.now()}@example.com`;
    // Registration from this browser carries the remembered source in its cookie.
    const created = await page.request.post('/api/v1/user/', {
      data: { name: 'هالة سمير', email, password: 'secret123', role: 4 },
    });
    expect(created.ok()).toBe(true);
    const { user } = (await created.json()) as { user: { id: number } };
    const admin = await apiAs(request, 'admin@darsak.test');
    const seen = await admin.get<{ signupSource: string | null }>(`/api/v1/user/${user.id}`);
    expect(seen.signupSource).toBe('wa');
  });
});
