/** A camera the browser may not use: the device check says so in Arabic, with what to do (SPEC §8). */
import { chromiumArgs } from '../playwright.config.js';
import { bookFirstFree, newStudent } from './chat-support.js';
import { expect, test } from './fixtures.js';
import { listedTutors } from './support.js';

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
    const student = await newStudent(request, 'رنا عادل');
    const tutor = (await listedTutors(request)).find((t) => t.name === 'نورهان مصطفى')!;
    const { lessonId, cancel } = await bookFirstFree(request, student.email, tutor.id);
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
