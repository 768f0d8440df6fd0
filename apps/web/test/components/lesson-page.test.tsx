import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { routes } from '@darsak/shared';
import LessonPage from '../../src/features/lessons/routes/lesson.js';
import { aLesson, aStudent, inHours } from './fixtures.js';
import { api, renderScreen } from './render.js';

const open = async (startsAt: string) => {
  const lesson = aLesson(startsAt);
  api.on(routes.getLesson, lesson);
  api.on(routes.getLessonRecord, { presence: [], timeline: [], note: null });
  await renderScreen(<LessonPage />, {
    signedInAs: aStudent(),
    path: `/lesson/${lesson.id}`,
    route: '/lesson/:id',
  });
  return screen.findByText('التاريخ');
};

describe('the lesson page’s date', () => {
  it('does not say «اليوم» of a lesson on another day', async () => {
    const label = await open(inHours(72));
    const date = label.nextElementSibling!;
    expect(date.textContent).not.toContain('اليوم');
    expect(screen.queryByText('اليوم')).toBeNull();
  });

  it('says «اليوم» of a lesson today', async () => {
    // Ten minutes from now is today unless the test runs in the last minutes before midnight.
    const soon = new Date(Date.now() + 10 * 60_000);
    const cairoDay = (d: Date) => d.toLocaleDateString('en-CA', { timeZone: 'Africa/Cairo' });
    const startsAt = cairoDay(soon) === cairoDay(new Date()) ? soon : new Date();
    const label = await open(startsAt.toISOString());
    expect(label.nextElementSibling!.textContent).toMatch(/^اليوم، /);
  });
});
