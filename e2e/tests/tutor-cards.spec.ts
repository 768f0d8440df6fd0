/**
 * Tutor cards and profiles show what students choose by: a face and what a lesson costs them
 * (docs/product/tutors.md#lesson-prices): the minutes of their week to a student with a plan in
 * force, EGP to a student without one.
 */
import { expect, test, type Locator, type Page } from './fixtures.js';
import { apiAs, DEMO_PASSWORD, listedTutors, signIn } from './support.js';

type APIRequestContext = Parameters<typeof apiAs>[0];

/** EGP in the page's own formatting: the same Intl the app uses, asked in the browser. */
const egp = (page: Page, pounds: number) =>
  page.evaluate(
    (amount) =>
      new Intl.NumberFormat('ar-EG', {
        style: 'currency',
        currency: 'EGP',
        maximumFractionDigits: Number.isInteger(amount) ? 0 : 2,
      }).format(amount),
    pounds,
  );

const expectPrices = async (page: Page, where: Locator, hourlyPounds: number) => {
  const prices = where.locator('dl').filter({ hasText: '١٥ دقيقة' });
  await expect(prices.locator('dd')).toHaveText([
    await egp(page, hourlyPounds / 4),
    await egp(page, hourlyPounds / 2),
  ]);
  await expect(prices.locator('dt')).toHaveText(['١٥ دقيقة', '٣٠ دقيقة']);
};

const expectMinutes = async (where: Locator) => {
  await expect(where.getByRole('listitem').filter({ hasText: 'من رصيدك' })).toHaveText([
    '١٥ دقيقة من رصيدك',
    '٣٠ دقيقة من رصيدك',
  ]);
  await expect(where.locator('dl').filter({ hasText: '١٥ دقيقة' })).toHaveCount(0);
};

/** A new student whose free trial is cancelled: no plan in force. Answers their email. */
const studentWithoutPlan = async (request: APIRequestContext) => {
  const email = `noplan.${Date.now()}@example.com`;
  const created = await request.post('/api/v1/user/', {
    data: { name: 'نادية سمير', email, password: DEMO_PASSWORD, role: 4 },
  });
  expect(created.ok()).toBe(true);
  const signedIn = await request.post('/api/v1/auth/password', {
    data: { email, password: DEMO_PASSWORD },
  });
  const { token } = (await signedIn.json()) as { token: { value: string } };
  const headers = { authorization: `Bearer ${token.value}` };
  const mine = await request.get('/api/v1/sub/user', { headers });
  const { active } = (await mine.json()) as { active: { id: number } };
  const cancelled = await request.patch('/api/v1/sub/cancel', { headers, data: { id: active.id } });
  expect(cancelled.ok()).toBe(true);
  return email;
};

const tutorCards = (page: Page) =>
  page
    .getByRole('listitem')
    .filter({ has: page.getByRole('link', { name: /احجز درساً|عرض الملف/ }) });

test('every tutor card has a portrait that loads and, to a student with a plan, the minutes a lesson takes', async ({
  page,
}) => {
  await signIn(page, '/app', 'mariam.student@darsak.test', DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/app\/s\/dashboard$/);
  await page.getByRole('link', { name: 'المدرسون' }).click();
  const cards = tutorCards(page);
  await expect(cards).toHaveCount(6);
  for (const card of await cards.all()) {
    const portrait = card.locator('img').first();
    await expect(portrait).toHaveAttribute('src', /^\/assets\/uploads\/.+\.jpg$/);
    expect(
      await portrait.evaluate((img: HTMLImageElement) => img.decode().then(() => img.naturalWidth)),
    ).toBeGreaterThanOrEqual(480);
    await expectMinutes(card);
  }
  // The tutor's page says the same, and beside it the booking panel the minutes left this week.
  await cards.first().getByRole('heading', { level: 2 }).getByRole('link').click();
  const header = page.locator('section', { has: page.getByRole('heading', { level: 1 }) });
  await expect(header.getByText('سعر الدرس')).toBeVisible();
  await expectMinutes(header);
  await expect(page.locator('#book').getByText(/^متبقٍ لك .+ هذا الأسبوع$/)).toBeVisible();
});

test('a student without a plan sees EGP, and a tutor’s own rate sets them on the profile', async ({
  page,
  request,
}) => {
  const email = await studentWithoutPlan(request);
  await signIn(page, '/app', email, DEMO_PASSWORD);
  await page.waitForURL((url) => !url.pathname.endsWith('/login'));
  await page.goto('/app/tutors');
  const cards = tutorCards(page);
  await expect(cards).toHaveCount(6);
  // The demo tutors are paid the default 150 EGP an hour.
  for (const card of await cards.all()) await expectPrices(page, card, 150);

  const tutor = (await listedTutors(request)).find((t) => t.name === 'ياسمين حسن')!;
  const admin = await apiAs(request, 'admin@darsak.test');
  await admin.put(`/api/v1/user/tutor/${tutor.id}`, { hourlyRate: 22_000 });
  try {
    await page.goto(`/app/t/${tutor.id}`);
    const header = page.locator('section', { has: page.getByRole('heading', { level: 1 }) });
    await expect(header.getByText('سعر الدرس')).toBeVisible();
    await expectPrices(page, header, 220);
    await expect(header.getByText(/من رصيدك/)).toHaveCount(0);
  } finally {
    await admin.put(`/api/v1/user/tutor/${tutor.id}`, { hourlyRate: null });
  }
});
