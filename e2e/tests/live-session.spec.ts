/**
 * The live lesson in two browsers with Chromium's fake cameras and microphones: the
 * student on a touch phone, the tutor on a desktop. Both see the other's video decoded; the timer
 * counts down to the start; on the phone the call fills the screen with its controls at the bottom
 * and no screen sharing; one's own small video never covers what the tile says and moves to another
 * corner by keyboard or by dragging; a camera that is off shows the person's photo and name; a
 * muted microphone and a shared screen show on the other side; a message that comes while the
 * phone's chat is folded shows on its button, and the chat opens as a sheet over the video; the
 * camera and microphone change mid-call and the choice is remembered; one drops off the network and
 * comes back into the same call; leaving before the end offers the lesson page, not rating, and
 * coming back in one tap with the same devices; attendance shows both, on the lesson page too. At
 * the end the call closes for both and the student rates the lesson in the room (decision 045).
 * The way into the room appears as it opens, without a reload, and before that the lesson page
 * leads to the device check. After a held lesson the tutor leaves the student a note, which both
 * read.
 */
import { fakeMedia, framesOf, joinCall, newStudentWithLesson } from './chat-support.js';
import { expect, test, type Locator, type Page } from './fixtures.js';
import { apiAs, skipTour } from './support.js';

const TUTOR_EMAIL = 'nourhan.tutor@darsak.test';
const TUTOR_NAME = 'نورهان مصطفى';

/**
 * Three fake cameras besides the fake microphones, to switch between. Chromium's second fake camera
 * gives depth frames (Y16), which a call cannot send; its third (MJPEG) is an ordinary camera.
 */
const OTHER_CAMERA = 'fake_device_2';
test.use({
  launchOptions: {
    ...fakeMedia,
    args: fakeMedia.args.map((arg) =>
      arg === '--use-fake-device-for-media-stream'
        ? '--use-fake-device-for-media-stream=device-count=3'
        : arg,
    ),
  },
});

/** Whether two elements' boxes on the screen share any point. */
const overlap = async (a: Locator, b: Locator) => {
  const [x, y] = await Promise.all([a.boundingBox(), b.boundingBox()]);
  expect(x && y, 'both are on the screen').toBeTruthy();
  return !(
    x!.x + x!.width <= y!.x ||
    y!.x + y!.width <= x!.x ||
    x!.y + x!.height <= y!.y ||
    y!.y + y!.height <= x!.y
  );
};

/** Whether an element's box lies wholly inside another's. */
const inside = async (inner: Locator, outer: Locator) => {
  const [a, b] = await Promise.all([inner.boundingBox(), outer.boundingBox()]);
  expect(a && b, 'both are on the screen').toBeTruthy();
  return (
    a!.x >= b!.x - 1 &&
    a!.y >= b!.y - 1 &&
    a!.x + a!.width <= b!.x + b!.width + 1 &&
    a!.y + a!.height <= b!.y + b!.height + 1
  );
};

/** The label of the camera or microphone one's own video holds. */
const localTrack = (page: Page, kind: 'video' | 'audio') =>
  page.getByTestId('local-video').evaluate(
    (video: HTMLVideoElement, which) =>
      (video.srcObject as MediaStream)
        .getTracks()
        .filter((track) => track.kind === which)
        .map((track) => track.label)
        .join(),
    kind,
  );

test.describe('with cameras and microphones', () => {
  test('tutor and student hold the lesson: video both ways, layout, camera off, mic, screen, chat, devices, a drop and a return, attendance', async ({
    request,
    pageAs,
  }) => {
    test.setTimeout(180_000);
    const { student, lessonId, cancel } = await newStudentWithLesson(request, TUTOR_NAME);
    try {
      const tutorPage = await pageAs(TUTOR_EMAIL);
      await tutorPage.setViewportSize({ width: 1280, height: 800 });
      const studentPage = await pageAs(student.email, {
        device: { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true },
      });
      await joinCall(studentPage, lessonId);
      // Joined early, the timer counts down to the start, not to the end.
      await expect(studentPage.getByRole('timer')).toHaveText(/^يبدأ الدرس /);
      // On the phone the call fills the screen, its controls at the bottom where a thumb reaches.
      expect(await studentPage.getByTestId('call').boundingBox()).toEqual({
        x: 0,
        y: 0,
        width: 390,
        height: 844,
      });
      const remoteBox = (await studentPage.getByTestId('remote-video').boundingBox())!;
      expect(remoteBox.width).toBe(390);
      expect(remoteBox.height).toBeGreaterThan(600);
      const controls = studentPage.getByRole('toolbar', { name: 'أدوات المكالمة' });
      const controlsBox = (await controls.boundingBox())!;
      expect(controlsBox.y + controlsBox.height).toBeGreaterThan(830);
      expect(controlsBox.y).toBeGreaterThanOrEqual(remoteBox.y + remoteBox.height - 1);
      // A phone cannot share its screen: it is not offered there, and is on the desktop.
      await expect(studentPage.getByRole('button', { name: 'مشاركة الشاشة' })).toHaveCount(0);
      // On a phone one's own video sits clear of what the tile says, wherever it is moved: by the
      // arrow keys to the corner they point to…
      const waiting = studentPage.getByText(`في انتظار دخول ${TUTOR_NAME}…`);
      await expect(waiting).toBeVisible();
      const selfView = studentPage.getByRole('group', { name: 'الفيديو الخاص بك' });
      await expect(selfView).toHaveAttribute('data-corner', 'bottom-end');
      expect(await overlap(waiting, selfView)).toBe(false);
      await selfView.focus();
      await studentPage.keyboard.press('ArrowUp');
      await expect(selfView).toHaveAttribute('data-corner', 'top-end');
      // (The page is right to left: the end is the left, and the right arrow goes to the start.)
      await studentPage.keyboard.press('ArrowRight');
      await expect(selfView).toHaveAttribute('data-corner', 'top-start');
      expect((await selfView.boundingBox())!.x).toBeGreaterThan(195);
      expect(await overlap(waiting, selfView)).toBe(false);
      expect(await inside(selfView, studentPage.getByTestId('remote-video'))).toBe(true);
      await studentPage.keyboard.press('ArrowDown');
      await studentPage.keyboard.press('ArrowLeft');
      await expect(selfView).toHaveAttribute('data-corner', 'bottom-end');
      await joinCall(tutorPage, lessonId);
      await expect(tutorPage.getByRole('button', { name: 'مشاركة الشاشة' })).toBeVisible();
      // …and by dragging, to the corner nearest where it is let go.
      const tutorSelf = tutorPage.getByRole('group', { name: 'الفيديو الخاص بك' });
      const from = (await tutorSelf.boundingBox())!;
      const tile = (await tutorPage.getByTestId('remote-video').boundingBox())!;
      await tutorPage.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
      await tutorPage.mouse.down();
      await tutorPage.mouse.move(tile.x + tile.width - 60, tile.y + 60, { steps: 5 });
      await tutorPage.mouse.up();
      await expect(tutorSelf).toHaveAttribute('data-corner', 'top-start');
      expect(await inside(tutorSelf, tutorPage.getByTestId('remote-video'))).toBe(true);

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

      // A camera turned off shows the person's photo, name and that the camera is off, on both
      // sides, never a black box; and its return.
      await tutorPage.getByRole('button', { name: 'إيقاف الكاميرا' }).click();
      const cameraOff = studentPage.getByTestId('remote-camera-off');
      await expect(cameraOff).toContainText(TUTOR_NAME);
      await expect(cameraOff).toContainText('الكاميرا مغلقة');
      await expect(studentPage.getByTestId('remote-cover').locator('img')).toBeVisible();
      await expect(tutorPage.getByTestId('local-camera-off')).toHaveText('كاميرتك مغلقة');
      expect(await overlap(cameraOff, selfView)).toBe(false);
      await tutorPage.getByRole('button', { name: 'تشغيل الكاميرا' }).click();
      await expect(cameraOff).toHaveCount(0);
      await expect(tutorPage.getByTestId('local-camera-off')).toHaveCount(0);

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

      // They chat in the call. On the phone the chat is folded: the tutor's message shows on its
      // button, by number and by name, until the chat opens.
      const tutorChat = tutorPage.getByRole('complementary', { name: 'محادثة الجلسة' });
      await tutorChat.getByRole('textbox', { name: 'اكتب رسالتك…' }).fill('هل تسمعني جيداً؟');
      await tutorChat.getByRole('button', { name: 'إرسال' }).click();
      const chatButton = studentPage.getByRole('button', {
        name: 'المحادثة، رسالة جديدة واحدة',
        exact: true,
      });
      await expect(chatButton).toBeVisible();
      await expect(studentPage.getByTestId('chat-unread')).toHaveText('١');
      const beforeChat = await studentPage.getByTestId('remote-video').boundingBox();
      await chatButton.click();
      await expect(studentPage.getByTestId('chat-unread')).toHaveCount(0);
      const studentChat = studentPage.getByRole('complementary', { name: 'محادثة الجلسة' });
      await expect(studentChat.getByText('هل تسمعني جيداً؟')).toBeVisible();
      // The chat is a sheet over the video, which stays where it was; the controls stay in reach.
      expect(await studentPage.getByTestId('remote-video').boundingBox()).toEqual(beforeChat);
      expect(await overlap(studentChat, studentPage.getByTestId('remote-video'))).toBe(true);
      expect(await overlap(studentChat, controls)).toBe(false);
      await expect(controls).toBeInViewport({ ratio: 1 });
      await studentChat.getByRole('textbox', { name: 'اكتب رسالتك…' }).fill('صوتك واضح جداً');
      await studentChat.getByRole('button', { name: 'إرسال' }).click();
      await expect(tutorChat.getByText('صوتك واضح جداً')).toBeVisible();
      await studentPage.getByRole('button', { name: 'إخفاء المحادثة' }).click();

      // The student changes camera and microphone mid-call, from the keyboard; the tutor's video
      // goes on with the new camera.
      await studentPage.getByRole('button', { name: 'الأجهزة' }).focus();
      await studentPage.keyboard.press('Enter');
      const devices = studentPage.getByRole('dialog', { name: 'الكاميرا والميكروفون والسماعة' });
      await expect(devices).toBeVisible();
      expect(await localTrack(studentPage, 'video')).toBe('fake_device_0');
      await devices
        .getByRole('combobox', { name: 'الكاميرا' })
        .selectOption({ label: OTHER_CAMERA });
      await expect.poll(() => localTrack(studentPage, 'video')).toBe(OTHER_CAMERA);
      await devices
        .getByRole('combobox', { name: 'الميكروفون' })
        .selectOption({ label: 'Fake Audio Input 1' });
      await expect.poll(() => localTrack(studentPage, 'audio')).toBe('Fake Audio Input 1');
      await expect(devices.getByRole('combobox', { name: 'الكاميرا' })).toHaveValue(
        (await devices
          .getByRole('combobox', { name: 'الكاميرا' })
          .locator('option', { hasText: OTHER_CAMERA })
          .getAttribute('value'))!,
      );
      await studentPage.keyboard.press('Escape');
      await expect(devices).toHaveCount(0);
      const afterSwitch = await framesOf(tutorPage);
      await expect
        .poll(() => framesOf(tutorPage), { timeout: 30_000 })
        .toBeGreaterThan(afterSwitch + 10);

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

      // Both leave before the lesson has even started: each was present, and nobody is offered
      // rating a lesson that has not taken place, only its page and the way back in.
      for (const page of [studentPage, tutorPage]) {
        await page.getByRole('button', { name: 'مغادرة الجلسة' }).click();
        await page.getByRole('dialog').getByRole('button', { name: 'مغادرة الجلسة' }).click();
        await expect(page.getByRole('heading', { name: 'غادرت الجلسة' })).toBeVisible();
        await expect(page.getByRole('button', { name: /قيّم|تقييم/ })).toHaveCount(0);
        await expect(page.getByRole('link', { name: 'اذهب إلى صفحة الدرس' })).toBeVisible();
        await expect(page.getByRole('button', { name: 'ادخل مرة أخرى' })).toBeVisible();
      }
      // The student comes back in one tap, with the devices chosen in the call, and no device check.
      await studentPage.getByRole('button', { name: 'ادخل مرة أخرى' }).click();
      await expect(controls).toBeVisible();
      await expect(studentPage.getByTestId('preview')).toHaveCount(0);
      await expect.poll(() => localTrack(studentPage, 'video')).toBe(OTHER_CAMERA);
      expect(await localTrack(studentPage, 'audio')).toBe('Fake Audio Input 1');

      const attendance = tutorPage.getByRole('list', { name: 'مدة الحضور في وقت الموعد' });
      await expect(attendance.getByRole('listitem')).toHaveCount(2);
      await expect(attendance).toContainText(TUTOR_NAME);
      await expect(attendance).toContainText('هدى سمير');
      // Held before its booked time: the list says that time has not begun, not "under a minute".
      await expect(attendance.getByText(/لم يبدأ وقت الموعد بعد/)).toHaveCount(2);
      // The lesson page keeps the evidence: minutes present for each, and the joins and leaves.
      await tutorPage.getByRole('link', { name: 'اذهب إلى صفحة الدرس' }).click();
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

  test('at the end the call closes for both, after a warning; the student rates the lesson right there', async ({
    request,
    pageAs,
  }) => {
    test.setTimeout(150_000);
    const { student, lessonId, endsAt, cancel } = await newStudentWithLesson(request, TUTOR_NAME);
    try {
      const tutorPage = await pageAs(TUTOR_EMAIL);
      const studentPage = await pageAs(student.email);
      // Both browsers' clocks stand 40 seconds before the lesson's end.
      for (const page of [tutorPage, studentPage])
        await page.clock.install({ time: Date.parse(endsAt) - 40_000 });
      await joinCall(tutorPage, lessonId);
      await joinCall(studentPage, lessonId);
      await expect(studentPage.getByRole('timer')).toHaveText('باقي دقيقة واحدة');
      await expect(
        studentPage.getByText(
          'باقي دقيقة واحدة على نهاية الجلسة، وتُغلق المكالمة تلقائياً في موعد انتهائها.',
        ),
      ).toBeVisible();
      await expect.poll(() => framesOf(studentPage), { timeout: 30_000 }).toBeGreaterThan(10);

      // At the end both are out of the call, told why.
      for (const page of [studentPage, tutorPage]) {
        await expect(page.getByRole('heading', { name: 'انتهى وقت الجلسة' })).toBeVisible({
          timeout: 45_000,
        });
        await expect(page.getByText('أُغلقت المكالمة عند نهاية موعدها.')).toBeVisible();
        await expect(page.getByRole('toolbar', { name: 'أدوات المكالمة' })).toHaveCount(0);
        await expect(page.getByRole('button', { name: 'ادخل مرة أخرى' })).toHaveCount(0);
        await expect(
          page.getByRole('list', { name: 'مدة الحضور في وقت الموعد' }).getByRole('listitem'),
        ).toHaveCount(2);
      }
      // The tutor goes on to the lesson page; the student rates the lesson in place.
      await expect(tutorPage.getByRole('button', { name: /قيّم|تقييم/ })).toHaveCount(0);
      await expect(tutorPage.getByRole('link', { name: 'اذهب إلى صفحة الدرس' })).toBeVisible();
      await studentPage.getByRole('button', { name: 'قيّم الدرس' }).click();
      await expect(
        studentPage.getByRole('dialog', { name: `قيّم درسك مع ${TUTOR_NAME}` }),
      ).toBeVisible();
      await expect(studentPage).toHaveURL(/\/app\/session\?type=2&ref=\d+$/);
      await studentPage.keyboard.press('Escape');
    } finally {
      await cancel();
    }
  });
});

test('a lesson’s room offers the way in as it opens, on the dashboard and the lesson page, without a reload', async ({
  request,
  pageAs,
}) => {
  const { student, lessonId, opensAt, cancel } = await newStudentWithLesson(request, TUTOR_NAME);
  try {
    const studentPage = await pageAs(student.email);
    await studentPage.clock.install({ time: Date.parse(opensAt) - 60_000 });
    await studentPage.goto('/app/s/dashboard');
    await skipTour(studentPage);
    const card = studentPage.getByRole('heading', { name: 'درسك القادم' }).locator('..');
    await expect(card.getByText(TUTOR_NAME)).toBeVisible();
    await expect(card.getByRole('link', { name: 'غرفة الدرس' })).toHaveCount(0);
    await expect(card.getByTestId('room-opens')).toHaveText(/^تفتح الجلسة /);
    await studentPage.clock.runFor(90_000);
    await expect(card.getByRole('link', { name: 'غرفة الدرس' })).toHaveAttribute(
      'href',
      `/app/session?type=2&ref=${lessonId}`,
    );
    await expect(card.getByTestId('room-opens')).toHaveCount(0);

    const tutorPage = await pageAs(TUTOR_EMAIL);
    await tutorPage.clock.install({ time: Date.parse(opensAt) - 60_000 });
    await tutorPage.goto(`/app/lesson/${lessonId}`);
    await expect(tutorPage.getByTestId('room-opens')).toHaveText(/^تفتح الجلسة /);
    await expect(tutorPage.getByRole('link', { name: 'ادخل الدرس' })).toHaveCount(0);
    // Before the room opens the device check is one tap away, to try the camera and microphone;
    // the way into the call there waits for the room.
    await tutorPage.getByRole('link', { name: 'جرّب الكاميرا والميكروفون' }).click();
    await expect(tutorPage.getByTestId('preview')).toBeVisible();
    await expect(tutorPage.getByRole('combobox', { name: 'الكاميرا' })).toBeEnabled();
    await expect(tutorPage.getByText(/^تفتح الجلسة /)).toBeVisible();
    await expect(tutorPage.getByRole('button', { name: 'ادخل الجلسة' })).toBeDisabled();
    await tutorPage.goBack();
    await expect(tutorPage.getByTestId('room-opens')).toBeVisible();
    await tutorPage.clock.runFor(90_000);
    // Once open, the way in leads the page; moving and cancelling are apart from it.
    const enter = tutorPage.getByRole('link', { name: 'ادخل الدرس' });
    await expect(enter).toHaveAttribute('href', `/app/session?type=2&ref=${lessonId}`);
    await expect(tutorPage.getByRole('link', { name: 'جرّب الكاميرا والميكروفون' })).toHaveCount(0);
    const manage = tutorPage.getByRole('region', { name: 'تغيير الموعد أو إلغاء الدرس' });
    await expect(manage.getByRole('button', { name: 'إلغاء الدرس' })).toBeVisible();
  } finally {
    await cancel();
  }
});

test('a student back in the room of a lesson that is over rates it there, with no camera opened', async ({
  request,
  pageAs,
}) => {
  const api = await apiAs(request, 'student@darsak.test');
  const past = await api.get<{ list: { id: number; tutor: { name: string } }[] }>(
    '/api/v1/lesson/list/?page=1&size=20&when=past&filter=ratified',
  );
  const lesson = past.list.find((l) => l.tutor.name === 'منى السيد')!;
  expect(lesson, 'the demo student held a lesson with the demo tutor').toBeTruthy();
  const page = await pageAs('student@darsak.test');
  await page.goto(`/app/session?type=2&ref=${lesson.id}`);
  await expect(page.getByRole('heading', { name: 'انتهى وقت الجلسة' })).toBeVisible();
  await expect(page.getByTestId('preview')).toHaveCount(0);
  // The demo student rated her already: the rating is edited, in place.
  await page.getByRole('button', { name: 'عدّل تقييمك' }).click();
  const dialog = page.getByRole('dialog', { name: 'عدّل تقييمك للمدرّسة منى السيد' });
  await expect(dialog.getByRole('button', { pressed: true })).toHaveCount(1);
  await dialog.getByRole('button', { name: 'حفظ التقييم' }).click();
  await expect(page.getByText('شكراً، تم حفظ تقييمك')).toBeVisible();
  await expect(dialog).toHaveCount(0);
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
