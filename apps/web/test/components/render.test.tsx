import { useState } from 'react';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { routes } from '@darsak/shared';
import { useApiQuery, useRealtimeEvent, useSession } from '@darsak/client/react';
import { useErrorMessage, useT } from '@darsak/ui';
import { aStudent } from './fixtures.js';
import { api, failure, renderScreen, server } from './render.js';

/** What a screen takes from its surroundings: words, the session, an API call, a socket event. */
const Probe = () => {
  const t = useT();
  const errorMessage = useErrorMessage();
  const { user } = useSession();
  const quota = useApiQuery(routes.quota);
  const [typing, setTyping] = useState<number | null>(null);
  useRealtimeEvent('UserTyping', ({ userId }) => setTyping(userId));
  return (
    <section aria-label={t('booking.title')}>
      <p>{user?.name}</p>
      {quota.isError && <p role="alert">{errorMessage(quota.error)}</p>}
      {quota.data && <p>{quota.data.remainingMinutes}</p>}
      {typing !== null && <p>{`typing ${typing}`}</p>}
    </section>
  );
};

describe('a screen rendered as the web app renders it', () => {
  it('speaks Arabic right to left to the signed-in user, and hears the socket', async () => {
    api.on(routes.quota, failure('subscription-required'));
    await renderScreen(<Probe />, { signedInAs: aStudent() });
    expect(document.documentElement.dir).toBe('rtl');
    expect(screen.getByRole('region', { name: 'احجز درساً' })).toBeTruthy();
    expect(screen.getByText('منى السيد')).toBeTruthy();
    expect((await screen.findByRole('alert')).textContent).toBe(
      'تحتاج إلى اشتراك لحجز الدروس. اختر باقة تناسبك.',
    );
    server.emit('UserTyping', { roomId: 3, userId: 12, typing: true });
    expect(screen.getByText('typing 12')).toBeTruthy();
  });

  it('speaks English on demand', async () => {
    api.on(routes.quota, failure('subscription-required'));
    await renderScreen(<Probe />, { language: 'en', signedInAs: aStudent() });
    expect(document.documentElement.dir).toBe('ltr');
    expect(screen.getByRole('region', { name: 'Book a lesson' })).toBeTruthy();
  });

  it('tells which calls the test left unanswered', async () => {
    await renderScreen(<Probe />, { signedInAs: aStudent() });
    await waitFor(() => expect(api.unanswered()).toEqual([`GET ${routes.quota.path}`]));
    api.reset();
  });
});
