/**
 * A tutor's lesson prices (docs/product/tutors.md#lesson-prices): a student with a subscription in
 * force reads the minutes a lesson takes from their week, a student without one and tutors read EGP.
 */
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { formatMoney, routes } from '@darsak/shared';
import { TutorCard } from '../../src/features/tutors/components/tutor-card.js';
import { aQuota, aStudent, aTutor, aTutorProfile } from './fixtures.js';
import { api, deferred, failure, renderScreen } from './render.js';

const card = () => (
  <ul>
    <TutorCard tutor={aTutorProfile()} />
  </ul>
);

/** Pounds as the page writes them (the app's one money format). */
const egp = (pounds: number) => formatMoney(pounds * 100, 'ar-EG');

/** The prices the card shows in pounds, once it shows them. */
const poundsShown = async () =>
  (await screen.findAllByRole('definition')).map((price) => price.textContent);

describe('a tutor card’s prices', () => {
  it('are minutes from the week for a student with a plan, and no EGP', async () => {
    api.on(routes.quota, aQuota());
    await renderScreen(card(), { signedInAs: aStudent() });
    expect(await screen.findByText('١٥ دقيقة من رصيدك')).toBeTruthy();
    expect(screen.getByText('٣٠ دقيقة من رصيدك')).toBeTruthy();
    expect(screen.queryAllByRole('definition')).toEqual([]);
  });

  it('are in English for a student who reads English', async () => {
    api.on(routes.quota, aQuota());
    await renderScreen(card(), { signedInAs: aStudent(), language: 'en' });
    expect(await screen.findByText('15 minutes from your balance')).toBeTruthy();
    expect(screen.getByText('30 minutes from your balance')).toBeTruthy();
  });

  it('are EGP for a student without a plan in force', async () => {
    api.on(routes.quota, aQuota({ subscription: null, weeklyMinutes: 0, remainingMinutes: 0 }));
    await renderScreen(card(), { signedInAs: aStudent() });
    expect(await poundsShown()).toEqual([egp(50), egp(100)]);
    expect(screen.queryByText(/من رصيدك/)).toBeNull();
  });

  it('show neither kind until the student’s week is known, then the minutes', async () => {
    const quota = deferred<ReturnType<typeof aQuota>>();
    api.on(routes.quota, () => quota.promise);
    await renderScreen(card(), { signedInAs: aStudent() });
    expect(screen.queryByText('سعر الدرس')).toBeNull();
    quota.resolve(aQuota());
    expect(await screen.findByText('١٥ دقيقة من رصيدك')).toBeTruthy();
  });

  it('are EGP when the student’s week cannot be read', async () => {
    api.on(routes.quota, failure('unexpected'));
    await renderScreen(card(), { signedInAs: aStudent() });
    expect(await poundsShown()).toEqual([egp(50), egp(100)]);
  });

  it('are EGP for a tutor, who has no week of minutes to ask for', async () => {
    await renderScreen(card(), { signedInAs: aTutor() });
    expect(await poundsShown()).toEqual([egp(50), egp(100)]);
    expect(api.calls(routes.quota)).toHaveLength(0);
  });
});
