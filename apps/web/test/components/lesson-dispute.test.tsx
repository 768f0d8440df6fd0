/**
 * Disputing a lesson's outcome on its page (docs/product/lessons.md#disputes): offered while the
 * window is open, the note checked by the shared rule, the server's refusal said, and the dispute's
 * state (open by oneself or the other member, ruled) shown to both.
 */
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { routes, type Lesson, type LessonDispute } from '@darsak/shared';
import LessonPage from '../../src/features/lessons/routes/lesson.js';
import { aLesson, aStudent, aTutor } from './fixtures.js';
import { api, failure, renderScreen } from './render.js';

const hour = 60 * 60_000;

/** A lesson that ended an hour ago, its student counted absent. */
const endedLesson = (overrides: Partial<Lesson> = {}): Lesson => {
  const startsAt = new Date(Date.now() - 90 * 60_000).toISOString();
  return aLesson(startsAt, {
    status: 'fulfilled',
    outcome: 'student-absent',
    disputeUntil: new Date(Date.now() + 47 * hour).toISOString(),
    dispute: null,
    ...overrides,
  });
};

const aDispute = (overrides: Partial<LessonDispute> = {}): LessonDispute => ({
  id: 3,
  openedBy: 7,
  openedAt: new Date(Date.now() - 30 * 60_000).toISOString(),
  note: 'حضرت الدرس كاملاً',
  ruledAt: null,
  ruling: null,
  ...overrides,
});

const open = async (lesson: Lesson, viewer = aStudent()) => {
  api.on(routes.getLesson, lesson);
  api.on(routes.getLessonRecord, { presence: [], timeline: [], note: null });
  const rendered = await renderScreen(<LessonPage />, {
    signedInAs: viewer,
    path: `/lesson/${lesson.id}`,
    route: '/lesson/:id',
  });
  await screen.findByText('التاريخ');
  return rendered;
};

describe('disputing a lesson’s outcome', () => {
  it('offers it until the window closes, checks the note and sends it', async () => {
    const lesson = endedLesson();
    const { user } = await open(lesson);
    const section = screen.getByTestId('lesson-dispute');
    expect(section.textContent).toContain('فاعترض عليها حتى');
    await user.click(within(section).getByRole('button', { name: 'اعترض على النتيجة' }));
    const dialog = screen.getByRole('dialog', { name: 'الاعتراض على نتيجة الدرس' });
    await user.click(within(dialog).getByRole('button', { name: 'أرسل الاعتراض' }));
    expect(within(dialog).getByRole('alert').textContent).toContain('١٠ أحرف على الأقل');
    expect(api.calls(routes.disputeLesson)).toEqual([]);
    api.on(routes.disputeLesson, { ...lesson, dispute: aDispute() });
    await user.type(within(dialog).getByLabelText('ما الذي حدث؟'), '  حضرت الدرس كاملاً  ');
    await user.click(within(dialog).getByRole('button', { name: 'أرسل الاعتراض' }));
    expect(await screen.findByText('وصل اعتراضك، وسنخبرك بالحكم.')).toBeTruthy();
    expect(api.calls(routes.disputeLesson).map((call) => call.body)).toEqual([
      { note: 'حضرت الدرس كاملاً' },
    ]);
  });

  it('says why the server refused it', async () => {
    const { user } = await open(endedLesson());
    await user.click(screen.getByRole('button', { name: 'اعترض على النتيجة' }));
    api.on(routes.disputeLesson, failure('dispute-window-closed'));
    await user.type(screen.getByLabelText('ما الذي حدث؟'), 'حضرت الدرس كاملاً');
    await user.click(screen.getByRole('button', { name: 'أرسل الاعتراض' }));
    expect(await screen.findByText(/انتهت مدة الاعتراض على نتيجة هذا الدرس/)).toBeTruthy();
  });

  it('is not offered once the window has closed', async () => {
    await open(endedLesson({ disputeUntil: new Date(Date.now() - 60_000).toISOString() }));
    expect(screen.queryByTestId('lesson-dispute')).toBeNull();
  });

  it('shows an open dispute to the tutor without the student’s note', async () => {
    await open(endedLesson({ dispute: aDispute({ note: null }) }), aTutor());
    const section = screen.getByTestId('lesson-dispute');
    expect(section.textContent).toContain('اعترضت منى السيد على نتيجة هذا الدرس');
    expect(within(section).queryByRole('button')).toBeNull();
  });

  it('shows the ruling in words that agree with the member it names', async () => {
    const ruled = aDispute({ ruledAt: new Date().toISOString(), ruling: 'tutor-absent' });
    await open(endedLesson({ outcome: 'tutor-absent', dispute: ruled }));
    expect(screen.getByTestId('lesson-dispute').textContent).toContain('حكمت الإدارة في الاعتراض');
    expect(screen.getByTestId('lesson-dispute').textContent).toContain('غياب المدرّس');
  });
});
