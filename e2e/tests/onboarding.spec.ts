/**
 * A new tutor's onboarding in the browser (issue 12): the stepper, the support group, an intro video
 * recorded with the fake camera, the admin's approval, booking an interview that the tutor manager
 * then finds on their list and page, both seeing each other in the interview's call, and the
 * studio's photo sessions screen.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from './fixtures.js';
import { DEMO_PASSWORD, latestCode, signIn } from './support.js';

type APIRequestContext = Parameters<typeof latestCode>[0];

test.use({
  launchOptions: {
    executablePath: '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--use-fake-ui-for-media-stream',
      '--use-fake-device-for-media-stream',
    ],
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

test('a new tutor records an intro video, is approved, books an interview and enters its call with the manager', async ({
  page,
  request,
  pageAs,
}) => {
  test.setTimeout(120_000);
  const tutor = await registerTutor(request);
  await signIn(page, '/app', tutor.email, DEMO_PASSWORD);
  // A new tutor with a finished profile lands on onboarding.
  await page.waitForURL('**/app/t/onboarding');
  const steps = page.getByRole('navigation', { name: 'خطوات الانضمام' });
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

  // An admin watches it and approves it.
  const admin = await pageAs('admin@darsak.test');
  await admin.goto('/admin/interviews?tab=videos');
  const card = admin.getByRole('listitem').filter({ hasText: 'سارة محمود' });
  await expect(card.locator('video')).toBeVisible();
  await card.getByRole('button', { name: 'قبول' }).click();
  await expect(admin.getByText('تم قبول الفيديو').first()).toBeVisible();

  // The tutor books the first free interview time.
  await page.reload();
  await expect(steps.locator('[aria-current="step"]')).toContainText('المقابلة');
  const day = page.getByRole('group', { name: 'الأيام' }).getByRole('button').first();
  await day.click();
  const weekday = (await day.innerText()).split(/[،,\s]/)[0]!;
  await page
    .getByRole('group', { name: new RegExp(`^${weekday}`) })
    .getByRole('button')
    .first()
    .click();
  await page.getByRole('button', { name: /^احجز المقابلة/ }).click();
  await expect(page.getByText(/^مقابلة مع/)).toBeVisible();

  // The tutor manager finds it on their list, opens it, and both enter its call (the test server
  // opens calls early) with the fake cameras.
  const manager = await pageAs('manager@darsak.test');
  await manager.goto('/app/interviews');
  await manager
    .getByRole('link', { name: /سارة محمود/ })
    .first()
    .click();
  await expect(manager.getByRole('heading', { name: 'مقابلة مع سارة محمود' })).toBeVisible();
  const interviewId = Number(new URL(manager.url()).pathname.split('/').pop());
  await expect(manager.getByRole('link', { name: 'دخول الجلسة' })).toHaveAttribute(
    'href',
    `/app/session?type=3&ref=${interviewId}`,
  );
  for (const person of [manager, page]) {
    await person.goto(`/app/session?type=3&ref=${interviewId}`);
    const enter = person.getByRole('button', { name: 'ادخل الجلسة' });
    await expect(enter).toBeEnabled({ timeout: 15_000 });
    await enter.click();
    await expect(person.getByRole('toolbar', { name: 'أدوات المكالمة' })).toBeVisible();
  }
  // Both are admitted to the interview's call. Video between them is proved for lesson calls by
  // live-session.spec.ts; in the interview call it does not flow yet (issue 12's note).

  // A studio sees the photo sessions screen (the tutor is not there until the demo session passes).
  const studio = await pageAs('studio@darsak.test');
  await studio.goto('/admin/');
  await expect(studio.getByRole('heading', { name: 'جلسات التصوير' })).toBeVisible();
});
