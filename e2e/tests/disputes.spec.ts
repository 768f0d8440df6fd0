/**
 * Disputing a lesson's outcome (docs/product/lessons.md#disputes,
 * docs/product/back-office.md#lesson-actions): a lesson whose student was counted absent is
 * disputed by the student, the tutor reads that it is, an admin rules on it beside its attendance,
 * and each side reads the ruling on the lesson's page and in a message.
 */
import { expect, test } from './fixtures.js';
import { apiAs, DEMO_PASSWORD, signIn } from './support.js';

const STUDENT_EMAIL = 'salma.student@darsak.test';
const TUTOR_EMAIL = 'mahmoud.tutor@darsak.test';
const TUTOR_NAME = 'محمود الشريف';

type Lesson = { id: number; tutor: { name: string }; outcome: string | null };

test('a no-show disputed by the student and ruled by an admin, each side seeing the ruling', async ({
  page,
  pageAs,
  request,
}) => {
  test.setTimeout(240_000);
  // The demo's lessons ended days ago: a month-long window lets this one be disputed.
  const superAdmin = await apiAs(request, 'superadmin@darsak.test');
  await superAdmin.put('/api/v1/platform/settings/disputeWindowHours', { value: 720 });
  try {
    const studentApi = await apiAs(request, STUDENT_EMAIL);
    const past = await studentApi.get<{ list: Lesson[] }>(
      '/api/v1/lesson/list/?when=past&filter=ratified&size=50',
    );
    const lesson = past.list.find((l) => l.tutor.name === TUTOR_NAME)!;
    expect(lesson).toBeTruthy();
    // Its call's attendance was read as the student absent.
    const admin = await apiAs(request, 'admin@darsak.test');
    await admin.put(`/api/v1/admin/lesson/${lesson.id}/outcome`, {
      outcome: 'student-absent',
      reason: 'النتيجة كما قرأها سجل الحضور',
    });

    // The student disputes it with a note.
    const studentPage = await pageAs(STUDENT_EMAIL);
    await studentPage.goto(`/app/lesson/${lesson.id}`);
    await expect(studentPage.getByTestId('lesson-outcome')).toHaveText(
      'لم تحضر هذا الدرس، فاحتُسبت دقائقه من رصيدك.',
    );
    const section = studentPage.getByTestId('lesson-dispute');
    await section.getByRole('button', { name: 'اعترض على النتيجة' }).click();
    const dialog = studentPage.getByRole('dialog', { name: 'الاعتراض على نتيجة الدرس' });
    await dialog.getByRole('button', { name: 'أرسل الاعتراض' }).click();
    await expect(dialog.getByRole('alert')).toBeVisible();
    await dialog.getByLabel('ما الذي حدث؟').fill('حضرت الدرس من أوله إلى آخره، والمدرس يعرف ذلك.');
    await dialog.getByRole('button', { name: 'أرسل الاعتراض' }).click();
    await expect(studentPage.getByText('وصل اعتراضك، وسنخبرك بالحكم.')).toBeVisible();
    await expect(section).toContainText('اعترضت على نتيجة هذا الدرس في');
    await expect(section).toContainText('ما كتبته: حضرت الدرس من أوله إلى آخره');
    for (const width of [390, 1280]) {
      await studentPage.setViewportSize({ width, height: 900 });
      await studentPage.screenshot({
        path: `test-results/disputes-lesson-disputed-${width}.png`,
        fullPage: true,
      });
    }

    // The tutor reads that it is disputed, not the student's note, and is told by message.
    const tutorPage = await pageAs(TUTOR_EMAIL);
    await tutorPage.goto(`/app/lesson/${lesson.id}`);
    const tutorSection = tutorPage.getByTestId('lesson-dispute');
    await expect(tutorSection).toContainText('اعترضت سلمى');
    await expect(tutorSection).not.toContainText('ما كتبته');
    await expect
      .poll(async () => {
        const response = await request.get(
          `/api/v1/dev/outbox?to=${encodeURIComponent(TUTOR_EMAIL)}`,
        );
        const messages = (await response.json()) as { text: string }[];
        return messages.some((m) => m.text.includes('على نتيجة درسكما'));
      })
      .toBe(true);

    // An admin rules beside the attendance: the student was there.
    await signIn(page, '/admin', 'admin@darsak.test', DEMO_PASSWORD);
    await page.waitForURL((url) => !url.pathname.endsWith('/login'));
    await page.goto(`/admin/lesson/${lesson.id}`);
    const disputeCard = page.getByRole('region', { name: 'اعتراض مفتوح' });
    await expect(disputeCard).toContainText('حضرت الدرس من أوله إلى آخره');
    await expect(page.getByTestId('lesson-outcome')).toHaveText('غابت الطالبة');
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await page.screenshot({
        path: `test-results/disputes-admin-lesson-${width}.png`,
        fullPage: true,
      });
    }
    await page.getByRole('button', { name: 'احكم في الاعتراض' }).click();
    const ruling = page.getByRole('dialog', { name: 'الحكم في الاعتراض' });
    await ruling.getByLabel('النتيجة').selectOption('held');
    await expect(ruling).toContainText('يُحتسب الأجر للمدرس');
    await ruling.getByLabel('السبب').fill('سجل الحضور يُظهر الطالبة في الدرس كاملاً');
    await ruling.getByRole('button', { name: 'احكم', exact: true }).click();
    await expect(page.getByText('صدر الحكم وأُخبر الطرفان')).toBeVisible();
    await expect(page.getByTestId('lesson-outcome')).toHaveText('تمّ بحضور الطرفين');
    await expect(page.getByRole('region', { name: 'اعتراض صدر فيه حكم' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'احكم في الاعتراض' })).toBeHidden();
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await page.screenshot({
        path: `test-results/disputes-admin-ruled-${width}.png`,
        fullPage: true,
      });
    }

    // Each side reads the ruling, live on the open page, and by message.
    await expect(section).toContainText('حكمت الإدارة في الاعتراض');
    await expect(section).toContainText('تمّ الدرس بحضور الطرفين');
    await expect(studentPage.getByTestId('lesson-outcome')).toBeHidden();
    await expect(tutorSection).toContainText('تمّ الدرس بحضور الطرفين');
    for (const email of [STUDENT_EMAIL, TUTOR_EMAIL])
      await expect
        .poll(async () => {
          const response = await request.get(`/api/v1/dev/outbox?to=${encodeURIComponent(email)}`);
          const messages = (await response.json()) as { text: string }[];
          return messages.some((m) => m.text.includes('الحكم: الدرس تمّ بحضوركما'));
        })
        .toBe(true);
    for (const width of [390, 1280]) {
      await studentPage.setViewportSize({ width, height: 900 });
      await studentPage.screenshot({
        path: `test-results/disputes-lesson-ruled-${width}.png`,
        fullPage: true,
      });
    }
  } finally {
    await superAdmin.put('/api/v1/platform/settings/disputeWindowHours', { value: 48 });
  }
});
