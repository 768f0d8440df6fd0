/**
 * A long conversation: a room with several hundred messages opens on the newest page,
 * and scrolling up loads the older pages one after another, in order, without the messages on
 * screen jumping.
 */
import { io } from 'socket.io-client';
import { newStudent } from './chat-support.js';
import { expect, test } from './fixtures.js';
import { apiAs, listedTutors } from './support.js';

const MESSAGES = 400;
/** The web asks for history 30 messages at a time. */
const PAGE = 30;
const TUTOR_NAME = 'محمود الشريف';
const text = (n: number) => `رسالة رقم ${n} من المحادثة الطويلة`;

test('a room with hundreds of messages opens on the newest and loads older pages in order without jumping', async ({
  request,
  pageAs,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const student = await newStudent(request, 'مريم فؤاد');
  const tutors = await listedTutors(request);
  const tutor = tutors.find((t) => t.name === TUTOR_NAME) ?? tutors.at(-1)!;
  const api = await apiAs(request, student.email);
  const { room } = await api.post<{ room: { id: number } }>('/api/v1/chat/new', {
    userId: tutor.id,
    message: text(1),
  });

  // The rest arrive over the socket, in order. A socket may send a burst of 20 messages, then two a
  // second: a fresh socket for every 20 keeps the set-up quick.
  const signedIn = await request.post('/api/v1/auth/password', {
    data: { email: student.email, password: 'darsak2026' },
  });
  const { token } = (await signedIn.json()) as { token: { value: string } };
  const BURST = 20;
  for (let first = 2; first <= MESSAGES; first += BURST) {
    const socket = io(baseURL!, {
      path: '/socket.io',
      transports: ['websocket'],
      extraHeaders: { authorization: `Bearer ${token.value}` },
      reconnection: false,
    });
    try {
      for (let n = first; n < first + BURST && n <= MESSAGES; n += 1) {
        const answer = (await socket.timeout(10_000).emitWithAck('SendMessage', {
          roomId: room.id,
          text: text(n),
          clientId: `long-${n}`,
        })) as {
          code: string;
        };
        expect(answer.code, `message ${n}`).toBe('ok');
      }
    } finally {
      socket.close();
    }
  }

  const page = await pageAs(student.email);
  await page.goto('/app/chat');
  await page.getByRole('link', { name: new RegExp(tutor.name) }).click();
  const log = page.getByRole('log', { name: 'الرسائل' });
  const bubbles = log.locator('[data-message-id]');

  // The newest page, scrolled to its end.
  await expect(log.getByText(text(MESSAGES), { exact: true })).toBeVisible();
  await expect(bubbles).toHaveCount(PAGE);
  await expect(log.getByText(text(MESSAGES - PAGE), { exact: true })).toHaveCount(0);

  /** Where the first message on screen stands, from the top of the log. */
  const firstOnScreen = () =>
    log.evaluate((box) => {
      const first = box.querySelector<HTMLElement>('[data-message-id]')!;
      return {
        id: first.dataset.messageId!,
        top: first.getBoundingClientRect().top - box.getBoundingClientRect().top,
      };
    });

  // Scroll up page by page: each older page arrives above, and what was on screen stays put.
  let shown = PAGE;
  while (shown < MESSAGES) {
    await log.evaluate((box) => box.scrollTo({ top: 0 }));
    const before = await firstOnScreen();
    const expected = Math.min(MESSAGES, shown + PAGE);
    await expect(bubbles).toHaveCount(expected);
    // The layout settles in the same frame the page is drawn.
    const after = await log.evaluate((box, id) => {
      const same = box.querySelector<HTMLElement>(`[data-message-id="${id}"]`)!;
      return same.getBoundingClientRect().top - box.getBoundingClientRect().top;
    }, before.id);
    expect(Math.abs(after - before.top), `no jump after ${expected} messages`).toBeLessThan(2);
    shown = expected;
  }

  // All of them, oldest first, once each.
  const texts = await bubbles.evaluateAll((nodes) =>
    nodes.map((node) => node.querySelector('p')?.textContent ?? ''),
  );
  expect(texts).toEqual(Array.from({ length: MESSAGES }, (_, i) => text(i + 1)));
  await expect(log.getByRole('button', { name: 'عرض رسائل أقدم' })).toHaveCount(0);
});
