/**
 * The live lesson in two browsers with Chromium's fake camera and microphone (issue 11): both see
 * the other's video decoded, a muted microphone shows on the other side, a shared screen arrives,
 * they chat in the call, one drops off the network and comes back into the same call, both leave
 * and the attendance shows both, on the lesson page too. After a held lesson the tutor leaves the
 * student a note, which both read on the lesson page.
 */
import { bookFirstFree, fakeMedia, framesOf, joinCall, newStudent } from './chat-support.js';
import { expect, test } from './fixtures.js';
import { apiAs, listedTutors } from './support.js';

const TUTOR_EMAIL = 'nourhan.tutor@darsak.test';
const TUTOR_NAME = 'نورهان مصطفى';

test.use({ launchOptions: fakeMedia });

test.describe('with a camera and a microphone', () => {
  test('tutor and student hold the lesson: video both ways, mic, screen, chat, a drop and a return, attendance', async ({
    request,
    pageAs,
  }) => {
    test.setTimeout(180_000);
    const student = await newStudent(request);
    const tutor = (await listedTutors(request)).find((t) => t.name === TUTOR_NAME)!;
    const { lessonId, cancel } = await bookFirstFree(request, student.email, tutor.id);
    try {
      const tutorPage = await pageAs(TUTOR_EMAIL);
      const studentPage = await pageAs(student.email);
      await joinCall(tutorPage, lessonId);
      await expect(tutorPage.getByText('في انتظار دخول هدى سمير…')).toBeVisible();
      await joinCall(studentPage, lessonId);

      // Each decodes the other's video.
      for (const page of [tutorPage, studentPage]) {
        await expect.poll(() => framesOf(page), { timeout: 30_000 }).toBeGreaterThan(10);
        await expect
          .poll(() =>
            page
              .getByTestId('remote-video')
              .evaluate((video: HTMLVideoElement) => video.videoWidth),
          )
          .toBeGreaterThan(0);
      }
      await expect(studentPage.getByTestId('quality')).toHaveText(/الاتصال (ممتاز|متوسط|ضعيف)/);

      // A muted microphone shows on the other side, and its return.
      await studentPage.getByRole('button', { name: 'كتم الميكروفون' }).click();
      await expect(tutorPage.getByTestId('remote-mic-off')).toHaveText('أغلق هدى سمير الميكروفون');
      await studentPage.getByRole('button', { name: 'تشغيل الميكروفون' }).click();
      await expect(tutorPage.getByTestId('remote-mic-off')).toHaveCount(0);

      // The tutor shares the screen; the student sees it, frames still arriving.
      await tutorPage.getByRole('button', { name: 'مشاركة الشاشة' }).click();
      await expect(studentPage.getByTestId('remote-sharing')).toHaveText(
        `${TUTOR_NAME} تشارك الشاشة`,
      );
      const beforeShare = await framesOf(studentPage);
      await expect.poll(() => framesOf(studentPage)).toBeGreaterThan(beforeShare + 5);
      await tutorPage.getByRole('button', { name: 'إيقاف مشاركة الشاشة' }).click();
      await expect(studentPage.getByTestId('remote-sharing')).toHaveCount(0);

      // They chat in the call.
      const studentChat = studentPage.getByRole('complementary', { name: 'محادثة الجلسة' });
      await studentChat.getByRole('textbox', { name: 'اكتب رسالتك…' }).fill('صوتك واضح جداً');
      await studentChat.getByRole('button', { name: 'إرسال' }).click();
      const tutorChat = tutorPage.getByRole('complementary', { name: 'محادثة الجلسة' });
      await expect(tutorChat.getByText('صوتك واضح جداً')).toBeVisible();

      // The student drops off the network and comes back into the same call.
      await studentPage.context().setOffline(true);
      await expect(studentPage.getByText('انقطع الاتصال مع نورهان مصطفى')).toBeVisible();
      await studentPage.waitForTimeout(3000);
      await studentPage.context().setOffline(false);
      await expect(studentPage.getByText('انقطع الاتصال مع نورهان مصطفى')).toHaveCount(0, {
        timeout: 30_000,
      });
      const afterReturn = await framesOf(studentPage);
      await expect
        .poll(() => framesOf(studentPage), { timeout: 30_000 })
        .toBeGreaterThan(afterReturn + 10);

      // Both leave; each was present.
      for (const page of [studentPage, tutorPage]) {
        await page.getByRole('button', { name: 'مغادرة الجلسة' }).click();
        await page.getByRole('dialog').getByRole('button', { name: 'مغادرة الجلسة' }).click();
        await expect(page.getByRole('heading', { name: 'غادرت الجلسة' })).toBeVisible();
      }
      const attendance = tutorPage.getByRole('list', { name: 'مدة الحضور' });
      await expect(attendance.getByRole('listitem')).toHaveCount(2);
      await expect(attendance).toContainText(TUTOR_NAME);
      await expect(attendance).toContainText('هدى سمير');
      // The lesson page keeps the evidence: minutes present for each, and the joins and leaves.
      await tutorPage.getByRole('link', { name: 'صفحة الدرس' }).click();
      const minutes = tutorPage.getByRole('list', { name: 'دقائق الحضور' });
      await expect(minutes.getByRole('listitem')).toHaveCount(2);
      await expect(minutes).toContainText(TUTOR_NAME);
      await expect(minutes).toContainText('هدى سمير');
      // Booked ahead and held early: none of the lesson's own minutes have passed yet.
      await expect(minutes.getByText(/أقل من دقيقة من (١٥|٣٠) دقيقة/)).toHaveCount(2);
      const timeline = tutorPage.getByRole('list', { name: 'سجل الدخول والخروج' });
      await expect(timeline.getByText(`دخول ${TUTOR_NAME}`)).toHaveCount(1);
      await expect(timeline.getByText('دخول هدى سمير').first()).toBeVisible();
      await expect(timeline.getByText(`خروج ${TUTOR_NAME}`)).toHaveCount(1);
      await expect(timeline.getByText('خروج هدى سمير').last()).toBeVisible();
    } finally {
      await cancel();
    }
  });
});

test('after a held lesson the tutor leaves the student a note, and the student reads it', async ({
  request,
  pageAs,
}) => {
  const tutorApi = await apiAs(request, 'tutor@darsak.test');
  const past = await tutorApi.get<{ list: { id: number; student: { name: string } }[] }>(
    '/api/v1/lesson/list/?page=1&size=20&when=past&filter=ratified',
  );
  const lesson = past.list.find((l) => l.student.name === 'يوسف إبراهيم')!;
  expect(lesson, 'the demo tutor held a lesson with the demo student').toBeTruthy();

  const tutorPage = await pageAs('tutor@darsak.test');
  await tutorPage.goto(`/app/lesson/${lesson.id}`);
  await expect(tutorPage.getByRole('heading', { name: 'الحضور' })).toBeVisible();
  const card = tutorPage.getByRole('region', { name: 'ملاحظة المدرّسة' });
  const edit = card.getByRole('button', { name: 'تعديل الملاحظة' });
  if (await edit.isVisible()) await edit.click();
  const field = card.getByRole('textbox', { name: 'ملاحظتك للطالب' });
  await field.fill('لا');
  await card.getByRole('button', { name: 'حفظ الملاحظة' }).click();
  await expect(card.getByText('الملاحظة قصيرة جداً.')).toBeVisible();
  const note = `نطقك تحسن كثيراً. راجع الماضي البسيط قبل الدرس القادم (${Date.now()})`;
  await field.fill(note);
  await card.getByRole('button', { name: 'حفظ الملاحظة' }).click();
  await expect(tutorPage.getByTestId('lesson-note')).toHaveText(note);
  await expect(card.getByRole('button', { name: 'تعديل الملاحظة' })).toBeVisible();

  const studentPage = await pageAs('student@darsak.test');
  await studentPage.goto(`/app/lesson/${lesson.id}`);
  await expect(studentPage.getByTestId('lesson-note')).toHaveText(note);
  await expect(studentPage.getByRole('textbox', { name: 'ملاحظتك للطالب' })).toHaveCount(0);
});
