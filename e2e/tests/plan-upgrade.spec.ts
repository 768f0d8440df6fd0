/**
 * Upgrading a plan (docs/product/plans-and-payments.md#changing-plan): a student on a paid quarter
 * of 120 minutes sees «ترقية» on the larger plan with its prorated price, pays the difference by a
 * new card through the sandbox's 3-D Secure, and has the larger weekly minutes on the dashboard at
 * once; the plan's end is kept.
 */
import { expect, test } from './fixtures.js';
import { apiAs, buyQuarterOf120ByCard, newStudent, payWith3dsCard } from './support.js';

test('a student upgrades a paid quarter to the larger plan by card and has its minutes at once', async ({
  page,
  request,
}) => {
  const email = await newStudent(page, request, 'upgrade');
  await buyQuarterOf120ByCard(page);

  const student = await apiAs(request, email);
  const { active } = await student.get<{ active: { id: number; endsAt: string } }>(
    '/api/v1/sub/user',
  );
  const options = await student.get<{
    choices: { planId: number; weeklyMinutes: number; price: number }[];
  }>(`/api/v1/sub/upgrade/options?id=${active.id}`);
  // The smaller plan is not offered; the larger one is, at the difference of the quarters.
  expect(options.choices.map((c) => c.weeklyMinutes)).toEqual([230]);

  await page.goto('/app/plans');
  await expect(page.getByText('يمكنك الترقية الآن إلى باقة أكبر')).toBeVisible();
  await page.getByRole('link', { name: /^ترقية بـ .* إلى ٢٣٠ دقيقة أسبوعياً$/ }).click();
  await expect(page.getByRole('heading', { name: 'ترقية الباقة' })).toBeVisible();
  await expect(page.getByText('من ١٢٠ دقيقة إلى ٢٣٠ دقيقة أسبوعياً')).toBeVisible();
  await expect(page.getByText('بعد الدفع تصبح باقتك ٢٣٠ دقيقة أسبوعياً')).toBeVisible();
  // No coupon on an upgrade.
  await expect(page.getByLabel('كود الخصم')).toHaveCount(0);
  // The card of the first purchase is saved; this time a new one, through 3-D Secure.
  await expect(page.getByRole('radio', { name: /4242/ })).toBeChecked();
  await page.getByRole('radio', { name: 'بطاقة جديدة' }).check();
  await page.getByRole('button', { name: 'ادفع بالبطاقة' }).click();

  await expect(page.getByRole('heading', { name: 'الدفع بالبطاقة' })).toBeVisible();
  await payWith3dsCard(page);
  await expect(page.getByRole('heading', { name: 'تم الدفع' })).toBeVisible();
  await expect(page.getByText('تمت ترقية باقتك')).toBeVisible();
  await expect(page.getByText('ترقية الباقة إلى ٢٣٠ دقيقة أسبوعياً')).toBeVisible();

  await page.goto('/app/s/dashboard');
  await expect(page.getByText('استخدمت ٠ من ٢٣٠ دقيقة')).toBeVisible();
  const after = await student.get<{
    active: { id: number; weeklyMinutes: number; endsAt: string };
  }>('/api/v1/sub/user');
  expect(after.active).toMatchObject({ id: active.id, weeklyMinutes: 230, endsAt: active.endsAt });

  // The payments page lists the order as an upgrade, with no further upgrade to offer.
  await page.goto('/app/payments');
  await expect(page.getByText('اشتراكك الحالي: ٢٣٠ دقيقة أسبوعياً')).toBeVisible();
  await expect(
    page.getByRole('link', { name: 'ترقية الباقة إلى ٢٣٠ دقيقة أسبوعياً' }),
  ).toBeVisible();
  await expect(page.getByRole('heading', { name: 'ترقية الباقة' })).toHaveCount(0);
});
