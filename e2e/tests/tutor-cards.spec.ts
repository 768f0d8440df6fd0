/** Tutor cards and profiles show what students choose by: a face and the price of a lesson. */
import { expect, test, type Locator, type Page } from './fixtures.js';
import { apiAs, DEMO_PASSWORD, listedTutors, signIn } from './support.js';

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

test('every tutor card has a portrait that loads and the price of a 15 and a 30 minute lesson', async ({
  page,
}) => {
  await signIn(page, '/app', 'mariam.student@darsak.test', DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/app\/s\/dashboard$/);
  await page.getByRole('link', { name: 'المدرسون' }).click();
  const cards = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('link', { name: /احجز درساً|عرض الملف/ }) });
  await expect(cards).toHaveCount(6);
  for (const card of await cards.all()) {
    const portrait = card.locator('img').first();
    await expect(portrait).toHaveAttribute('src', /^\/assets\/uploads\/.+\.jpg$/);
    expect(
      await portrait.evaluate((img: HTMLImageElement) => img.decode().then(() => img.naturalWidth)),
    ).toBeGreaterThanOrEqual(480);
    // The demo tutors are paid the default 150 EGP an hour.
    await expectPrices(page, card, 150);
  }
});

test('a tutor’s own rate sets the prices on the profile', async ({ page, request }) => {
  const tutor = (await listedTutors(request)).find((t) => t.name === 'ياسمين حسن')!;
  const admin = await apiAs(request, 'admin@darsak.test');
  await admin.put(`/api/v1/user/tutor/${tutor.id}`, { hourlyRate: 22_000 });
  try {
    await signIn(page, '/app', 'mariam.student@darsak.test', DEMO_PASSWORD);
    await expect(page).toHaveURL(/\/app\/s\/dashboard$/);
    await page.goto(`/app/t/${tutor.id}`);
    const header = page.locator('section', { has: page.getByRole('heading', { level: 1 }) });
    await expect(header.getByText('سعر الدرس')).toBeVisible();
    await expectPrices(page, header, 220);
  } finally {
    await admin.put(`/api/v1/user/tutor/${tutor.id}`, { hourlyRate: null });
  }
});
