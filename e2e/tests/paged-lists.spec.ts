/**
 * A page's own list keeps its page and filters in the address: Back from a row's page finds the
 * same page of the same filtered list, and an address past the last page shows the last one.
 */
import { expect, test } from './fixtures.js';
import { apiAs, DEMO_PASSWORD, signIn } from './support.js';

const arabic = (value: number) => new Intl.NumberFormat('ar-EG').format(value);

test('Back from a user returns to the page of the users list it was opened from', async ({
  page,
  request,
}) => {
  // Enough students for a second page of ten, however many the other tests made.
  const admin = await apiAs(request, 'admin@darsak.test');
  const students = async () =>
    (await admin.get<{ total: number }>('/api/v1/user/list?role=4&page=1&size=10')).total;
  for (let count = await students(), index = 0; count <= 12; count += 1, index += 1) {
    const created = await request.post('/api/v1/user/', {
      data: {
        name: 'سلمى عادل',
        email: `paged.${Date.now()}.${index}@example.com`,
        password: DEMO_PASSWORD,
        role: 4,
        phone: '01012345678',
      },
    });
    expect(created.ok()).toBe(true);
  }
  const last = Math.ceil((await students()) / 10);

  await signIn(page, '/admin', 'admin@darsak.test', DEMO_PASSWORD);
  await page.waitForURL((url) => !url.pathname.endsWith('/login'));
  await page.goto('/admin/users');
  await expect(page.getByRole('heading', { name: 'المستخدمون', level: 1 })).toBeVisible();
  const pages = page.getByRole('navigation', { name: 'التنقل بين الصفحات' });
  const table = page.getByRole('table', { name: 'المستخدمون' });

  await page.getByLabel('الدور').selectOption({ label: 'طالب' });
  await expect(page).toHaveURL(/\/admin\/users\?role=4$/);
  await pages.getByRole('button', { name: 'التالية' }).click();
  await expect(page).toHaveURL(/\/admin\/users\?role=4&page=2$/);
  await expect(pages).toContainText(`صفحة ${arabic(2)} من ${arabic(last)}`);
  await expect(table.locator('tbody[aria-busy]')).toHaveCount(0);

  const first = table.getByRole('link').first();
  const opened = (await first.textContent()) ?? '';
  await first.click();
  await expect(page).toHaveURL(/\/admin\/user\/\d+$/);

  await page.goBack();
  await expect(page).toHaveURL(/\/admin\/users\?role=4&page=2$/);
  await expect(pages).toContainText(`صفحة ${arabic(2)} من ${arabic(last)}`);
  await expect(page.getByLabel('الدور')).toHaveValue('4');
  await expect(table.getByRole('link').first()).toHaveText(opened);

  // The step to page 2 was an entry of its own: Back again is page 1 of the same list.
  await page.goBack();
  await expect(page).toHaveURL(/\/admin\/users\?role=4$/);
  await expect(pages).toContainText(`صفحة ${arabic(1)} من ${arabic(last)}`);

  // An address past the last page (an old link) shows the last page rather than an empty one.
  await page.goto('/admin/users?role=4&page=99');
  await expect(page).toHaveURL(new RegExp(`/admin/users\\?role=4&page=${last}$`));
  await expect(pages).toContainText(`صفحة ${arabic(last)} من ${arabic(last)}`);
  await expect(table.getByRole('link').first()).toBeVisible();

  // A chosen page size is in the address too: the same link is the same rows for anyone.
  await page.goto('/admin/users?role=4');
  await pages.getByLabel('عدد العناصر').selectOption('20');
  await expect(page).toHaveURL(/\/admin\/users\?role=4&size=20$/);
  const count = await students();
  const twenty = Math.ceil(count / 20);
  await expect(pages).toContainText(`صفحة ${arabic(1)} من ${arabic(twenty)}`);
  await page.reload();
  await expect(pages.getByLabel('عدد العناصر')).toHaveValue('20');
  await expect(table.locator('tbody tr')).toHaveCount(Math.min(count, 20));
});
