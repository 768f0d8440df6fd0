/**
 * A new tutor's onboarding in the browser, from registration to bookable: the stepper,
 * the support group, an intro video recorded with the fake camera and approved by an admin, an
 * interview booked and held in its call (each side decoding the other's video) and passed, a demo
 * session held and passed, the studio's video and thumbnail, and students finding the tutor and a
 * time to book. The tutor's page follows each staff decision live, without a reload. The tests run
 * in order, one tutor going through them.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { chromiumArgs } from '../playwright.config.js';
import { expect, test, type Page } from './fixtures.js';
import { apiAs, chooseFirstFreeTime, DEMO_PASSWORD, latestCode, signIn } from './support.js';

type APIRequestContext = Parameters<typeof latestCode>[0];

test.use({
  launchOptions: {
    executablePath: '/usr/bin/chromium',
    args: [...chromiumArgs, '--use-fake-ui-for-media-stream', '--use-fake-device-for-media-stream'],
  },
  permissions: ['camera', 'microphone'],
});

const portrait = readFileSync(
  path.resolve(import.meta.dirname, '../../apps/server/seed/portraits/mona.jpg'),
);

/** A newly registered tutor whose profile is complete, through the API as the app would do it. */
const registerTutor = async (request: APIRequestContext) => {
  const email = `new.tutor.${Date.now()}@example.com`;
  const phone = `+2011${String(Date.now()).slice(-8)}`;
  const created = await request.post('/api/v1/user/', {
    data: { name: 'سارة محمود', email, password: DEMO_PASSWORD, role: 3, phone },
  });
  expect(created.ok()).toBe(true);
  const { user, token } = (await created.json()) as {
    user: { id: number };
    token: { value: string };
  };
  const headers = { authorization: `Bearer ${token.value}` };
  const ok = async (response: Promise<{ ok: () => boolean; text: () => Promise<string> }>) => {
    const answer = await response;
    expect(answer.ok(), await answer.text()).toBe(true);
  };
  await ok(
    request.post('/api/v1/confirmation-code/email/confirm', {
      headers,
      data: { code: await latestCode(request, email) },
    }),
  );
  await ok(request.post('/api/v1/confirmation-code/phone/send', { headers, data: {} }));
  await ok(
    request.post('/api/v1/confirmation-code/phone/verify', {
      headers,
      data: { code: await latestCode(request, phone) },
    }),
  );
  await ok(
    request.put(`/api/v1/user/${user.id}`, {
      headers,
      data: { gender: 2, city: 1, birthYear: 1994 },
    }),
  );
  await ok(
    request.put('/api/v1/user/asset', {
      headers,
      multipart: { image: { name: 'me.jpg', mimeType: 'image/jpeg', buffer: portrait } },
    }),
  );
  await ok(
    request.put(`/api/v1/user/tutor/${user.id}`, {
      headers,
      data: {
        bio: 'مدرسة إنجليزي أحب المحادثة وأساعد الطلاب على الكلام بثقة',
        about:
          'درّست اللغة الإنجليزية لطلاب الجامعة والموظفين خمس سنوات، وأركز على المحادثة اليومية والنطق الصحيح. أبدأ مع كل طالب بتحديد هدفه ثم أبني الدروس حول مواقف حقيقية من حياته وعمله.',
      },
    }),
  );
  const topics = (await (await request.get('/api/v1/topic/list')).json()) as { id: number }[];
  await ok(
    request.patch('/api/v1/topic/of/user', { headers, data: { topicIds: [topics[0]!.id] } }),
  );
  return { email, id: user.id };
};

test.describe.configure({ mode: 'serial' });

const TUTOR_NAME = 'سارة محمود';
const MANAGER = 'manager@darsak.test';
let tutor: { email: string; id: number };

/** How many remote video frames the call has decoded so far (getStats, as in live-session). */
const framesOf = async (page: Page) =>
  Number(await page.getByTestId('quality').getAttribute('data-frames'));

/** The tutor's onboarding page, signed in; answers its stepper. */
const openOnboarding = async (page: Page) => {
  await signIn(page, '/app', tutor.email, DEMO_PASSWORD);
  await page.waitForURL('**/app/t/onboarding');
  return page.getByRole('navigation', { name: 'خطوات الانضمام' });
};

/** Books the first free time offered for an interview or a demo session. */
const bookFirstTime = async (page: Page, button: RegExp) => {
  const day = page.getByRole('group', { name: 'الأيام' }).getByRole('button').first();
  await day.click();
  const weekday = (await day.innerText()).split(/[،,\s]/)[0]!;
  await page
    .getByRole('group', { name: new RegExp(`^${weekday}`) })
    .getByRole('button')
    .first()
    .click();
  await page.getByRole('button', { name: button }).click();
};

/** From the session's page, through its link, into the call (in-app navigation, no reload). */
const enterCall = async (page: Page) => {
  await page.getByRole('link', { name: 'دخول الجلسة' }).click();
  const enter = page.getByRole('button', { name: 'ادخل الجلسة' });
  await expect(enter).toBeEnabled({ timeout: 15_000 });
  await enter.click();
  await expect(page.getByRole('toolbar', { name: 'أدوات المكالمة' })).toBeVisible();
};

/** The manager opens the candidate's session from their list. */
const managerOpens = async (manager: Page, kind: 'مقابلة' | 'حصة تجريبية') => {
  await manager.goto('/app/interviews');
  await manager
    .getByRole('link', { name: new RegExp(`${TUTOR_NAME}.*${kind}، `) })
    .first()
    .click();
  await expect(manager.getByRole('heading', { name: `${kind} مع ${TUTOR_NAME}` })).toBeVisible();
};

/**
 * The manager's verdict: passed, with feedback and an English level. Nothing is chosen at first:
 * saving without a decision asks for one, in words rather than as catalogue keys.
 */
const pass = async (manager: Page) => {
  // The candidate is a woman: the choices and words about her say so.
  await expect(manager.getByRole('radio', { name: 'ناجحة' })).not.toBeChecked();
  await expect(manager.getByRole('radio', { name: 'مرفوضة' })).not.toBeChecked();
  await manager.getByRole('button', { name: 'حفظ النتيجة' }).click();
  await expect(manager.getByText('اختر القرار: ناجحة أو مرفوضة.')).toBeVisible();
  await expect(manager.getByText('هذا الحقل مطلوب.')).toBeVisible();
  await expect(manager.getByText(/error\./)).toHaveCount(0);
  await manager.getByRole('radio', { name: 'ناجحة' }).check();
  await manager
    .getByLabel('ملاحظات للمتقدمة')
    .fill('نطق واضح وثقة في الكلام، وشرح منظم يناسب الطلاب.');
  await manager.getByLabel('مستوى الإنجليزية').selectOption({ index: 5 });
  await manager.getByRole('button', { name: 'حفظ النتيجة' }).click();
  await expect(manager.getByText('تم حفظ النتيجة').first()).toBeVisible();
};

test('a new tutor joins the support group and records an intro video; the admin’s approval shows live', async ({
  page,
  request,
  pageAs,
}) => {
  tutor = await registerTutor(request);
  // A new tutor with a finished profile lands on onboarding.
  const steps = await openOnboarding(page);
  await expect(steps.locator('[aria-current="step"]')).toContainText('مجموعة الدعم');
  await page.getByRole('button', { name: 'انضممت إلى المجموعة' }).click();
  await expect(steps.locator('[aria-current="step"]')).toContainText('فيديو التعريف');

  // The fake camera records a few seconds (the test server allows 3 to 90).
  await page.getByRole('button', { name: 'ابدأ التسجيل' }).click();
  const stop = page.getByRole('button', { name: 'إنهاء التسجيل' });
  await expect(stop).toBeEnabled({ timeout: 15_000 });
  await page.waitForTimeout(1500);
  await stop.click();
  await expect(page.getByRole('button', { name: 'إعادة التسجيل' })).toBeVisible();
  await page.getByRole('button', { name: 'إرسال الفيديو' }).click();
  await expect(page.getByText('الفيديو قيد المراجعة')).toBeVisible({ timeout: 20_000 });

  // An admin watches it and approves it; the tutor's page moves on by itself.
  const admin = await pageAs('admin@darsak.test');
  await admin.goto('/admin/interviews?tab=videos');
  const card = admin.getByRole('listitem').filter({ hasText: TUTOR_NAME });
  await expect(card.locator('video')).toBeVisible();
  await card.getByRole('button', { name: 'قبول' }).click();
  await expect(admin.getByText('تم قبول الفيديو').first()).toBeVisible();
  await expect(steps.locator('[aria-current="step"]')).toContainText('المقابلة');
});

test('the tutor books an interview; both enter its call by its links and each decodes the other’s video', async ({
  page,
  pageAs,
}) => {
  const steps = await openOnboarding(page);
  await expect(steps.locator('[aria-current="step"]')).toContainText('المقابلة');
  await bookFirstTime(page, /^احجز المقابلة/);
  await expect(page.getByText(/^مقابلة مع/)).toBeVisible();

  // The tutor manager finds it on their list, opens it and enters its call by the page's link (the
  // test server opens calls early); the tutor does the same from the onboarding page.
  const manager = await pageAs(MANAGER);
  await managerOpens(manager, 'مقابلة');
  await enterCall(manager);
  await page.getByRole('link', { name: 'صفحة الموعد' }).click();
  await expect(page.getByRole('heading', { name: /^مقابلة مع/ })).toBeVisible();
  await enterCall(page);

  for (const person of [manager, page]) {
    await expect.poll(() => framesOf(person), { timeout: 30_000 }).toBeGreaterThan(0);
    await expect
      .poll(() =>
        person.getByTestId('remote-video').evaluate((video: HTMLVideoElement) => video.videoWidth),
      )
      .toBeGreaterThan(0);
  }
});

test('the manager passes the interview; the tutor’s page follows live and books the demo session', async ({
  page,
  pageAs,
}) => {
  const steps = await openOnboarding(page);
  const manager = await pageAs(MANAGER);
  await managerOpens(manager, 'مقابلة');
  await pass(manager);
  // The candidate's page, open all along, moves to the demo session.
  await expect(steps.locator('[aria-current="step"]')).toContainText('الحصة التجريبية');
  await bookFirstTime(page, /^احجز الحصة التجريبية/);
  await expect(page.getByText(/^حصة تجريبية مع/)).toBeVisible();
});

test('the demo session is held in its call and passed; the tutor’s page moves to the photo session', async ({
  page,
  pageAs,
}) => {
  const steps = await openOnboarding(page);
  await expect(page.getByText(/^حصة تجريبية مع/)).toBeVisible();
  const manager = await pageAs(MANAGER);
  await managerOpens(manager, 'حصة تجريبية');
  await enterCall(manager);
  await page.getByRole('link', { name: 'صفحة الموعد' }).click();
  await expect(page.getByRole('heading', { name: /^حصة تجريبية مع/ })).toBeVisible();
  await enterCall(page);
  for (const person of [manager, page])
    await expect.poll(() => framesOf(person), { timeout: 30_000 }).toBeGreaterThan(0);

  // The manager leaves the call for the demo session's page and passes it.
  await manager.getByRole('link', { name: 'صفحة الحصة التجريبية' }).click();
  await pass(manager);
  await page.goto('/app/t/onboarding');
  await expect(steps.locator('[aria-current="step"]')).toContainText('جلسة التصوير');
});

test('the studio uploads the video and thumbnail; the tutor is activated live and students can book them', async ({
  page,
  request,
  pageAs,
}) => {
  const steps = await openOnboarding(page);
  await expect(steps.locator('[aria-current="step"]')).toContainText('جلسة التصوير');
  // The tutor's weekly hours, so that students find times (the schedule screen has its own tests).
  const asTutor = await apiAs(request, tutor.email);
  await asTutor.post('/api/v1/availability-slot/', {
    creates: [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({
      weekday,
      startMinute: 9 * 60,
      endMinute: 21 * 60,
    })),
  });
  // The studio's film: the tutor's own recording stands in for it.
  const videos = await asTutor.get<{ list: { url: string }[] }>(
    '/api/v1/intro-video/list?page=1&size=1',
  );
  const film = await (await request.get(videos.list[0]!.url)).body();

  // An admin chooses the studio and the time. The browser's date-time control speaks the browser's
  // language; the day and time are said below it in the page's, on Cairo's clock.
  const admin = await pageAs('admin@darsak.test');
  await admin.goto(`/admin/photo-session/${tutor.id}`);
  await expect(admin.getByRole('heading', { name: 'موعد جلسة التصوير' })).toBeVisible();
  await admin.getByLabel('الاستوديو').selectOption({ label: 'استوديو النيل' });
  const when = admin.getByLabel('الموعد', { exact: true });
  await expect(when).toHaveAccessibleDescription('اختر اليوم والساعة بتوقيت القاهرة.');
  await when.fill('2027-01-07T18:30');
  await expect(when).toHaveAccessibleDescription('الخميس، ٧ يناير ٢٠٢٧ في ٦:٣٠ م، بتوقيت القاهرة');
  await admin.getByRole('button', { name: 'حفظ الموعد' }).click();
  // The candidate is a woman: «المدرّسة».
  await expect(admin.getByText('حُفظ الموعد وأخبرنا المدرّسة').first()).toBeVisible();
  await expect(admin.getByText(/^الموعد .*٦:٣٠ م مع استوديو النيل$/)).toBeVisible();

  const studio = await pageAs('studio@darsak.test');
  await studio.goto('/admin/');
  await expect(studio.getByRole('heading', { name: 'جلسات التصوير' })).toBeVisible();
  await studio
    .getByRole('row')
    .filter({ hasText: TUTOR_NAME })
    .getByRole('link', { name: 'فتح' })
    .click();
  await expect(studio.getByRole('heading', { name: `جلسة تصوير ${TUTOR_NAME}` })).toBeVisible();
  await studio
    .getByLabel('فيديو الملف الشخصي')
    .setInputFiles({ name: 'film.webm', mimeType: 'video/webm', buffer: film });
  await studio
    .getByLabel('الصورة المصغرة')
    .setInputFiles({ name: 'thumb.jpg', mimeType: 'image/jpeg', buffer: portrait });
  await studio.getByRole('button', { name: 'رفع الملفات' }).click();
  await expect(studio.getByText('تم الرفع').first()).toBeVisible({ timeout: 20_000 });

  // Every step passed: the tutor's page says so by itself, and students find and can book them.
  await expect(page.getByText('أنهيت كل خطوات الانضمام، وحسابك مفعّل')).toBeVisible();
  await expect(steps.locator('[aria-current="step"]')).toHaveCount(0);
  const student = await pageAs('student@darsak.test');
  await student.goto('/app/tutors');
  await student
    .getByRole('link', { name: new RegExp(TUTOR_NAME) })
    .first()
    .click();
  await expect(student.getByRole('heading', { name: TUTOR_NAME })).toBeVisible();
  await chooseFirstFreeTime(student, '٣٠ دقيقة');
  await expect(student.getByRole('dialog')).toContainText(TUTOR_NAME);
});
