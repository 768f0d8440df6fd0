/** What the browser tests share: reading codes from the local outbox, signing in. */
import { expect, type APIRequestContext, type Page } from '@playwright/test';

export const DEMO_PASSWORD = 'darsak2026';

/** The newest 5-digit code sent to an email or phone, from the local outbox. */
export const latestCode = async (request: APIRequestContext, to: string): Promise<string> => {
  let code: string | undefined;
  await expect
    .poll(async () => {
      const response = await request.get(`/api/v1/dev/outbox?to=${encodeURIComponent(to)}`);
      const messages = (await response.json()) as { text: string }[];
      code = messages[0]?.text.match(/\b\d{5}\b/)?.[0];
      return code;
    })
    .toBeTruthy();
  return code!;
};

export const signIn = async (
  page: Page,
  base: '/app' | '/admin',
  email: string,
  password: string,
) => {
  await page.goto(`${base}/login`);
  await page.getByLabel(/البريد الإلكتروني|Email/).fill(email);
  await page.getByLabel(/^كلمة المرور$|^Password$/).fill(password);
  await page.getByRole('button', { name: /^دخول$|^Sign in$/ }).click();
};

/** A new student (on the free trial, with a phone) signed in to the web app; answers the email. */
export const newStudent = async (page: Page, request: APIRequestContext, name: string) => {
  const email = `${name}.${Date.now()}@example.com`;
  const created = await request.post('/api/v1/user/', {
    data: { name: 'ليلى حسن', email, password: DEMO_PASSWORD, role: 4, phone: '01012345678' },
  });
  expect(created.ok()).toBe(true);
  await signIn(page, '/app', email, DEMO_PASSWORD);
  await page.waitForURL((url) => !url.pathname.endsWith('/login'));
  return email;
};

/**
 * On the sandbox's card page: the card that asks for 3-D Secure, then the bank's code (a wrong one
 * fails the payment); the provider sends the student back to the order's page.
 */
export const payWith3dsCard = async (page: Page, code = '123456') => {
  await page.getByLabel('الاسم على البطاقة').fill('Laila Hassan');
  await page.getByLabel('رقم البطاقة').fill('4000 0000 0000 3220');
  await page.getByLabel('تاريخ الانتهاء (MM/YY)').fill('12/30');
  await page.getByLabel('رمز الأمان CVV').fill('123');
  await page.getByRole('button', { name: /^ادفع/ }).click();
  await expect(
    page.getByRole('heading', { name: 'تأكيد الدفع من البنك (3-D Secure)' }),
  ).toBeVisible();
  await page.getByLabel('رمز التحقق').fill(code);
  await page.getByRole('button', { name: 'تأكيد' }).click();
  await expect(page).toHaveURL(/\/app\/payment\/\d+/);
};

/** From the plans page, a quarter of the 120-minute plan paid with the sandbox's good test card. */
export const buyQuarterOf120ByCard = async (page: Page) => {
  await page.goto('/app/plans');
  await page.getByRole('link', { name: 'اشترك في باقة ١٢٠ دقيقة لمدة ٣ شهور' }).click();
  await page.getByRole('button', { name: 'ادفع بالبطاقة' }).click();
  await page.getByLabel('الاسم على البطاقة').fill('Laila Hassan');
  await page.getByLabel('رقم البطاقة').fill('4242 4242 4242 4242');
  await page.getByLabel('تاريخ الانتهاء (MM/YY)').fill('12/30');
  await page.getByLabel('رمز الأمان CVV').fill('123');
  await page.getByRole('button', { name: /^ادفع/ }).click();
  await expect(page.getByRole('heading', { name: 'تم الدفع' })).toBeVisible();
};

/** Closes the first-visit guided tour when it is showing. */
export const skipTour = async (page: Page) => {
  const skip = page.getByRole('button', { name: 'تخطي الجولة' });
  if (await skip.isVisible().catch(() => false)) await skip.click();
};

/**
 * On a tutor's page: chooses a length, the first day with free times and its first time, and opens
 * the confirmation. Answers the weekday chosen.
 */
export const chooseFirstFreeTime = async (page: Page, length: '١٥ دقيقة' | '٣٠ دقيقة') => {
  await page.getByRole('button', { name: length }).click();
  const day = page.getByRole('group', { name: 'الأيام' }).getByRole('button').first();
  const weekday = (await day.innerText()).split(/[،,\s]/)[0]!;
  // The chosen day's times form a group named after the day.
  await page
    .getByRole('group', { name: new RegExp(`^${weekday}`) })
    .getByRole('button')
    .first()
    .click();
  await page.getByRole('button', { name: 'متابعة' }).click();
  return weekday;
};

/** The API as a signed-in user, for setting up what a test needs (a booked lesson, say). */
export const apiAs = async (request: APIRequestContext, email: string) => {
  const signedIn = await request.post('/api/v1/auth/password', {
    data: { email, password: DEMO_PASSWORD },
  });
  expect(signedIn.ok()).toBe(true);
  const { token } = (await signedIn.json()) as { token: { value: string } };
  const headers = { authorization: `Bearer ${token.value}` };
  return {
    get: async <T>(path: string): Promise<T> => {
      const response = await request.get(path, { headers });
      expect(response.ok(), path).toBe(true);
      return (await response.json()) as T;
    },
    post: async <T>(path: string, data: object): Promise<T> => {
      const response = await request.post(path, { headers, data });
      expect(response.ok(), path).toBe(true);
      return (await response.json()) as T;
    },
    put: async <T>(path: string, data: object): Promise<T> => {
      const response = await request.put(path, { headers, data });
      expect(response.ok(), path).toBe(true);
      return (await response.json()) as T;
    },
    delete: async (path: string) => {
      const response = await request.delete(path, { headers });
      expect(response.ok(), path).toBe(true);
    },
  };
};

/**
 * Sets the platform's cancellation cutoff (docs/product/lessons.md#cancellation) as the demo super
 * admin, for a test that needs a cancellation to be free (0) or late (the most); each worker has a
 * server of its own, so the change reaches no other spec. Answers how to put the default back.
 */
export const setCancellationCutoff = async (request: APIRequestContext, minutes: number) => {
  const admin = await apiAs(request, 'superadmin@darsak.test');
  await admin.put('/api/v1/platform/settings/cancellationCutoffMinutes', { value: minutes });
  return () => admin.put('/api/v1/platform/settings/cancellationCutoffMinutes', { value: 240 });
};

/** Pays a kiosk reference at the sandbox's Fawry counter, in a page of its own. */
export const payAtKiosk = async (page: Page, reference: string) => {
  const kiosk = await page.context().newPage();
  await kiosk.goto('/sandbox/fawry/kiosk');
  await kiosk.getByLabel('الرقم المرجعي').fill(reference);
  await kiosk.getByRole('button', { name: 'تم الدفع في المنفذ' }).click();
  await expect(kiosk.getByText(`للرقم ${reference}`)).toBeVisible();
  await kiosk.close();
};

/** The listed tutors, as students find them. */
export const listedTutors = async (request: APIRequestContext) => {
  const response = await request.get('/api/v1/user/tutor/list/onboarded?page=1&size=50');
  return ((await response.json()) as { list: { id: number; name: string }[] }).list;
};

/**
 * Every toast the page shows from now on, its text recorded as it appears. A toast lives 4 s; on
 * a busy machine the screen behind it can take longer than that to render after a page load, so a
 * test that opens an address and then looks for the toast would miss one that was shown.
 */
export const recordToasts = async (page: Page) => {
  await page.addInitScript(() => {
    const shown: { type: string; text: string }[] = [];
    (window as unknown as { shownToasts: typeof shown }).shownToasts = shown;
    new MutationObserver((changes) => {
      for (const change of changes)
        for (const node of change.addedNodes)
          if (node instanceof HTMLElement && node.dataset.toastType)
            shown.push({ type: node.dataset.toastType, text: node.textContent ?? '' });
    }).observe(document, { childList: true, subtree: true });
  });
  return () =>
    page.evaluate(
      () => (window as unknown as { shownToasts?: { type: string; text: string }[] }).shownToasts,
    );
};
