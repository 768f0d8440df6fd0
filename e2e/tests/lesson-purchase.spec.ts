/**
 * A student without a plan pays for one lesson (docs/product/plans-and-payments.md#one-lesson):
 * on a tutor's page the booking panel offers the lesson at the tutor's price, the kiosk reference
 * holds its time, and paying it at the sandbox's Fawry counter books the lesson.
 */
import { newStudent } from './chat-support.js';
import { expect, test } from './fixtures.js';
import { chooseFirstFreeTime, DEMO_PASSWORD, listedTutors, payAtKiosk, signIn } from './support.js';

type APIRequestContext = Parameters<typeof listedTutors>[0];

/** A new student with a verified email whose free trial is cancelled: no plan in force. */
const studentWithoutPlan = async (request: APIRequestContext) => {
  const { email } = await newStudent(request, 'نادية سمير');
  const signedIn = await request.post('/api/v1/auth/password', {
    data: { email, password: DEMO_PASSWORD },
  });
  const { token } = (await signedIn.json()) as { token: { value: string } };
  const headers = { authorization: `Bearer ${token.value}` };
  const mine = await request.get('/api/v1/sub/user', { headers });
  const { active } = (await mine.json()) as { active: { id: number } };
  const cancelled = await request.patch('/api/v1/sub/cancel', { headers, data: { id: active.id } });
  expect(cancelled.ok()).toBe(true);
  return email;
};

test('a student without a plan buys one lesson by kiosk reference and it is booked once paid', async ({
  page,
  request,
}) => {
  const email = await studentWithoutPlan(request);
  const [tutor] = await listedTutors(request);
  await signIn(page, '/app', email, DEMO_PASSWORD);
  await page.waitForURL((url) => !url.pathname.endsWith('/login'));
  await page.goto(`/app/t/${tutor!.id}`);

  await expect(page.getByText('ادفع ثمن هذا الدرس وحده بسعر المدرس')).toBeVisible();
  await chooseFirstFreeTime(page, '٣٠ دقيقة');
  const dialog = page.getByRole('dialog', { name: 'ادفع ثمن هذا الدرس' });
  await expect(dialog.getByText(/^السعر: /)).toBeVisible();
  await dialog.getByText('نقداً', { exact: true }).click();
  await dialog.getByRole('button', { name: 'ادفع واحجز الوقت' }).click();

  await expect(page).toHaveURL(/\/app\/payment\/\d+/);
  await expect(page.getByRole('heading', { name: 'بانتظار الدفع' })).toBeVisible();
  await expect(page.getByText(/^درس ٣٠ دقيقة مع /)).toBeVisible();
  await expect(page.getByText(/^وقت الدرس محجوز لك حتى /)).toBeVisible();
  const reference = (await page.getByTestId('kiosk-reference').innerText()).trim();

  await payAtKiosk(page, reference);

  // No reload: the notification's status update turns the page.
  await expect(page.getByRole('heading', { name: 'تم الدفع' })).toBeVisible();
  await expect(page.getByText('حُجز درسك')).toBeVisible();
  await page.getByRole('link', { name: 'اذهب إلى الدرس' }).click();
  await expect(page).toHaveURL(/\/app\/lesson\/\d+/);
  await expect(page.getByText(tutor!.name).first()).toBeVisible();
});
