/**
 * Cancelling after the cutoff (docs/product/lessons.md#cancellation): the dialog says what it
 * costs before confirming; a student's late cancellation spends the minutes, a tutor's returns
 * them and offers the student the tutor's next free times first, one press from a new booking.
 */
import { expect, test } from './fixtures.js';
import { apiAs, setCancellationCutoff } from './support.js';
import { newStudentWithLesson } from './chat-support.js';

const TUTOR_NAME = 'منى السيد';
const TUTOR_EMAIL = 'tutor@darsak.test';

type Quota = { usedMinutes: number; remainingMinutes: number };

test('a late cancellation says its cost first: the student’s spends the minutes, the tutor’s offers their next free times', async ({
  request,
  pageAs,
}) => {
  test.setTimeout(360_000);
  // The longest cutoff: every lesson this week is past it.
  const restoreCutoff = await setCancellationCutoff(request, 7 * 24 * 60);
  try {
    // The student cancels late: told first that the minutes will not come back.
    const first = await newStudentWithLesson(request, TUTOR_NAME);
    const studentPage = await pageAs(first.student.email);
    await studentPage.goto(`/app/lesson/${first.lessonId}`);
    await studentPage.getByRole('button', { name: 'إلغاء الدرس' }).click();
    const dialog = studentPage.getByRole('dialog', { name: 'إلغاء الدرس؟' });
    await expect(dialog).toContainText('انتهى وقت الإلغاء المجاني');
    await expect(dialog).toContainText('فلن تعود دقائق الدرس إلى رصيدك الأسبوعي');
    await dialog.getByRole('button', { name: 'نعم، ألغِ الدرس' }).click();
    await expect(studentPage.getByText('تم إلغاء الدرس')).toBeVisible();
    await expect(studentPage.getByTestId('lesson-outcome')).toHaveText(
      'ألغيته بعد انتهاء وقت الإلغاء المجاني، فاحتُسبت دقائقه من رصيدك.',
    );
    const firstApi = await apiAs(request, first.student.email);
    const spent = await firstApi.get<Quota>('/api/v1/sub/quota');
    expect(spent.usedMinutes).toBeGreaterThan(0);

    // The tutor cancels another student's lesson late: told first it costs two points.
    const second = await newStudentWithLesson(request, TUTOR_NAME);
    const tutorPage = await pageAs(TUTOR_EMAIL);
    await tutorPage.goto(`/app/lesson/${second.lessonId}`);
    await tutorPage.getByRole('button', { name: 'إلغاء الدرس' }).click();
    const tutorDialog = tutorPage.getByRole('dialog', { name: 'إلغاء الدرس؟' });
    await expect(tutorDialog).toContainText('فينقص تقييم نشاطك نقطتين بدل نقطة');
    await tutorDialog.getByRole('button', { name: 'نعم، ألغِ الدرس' }).click();
    await expect(tutorPage.getByText('تم إلغاء الدرس')).toBeVisible();

    // The student's minutes are back, and the lesson's page offers the tutor's next times first.
    const secondApi = await apiAs(request, second.student.email);
    expect((await secondApi.get<Quota>('/api/v1/sub/quota')).usedMinutes).toBe(0);
    const secondPage = await pageAs(second.student.email);
    await secondPage.goto(`/app/lesson/${second.lessonId}`);
    await expect(secondPage.getByTestId('lesson-outcome')).toContainText('وعادت دقائقه إلى رصيدك');
    const offered = secondPage.getByRole('region', { name: 'أقرب مواعيد المدرّسة' });
    await expect(offered).toBeVisible();
    const times = offered.getByRole('button');
    await expect(times.first()).toBeVisible();
    expect(await times.count()).toBeLessThanOrEqual(3);
    await times.first().click();
    await expect(secondPage.getByText('تم حجز الدرس')).toBeVisible();
    await expect(secondPage).toHaveURL(/\/app\/lesson\/\d+$/);
    expect(secondPage.url()).not.toMatch(new RegExp(`/lesson/${second.lessonId}$`));
    const booked = Number(secondPage.url().split('/').at(-1));
    await secondApi.delete(`/api/v1/lesson/${booked}`);
  } finally {
    await restoreCutoff();
  }
});
