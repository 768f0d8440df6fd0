/**
 * Pausing a plan (docs/product/plans-and-payments.md#pausing-a-plan): a student who bought a
 * quarter pauses it for two weeks from next week, sees when it resumes and its new end before
 * confirming, and cancels the pause before it begins; the end comes back. An admin does the same
 * from the student's page in the back office.
 */
import { expect, test, type Page } from './fixtures.js';
import { apiAs, buyQuarterOf120ByCard, DEMO_PASSWORD, newStudent, signIn } from './support.js';

/** Withdraws the coming pause after its dialog says `saying`; the pause button is back. */
const withdrawPause = async (page: Page, saying: string) => {
  await page.getByRole('button', { name: 'إلغاء الإيقاف' }).click();
  const withdraw = page.getByRole('dialog', { name: 'إلغاء الإيقاف القادم؟' });
  await expect(withdraw).toContainText(saying);
  await withdraw.getByRole('button', { name: 'نعم، ألغِ الإيقاف' }).click();
  await expect(page.getByText('أُلغي الإيقاف')).toBeVisible();
  await expect(page.getByRole('button', { name: 'إيقاف مؤقت' })).toBeVisible();
};

test('a student pauses a paid quarter for two weeks, then cancels the pause before it begins', async ({
  page,
  request,
}) => {
  const email = await newStudent(page, request, 'pause');
  await buyQuarterOf120ByCard(page);

  const student = await apiAs(request, email);
  const { active } = await student.get<{ active: { id: number; endsAt: string } }>(
    '/api/v1/sub/user',
  );
  const options = await student.get<{
    choices: { weeks: number; planEndsAt: string }[];
  }>(`/api/v1/sub/pause/options?id=${active.id}`);
  expect(options.choices.map((c) => c.weeks)).toEqual([1, 2, 3]);

  await page.goto('/app/payments');
  await page.getByRole('button', { name: 'إيقاف مؤقت' }).click();
  const dialog = page.getByRole('dialog', { name: 'إيقاف باقتك مؤقتًا؟' });
  await expect(dialog.getByText('يبدأ الإيقاف مع الأسبوع القادم')).toBeVisible();
  await expect(dialog.getByRole('radio')).toHaveCount(3);
  await dialog.getByRole('radio', { name: /أسبوعان/ }).check();
  await dialog.getByRole('button', { name: 'أوقف الباقة أسبوعين' }).click();
  await expect(page.getByText('أُوقفت باقتك مؤقتًا')).toBeVisible();
  await expect(page.getByTestId('pause-state')).toContainText('ستتوقف باقتك مؤقتًا من');

  const paused = await student.get<{ active: { endsAt: string } }>('/api/v1/sub/user');
  expect(paused.active.endsAt).toBe(options.choices[1]!.planEndsAt);

  // Not begun yet: it is withdrawn, and the end comes back.
  await withdrawPause(page, 'لا يُحسب هذا الإيقاف');
  const resumed = await student.get<{ active: { endsAt: string } }>('/api/v1/sub/user');
  expect(resumed.active.endsAt).toBe(active.endsAt);
});

test('an admin pauses a student’s paid quarter from the student’s page, then cancels the pause', async ({
  page,
  pageAs,
  request,
}) => {
  const email = `pause.admin.${Date.now()}@example.com`;
  const created = await request.post('/api/v1/user/', {
    data: { name: 'سامي عادل', email, password: DEMO_PASSWORD, role: 4, phone: '01012345679' },
  });
  expect(created.ok()).toBe(true);
  const studentPage = await pageAs(email);
  await buyQuarterOf120ByCard(studentPage);
  const student = await apiAs(request, email);
  const { active } = await student.get<{ active: { id: number; endsAt: string; userId: number } }>(
    '/api/v1/sub/user',
  );
  const options = await student.get<{ choices: { weeks: number; planEndsAt: string }[] }>(
    `/api/v1/sub/pause/options?id=${active.id}`,
  );

  await signIn(page, '/admin', 'admin@darsak.test', DEMO_PASSWORD);
  await page.waitForURL((url) => !url.pathname.endsWith('/login'));
  await page.goto(`/admin/user/${active.userId}`);
  await page.getByRole('button', { name: 'إيقاف مؤقت' }).click();
  const dialog = page.getByRole('dialog', { name: 'إيقاف باقة سامي عادل مؤقتًا؟' });
  await expect(dialog).toContainText('وتتأخر نهاية باقة الطالب بقدرها');
  await expect(dialog.getByRole('radio')).toHaveCount(3);
  await dialog.getByRole('radio', { name: /أسبوعان/ }).check();
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `test-results/plan-pause-admin-dialog-${width}.png` });
  }
  await dialog.getByRole('button', { name: 'أوقف الباقة أسبوعين' }).click();
  await expect(page.getByText('أُوقفت باقة سامي عادل مؤقتًا')).toBeVisible();
  await expect(page.getByTestId('pause-state')).toContainText('ستتوقف باقة سامي عادل مؤقتًا من');
  const paused = await student.get<{ active: { endsAt: string } }>('/api/v1/sub/user');
  expect(paused.active.endsAt).toBe(options.choices[1]!.planEndsAt);
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `test-results/plan-pause-admin-${width}.png`, fullPage: true });
  }

  await withdrawPause(page, 'لن تتوقف باقة سامي عادل');
  const resumed = await student.get<{ active: { endsAt: string } }>('/api/v1/sub/user');
  expect(resumed.active.endsAt).toBe(active.endsAt);
});
