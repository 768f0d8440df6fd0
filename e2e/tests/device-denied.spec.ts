/**
 * A camera the browser may not use: the device check says so in Arabic, with what to do
 * (docs/product/chat-and-calls.md#device-check).
 * A camera remembered from an earlier call that is gone does not stand in the way.
 */
import { chromiumArgs } from '../playwright.config.js';
import { newStudentWithLesson } from './chat-support.js';
import { expect, test } from './fixtures.js';

test.use({
  launchOptions: {
    executablePath: '/usr/bin/chromium',
    args: [...chromiumArgs, '--use-fake-device-for-media-stream'],
  },
});

test.describe('without permission for the camera', () => {
  test('the device check says in Arabic that the camera was not allowed, and what to do', async ({
    request,
    pageAs,
  }) => {
    const { student, lessonId, cancel } = await newStudentWithLesson(
      request,
      'نورهان مصطفى',
      'رنا عادل',
    );
    try {
      const page = await pageAs(student.email);
      await page.context().clearPermissions();
      await page.goto(`/app/session?type=2&ref=${lessonId}`);
      const alert = page.getByRole('alert');
      await expect(alert).toContainText(
        'لم تسمح باستخدام الكاميرا أو الميكروفون. اسمح بهما من إعدادات المتصفح.',
      );
      await expect(alert).toContainText('اضغط على رمز القفل بجوار عنوان الصفحة');
      await expect(page.getByRole('button', { name: 'ادخل الجلسة' })).toBeDisabled();
    } finally {
      await cancel();
    }
  });
});

test('a camera remembered from an earlier call that is gone gives way to the browser’s own', async ({
  request,
  pageAs,
}) => {
  const { student, lessonId, cancel } = await newStudentWithLesson(
    request,
    'نورهان مصطفى',
    'رنا عادل',
  );
  try {
    const page = await pageAs(student.email);
    await page.context().grantPermissions(['camera', 'microphone']);
    await page.evaluate(() =>
      localStorage.setItem(
        'darsak.devices',
        JSON.stringify({ camera: 'a-camera-unplugged-since', microphone: 'a-gone-microphone' }),
      ),
    );
    await page.goto(`/app/session?type=2&ref=${lessonId}`);
    await expect(
      page.getByRole('combobox', { name: 'الكاميرا' }).locator('option:checked'),
    ).toHaveText('fake_device_0');
    await expect(page.getByRole('alert')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'ادخل الجلسة' })).toBeEnabled({
      timeout: 15_000,
    });
  } finally {
    await cancel();
  }
});
