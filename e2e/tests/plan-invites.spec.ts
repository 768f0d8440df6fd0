/**
 * Cancelling a paid plan with the refund of its unused weeks shown first (decision 025) and the rest
 * of the free trial it cut short given back (decision 046), and an admin's plan invite that lets
 * only the invited student see an invites-only plan.
 */
import { expect, test, type Page } from './fixtures.js';
import { apiAs, buyQuarterOf120ByCard, DEMO_PASSWORD, signIn } from './support.js';

type APIRequestContext = Parameters<typeof apiAs>[0];

/** A new student (on the free trial); answers their email. */
const createStudent = async (request: APIRequestContext, name: string) => {
  const email = `${name}.${Date.now()}@example.com`;
  const created = await request.post('/api/v1/user/', {
    data: { name: 'ليلى حسن', email, password: DEMO_PASSWORD, role: 4, phone: '01012345678' },
  });
  expect(created.ok()).toBe(true);
  return email;
};

const signInStudent = async (page: Page, email: string) => {
  await signIn(page, '/app', email, DEMO_PASSWORD);
  await page.waitForURL((url) => !url.pathname.endsWith('/login'));
};

test('a student cancels a paid quarter and sees the refund of its unused weeks before and after', async ({
  page,
  request,
}) => {
  const email = await createStudent(request, 'cancel');
  await signInStudent(page, email);
  await buyQuarterOf120ByCard(page);

  const student = await apiAs(request, email);
  const { active } = await student.get<{ active: { id: number } }>('/api/v1/sub/user');
  const quote = await student.get<{ refund: number }>(`/api/v1/sub/cancel/quote?id=${active.id}`);
  // The pounds of the refund as the screen writes them (its piasters follow a decimal mark).
  const refund = new Intl.NumberFormat('ar-EG').format(Math.floor(quote.refund / 100));

  await page.goto('/app/payments');
  await page.getByRole('button', { name: 'إلغاء الاشتراك' }).click();
  const dialog = page.getByRole('dialog', { name: 'إلغاء اشتراكك؟' });
  await expect(dialog.getByTestId('cancel-refund')).toContainText('سنردّ لك');
  await expect(dialog.getByTestId('cancel-refund')).toContainText(refund);
  // The plan was bought during the free trial: the dialog says the rest of it comes back.
  await expect(dialog.getByTestId('cancel-after')).toContainText(
    'بعد الإلغاء تعود إلى تجربتك المجانية',
  );
  await dialog.getByRole('button', { name: 'نعم، ألغِ الاشتراك' }).click();

  await expect(page.getByText('أُلغي اشتراكك')).toBeVisible();
  await expect(page.getByText(/^أنت في الفترة التجريبية/)).toBeVisible();
  await expect(page.getByText('مسترد جزئياً', { exact: true })).toBeVisible();
  await expect(page.getByText(/^رُدّ لك/)).toContainText(refund);
});

test('an admin invites one student to an invites-only plan; only that student sees it', async ({
  page,
  request,
  pageAs,
}) => {
  const invitedEmail = await createStudent(request, 'invited');
  const otherEmail = await createStudent(request, 'uninvited');
  const minutes = 300 + (Date.now() % 600);
  const admin = await apiAs(request, 'admin@darsak.test');
  const plan = await admin.post<{ id: number }>('/api/v1/plan', {
    weeklyMinutes: minutes,
    monthPrice: 250_000,
    invitesOnly: true,
  });
  // Counted as Arabic counts: «٣٠٥ دقائق», «٣١٢ دقيقة».
  const minutesText = `${new Intl.NumberFormat('ar-EG').format(minutes)} ${
    new Intl.PluralRules('ar-EG').select(minutes) === 'few' ? 'دقائق' : 'دقيقة'
  }`;

  await signIn(page, '/admin', 'admin@darsak.test', DEMO_PASSWORD);
  await page.getByRole('link', { name: 'دعوات الباقات' }).first().click();
  await expect(page.getByRole('heading', { name: 'دعوات الباقات', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'دعوة طالب' }).click();
  const dialog = page.getByRole('dialog', { name: 'دعوة طالب إلى باقة' });
  await dialog.getByLabel('الباقة', { exact: true }).selectOption(String(plan.id));
  await dialog.getByLabel('ابحث عن الطالب').fill(invitedEmail);
  await expect(dialog.locator('option', { hasText: invitedEmail })).toHaveCount(1);
  await dialog
    .getByLabel('الطالب', { exact: true })
    .selectOption({ label: `ليلى حسن — ${invitedEmail}` });
  await dialog.getByRole('button', { name: 'إرسال الدعوة' }).click();
  await expect(page.getByText('تمت دعوة الطالب')).toBeVisible();
  await expect(page.getByText(invitedEmail)).toBeVisible();

  const invited = await pageAs(invitedEmail);
  await invited.goto('/app/plans');
  await expect(
    invited.getByRole('link', { name: `اشترك في باقة ${minutesText} لمدة شهر` }),
  ).toBeVisible();

  const other = await pageAs(otherEmail);
  await other.goto('/app/plans');
  await expect(other.getByRole('link', { name: /اشترك في باقة ١٢٠ دقيقة/ }).first()).toBeVisible();
  await expect(other.getByText(minutesText)).toHaveCount(0);

  // Withdrawing the invite, after a confirmation, hides the plan again.
  await page.getByRole('button', { name: 'حذف دعوة ليلى حسن' }).click();
  await page
    .getByRole('dialog', { name: 'حذف الدعوة؟' })
    .getByRole('button', { name: 'حذف الدعوة' })
    .click();
  await expect(page.getByText('تم حذف الدعوة')).toBeVisible();
  await invited.reload();
  await expect(
    invited.getByRole('link', { name: /اشترك في باقة ١٢٠ دقيقة/ }).first(),
  ).toBeVisible();
  await expect(invited.getByText(minutesText)).toHaveCount(0);
});

test('a student saves a card from the saved cards and comes back to the card-added page', async ({
  page,
  request,
}) => {
  const email = await createStudent(request, 'addcard');
  await signInStudent(page, email);
  await page.goto('/app/payments');
  await expect(page.getByText('لا توجد بطاقات محفوظة.')).toBeVisible();
  await page.getByRole('button', { name: 'أضف بطاقة' }).click();
  await expect(page.getByRole('heading', { name: 'حفظ بطاقة' })).toBeVisible();
  await page.getByLabel('الاسم على البطاقة').fill('Laila Hassan');
  await page.getByLabel('رقم البطاقة').fill('4242 4242 4242 4242');
  await page.getByLabel('تاريخ الانتهاء (MM/YY)').fill('10/31');
  await page.getByLabel('رمز الأمان CVV').fill('123');
  await page.getByRole('button', { name: 'احفظ البطاقة' }).click();

  await expect(page).toHaveURL(/\/app\/card-added\?/);
  await expect(page.getByRole('heading', { name: 'تم حفظ البطاقة' })).toBeVisible();
  await expect(page.getByText('•••• 4242')).toBeVisible();
  await page.getByRole('link', { name: 'بطاقاتي ومدفوعاتي' }).click();
  await expect(page.getByText('•••• 4242')).toBeVisible();
});
