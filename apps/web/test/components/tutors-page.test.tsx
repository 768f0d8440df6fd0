import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { routes } from '@darsak/shared';
import TutorsPage from '../../src/features/tutors/routes/tutors.js';
import { aPage, aQuota, aStudent, aTutorProfile } from './fixtures.js';
import { api, renderScreen } from './render.js';

const cairoDay = (at: Date) => at.toLocaleDateString('en-CA', { timeZone: 'Africa/Cairo' });

const answer = (weekEnd: string) => {
  const asked: Record<string, string>[] = [];
  api.on(routes.listTopics, [{ id: 3, nameAr: 'محادثة', nameEn: 'Conversation' }] as never);
  api.on(routes.quota, aQuota({ weekEnd }));
  api.on(routes.onboardedTutors, ({ query }) => {
    asked.push(query);
    return aPage([aTutorProfile()]) as never;
  });
  return asked;
};

const open = (path = '/tutors') =>
  renderScreen(<TutorsPage />, { signedInAs: aStudent(), path, route: '/tutors' });

describe('the tutors list’s filters', () => {
  it('are read from the address and written back to it', async () => {
    const asked = answer(new Date(Date.now() + 4 * 86_400_000).toISOString());
    const { router, user } = await open('/tutors?topic=3&gender=2');
    await waitFor(() => expect(asked.at(-1)).toMatchObject({ topicId: '3', gender: '2' }));
    expect(screen.getByRole('combobox', { name: 'الموضوع' })).toHaveProperty('value', '3');

    await user.selectOptions(screen.getByRole('combobox', { name: 'التقييم' }), '4.5');
    await waitFor(() => expect(router.state.location.search).toContain('rating=4.5'));
    expect(router.state.location.search).toContain('topic=3');
    await waitFor(() => expect(asked.at(-1)).toMatchObject({ minRating: '4.5', topicId: '3' }));
  });

  it('offer no day of the next week, whose small hours close this one', async () => {
    // This week ends at 06:00 in Cairo, three days from now.
    const end = new Date(Date.now() + 3 * 86_400_000);
    const weekEnd = new Date(`${cairoDay(end)}T04:00:00Z`).toISOString();
    answer(weekEnd);
    await open();
    const day = await screen.findByRole('combobox', { name: 'متاح يوم' });
    const values = within(day)
      .getAllByRole('option')
      .map((o) => (o as HTMLOptionElement).value);
    expect(values).not.toContain(cairoDay(new Date(weekEnd)));
    expect(values.length).toBeGreaterThan(1);
  });
});
