import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { routes, type Lesson } from '@darsak/shared';
import LessonPage from '../../src/features/lessons/routes/lesson.js';
import { aLesson, aStudent, aTutor, inHours } from './fixtures.js';
import { api, failure, renderScreen } from './render.js';

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

describe('the tutor’s proposal of another time on the lesson page', () => {
  const toasts = () => within(screen.getByRole('region', { name: 'الإشعارات' }));
  const proposed = (startsAt: string, overrides: Partial<Lesson> = {}) =>
    aLesson(startsAt, {
      moveRequest: {
        id: 5,
        startsAt: inHours(30),
        endsAt: inHours(30.5),
        duration: 30,
        lapsesAt: new Date(Date.parse(startsAt) - 5 * 60_000).toISOString(),
        createdAt: inHours(-1),
      },
      ...overrides,
    });
  const render = async (lesson: Lesson, signedInAs = aStudent()) => {
    api.on(routes.getLesson, lesson);
    api.on(routes.getLessonRecord, { presence: [], timeline: [], note: null });
    const rendered = await renderScreen(<LessonPage />, {
      signedInAs,
      path: `/lesson/${lesson.id}`,
      route: '/lesson/:id',
    });
    await screen.findByText('التاريخ');
    return rendered;
  };

  it('lets the student accept it, and says so', async () => {
    const lesson = proposed(inHours(48));
    const { user } = await render(lesson);
    const request = screen.getByRole('region', { name: 'يقترح أحمد حسن موعداً آخر لدرسكما' });
    expect(within(request).getByText('الموعد المقترح')).toBeTruthy();
    expect(within(request).getByRole('button', { name: 'ارفض الاقتراح' })).toBeTruthy();
    api.on(routes.acceptLessonMove, { ...lesson, startsAt: inHours(30), moveRequest: null });
    await user.click(within(request).getByRole('button', { name: 'اقبل الموعد الجديد' }));
    const done = await toasts().findByRole('status');
    expect(within(done).getByText(/^تم نقل الدرس إلى /)).toBeTruthy();
    expect(api.calls(routes.acceptLessonMove).map((call) => call.params)).toEqual([{ id: '5' }]);
  });

  it('says why accepting was refused when the time was booked meanwhile', async () => {
    const lesson = proposed(inHours(48));
    const { user } = await render(lesson);
    api.on(routes.acceptLessonMove, failure('proposed-time-taken'));
    await user.click(await screen.findByRole('button', { name: 'اقبل الموعد الجديد' }));
    expect(
      await toasts().findByText(/^لم يعد الموعد المقترح متاحاً: حُجز أو تغيّر جدول المدرس/),
    ).toBeTruthy();
  });

  it('offers the tutor to withdraw it, and no second proposal meanwhile', async () => {
    await render(proposed(inHours(48)), aTutor());
    const request = screen.getByRole('region', { name: 'اقترحت موعداً آخر، بانتظار رد منى السيد' });
    expect(within(request).getByRole('button', { name: 'اسحب الاقتراح' })).toBeTruthy();
    expect(within(request).queryByRole('button', { name: 'اقبل الموعد الجديد' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'اقترح موعداً آخر' })).toBeNull();
    expect(screen.getByRole('button', { name: 'إلغاء الدرس' })).toBeTruthy();
  });

  it('offers a tutor «اقترح موعداً آخر» while none is open', async () => {
    await render(aLesson(inHours(48)), aTutor());
    expect(screen.getByRole('button', { name: 'اقترح موعداً آخر' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'تغيير الموعد' })).toBeNull();
  });

  it('tells the student past the cutoff to ask the tutor, and offers no move', async () => {
    // Two hours ahead: past the 4-hour cutoff, before the room opens.
    await render(aLesson(inHours(2)));
    expect(screen.queryByRole('button', { name: 'تغيير الموعد' })).toBeNull();
    expect(screen.getByTestId('move-hint').textContent).toMatch(
      /^فات آخر وقت لتغيير الموعد بنفسك .+ راسل المدرس ليقترح موعداً آخر، أو ألغِ الدرس\.$/,
    );
  });

  it('says nobody moves a lesson whose room is open', async () => {
    await render(aLesson(inHours(0.05)));
    expect(screen.queryByRole('button', { name: 'تغيير الموعد' })).toBeNull();
    expect(screen.getByTestId('move-hint').textContent).toBe(
      'فُتحت غرفة الدرس، فلا يتغيّر موعده الآن.',
    );
  });
});
