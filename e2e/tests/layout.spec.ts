/** Nothing is cut off or hidden: phone and desktop widths, the booking panel, the tour, admin tables. */
import { expect, test, type Page } from './fixtures.js';
import { newStudent } from './chat-support.js';
import { apiAs, DEMO_PASSWORD, listedTutors, signIn } from './support.js';

const phone = { width: 390, height: 844 };
const desktop = { width: 1280, height: 900 };

/** Whether an element is wholly inside the visible width of the page and of its own box. */
const fullyShown = (page: Page, selector: string) =>
  page.locator(selector).evaluateAll((elements) =>
    elements.map((element) => {
      const box = element.getBoundingClientRect();
      return {
        text: element.textContent?.trim(),
        inside: box.left >= 0 && box.right <= window.innerWidth,
        clipped: element.scrollWidth > element.clientWidth,
      };
    }),
  );

test('on a phone the menu folds behind its button, and every entry is in view once open', async ({
  page,
  request,
}) => {
  await page.setViewportSize(phone);
  // A student of its own: Escape here also ends the guided tour, which a later test expects.
  const student = await newStudent(request, 'رحاب عادل');
  for (const email of [student.email, 'tutor@darsak.test', 'layla.candidate@darsak.test']) {
    await signIn(page, '/app', email, DEMO_PASSWORD);
    await page.waitForURL((url) => !url.pathname.endsWith('/login'));
    const candidate = email.includes('candidate');
    const menu = page.getByRole('navigation', { name: 'القائمة الرئيسية' });
    const button = page.getByRole('button', { name: 'القائمة', exact: true });
    // Folded, the page starts right under a one-row header.
    await expect(menu).toBeHidden();
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    expect((await page.getByRole('banner').boundingBox())!.height).toBeLessThan(64);

    await button.click();
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    // Dashboard, tutors or schedule, lessons, chat, plans and payments or earnings and profile,
    // settings or account; a candidate's joining steps, chat, profile and account.
    await expect(menu.getByRole('link')).toHaveCount(candidate ? 4 : 7);
    for (const entry of await fullyShown(page, 'nav[aria-label="القائمة الرئيسية"] a'))
      expect(entry, String(entry.text)).toEqual({ text: entry.text, inside: true, clipped: false });
    expect(await menu.evaluate((nav) => nav.scrollWidth <= nav.clientWidth)).toBe(true);
    // Escape folds it and gives the focus back to its button.
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(button).toBeFocused();
    // A choice folds it too, and the entry stays marked on the screens it holds.
    const entry = candidate ? 'ملفي التعريفي' : 'دروسي';
    await button.click();
    await menu.getByRole('link', { name: entry }).click();
    await expect(menu).toBeHidden();
    await button.click();
    await expect(menu.getByRole('link', { name: entry })).toHaveClass(/bg-brand-50/);
    await menu.getByRole('button', { name: 'تسجيل الخروج' }).click();
    await expect(page).toHaveURL(/\/app\/login$/);
  }
});

test('on a phone the guided tour points at the folded menu for the tutors entry', async ({
  page,
  request,
}) => {
  await page.setViewportSize(phone);
  const student = await newStudent(request, 'نادية سامي');
  await signIn(page, '/app', student.email, DEMO_PASSWORD);
  await page.waitForURL((url) => !url.pathname.endsWith('/login'));
  await page.goto('/app/s/dashboard');
  const tour = page.getByRole('dialog', { name: 'دقائقك الأسبوعية' });
  await expect(tour).toBeVisible();
  await tour.getByRole('button', { name: 'التالي' }).click();
  const second = page.getByRole('dialog', { name: 'ابحث عن مدرسك' });
  await expect(second).toContainText('من «المدرسون» في القائمة');
  await expect(page.getByRole('button', { name: 'القائمة', exact: true })).toHaveClass(
    /tour-target/,
  );
});

test('on a wide screen the menu is one row, and marks the entry a detail screen belongs to', async ({
  page,
  request,
}) => {
  await page.setViewportSize(desktop);
  for (const email of ['manager@darsak.test', 'tutor@darsak.test']) {
    await signIn(page, '/app', email, DEMO_PASSWORD);
    await page.waitForURL((url) => !url.pathname.endsWith('/login'));
    const menu = page.getByRole('navigation', { name: 'القائمة الرئيسية' });
    await expect(menu).toBeVisible();
    await expect(page.getByRole('button', { name: 'القائمة', exact: true })).toBeHidden();
    const tops = await menu
      .getByRole('link')
      .evaluateAll((links) => links.map((link) => Math.round(link.getBoundingClientRect().top)));
    expect(new Set(tops).size, email).toBe(1);
    await page.getByRole('button', { name: 'تسجيل الخروج' }).click();
  }
  const tutor = await apiAs(request, 'tutor@darsak.test');
  const lessons = await tutor.get<{ list: { id: number }[] }>(
    '/api/v1/lesson/list/?page=1&size=1&when=past',
  );
  await signIn(page, '/app', 'tutor@darsak.test', DEMO_PASSWORD);
  await page.waitForURL((url) => !url.pathname.endsWith('/login'));
  await page.goto(`/app/lesson/${lessons.list[0]!.id}`);
  const menu = page.getByRole('navigation', { name: 'القائمة الرئيسية' });
  await expect(menu.getByRole('link', { name: 'دروسي' })).toHaveClass(/bg-brand-50/);
  await expect(menu.getByRole('link', { name: 'الرئيسية' })).not.toHaveClass(/bg-brand-50/);
});

test('the booking panel shows every day of the week and each time on one line', async ({
  page,
  request,
}) => {
  await page.setViewportSize(desktop);
  // The early-bird tutor: mornings from five, so the day after today has morning times.
  const tutor = (await listedTutors(request)).find((t) => t.name === 'محمود الشريف')!;
  await signIn(page, '/app', 'mariam.student@darsak.test', DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/app\/s\/dashboard$/);
  await page.goto(`/app/t/${tutor.id}`);
  const days = page.getByRole('group', { name: 'الأيام' });
  await expect(days.getByRole('button').first()).toBeVisible();
  const daysBox = (await days.boundingBox())!;
  for (const day of await days.getByRole('button').all()) {
    const box = (await day.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(daysBox.x);
    expect(box.x + box.width).toBeLessThanOrEqual(daysBox.x + daysBox.width + 0.5);
  }
  const day = days.getByRole('button').nth(1);
  await day.click();
  const weekday = (await day.innerText()).split(/[،,\s]/)[0]!;
  const times = page.getByRole('group', { name: new RegExp(`^${weekday}`) }).getByRole('button');
  await expect(times.first()).toContainText('ص');
  const heights = await times.evaluateAll((chips) =>
    chips.map((chip) => chip.getBoundingClientRect().height),
  );
  expect(Math.max(...heights)).toBe(Math.min(...heights));
  expect(Math.max(...heights)).toBeLessThan(44);
});

test('the guided tour frames the card it explains, and once skipped is not offered on another device', async ({
  page,
  pageAs,
}) => {
  await signIn(page, '/app', 'mariam.student@darsak.test', DEMO_PASSWORD);
  await expect(page.getByRole('dialog', { name: 'دقائقك الأسبوعية' })).toBeVisible();
  const target = page.locator('.tour-target');
  await expect(target).toContainText('دقائقك هذا الأسبوع');
  // The ring is the whole card's, drawn outside its edge.
  expect(await target.evaluate((element) => element.tagName)).toBe('SECTION');
  expect(await target.evaluate((element) => getComputedStyle(element).outlineOffset)).toBe('6px');
  await page.getByRole('button', { name: 'تخطي الجولة' }).click();
  await expect(page.getByRole('dialog', { name: 'دقائقك الأسبوعية' })).toBeHidden();

  const elsewhere = await pageAs('mariam.student@darsak.test');
  await expect(elsewhere.getByRole('heading', { name: 'أهلاً، مريم' })).toBeVisible();
  await expect(elsewhere.getByText('١٢٠ دقيقة متبقية')).toBeVisible();
  await expect(elsewhere.getByRole('dialog', { name: 'دقائقك الأسبوعية' })).toHaveCount(0);
});

test('admin lists stay within a phone’s width: rows become cards', async ({ page }) => {
  await page.setViewportSize(phone);
  await signIn(page, '/admin', 'admin@darsak.test', DEMO_PASSWORD);
  await expect(page.getByRole('heading', { name: 'نظرة عامة' })).toBeVisible();
  for (const address of ['/admin/users', '/admin/tutors', '/admin/lessons', '/admin/plans']) {
    await page.goto(address);
    await expect(page.locator('main h1')).toBeVisible();
    const overflow = await page.evaluate(() =>
      [...document.querySelectorAll('main *')]
        // Screen-reader-only text is clipped to a pixel on purpose.
        .filter((element) => element.clientWidth > 1)
        .filter((element) => element.scrollWidth > element.clientWidth + 1)
        .filter((element) => getComputedStyle(element).overflowX !== 'visible')
        .map((element) => element.tagName),
    );
    expect(overflow, address).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      phone.width,
    );
  }
});

test('the lessons filter offers a tutor manager who teaches, within a phone’s width', async ({
  page,
}) => {
  await page.setViewportSize(phone);
  await signIn(page, '/admin', 'admin@darsak.test', DEMO_PASSWORD);
  await expect(page.getByRole('heading', { name: 'نظرة عامة' })).toBeVisible();
  await page.goto('/admin/lessons');
  const tutors = page.getByRole('listbox', { name: 'المدرس' }).getByRole('option');
  // A tutor manager teaches too: the tutor filter offers them, saying which role they have.
  await page.getByRole('combobox', { name: 'المدرس' }).fill('طارق');
  await expect(tutors).toHaveCount(1);
  await expect(tutors).toContainText('طارق فوزي');
  await expect(tutors).toContainText('مسؤول المدرسين');
  const box = (await tutors.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(phone.width);
  // A tutor still is.
  await page.getByRole('combobox', { name: 'المدرس' }).fill('منى');
  await expect(tutors.filter({ hasText: 'منى السيد' })).toContainText(/، مدرس$/);
  // The student filter looks among students: the manager is not one.
  await page.getByRole('combobox', { name: 'الطالب' }).fill('طارق');
  await expect(
    page.getByRole('status').filter({ hasText: 'لا أحد بهذا الاسم أو البريد' }),
  ).toHaveCount(1);
  await expect(page.getByRole('listbox', { name: 'الطالب' }).getByRole('option')).toHaveCount(0);
  // Choosing the manager filters the lessons by them as tutor.
  await page.getByRole('combobox', { name: 'المدرس' }).fill('طارق');
  await tutors.filter({ hasText: 'طارق فوزي' }).click();
  await expect(page).toHaveURL(/[?&]tutorId=\d+/);
  await expect(page.getByRole('combobox', { name: 'المدرس' })).toHaveValue('طارق فوزي');
});
