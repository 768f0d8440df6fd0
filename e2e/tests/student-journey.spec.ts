import { expect, test } from './fixtures.js';
import { DEMO_PASSWORD, latestCode, signIn } from './support.js';

const email = `sara.${Date.now()}@example.com`;
// A number of this run's own, typed in Arabic-Indic digits as a phone keyboard in Arabic gives them.
const mobile = `010${String(Date.now()).slice(-8)}`;
const typed = mobile.replace(/\d/g, (digit) => '٠١٢٣٤٥٦٧٨٩'[Number(digit)]!);
const international = `+2${mobile}`;
const password = 'Nile2026pass';

test.describe.serial('a new student', () => {
  test('registers in Arabic, confirms the email with the code, completes the profile, signs out and in again', async ({
    page,
    request,
  }) => {
    await page.goto('/app/register/student');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('heading', { name: 'أنشئ حسابك' })).toBeVisible();

    await page.getByLabel('الاسم بالكامل').fill('سارة محمود');
    await page.getByLabel('البريد الإلكتروني').fill(email);
    await page.getByLabel('كلمة المرور', { exact: true }).fill(password);
    await page.getByLabel('تأكيد كلمة المرور').fill('different1');
    await page.getByRole('button', { name: 'إنشاء الحساب' }).click();
    await expect(page.getByText('كلمتا المرور غير متطابقتين.')).toBeVisible();
    await page.getByLabel('تأكيد كلمة المرور').fill(password);
    await page.getByRole('button', { name: 'إنشاء الحساب' }).click();

    await expect(page.getByRole('heading', { name: 'أكّد بريدك الإلكتروني' })).toBeVisible();
    await page.getByLabel('رمز التأكيد').fill('00000');
    await page.getByRole('button', { name: 'تأكيد البريد' }).click();
    await expect(page.getByText('الرمز غير صحيح. راجعه وحاول مرة أخرى.')).toBeVisible();
    await page.getByLabel('رمز التأكيد').fill(await latestCode(request, email));
    await page.getByRole('button', { name: 'تأكيد البريد' }).click();
    await expect(page.getByText('تم تأكيد بريدك الإلكتروني')).toBeVisible();

    await expect(page).toHaveURL(/\/app\/complete-profile$/);
    await page.getByText('أنثى').click();
    await page.getByLabel('سنة الميلاد').fill('1999');
    await page.getByLabel('المحافظة').selectOption({ label: 'الإسكندرية' });
    await page.getByLabel('رقم الموبايل (اختياري)').fill(typed);
    await page.getByRole('button', { name: 'التالي' }).click();

    // The number is offered its WhatsApp code right away, as part of the first step.
    await expect(page).toHaveURL(/\/app\/complete-profile\?step=phone$/);
    await expect(page.getByRole('heading', { name: 'أكّد رقم موبايلك' })).toBeVisible();
    await expect(page.getByText('رقم الموبايل غير مؤكد')).toBeVisible();
    await page.getByRole('button', { name: 'أرسل الرمز على واتساب' }).click();
    await page.getByLabel('رمز التأكيد').fill(await latestCode(request, international));
    await page.getByRole('button', { name: 'تأكيد', exact: true }).click();
    await expect(page.getByText('تم تأكيد رقمك، وستصلك تذكيرات الدروس على واتساب.')).toBeVisible();
    await page.getByRole('button', { name: 'التالي' }).click();
    // The step is in the address: a reload stays on it.
    await expect(page).toHaveURL(/\/app\/complete-profile\?step=learning$/);
    await page.reload();
    await expect(page.getByLabel('هدفك من التعلم')).toBeVisible();

    await page.getByText('متوسط', { exact: true }).click();
    await page.getByLabel('هدفك من التعلم').fill('أريد التحدث بثقة في العمل');
    await page.getByRole('button', { name: 'التالي' }).click();

    await page.getByRole('button', { name: 'الإنجليزية للأعمال' }).click();
    await page.getByRole('button', { name: 'مقابلات العمل' }).click();
    await page.getByRole('button', { name: 'إنهاء' }).click();

    await expect(page).toHaveURL(/\/app\/s\/dashboard$/);
    await expect(page.getByRole('heading', { name: 'أهلاً، سارة' })).toBeVisible();
    // A first visit offers a short guided tour; it can be skipped and is not offered again.
    await expect(page.getByRole('dialog', { name: 'دقائقك الأسبوعية' })).toBeVisible();
    await page.getByRole('button', { name: 'تخطي الجولة' }).click();
    await expect(page.getByRole('dialog', { name: 'دقائقك الأسبوعية' })).toBeHidden();

    await page.getByRole('link', { name: 'ملفي', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'سارة محمود' })).toBeVisible();
    await expect(page.getByText('الإسكندرية')).toBeVisible();
    // Kept as «+2010…», shown as it was typed: «٠١٠…», in the page's digits (decision 008).
    await expect(page.getByText(typed)).toBeVisible();
    await expect(page.getByText('البريد مؤكد')).toBeVisible();
    await expect(page.getByText('مقابلات العمل')).toBeVisible();

    await page.getByRole('button', { name: 'تسجيل الخروج' }).click();
    await expect(page).toHaveURL(/\/app\/login$/);

    await signIn(page, '/app', email, 'wrongpass1');
    await expect(page.getByText('البريد الإلكتروني أو كلمة المرور غير صحيحة.')).toBeVisible();
    await page.getByLabel('كلمة المرور', { exact: true }).fill(password);
    await page.getByRole('button', { name: 'دخول' }).click();
    await expect(page).toHaveURL(/\/app\/s\/dashboard$/);
    await expect(page.getByRole('heading', { name: 'أهلاً، سارة' })).toBeVisible();
    await expect(page.getByRole('dialog', { name: 'دقائقك الأسبوعية' })).toBeHidden();

    await page.reload();
    await expect(page.getByRole('heading', { name: 'أهلاً، سارة' })).toBeVisible();
  });

  test('an admin signs in and finds that student in the users list', async ({ page }) => {
    await signIn(page, '/admin', 'admin@darsak.test', DEMO_PASSWORD);
    await expect(page.getByRole('heading', { name: 'نظرة عامة' })).toBeVisible();
    await page.goto('/admin/users');
    await expect(page.getByRole('heading', { name: 'المستخدمون' })).toBeVisible();
    await page.getByPlaceholder('ابحث بالاسم أو البريد أو رقم الموبايل').fill('سارة');
    const row = page.getByRole('row').filter({ hasText: email });
    await expect(row).toBeVisible();
    await expect(row).toContainText('طالب');
    await row.getByRole('link').click();
    await expect(page.getByRole('heading', { name: 'سارة محمود' })).toBeVisible();
    await expect(page.getByText('متوسط')).toBeVisible();
  });
});
