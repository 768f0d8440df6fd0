/**
 * Pictures and voice notes in chat, in two browsers: a student sends a picture (compressed in the
 * browser) and a voice note recorded from the fake microphone; the tutor sees both live, opens the
 * picture full size and plays the voice note, whose time advances. The room list names the last
 * one «رسالة صوتية». Screenshots of the conversation at 390 and 1280 px.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fakeMedia, newStudent } from './chat-support.js';
import { expect, test } from './fixtures.js';
import { apiAs, listedTutors } from './support.js';

const TUTOR_EMAIL = 'mahmoud.tutor@darsak.test';
const TUTOR_NAME = 'محمود الشريف';
const STUDENT_NAME = 'ليلى فؤاد';

test.use({ launchOptions: fakeMedia });

const photo = readFileSync(
  path.resolve(import.meta.dirname, '../../apps/server/seed/portraits/mona.jpg'),
);

test('a picture and a voice note go from a student to a tutor, who opens and plays them', async ({
  request,
  pageAs,
}) => {
  test.setTimeout(150_000);
  const student = await newStudent(request, STUDENT_NAME);
  const tutor = (await listedTutors(request)).find((t) => t.name === TUTOR_NAME)!;
  const asStudent = await apiAs(request, student.email);
  const { room } = await asStudent.post<{ room: { id: number } }>('/api/v1/chat/new', {
    userId: tutor.id,
    message: 'مساء الخير، هذه صورة الواجب ورسالة صوتية عنه',
  });

  const studentPage = await pageAs(student.email);
  const tutorPage = await pageAs(TUTOR_EMAIL);
  await tutorPage.goto(`/app/chat?room=${room.id}`);
  const tutorLog = tutorPage.getByRole('log', { name: 'الرسائل' });
  await expect(tutorLog.getByText('مساء الخير، هذه صورة الواجب')).toBeVisible();

  await studentPage.goto(`/app/chat?room=${room.id}`);
  const studentLog = studentPage.getByRole('log', { name: 'الرسائل' });
  await expect(studentLog.getByText('مساء الخير، هذه صورة الواجب')).toBeVisible();

  // The picture: chosen, compressed and sent; it shows with its size.
  await studentPage.getByTestId('picture-input').setInputFiles({
    name: 'homework.jpg',
    mimeType: 'image/jpeg',
    buffer: photo,
  });
  await expect(studentLog.getByTestId('chat-picture')).toBeVisible();
  await expect(studentLog.getByText(/ك\.ب/).first()).toBeVisible();

  // The voice note: a tap starts it, the timer runs, «إرسال» sends it.
  await studentPage.getByRole('button', { name: 'تسجيل رسالة صوتية' }).click();
  const recorder = studentPage.getByTestId('voice-recorder');
  await expect(recorder.getByRole('timer')).toContainText('جارٍ التسجيل ٠:٠٢', { timeout: 10_000 });
  await studentPage.screenshot({ path: 'test-results/chat-media-recording.png' });
  await recorder.getByRole('button', { name: 'إرسال' }).click();
  await expect(studentLog.getByTestId('voice-note')).toBeVisible();
  await expect(studentLog.locator('[data-pending]')).toHaveCount(0, { timeout: 20_000 });

  // The tutor has both live; the picture opens full size and Escape closes it.
  const picture = tutorLog.getByTestId('chat-picture');
  await expect(picture).toBeVisible();
  await picture.click();
  const viewer = tutorPage.getByRole('dialog', { name: 'صورة' });
  const full = viewer.getByTestId('chat-picture-full');
  await expect(full).toBeVisible();
  expect(await full.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await tutorPage.screenshot({ path: 'test-results/chat-media-viewer.png' });
  await tutorPage.keyboard.press('Escape');
  await expect(viewer).toBeHidden();

  // The voice note plays: its time advances, and 1.5× speeds it up.
  const note = tutorLog.getByTestId('voice-note');
  await note.getByRole('button', { name: 'تشغيل الرسالة الصوتية' }).click();
  const audio = note.getByTestId('voice-audio');
  await expect
    .poll(() => audio.evaluate((element: HTMLAudioElement) => element.currentTime), {
      timeout: 15_000,
    })
    .toBeGreaterThan(0.3);
  await note.getByRole('button', { name: 'سرعة التشغيل ١×' }).click();
  expect(await audio.evaluate((element: HTMLAudioElement) => element.playbackRate)).toBe(1.5);
  await expect(note.getByRole('button', { name: 'سرعة التشغيل ١٫٥×' })).toBeVisible();

  // The room list names the last message by its kind.
  await expect(tutorPage.getByRole('link', { name: new RegExp(STUDENT_NAME) })).toContainText(
    'رسالة صوتية',
  );

  for (const width of [1280, 390]) {
    await tutorPage.setViewportSize({ width, height: width > 1000 ? 900 : 844 });
    await expect(tutorLog.getByTestId('chat-picture')).toBeVisible();
    await tutorPage.screenshot({ path: `test-results/chat-media-${width}.png` });
  }
});
