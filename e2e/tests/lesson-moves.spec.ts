/**
 * A tutor's move is a request the student accepts or declines
 * (docs/product/lessons.md#a-tutors-request-to-move), each side seeing the other's step live, on a
 * server whose calls open 10 minutes before a lesson (elsewhere a call opens at once, and nobody
 * moves a lesson whose call is open).
 */
import { callWindowPort } from '../playwright.config.js';
import { expect, test, type Page } from './fixtures.js';
import { apiAs, listedTutors, skipTour } from './support.js';
import { newStudent } from './chat-support.js';

type APIRequestContext = Parameters<typeof apiAs>[0];
type Lesson = {
  id: number;
  startsAt: string;
  moveRequest: { id: number; startsAt: string } | null;
};

const server = `http://localhost:${callWindowPort}`;
const TUTOR_NAME = 'منى السيد';
const TUTOR_EMAIL = 'tutor@darsak.test';
const STUDENT_NAME = 'هدى سمير';

test.use({ baseURL: server });

const freeStarts = async (
  api: Awaited<ReturnType<typeof apiAs>>,
  tutorId: number,
  excludeLessonId?: number,
) =>
  (
    await api.get<{ times: { startsAt: string; maxDuration: number }[] }>(
      `/api/v1/availability-slot/free?tutorId=${tutorId}${excludeLessonId ? `&excludeLessonId=${excludeLessonId}` : ''}`,
    )
  ).times
    .filter((time) => time.maxDuration >= 30)
    // An hour ahead at least: the lesson's call stays shut while the test runs.
    .filter((time) => Date.parse(time.startsAt) > Date.now() + 60 * 60_000)
    .map((time) => time.startsAt);

/** A new student with a half-hour lesson with the demo tutor, an hour or more from now. */
const studentWithLesson = async (request: APIRequestContext, name = STUDENT_NAME) => {
  const student = await newStudent(request, name);
  const tutor = (await listedTutors(request)).find((t) => t.name === TUTOR_NAME)!;
  const api = await apiAs(request, student.email);
  const [startsAt] = await freeStarts(api, tutor.id);
  expect(startsAt, 'the tutor has a free time this week').toBeTruthy();
  const lesson = await api.post<Lesson>('/api/v1/lesson/', {
    tutorId: tutor.id,
    startsAt,
    duration: 30,
  });
  return { student, tutor, api, lesson };
};

const request = (page: Page, name: string) => page.getByRole('region', { name });

test('the student accepts the time the tutor proposed, and the tutor sees the lesson move at once', async ({
  request: http,
  pageAs,
}) => {
  const { student, lesson, api } = await studentWithLesson(http);
  try {
    const studentPage = await pageAs(student.email);
    await studentPage.goto('/app/s/dashboard');
    await skipTour(studentPage);
    await expect(studentPage.getByRole('heading', { name: 'درسك القادم' })).toBeVisible();

    const tutorPage = await pageAs(TUTOR_EMAIL);
    await tutorPage.goto(`/app/lesson/${lesson.id}`);
    await tutorPage.getByRole('button', { name: 'اقترح موعداً آخر' }).click();
    const dialog = tutorPage.getByRole('dialog', { name: 'اقترح موعداً آخر' });
    await expect(dialog).toContainText('يرى الطالب اقتراحك فيقبله أو يرفضه');
    // The last time of the first day offered (the days come first, then the chosen day's times).
    const offered = dialog.getByRole('group', { name: 'المواعيد المتاحة' });
    const times = offered.getByRole('group').nth(1).getByRole('button');
    await times.last().click();
    await dialog.getByRole('button', { name: 'أرسل الاقتراح' }).click();
    await expect(tutorPage.getByText(/^أرسلنا اقتراحك: /)).toBeVisible();
    const waiting = request(tutorPage, `اقترحت موعداً آخر، بانتظار رد ${STUDENT_NAME}`);
    await expect(waiting.getByRole('button', { name: 'اسحب الاقتراح' })).toBeVisible();
    // No second proposal while this one is open.
    await expect(tutorPage.getByRole('button', { name: 'اقترح موعداً آخر' })).toHaveCount(0);

    // The student's dashboard shows it without a reload, with a toast saying who proposed it.
    const proposal = request(studentPage, `تقترح ${TUTOR_NAME} موعداً آخر لدرسكما`);
    await expect(proposal.getByText('الموعد المقترح')).toBeVisible();
    const proposed = (await api.get<Lesson>(`/api/v1/lesson/${lesson.id}`)).moveRequest!;
    expect(proposed).toBeTruthy();
    await proposal.getByRole('button', { name: 'اقبل الموعد الجديد' }).click();
    await expect(studentPage.getByText(/^تم نقل الدرس إلى /)).toBeVisible();
    await expect(proposal).toHaveCount(0);

    // The tutor's page follows at once: the proposal is gone and another may be made.
    await expect(waiting).toHaveCount(0);
    await expect(tutorPage.getByRole('button', { name: 'اقترح موعداً آخر' })).toBeVisible();
    const moved = await api.get<Lesson>(`/api/v1/lesson/${lesson.id}`);
    expect(moved.startsAt).toBe(proposed.startsAt);
    expect(moved.moveRequest).toBeNull();
  } finally {
    await api.delete(`/api/v1/lesson/${lesson.id}`);
  }
});

test('the student declines, and the tutor’s dashboard hears it at once', async ({
  request: http,
  pageAs,
}) => {
  // A name of its own: the dashboard lists every open proposal of the tutor.
  const name = 'سلمى عادل';
  const { student, tutor, lesson, api } = await studentWithLesson(http, name);
  try {
    const tutorPage = await pageAs(TUTOR_EMAIL);
    await tutorPage.goto('/app/t/dashboard');
    await expect(tutorPage.getByText('تحديث مباشر')).toBeVisible();

    const tutorApi = await apiAs(http, TUTOR_EMAIL);
    const [to] = (await freeStarts(tutorApi, tutor.id, lesson.id)).filter(
      (startsAt) => startsAt !== lesson.startsAt,
    );
    await tutorApi.post(`/api/v1/lesson/${lesson.id}/move-request`, { startsAt: to });
    // The tutor's dashboard lists the times they proposed, each with the way to withdraw it.
    await expect(tutorPage.getByRole('heading', { name: 'مواعيد اقترحتها' })).toBeVisible();
    const listed = request(tutorPage, `اقترحت موعداً آخر، بانتظار رد ${name}`);
    await expect(listed.getByRole('button', { name: 'اسحب الاقتراح' })).toBeVisible();

    const studentPage = await pageAs(student.email);
    await studentPage.goto(`/app/lesson/${lesson.id}`);
    const proposal = request(studentPage, `تقترح ${TUTOR_NAME} موعداً آخر لدرسكما`);
    await expect(proposal.getByText('يبقى الدرس في موعده ما لم تقبل')).toBeVisible();
    await proposal.getByRole('button', { name: 'ارفض الاقتراح' }).click();
    await expect(studentPage.getByText('رفضت الاقتراح، ويبقى الدرس في موعده')).toBeVisible();
    await expect(proposal).toHaveCount(0);

    // The tutor is told who declined, and the proposal leaves the dashboard.
    await expect(tutorPage.getByText(`رفض ${name} الموعد الذي اقترحته`)).toBeVisible();
    await expect(listed).toHaveCount(0);
    const kept = await api.get<Lesson>(`/api/v1/lesson/${lesson.id}`);
    expect(kept.startsAt).toBe(lesson.startsAt);
  } finally {
    await api.delete(`/api/v1/lesson/${lesson.id}`);
  }
});
