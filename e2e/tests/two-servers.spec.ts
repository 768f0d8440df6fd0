/**
 * Two server processes on one PostgreSQL database and one Redis prefix (decision 022),
 * in two browsers: the student's pages are served by the first server and their socket is held by
 * it, the tutor's by the second. A chat message crosses with its read tick, and in their lesson's
 * call the offer crosses and each decodes the other's video. Runs when DATABASE_URL and REDIS_URL
 * are set (the "two servers" project of playwright.config.ts), as CI sets them.
 */
import { secondServer } from '../playwright.config.js';
import { bookFirstFree, fakeMedia, framesOf, joinCall, newStudent } from './chat-support.js';
import { expect, test } from './fixtures.js';
import { listedTutors } from './support.js';

const TUTOR_EMAIL = 'nourhan.tutor@darsak.test';
const TUTOR_NAME = 'نورهان مصطفى';
const STUDENT_NAME = 'ريم عادل';

test.use({ launchOptions: fakeMedia });

test('a student on one server and a tutor on the other chat and hold their call', async ({
  request,
  pageAs,
}) => {
  test.setTimeout(180_000);
  const student = await newStudent(request, STUDENT_NAME);
  const tutor = (await listedTutors(request)).find((t) => t.name === TUTOR_NAME)!;
  const { lessonId, cancel } = await bookFirstFree(request, student.email, tutor.id);
  try {
    const studentPage = await pageAs(student.email);
    const tutorPage = await pageAs(TUTOR_EMAIL, { baseURL: secondServer });
    expect(new URL(studentPage.url()).origin).not.toBe(new URL(tutorPage.url()).origin);
    await tutorPage.goto('/app/chat');
    await expect(tutorPage.getByRole('heading', { name: 'المحادثات', level: 1 })).toBeVisible();

    // The student writes through the first server; the tutor sees it live on the second.
    const text = 'مرحباً، هل نراجع الواجب في الدرس؟';
    await studentPage.goto('/app/chat?tab=tutors');
    await studentPage.getByRole('searchbox', { name: 'ابحث بالاسم' }).fill('نورهان');
    await studentPage.getByRole('button', { name: new RegExp(TUTOR_NAME) }).click();
    await studentPage.getByRole('textbox', { name: 'اكتب رسالتك…' }).fill(text);
    await studentPage.getByRole('button', { name: 'إرسال' }).click();
    const log = studentPage.getByRole('log', { name: 'الرسائل' });
    await expect(log.getByText(text)).toBeVisible();
    await expect(log.getByLabel('أُرسلت')).toHaveCount(1);
    const room = tutorPage.getByRole('link', { name: new RegExp(STUDENT_NAME) }).filter({
      hasText: 'مرحباً',
    });
    await expect(room).toBeVisible();

    // The tutor reads it on the second server: the student's tick turns to read on the first.
    await room.click();
    await expect(tutorPage.getByRole('log', { name: 'الرسائل' }).getByText(text)).toBeVisible();
    await expect(log.getByLabel('قُرئت')).toHaveCount(1);

    // Their lesson's call: the tutor waits on the second server, the student joins on the first;
    // the offer and its candidates cross between the servers, and each decodes the other's video.
    await joinCall(tutorPage, lessonId);
    await expect(tutorPage.getByText(`في انتظار دخول ${STUDENT_NAME}…`)).toBeVisible();
    await joinCall(studentPage, lessonId);
    for (const page of [tutorPage, studentPage]) {
      await expect.poll(() => framesOf(page), { timeout: 30_000 }).toBeGreaterThan(0);
      await expect
        .poll(() =>
          page.getByTestId('remote-video').evaluate((video: HTMLVideoElement) => video.videoWidth),
        )
        .toBeGreaterThan(0);
    }
    for (const page of [studentPage, tutorPage]) {
      await page.getByRole('button', { name: 'مغادرة الجلسة' }).click();
      await page.getByRole('dialog').getByRole('button', { name: 'مغادرة الجلسة' }).click();
      await expect(page.getByRole('heading', { name: 'غادرت الجلسة' })).toBeVisible();
    }
  } finally {
    await cancel();
  }
});
