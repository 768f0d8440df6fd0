/**
 * Weekly lessons (docs/product/lessons.md#weekly-lessons): with booking ahead on, a student keeps
 * a time with a tutor every week from the tutor's page, finds the lessons booked and the weekly
 * lesson on the dashboard, and stops it there after a confirmation; the booked lessons stay.
 */
import { expect, test } from './fixtures.js';
import { apiAs, listedTutors } from './support.js';
import { newStudent } from './chat-support.js';

const TUTOR_NAME = 'منى السيد';
const SHOTS = process.env.E2E_SHOTS;

type Page = { list: { id: number; tutor: { name: string } }[]; total: number };

test('a student starts a weekly lesson, sees its lessons booked, and stops it', async ({
  request,
  pageAs,
}) => {
  test.setTimeout(240_000);
  const admin = await apiAs(request, 'superadmin@darsak.test');
  await admin.put('/api/v1/platform/settings/bookingWeeksAhead', { value: 2 });
  try {
    const tutor = (await listedTutors(request)).find((t) => t.name === TUTOR_NAME)!;
    const student = await newStudent(request);
    const api = await apiAs(request, student.email);
    for (const [width, height] of [
      [390, 844],
      [1280, 900],
    ] as const) {
      if (!SHOTS) break;
      const look = await pageAs(student.email, { device: { viewport: { width, height } } });
      await look.goto(`/app/t/${tutor.id}`);
      await look.getByRole('button', { name: '٣٠ دقيقة' }).click();
      await look.getByRole('checkbox', { name: /كرّر هذا الموعد كل أسبوع/ }).check();
      await look.screenshot({ path: `${SHOTS}/booking-${width}.png`, fullPage: true });
    }

    const page = await pageAs(student.email);
    await page.goto(`/app/t/${tutor.id}`);
    const panel = page.locator('section', {
      has: page.getByRole('heading', { name: 'احجز درساً' }),
    });
    await expect(panel.getByText(/كل درس يُخصم من رصيد أسبوعه/)).toBeVisible();
    await panel.getByRole('button', { name: '٣٠ دقيقة' }).click();
    const day = panel.getByRole('group', { name: 'الأيام' }).getByRole('button').first();
    const weekday = (await day.innerText()).split(/[،,\s]/)[0]!;
    await panel
      .getByRole('group', { name: new RegExp(`^${weekday}`) })
      .getByRole('button')
      .first()
      .click();
    await panel.getByRole('checkbox', { name: /كرّر هذا الموعد كل أسبوع/ }).check();
    await panel.getByRole('button', { name: 'متابعة' }).click();
    const confirm = page.getByRole('dialog', { name: 'تأكيد الحجز' });
    await expect(confirm).toContainText('يتكرر في اليوم نفسه والساعة نفسها كل أسبوع');
    await confirm.getByRole('button', { name: 'احجز وكرّر كل أسبوع' }).click();
    await expect(page.getByText('بدأ موعدك الأسبوعي')).toBeVisible();
    await expect(page).toHaveURL(/\/app\/s\/dashboard$/);

    // The lessons booked: this week's and each open week's where the tutor is free.
    const booked = await api.get<Page>('/api/v1/lesson/list/?page=1&size=10&filter=ratified');
    expect(booked.total).toBeGreaterThanOrEqual(2);
    expect(booked.list.every((lesson) => lesson.tutor.name === TUTOR_NAME)).toBe(true);
    const weekly = page.locator('section', {
      has: page.getByRole('heading', { name: 'مواعيدك الأسبوعية' }),
    });
    await expect(weekly).toContainText(TUTOR_NAME);
    if (SHOTS) {
      await page.screenshot({ path: `${SHOTS}/dashboard-1280.png`, fullPage: true });
      const narrow = await pageAs(student.email, {
        device: { viewport: { width: 390, height: 844 } },
      });
      await narrow.goto('/app/s/dashboard');
      await expect(narrow.getByRole('heading', { name: 'مواعيدك الأسبوعية' })).toBeVisible();
      await narrow.screenshot({ path: `${SHOTS}/dashboard-390.png`, fullPage: true });
    }

    // Stopping asks first, and says the booked lessons stay.
    await weekly.getByRole('button', { name: 'أوقف التكرار' }).click();
    const stop = page.getByRole('dialog', { name: 'إيقاف الموعد الأسبوعي؟' });
    await expect(stop).toContainText('الدروس المحجوزة بالفعل تبقى كما هي');
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/stop-1280.png` });
    await stop.getByRole('button', { name: 'أوقف التكرار' }).click();
    await expect(page.getByText('أوقفنا موعدك الأسبوعي. دروسك المحجوزة باقية.')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'مواعيدك الأسبوعية' })).toHaveCount(0);
    const after = await api.get<Page>('/api/v1/lesson/list/?page=1&size=10&filter=ratified');
    expect(after.total).toBe(booked.total);
    expect(await api.get<unknown[]>('/api/v1/lesson-series/')).toEqual([]);
  } finally {
    await admin.put('/api/v1/platform/settings/bookingWeeksAhead', { value: 0 });
  }
});
