/** A student learns what stops a booking before choosing anything, and is offered only bookable days. */
import { expect, test } from './fixtures.js';
import {
  apiAs,
  chooseFirstFreeTime,
  DEMO_PASSWORD,
  listedTutors,
  signIn,
  skipTour,
} from './support.js';

type FreeTimes = { weekEnd: string; times: { startsAt: string; maxDuration: number }[] };

test('a student who holds a booked lesson is told so on any tutor page, with a link to it', async ({
  page,
  request,
}) => {
  const student = await apiAs(request, 'student@darsak.test');
  const [first, second] = await listedTutors(request);
  const free = await student.get<FreeTimes>(`/api/v1/availability-slot/free?tutorId=${first!.id}`);
  const lesson = await student.post<{ id: number }>('/api/v1/lesson/', {
    tutorId: first!.id,
    startsAt: free.times[0]!.startsAt,
    duration: 15,
  });

  await signIn(page, '/app', 'student@darsak.test', DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/app\/s\/dashboard$/);
  await page.goto(`/app/t/${second!.id}`);
  const panel = page.locator('section', { has: page.getByRole('heading', { name: 'احجز درساً' }) });
  await expect(panel.getByText('لديك درس محجوز بالفعل')).toBeVisible();
  await expect(panel).toContainText(first!.name);
  // Nothing to pick that the booking would refuse.
  await expect(panel.getByRole('button', { name: '١٥ دقيقة' })).toHaveCount(0);
  await expect(panel.getByRole('button', { name: 'متابعة' })).toHaveCount(0);
  await panel.getByRole('link', { name: 'عرض الدرس' }).click();
  await expect(page).toHaveURL(new RegExp(`/app/lesson/${lesson.id}$`));

  await student.delete(`/api/v1/lesson/${lesson.id}`);
  await page.goto(`/app/t/${second!.id}`);
  await expect(panel.getByRole('button', { name: '١٥ دقيقة' })).toBeVisible();
  await expect(panel.getByText('لديك درس محجوز بالفعل')).toHaveCount(0);
});

test('the "free on" filter offers only the days left in the quota week, and says why', async ({
  page,
  request,
}) => {
  const student = await apiAs(request, 'mariam.student@darsak.test');
  const { weekEnd } = await student.get<{ weekEnd: string }>('/api/v1/sub/quota');
  // Cairo dates from the next half hour to the last start a short lesson still fits in.
  const step = 30 * 60_000;
  const dayOf = new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Cairo' });
  const bookableDays = new Set<string>();
  for (
    let at = Math.ceil(Date.now() / step) * step;
    at <= Date.parse(weekEnd) - 15 * 60_000;
    at += step
  )
    bookableDays.add(dayOf.format(at));

  await signIn(page, '/app', 'mariam.student@darsak.test', DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/app\/s\/dashboard$/);
  await page.goto('/app/tutors');
  const day = page.getByRole('combobox', { name: 'متاح يوم' });
  // "Any time" and one option a day.
  await expect(day.locator('option')).toHaveCount(bookableDays.size + 1);
  await expect(page.getByText(/^الحجز متاح لهذا الأسبوع فقط/)).toBeVisible();

  // Even the last day's last time starts before the week ends.
  await day.selectOption({ index: bookableDays.size });
  const time = page.getByRole('combobox', { name: 'متاح الساعة' });
  const last = await time.locator('option').last().getAttribute('value');
  expect(Date.parse(last!)).toBeLessThan(Date.parse(weekEnd));
});

test('a booking whose answer arrives after the live update still says it was booked', async ({
  page,
  request,
}) => {
  await signIn(page, '/app', 'student@darsak.test', DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/app\/s\/dashboard$/);
  await skipTour(page);
  // The answer is held back until the socket's LessonBooked has redrawn the panel.
  await page.route('**/api/v1/lesson/', async (route) => {
    if (route.request().method() !== 'POST') return route.fallback();
    const response = await route.fetch();
    await expect(page.getByText('لديك درس محجوز بالفعل')).toBeVisible();
    await route.fulfill({ response });
  });
  const [tutor] = await listedTutors(request);
  await page.goto(`/app/t/${tutor!.id}`);
  await chooseFirstFreeTime(page, '١٥ دقيقة');
  await page.getByRole('button', { name: 'احجز الآن' }).click();
  await expect(page.getByText('تم حجز الدرس')).toBeVisible();
  await expect(page).toHaveURL(/\/app\/s\/dashboard$/);

  const student = await apiAs(request, 'student@darsak.test');
  const { list } = await student.get<{ list: { id: number }[] }>(
    '/api/v1/lesson/list/?page=1&size=1&filter=ratified&when=future',
  );
  await student.delete(`/api/v1/lesson/${list[0]!.id}`);
});
