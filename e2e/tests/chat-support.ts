/** Set-up for the chat and live session tests: a fresh verified student, and a lesson with a tutor. */
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { chromiumArgs } from '../playwright.config.js';
import {
  apiAs,
  DEMO_PASSWORD,
  latestCode,
  listedTutors,
  setCancellationCutoff,
} from './support.js';

/** Chromium with a fake camera and microphone, allowed without asking, and a screen to share. */
export const fakeMedia = {
  executablePath: '/usr/bin/chromium',
  args: [
    ...chromiumArgs,
    '--use-fake-device-for-media-stream',
    '--use-fake-ui-for-media-stream',
    '--auto-select-desktop-capture-source=Entire screen',
  ],
};

/** How many remote video frames the page has decoded so far (from getStats). */
export const framesOf = async (page: Page) =>
  Number(await page.getByTestId('quality').getAttribute('data-frames'));

/** Opens a lesson's session page, passes the device check and enters the call. */
export const joinCall = async (page: Page, lessonId: number) => {
  await page.goto(`/app/session?type=2&ref=${lessonId}`);
  await expect(page.getByTestId('preview')).toBeVisible();
  const enter = page.getByRole('button', { name: 'ادخل الجلسة' });
  await expect(enter).toBeEnabled({ timeout: 15_000 });
  await enter.click();
  await expect(page.getByRole('toolbar', { name: 'أدوات المكالمة' })).toBeVisible();
};

let sequence = 0;

/** A new student with a verified email and the free trial, signed up through the API. */
export const newStudent = async (request: APIRequestContext, name = 'هدى سمير') => {
  sequence += 1;
  const email = `live${Date.now()}${sequence}@darsak.test`;
  const created = await request.post('/api/v1/user/', {
    data: { name, email, password: DEMO_PASSWORD, role: 4 },
  });
  expect(created.ok()).toBe(true);
  const { user, token } = (await created.json()) as {
    user: { id: number };
    token: { value: string };
  };
  const headers = { authorization: `Bearer ${token.value}` };
  await request.post('/api/v1/confirmation-code/email/send', { headers, data: {} });
  const code = await latestCode(request, email);
  const confirmed = await request.post('/api/v1/confirmation-code/email/confirm', {
    headers,
    data: { code },
  });
  expect(confirmed.ok()).toBe(true);
  return { id: user.id, email };
};

/** The student books the tutor's first free half hour; answers the lesson's id and start. */
export const bookFirstFree = async (
  request: APIRequestContext,
  studentEmail: string,
  tutorId: number,
) => {
  const api = await apiAs(request, studentEmail);
  const free = await api.get<{ times: { startsAt: string; maxDuration: number }[] }>(
    `/api/v1/availability-slot/free?tutorId=${tutorId}`,
  );
  const slot = free.times.find((time) => time.maxDuration >= 30) ?? free.times[0];
  expect(slot, 'the tutor has a free time this week').toBeTruthy();
  const lesson = await api.post<{ id: number; endsAt: string; opensAt: string }>(
    '/api/v1/lesson/',
    {
      tutorId,
      startsAt: slot!.startsAt,
      duration: slot!.maxDuration >= 30 ? 30 : 15,
    },
  );
  return {
    lessonId: lesson.id,
    startsAt: slot!.startsAt,
    endsAt: lesson.endsAt,
    /** When its room takes members (a week early on the test server). */
    opensAt: lesson.opensAt,
    /**
     * Cancels it free of charge, whenever it starts: the cutoff is lifted meanwhile
     * (docs/product/lessons.md#cancellation), so the student keeps the minutes to book again.
     */
    cancel: async () => {
      const restoreCutoff = await setCancellationCutoff(request, 0);
      try {
        await api.delete(`/api/v1/lesson/${lesson.id}`);
      } finally {
        await restoreCutoff();
      }
    },
  };
};

/** A new student (as `newStudent`) with a lesson at the first free time of a listed tutor. */
export const newStudentWithLesson = async (
  request: APIRequestContext,
  tutorName: string,
  studentName?: string,
) => {
  const student = await newStudent(request, studentName);
  const tutor = (await listedTutors(request)).find((t) => t.name === tutorName);
  expect(tutor, `a listed tutor: ${tutorName}`).toBeTruthy();
  return { student, ...(await bookFirstFree(request, student.email, tutor!.id)) };
};
