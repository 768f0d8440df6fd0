/**
 * Chat in two browsers: a student writes to a tutor from "all tutors"; the tutor sees the
 * unread badge and the message live, reads it (the student's tick turns to read), types (the
 * student sees "typing…") and answers; both see it at once. On a phone the list and the
 * conversation are two screens.
 */
import { bookFirstFree, newStudent } from './chat-support.js';
import { expect, test } from './fixtures.js';
import { listedTutors } from './support.js';

const TUTOR_EMAIL = 'yasmin.tutor@darsak.test';
const TUTOR_NAME = 'ياسمين حسن';

test('a student and a tutor chat live, with read ticks and typing', async ({ request, pageAs }) => {
  test.setTimeout(120_000);
  const student = await newStudent(request, 'سارة نبيل');
  const studentPage = await pageAs(student.email);
  const tutorPage = await pageAs(TUTOR_EMAIL);
  await tutorPage.goto('/app/chat');
  await expect(tutorPage.getByRole('heading', { name: 'المحادثات', level: 1 })).toBeVisible();

  // The student finds the tutor among those not written to yet, and writes the first message.
  await studentPage.goto('/app/chat');
  await studentPage.getByRole('tab', { name: 'كل المدرسين' }).click();
  await studentPage.getByRole('searchbox', { name: 'ابحث بالاسم' }).fill('ياسمين');
  await studentPage.getByRole('button', { name: new RegExp(TUTOR_NAME) }).click();
  await expect(
    studentPage.getByRole('heading', { name: `محادثة جديدة مع ${TUTOR_NAME}` }),
  ).toBeVisible();
  const opening = studentPage.getByRole('textbox', { name: 'اكتب رسالتك…' });
  await opening.fill('مساء الخير، أريد التركيز على المحادثة في العمل');
  // Enter sends, as in a room.
  await opening.press('Enter');
  const log = studentPage.getByRole('log', { name: 'الرسائل' });
  await expect(log.getByText('مساء الخير، أريد التركيز على المحادثة في العمل')).toBeVisible();
  await expect(log.getByLabel('أُرسلت')).toHaveCount(1);

  // The tutor's menu shows an unread room, and the room lists the message.
  await expect(tutorPage.getByTestId('unread-rooms')).toBeVisible();
  const room = tutorPage.getByRole('link', { name: /سارة نبيل/ });
  await expect(room).toContainText('مساء الخير');
  await room.click();

  // Opening it reads it: the student's tick turns to read.
  await expect(log.getByLabel('قُرئت')).toHaveCount(1);
  await expect(tutorPage.getByTestId('unread-rooms')).toHaveCount(0);

  // The tutor types; the student sees it, then the answer arrives live.
  const composer = tutorPage.getByRole('textbox', { name: 'اكتب رسالتك…' });
  await composer.pressSequentially('أهلاً سارة', { delay: 30 });
  await expect(studentPage.getByText(`${TUTOR_NAME}: جارٍ الكتابة…`)).toBeVisible();
  await composer.press('Enter');
  await expect(log.getByText('أهلاً سارة')).toBeVisible();
  // As in any messenger, one's own messages sit at the line's end (the left in Arabic), the
  // other's at its start.
  const sides = await log.locator('[data-message-id]').evaluateAll((bubbles) => {
    const box = bubbles[0]!.closest('[role=log]')!.getBoundingClientRect();
    return bubbles.map((bubble) => {
      const { left, right } = bubble.getBoundingClientRect();
      return left - box.left < box.right - right ? 'left' : 'right';
    });
  });
  expect(sides).toEqual(['left', 'right']);
  await expect(studentPage.getByText(`${TUTOR_NAME}: جارٍ الكتابة…`)).toHaveCount(0);

  // A link arrives as a link; markup is never run.
  await studentPage
    .getByRole('textbox', { name: 'اكتب رسالتك…' })
    .fill('هذا المقال: https://example.com/english-at-work');
  await studentPage.getByRole('button', { name: 'إرسال' }).click();
  const tutorLog = tutorPage.getByRole('log', { name: 'الرسائل' });
  await expect(
    tutorLog.getByRole('link', { name: 'https://example.com/english-at-work' }),
  ).toHaveAttribute('rel', 'noopener noreferrer nofollow');

  // The student edits, then deletes, their first message; the tutor sees both.
  const first = log.getByText('مساء الخير، أريد التركيز على المحادثة في العمل');
  await log.getByRole('button', { name: 'تعديل' }).first().click();
  await studentPage.getByRole('textbox', { name: 'اكتب رسالتك…' }).fill('مساء الخير');
  await studentPage.getByRole('button', { name: 'حفظ التعديل' }).click();
  await expect(tutorLog.getByText('مساء الخير', { exact: true })).toBeVisible();
  await expect(first).toHaveCount(0);
  await log.getByRole('button', { name: 'حذف' }).first().click();
  await studentPage.getByRole('dialog').getByRole('button', { name: 'حذف' }).click();
  await expect(tutorLog.getByText('حُذفت هذه الرسالة')).toBeVisible();
});

test('on a phone the room list and the conversation are two screens', async ({
  request,
  pageAs,
}) => {
  const student = await newStudent(request, 'منة الله فريد');
  const page = await pageAs(student.email);
  await page.setViewportSize({ width: 390, height: 800 });
  await page.goto('/app/chat?tab=tutors');
  await page.getByRole('button', { name: new RegExp(TUTOR_NAME) }).click();
  // A first message longer than a phone's line: the list shows it cut short, never wider.
  const text =
    'مرحباً، أريد أن أحجز درساً عن المحادثة في العمل وأسأل أولاً عن المواعيد المتاحة هذا الأسبوع';
  await page.getByRole('textbox', { name: 'اكتب رسالتك…' }).fill(text);
  await page.getByRole('button', { name: 'إرسال' }).click();
  await expect(page.getByRole('log', { name: 'الرسائل' }).getByText(text)).toBeVisible();
  await expect(page.getByRole('searchbox', { name: 'ابحث بالاسم' })).toBeHidden();
  // The conversation's header shows the whole name; the pin and mute buttons make room for it.
  const name = page.getByRole('heading', { name: TUTOR_NAME, level: 2 });
  expect(await name.evaluate((heading) => heading.scrollWidth <= heading.clientWidth)).toBe(true);
  await page.getByRole('link', { name: 'كل المحادثات' }).click();
  await expect(page.getByRole('link', { name: new RegExp(TUTOR_NAME) })).toBeVisible();
  await expect(page.getByRole('log', { name: 'الرسائل' })).toBeHidden();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});

test('a lesson’s room is listed once it holds a message; two are told apart by their time', async ({
  request,
  pageAs,
}) => {
  const student = await newStudent(request, 'ليلى منصور');
  const tutor = (await listedTutors(request)).find((t) => t.name === TUTOR_NAME)!;
  // A lesson booked and cancelled, then the first free time booked again: often the same time.
  const cancelled = await bookFirstFree(request, student.email, tutor.id);
  await cancelled.cancel();
  const booked = await bookFirstFree(request, student.email, tutor.id);
  try {
    const page = await pageAs(student.email);
    const tutorPage = await pageAs(TUTOR_EMAIL);
    // Booking opened a room for each lesson, but empty rooms do not clutter either list.
    await page.goto('/app/chat');
    await expect(page.getByText('لا توجد محادثات بعد')).toBeVisible();
    await tutorPage.goto('/app/chat');
    await expect(tutorPage.getByRole('heading', { name: 'المحادثات', level: 1 })).toBeVisible();
    await expect(tutorPage.getByRole('link', { name: /ليلى منصور/ })).toHaveCount(0);

    // The tutor, who opens no room with a student, writes from each lesson's page.
    for (const lesson of [cancelled, booked]) {
      await tutorPage.goto(`/app/lesson/${lesson.lessonId}`);
      await tutorPage.getByRole('link', { name: 'مراسلة ليلى منصور' }).click();
      await expect(
        tutorPage.getByRole('heading', { name: 'درس مع ليلى منصور', level: 2 }),
      ).toBeVisible();
      const composer = tutorPage.getByRole('textbox', { name: 'اكتب رسالتك…' });
      await composer.fill(lesson === booked ? 'نراجع القواعد في الدرس القادم' : 'آسفة على الإلغاء');
      await composer.press('Enter');
      await expect(tutorPage.getByRole('log', { name: 'الرسائل' }).getByLabel('أُرسلت')).toHaveCount(
        1,
      );
    }

    const rooms = page.getByRole('list', { name: 'قائمة المحادثات' }).getByRole('link');
    await expect(rooms).toHaveCount(2);
    /** A lesson's time as the page writes it, in Arabic-Indic digits. */
    const timeOf = (startsAt: string) =>
      new Intl.DateTimeFormat('ar-EG', { timeZone: 'Africa/Cairo', timeStyle: 'short' }).format(
        new Date(startsAt),
      );
    expect(timeOf(booked.startsAt)).toMatch(/^[٠-٩]+:[٠-٩]+ [صم]$/);
    // The latest message first. Each link's name starts with the room's lesson and its day and
    // time, and a cancelled one says so.
    await expect(rooms.nth(0)).toHaveAccessibleName(
      new RegExp(`^درس مع ${TUTOR_NAME} [^()]+، ${timeOf(booked.startsAt)} .*نراجع القواعد`),
    );
    await expect(rooms.nth(1)).toHaveAccessibleName(
      new RegExp(
        `^درس مع ${TUTOR_NAME} [^()]+، ${timeOf(cancelled.startsAt)} \\(ملغى\\) .*آسفة على الإلغاء`,
      ),
    );
    await expect(rooms.nth(1)).toContainText('(ملغى)');
    // The room's header says which lesson it is.
    await rooms.nth(1).click();
    await expect(
      page.getByRole('heading', { name: `درس مع ${TUTOR_NAME}`, level: 2 }),
    ).toBeVisible();
    await expect(page.getByText('(ملغى)')).toHaveCount(2);
  } finally {
    await booked.cancel();
  }
});

test('from a lesson’s page a student writes in the room they have with the tutor, not a new one', async ({
  request,
  pageAs,
}) => {
  const student = await newStudent(request, 'هالة رضا');
  const tutor = (await listedTutors(request)).find((t) => t.name === TUTOR_NAME)!;
  const booked = await bookFirstFree(request, student.email, tutor.id);
  try {
    const page = await pageAs(student.email);
    await page.goto(`/app/lesson/${booked.lessonId}`);
    await page.getByRole('link', { name: `مراسلة ${TUTOR_NAME}` }).click();
    await expect(
      page.getByRole('heading', { name: `محادثة جديدة مع ${TUTOR_NAME}` }),
    ).toBeVisible();
    await page.getByRole('textbox', { name: 'اكتب رسالتك…' }).fill('هل أحضّر شيئاً للدرس؟');
    await page.getByRole('button', { name: 'إرسال' }).click();
    await expect(page.getByRole('log', { name: 'الرسائل' }).getByLabel('أُرسلت')).toHaveCount(1);
    // One entry for the tutor: the pair's room; the lesson's, still empty, is not listed.
    const rooms = page.getByRole('list', { name: 'قائمة المحادثات' }).getByRole('link');
    await expect(rooms).toHaveCount(1);
    await expect(rooms.first()).toHaveAccessibleName(new RegExp(`^${TUTOR_NAME}`));
    // Back on the lesson's page, the link opens that same room.
    const roomAddress = page.url();
    await page.goto(`/app/lesson/${booked.lessonId}`);
    await page.getByRole('link', { name: `مراسلة ${TUTOR_NAME}` }).click();
    await expect(page).toHaveURL(roomAddress);
  } finally {
    await booked.cancel();
  }
});
