/** The marketplace loop (issue: marketplace core) as people live it: find, book, see it live, cancel, edit a schedule. */
import { expect, test } from './fixtures.js';
import {
  chooseFirstFreeTime,
  DEMO_PASSWORD,
  setCancellationCutoff,
  signIn,
  skipTour,
} from './support.js';

const tutorEmails: Record<string, string> = {
  'منى السيد': 'tutor@darsak.test',
  'أحمد عبد الرحمن': 'ahmed.tutor@darsak.test',
  'ياسمين حسن': 'yasmin.tutor@darsak.test',
  'محمود الشريف': 'mahmoud.tutor@darsak.test',
  'نورهان مصطفى': 'nourhan.tutor@darsak.test',
  'د. سامح فاروق': 'sameh.tutor@darsak.test',
};
/** The seeded women tutors: the screens speak of them in the feminine («متصلة الآن»). */
const women = new Set(['منى السيد', 'ياسمين حسن', 'نورهان مصطفى']);

test('a student finds a tutor, books, sees the quota fall; the tutor sees it live; a schedule edit names it; cancelling gives the minutes back', async ({
  page,
  pageAs,
  request,
}) => {
  // The student signs in and lands on the dashboard with the whole week's minutes.
  await signIn(page, '/app', 'omar.student@darsak.test', DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/app\/s\/dashboard$/);
  await skipTour(page);
  await expect(page.getByText('١٢٠ دقيقة متبقية')).toBeVisible();

  // Filters: only tutors who teach the chosen topic remain.
  await page.getByRole('link', { name: 'المدرسون' }).click();
  await expect(page.getByRole('heading', { name: 'اختر مدرسك' })).toBeVisible();
  await page.getByRole('combobox', { name: 'الموضوع' }).selectOption({ label: 'الكتابة' });
  const cards = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('link', { name: 'احجز درساً' }) });
  await expect(page).toHaveURL(/[?&]topic=\d+/);
  // The list shows the unfiltered cards until the filtered answer comes: wait for it whole.
  await expect
    .poll(async () => {
      const texts = await cards.allInnerTexts();
      return texts.length > 0 && texts.every((text) => text.includes('الكتابة'));
    })
    .toBe(true);

  // The first tutor free this week: open the profile.
  const tutorName = (await cards.first().getByRole('heading').innerText()).trim();
  const tutorEmail = tutorEmails[tutorName];
  expect(tutorEmail, `a seeded tutor: ${tutorName}`).toBeTruthy();
  await cards.first().getByRole('link', { name: 'احجز درساً' }).click();
  await expect(page.getByRole('heading', { name: tutorName, level: 1 })).toBeVisible();
  // «Book» lands on the booking section, its heading focused for the keyboard.
  await expect(page).toHaveURL(/#book$/);
  await expect(page.getByRole('heading', { name: 'احجز درساً', level: 2 })).toBeFocused();
  // …and stays at the top of the screen while what is above it is drawn.
  await expect
    .poll(
      async () =>
        (await page.getByRole('heading', { name: 'احجز درساً', level: 2 }).boundingBox())?.y,
    )
    .toBeLessThan(200);

  // The tutor watches their dashboard in another browser.
  const tutorPage = await pageAs(tutorEmail!);
  await tutorPage.goto('/app/t/dashboard');
  await expect(tutorPage.getByRole('heading', { name: 'الدروس القادمة' })).toBeVisible();
  const tutorUpcoming = tutorPage
    .locator('section', { has: tutorPage.getByRole('heading', { name: 'الدروس القادمة' }) })
    .last();
  await expect(tutorUpcoming.getByText('عمر خالد')).toHaveCount(0);
  // The student's open profile shows the tutor came online, without a reload, in her gender or his.
  const online = women.has(tutorName) ? 'متصلة الآن' : 'متصل الآن';
  await expect(page.getByRole('img', { name: online })).toBeVisible();

  // Book the first free quarter hour.
  const weekday = await chooseFirstFreeTime(page, '١٥ دقيقة');
  await expect(page.getByRole('dialog', { name: 'تأكيد الحجز' })).toContainText(tutorName);
  await page.getByRole('button', { name: 'احجز الآن' }).click();
  await expect(page.getByText('تم حجز الدرس')).toBeVisible();

  // The dashboard shows the lesson and the quota down by 15 minutes.
  await expect(page).toHaveURL(/\/app\/s\/dashboard$/);
  await expect(page.getByText('١٠٥ دقائق متبقية')).toBeVisible();
  await expect(page.getByText(tutorName).first()).toBeVisible();
  // The next lesson offers the way into its room, as the lesson's page does.
  await expect(page.getByRole('link', { name: 'غرفة الدرس' })).toHaveAttribute(
    'href',
    /\/app\/session\?type=2&ref=\d+$/,
  );

  // The tutor's dashboard shows it without a reload.
  await expect(tutorUpcoming.getByText('عمر خالد').first()).toBeVisible();

  // The tutor removes that day's hours: the schedule refuses and names the booked lesson.
  await tutorPage.getByRole('link', { name: 'مواعيدي' }).click();
  const dayRow = tutorPage
    .getByRole('listitem')
    .filter({ has: tutorPage.getByRole('heading', { name: weekday, exact: true }) });
  const deletes = dayRow.getByRole('button', { name: /^حذف الفترة/ });
  await expect(deletes.first()).toBeVisible();
  while ((await deletes.count()) > 0) await deletes.first().click();
  await tutorPage.getByRole('button', { name: 'حفظ التغييرات' }).click();
  const conflict = tutorPage.getByRole('dialog');
  // Another spec on this server may have booked the same tutor that day: one lesson or more.
  await expect(conflict).toContainText(/هذا التعديل يمس (درساً محجوزاً|دروساً محجوزة)/);
  await expect(conflict).toContainText('عمر خالد');
  await conflict.getByRole('button', { name: 'رجوع للتعديل' }).click();

  // Leaving with the edit unsaved asks first; staying keeps the edit.
  await tutorPage.getByRole('link', { name: 'الرئيسية' }).first().click();
  const leave = tutorPage.getByRole('dialog', { name: 'تغييرات غير محفوظة' });
  await expect(leave).toBeVisible();
  await leave.getByRole('button', { name: 'البقاء في الصفحة' }).click();
  await expect(leave).toBeHidden();
  await expect(tutorPage).toHaveURL(/\/schedule-management$/);
  await expect(tutorPage.getByRole('button', { name: 'حفظ التغييرات' })).toBeEnabled();

  // The student cancels before the cutoff (none, here: the first free time may be an hour away);
  // the minutes come back. A late cancellation is late-cancellation.spec.ts's.
  const restoreCutoff = await setCancellationCutoff(request, 0);
  try {
    await page.getByRole('link', { name: 'تفاصيل الدرس' }).click();
    await page.getByRole('button', { name: 'إلغاء الدرس' }).click();
    await expect(page.getByRole('dialog')).toContainText('الإلغاء مجاني حتى');
    await page.getByRole('button', { name: 'نعم، ألغِ الدرس' }).click();
    await expect(page.getByText('تم إلغاء الدرس')).toBeVisible();
    await page.getByRole('link', { name: 'الرئيسية' }).click();
    await expect(page.getByText('١٢٠ دقيقة متبقية')).toBeVisible();
  } finally {
    await restoreCutoff();
  }
});
