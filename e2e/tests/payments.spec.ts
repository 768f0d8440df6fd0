/**
 * Buying a plan in Arabic through the sandbox provider: a new card with 3-D Secure that
 * is saved and whose receipt prints alone, a saved card chosen at checkout with its CVV checked, a
 * Fawry kiosk reference paid at the sandbox's counter while the student watches, a second order
 * paid while the first plan is in force (it starts nothing, and its cash refund is directed by the
 * student to a bank account and transferred by an admin), and a wallet
 * payment that fails and succeeds on retry; an admin's refund shows on the student's page; a wrong
 * 3-D Secure code said as such, and trying again with the order's coupon kept.
 */
import { expect, test, type Page } from './fixtures.js';
import { apiAs, DEMO_PASSWORD, newStudent, payAtKiosk, payWith3dsCard, signIn } from './support.js';

const chooseQuarterOf120 = async (page: Page) => {
  await page.goto('/app/plans');
  await page.getByRole('link', { name: 'اشترك في باقة ١٢٠ دقيقة لمدة ٣ شهور' }).click();
  await expect(page.getByRole('heading', { name: 'إتمام الدفع' })).toBeVisible();
  // 1 700 EGP a month, three months, 10 % off.
  await expect(page.getByText('٤٬٥٩٠', { exact: false })).toBeVisible();
};

test('a student buys a quarter with a new card through 3-D Secure, and the card is saved', async ({
  page,
  request,
}) => {
  const email = await newStudent(page, request, 'card');
  await chooseQuarterOf120(page);
  // On the free trial: paying ends it, and what is left of it is said first (decision 046).
  const trial = page.getByRole('status').filter({ hasText: 'الدفع يُنهي تجربتك المجانية' });
  // A trial begun today has its 14 Cairo calendar days left.
  await expect(trial).toContainText('بقي منها ١٤ يوماً');
  await expect(trial).toContainText(
    'إن ألغيت الباقة قبل هذا التاريخ، ما دام إلغاؤها متاحاً، عادت إليك بقية التجربة',
  );
  const checkout = page.url();
  await page.getByRole('button', { name: 'ادفع بالبطاقة' }).click();

  await expect(page.getByRole('heading', { name: 'الدفع بالبطاقة' })).toBeVisible();
  await payWith3dsCard(page);
  await expect(page.getByRole('heading', { name: 'تم الدفع' })).toBeVisible();
  await expect(page.getByText('بدأ اشتراكك')).toBeVisible();
  // The receipt names the seller and the buyer (decision 046)...
  const seller = page.getByRole('region', { name: 'البائع' });
  await expect(seller).toContainText('درسك');
  await expect(page.getByRole('region', { name: 'المشتري' })).toContainText(email);
  // ...and prints alone: no header, menu or buttons, a title of its own.
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('banner')).toBeHidden();
  await expect(page.getByRole('button', { name: 'اطبع الإيصال' })).toBeHidden();
  await expect(page.getByRole('heading', { name: 'إيصال دفع' })).toBeVisible();
  await expect(seller).toBeVisible();
  await page.emulateMedia({ media: 'screen' });

  await page.getByRole('link', { name: 'كل المدفوعات' }).click();
  await expect(page.getByText('اشتراكك الحالي: ١٢٠ دقيقة أسبوعياً')).toBeVisible();
  await expect(page.getByText('•••• 3220')).toBeVisible();
  await expect(page.getByText('مدفوع', { exact: true })).toBeVisible();

  // The checkout address, opened again, says the plan is in force instead of offering a form.
  await page.goto(checkout);
  await expect(page.getByText('لديك اشتراك فعّال بالفعل')).toBeVisible();
  await expect(page.getByText('اشتراكك الحالي: ١٢٠ دقيقة أسبوعياً')).toBeVisible();
  await expect(page.getByRole('button', { name: 'ادفع بالبطاقة' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'صفحة المدفوعات' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'العودة إلى الباقات' })).toBeVisible();
});

/** Saves a card on the provider's card-saving page, opened from the payments page. */
const saveCard = async (page: Page, number: string) => {
  await page.goto('/app/payments');
  await page.getByRole('button', { name: 'أضف بطاقة' }).click();
  await expect(page.getByRole('heading', { name: 'حفظ بطاقة' })).toBeVisible();
  await page.getByLabel('الاسم على البطاقة').fill('Laila Hassan');
  await page.getByLabel('رقم البطاقة').fill(number);
  await page.getByLabel('تاريخ الانتهاء (MM/YY)').fill('10/31');
  await page.getByLabel('رمز الأمان CVV').fill('123');
  await page.getByRole('button', { name: 'احفظ البطاقة' }).click();
  await expect(page.getByRole('heading', { name: 'تم حفظ البطاقة' })).toBeVisible();
};

test('the newest saved card is chosen at checkout, and its CVV is checked in the page’s words', async ({
  page,
  request,
}) => {
  await newStudent(page, request, 'saved');
  await saveCard(page, '4242 4242 4242 4242');
  await saveCard(page, '4000 0000 0000 3220');
  await chooseQuarterOf120(page);
  await expect(page.getByRole('radio', { name: '•••• 3220' })).toBeChecked();
  await expect(page.getByRole('radio', { name: '•••• 4242' })).not.toBeChecked();

  const cvv = page.getByLabel('رمز الأمان (CVV) للبطاقة المحفوظة');
  await page.getByRole('button', { name: 'ادفع بالبطاقة' }).click();
  await expect(page.getByText('هذا الحقل مطلوب.')).toBeVisible();
  await expect(cvv).toHaveAttribute('aria-invalid', 'true');
  await cvv.fill('12');
  await page.getByRole('button', { name: 'ادفع بالبطاقة' }).click();
  await expect(page.getByText('رمز CVV غير صالح.')).toBeVisible();
  await cvv.fill('123');
  await page.getByRole('button', { name: 'ادفع بالبطاقة' }).click();

  await expect(
    page.getByRole('heading', { name: 'تأكيد الدفع من البنك (3-D Secure)' }),
  ).toBeVisible();
  await page.getByLabel('رمز التحقق').fill('123456');
  await page.getByRole('button', { name: 'تأكيد' }).click();
  await expect(page.getByRole('heading', { name: 'تم الدفع' })).toBeVisible();
});

test('a kiosk reference turns paid on its own when it is paid at the Fawry counter', async ({
  page,
  request,
}) => {
  await newStudent(page, request, 'kiosk');
  await chooseQuarterOf120(page);
  await page.getByRole('tab', { name: 'فوري' }).click();
  await page.getByRole('button', { name: 'احصل على الرقم المرجعي' }).click();
  await expect(page.getByRole('heading', { name: 'بانتظار الدفع' })).toBeVisible();
  const reference = (await page.getByTestId('kiosk-reference').innerText()).trim();
  expect(reference).toMatch(/^\d{9}$/);

  // The history says until when the unpaid order holds.
  const history = await page.context().newPage();
  await history.goto('/app/payments');
  await expect(history.getByText(/^يُلغى الطلب إن لم يُدفع حتى /)).toBeVisible();
  await history.close();

  await payAtKiosk(page, reference);

  // No reload: the notification's status update turns the page.
  await expect(page.getByRole('heading', { name: 'تم الدفع' })).toBeVisible();
});

/** A new Fawry kiosk order for the quarter of 120 minutes; its reference. */
const kioskOrder = async (page: Page) => {
  await chooseQuarterOf120(page);
  await page.getByRole('tab', { name: 'فوري' }).click();
  await page.getByRole('button', { name: 'احصل على الرقم المرجعي' }).click();
  await expect(page.getByRole('heading', { name: 'بانتظار الدفع' })).toBeVisible();
  return (await page.getByTestId('kiosk-reference').innerText()).trim();
};

test('a second order paid while the first plan is in force says it started nothing and awaits a refund', async ({
  page,
  request,
}) => {
  // Two kiosk payments, a refund, and its transfer across both apps.
  test.setTimeout(240_000);
  const email = await newStudent(page, request, 'twice');
  const first = await kioskOrder(page);
  const second = await kioskOrder(page);
  const secondOrder = page.url();
  await payAtKiosk(page, first);
  await payAtKiosk(page, second);
  await page.goto(secondOrder);
  await expect(page.getByRole('heading', { name: 'وصل المبلغ أثناء باقة سارية' })).toBeVisible();
  await expect(
    page.getByText('وصل المبلغ وكانت لديك باقة سارية، فلم تبدأ هذه الباقة.', { exact: false }),
  ).toBeVisible();
  await page.goto('/app/payments');
  await expect(page.getByText('بانتظار الاسترداد', { exact: true })).toBeVisible();
  await expect(page.getByText('مدفوع', { exact: true })).toBeVisible();

  // The back office says why it started nothing, and refunds it without touching the plan.
  const student = await apiAs(request, email);
  const { merchantRef } = await student.get<{ merchantRef: string }>(
    `/api/v1/tx/${secondOrder.split('/').pop()}`,
  );
  // One session serves both apps: the back office asks a student to sign out first.
  await page.goto('/admin');
  await page.getByRole('button', { name: 'تسجيل الخروج' }).click();
  await signIn(page, '/admin', 'admin@darsak.test', DEMO_PASSWORD);
  await page.waitForURL((url) => !url.pathname.endsWith('/login'));
  await page.goto('/admin/transactions?status=7');
  const row = page.getByRole('listitem').filter({ hasText: merchantRef });
  await expect(row).toContainText('وصل ولم يُفعَّل');
  await expect(row).toContainText('لم يبدأ باقة: وصل ولديه باقة سارية. يُسترد كاملاً.');
  await row.getByRole('button', { name: 'استرداد' }).click();
  const dialog = page.getByRole('dialog', { name: 'استرداد مبلغ' });
  await expect(dialog).toContainText('لم يبدأ هذا الدفع أي باقة');
  // Cash paid at a kiosk cannot go back through the provider: it becomes a transfer to make.
  await expect(dialog).toContainText('دُفع هذا الطلب نقداً فلا يردّه مزود الدفع');
  await dialog.getByRole('button', { name: 'استرداد' }).click();
  await expect(dialog.getByText('اكتب السبب في ٣ أحرف على الأقل.')).toBeVisible();
  await dialog.getByLabel('السبب').fill('دفع مرتين أثناء باقة سارية');
  await dialog.getByRole('button', { name: 'استرداد' }).click();
  await expect(page.getByText('تم الاسترداد').first()).toBeVisible();
  const { active } = await student.get<{ active: { weeklyMinutes: number } | null }>(
    '/api/v1/sub/user',
  );
  expect(active?.weeklyMinutes).toBe(120);

  // The student says where the money goes, on their payments page.
  await page.getByRole('button', { name: 'تسجيل الخروج' }).click();
  await page.waitForURL(/\/login$/);
  await signIn(page, '/app', email, DEMO_PASSWORD);
  await expect(page).not.toHaveURL(/\/login$/);
  await page.goto('/app/payments');
  const payout = page.getByTestId('refund-payout').filter({ hasText: merchantRef });
  await expect(payout).toContainText('بانتظار بياناتك');
  await payout.getByRole('button', { name: 'أين نرسل المبلغ؟' }).click();
  const form = page.getByRole('dialog');
  await form.getByLabel('طريقة الاستلام').selectOption({ label: 'حساب بنكي' });
  await form.getByLabel('البنك').selectOption({ label: 'البنك الأهلي المصري' });
  await form.getByLabel('رقم الآيبان أو رقم الحساب').fill('EG39 0019 0005 0000 0000 2631 80002');
  await form.getByRole('button', { name: 'أرسل البيانات' }).click();
  await expect(form.getByText('رقم الآيبان المصري يبدأ بـ EG', { exact: false })).toBeVisible();
  await form.getByLabel('رقم الآيبان أو رقم الحساب').fill('EG38 0019 0005 0000 0000 2631 80002');
  await form.getByRole('button', { name: 'أرسل البيانات' }).click();
  await expect(payout).toContainText('سنحوّله قريباً');

  // The back office transfers it and records the reference; the student sees it.
  await page.goto('/admin');
  await page.getByRole('button', { name: 'تسجيل الخروج' }).click();
  await signIn(page, '/admin', 'admin@darsak.test', DEMO_PASSWORD);
  await page.waitForURL((url) => !url.pathname.endsWith('/login'));
  await page.goto('/admin/transactions');
  const queued = page.getByTestId('refund-payout').filter({ hasText: merchantRef });
  await expect(queued).toContainText('البنك الأهلي المصري، ⁦EG٣٨٠٠١٩٠٠٠٥٠٠٠٠٠٠٠٠٢٦٣١٨٠٠٠٢⁩');
  await queued.getByRole('button', { name: 'حُوّل' }).click();
  const paid = page.getByRole('dialog', { name: 'تسجيل التحويل' });
  await paid.getByLabel('مرجع التحويل').fill('NBE-778899');
  await paid.getByRole('button', { name: 'سجّل التحويل' }).click();
  await expect(page.getByText('سُجّل التحويل')).toBeVisible();
  await expect(queued).toHaveCount(0);
  const [settled] = (
    await student.get<{ list: { status: string; reference: string }[] }>('/api/v1/refund-payouts')
  ).list;
  expect(settled).toMatchObject({ status: 'paid', reference: 'NBE-778899' });
});

/** The wallet's request opens on "the phone" (a tab of its own); the checkout page turns by itself. */
const approveOnPhone = async (page: Page, pin: string) => {
  const [phone] = await Promise.all([
    page.context().waitForEvent('page'),
    page.getByRole('link', { name: 'افتح طلب الدفع' }).click(),
  ]);
  await phone.getByLabel('الرقم السري للمحفظة').fill(pin);
  await phone.getByRole('button', { name: 'موافقة ودفع' }).click();
  await expect(
    phone.getByRole('heading', { name: pin === '123456' ? 'تمت الموافقة' : 'رُفض الطلب' }),
  ).toBeVisible();
  await phone.close();
};

test('a refused wallet payment can be retried, and an admin’s refund shows to the student', async ({
  page,
  request,
}) => {
  const email = await newStudent(page, request, 'wallet');
  await chooseQuarterOf120(page);
  await page.getByRole('tab', { name: 'محفظة' }).click();
  await page.getByRole('button', { name: 'أرسل طلب الدفع' }).click();
  await approveOnPhone(page, '000000');
  await expect(page.getByRole('heading', { name: 'لم يتم الدفع' })).toBeVisible();

  await page.getByRole('link', { name: 'حاول مرة أخرى' }).click();
  await page.getByRole('tab', { name: 'محفظة' }).click();
  await page.getByRole('button', { name: 'أرسل طلب الدفع' }).click();
  await approveOnPhone(page, '123456');
  await expect(page.getByRole('heading', { name: 'تم الدفع' })).toBeVisible();

  const student = await apiAs(request, email);
  const last = await student.get<{ id: number }>('/api/v1/tx/last');
  const admin = await apiAs(request, 'admin@darsak.test');
  await admin.post('/api/v1/fawry/refund', { transactionId: last.id, reason: 'طلب الطالب' });
  await page.reload();
  await expect(page.getByRole('heading', { name: 'تم استرداد المبلغ' })).toBeVisible();
});

test('a wrong 3-D Secure code says so, and trying again keeps the coupon and pays', async ({
  page,
  request,
}) => {
  const code = `AGAIN${Date.now() % 1_000_000}`;
  const admin = await apiAs(request, 'admin@darsak.test');
  await admin.post('/api/v1/coupon', {
    code,
    discount: 20,
    expiresAt: new Date(Date.now() + 30 * 86_400_000).toISOString(),
  });
  await newStudent(page, request, 'secure-code');
  await chooseQuarterOf120(page);
  await page.getByLabel('كود الخصم').fill(code);
  await page.getByRole('button', { name: 'تطبيق الكود' }).click();
  // 4 590 EGP less the coupon's 20 %.
  await expect(page.getByText('٣٬٦٧٢', { exact: false })).toBeVisible();
  await page.getByRole('checkbox', { name: 'احفظ البطاقة للمرة القادمة' }).uncheck();
  await page.getByRole('button', { name: 'ادفع بالبطاقة' }).click();
  await expect(page.getByRole('heading', { name: 'الدفع بالبطاقة' })).toBeVisible();
  await payWith3dsCard(page, '000000');

  await expect(page.getByRole('heading', { name: 'لم يتم الدفع' })).toBeVisible();
  const why = page.getByRole('alert').filter({ hasText: 'رمز التحقق غير صحيح' });
  await expect(why).toContainText('رسالة SMS');

  await page.getByRole('link', { name: 'حاول مرة أخرى' }).click();
  await expect(page.getByRole('heading', { name: 'إتمام الدفع' })).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: 'رمز التحقق غير صحيح' })).toBeVisible();
  await expect(page.getByText('طلبك كما كان: الباقة وطريقة الدفع وكود الخصم.')).toBeVisible();
  await expect(page.getByRole('tab', { name: 'بطاقة' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByLabel('كود الخصم')).toHaveValue(code);
  await expect(page.getByText('٣٬٦٧٢', { exact: false })).toBeVisible();
  await page.getByRole('button', { name: 'ادفع بالبطاقة' }).click();
  await expect(page.getByRole('heading', { name: 'الدفع بالبطاقة' })).toBeVisible();
  await payWith3dsCard(page, '123456');

  await expect(page.getByRole('heading', { name: 'تم الدفع' })).toBeVisible();
  await expect(page.getByText('خصم الكوبون')).toBeVisible();
  await expect(page.getByText('٣٬٦٧٢', { exact: false }).first()).toBeVisible();
});
