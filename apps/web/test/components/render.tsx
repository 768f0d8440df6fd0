/**
 * Renders a screen inside what the web app gives it, with the app's own providers: the language
 * (Arabic by default, English on demand) with the catalogues a signed-in member has, the toasts,
 * the API client and its query cache with the app's defaults, the session, the realtime connection
 * and a memory router. The API answers from `api` (fake-api.ts) and the socket's other end is
 * `server` (fake-socket.ts); both are emptied after each test by setup.ts.
 */
import type { ReactElement } from 'react';
import { act, render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { routes, STORAGE_KEYS, type Language, type User } from '@darsak/shared';
import { ApiProvider, RealtimeProvider } from '@darsak/client/react';
import { LanguageRoot, startLanguage, ToastProvider } from '@darsak/ui';
import { loadMemberMessages, loadWebMessages } from '../../src/locales/load.js';
import { api } from './fake-api.js';
import { server } from './fake-socket.js';

export { api, deferred, failure } from './fake-api.js';
export { server } from './fake-socket.js';

export type RenderOptions = {
  language?: Language;
  /** Signed in as this user (a valid token and the user the API answers for «me»); else signed out. */
  signedInAs?: User;
  /** The address the router starts at, and the route pattern the screen is drawn on. */
  path?: string;
  route?: string;
};

const base64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** A token the client accepts as valid for a month; only the server checks signatures. */
const tokenFor = (user: User) => {
  const now = Math.floor(Date.now() / 1000);
  return [base64url({ alg: 'HS256' }), base64url({ id: user.id, iat: now, exp: now + 2_592_000 })]
    .concat('signature')
    .join('.');
};

export const renderScreen = async (screen: ReactElement, options: RenderOptions = {}) => {
  const { language = 'ar', signedInAs, path = '/', route = '/' } = options;
  localStorage.setItem(STORAGE_KEYS.language, language);
  if (signedInAs) {
    localStorage.setItem(
      STORAGE_KEYS.token,
      JSON.stringify({ type: 'bearer', value: tokenFor(signedInAs) }),
    );
    localStorage.setItem(STORAGE_KEYS.user, JSON.stringify(signedInAs));
    if (!api.answers(routes.currentUser)) api.on(routes.currentUser, signedInAs);
  }
  const started = await startLanguage(loadWebMessages);
  const messages = { ...started.messages, ...(await loadMemberMessages(language)) };
  const router = createMemoryRouter(
    [
      { path: route, element: screen },
      // Where a navigation away from the screen lands; the test reads `router.state.location`.
      { path: '*', element: null },
    ],
    { initialEntries: [path] },
  );
  const result = render(
    <LanguageRoot initial={language} initialMessages={messages} loadApp={loadWebMessages}>
      <ToastProvider>
        <ApiProvider>
          <RealtimeProvider>
            <RouterProvider router={router} />
          </RealtimeProvider>
        </ApiProvider>
      </ToastProvider>
    </LanguageRoot>,
  );
  if (signedInAs) await act(() => server.connected());
  return { ...result, router, user: userEvent.setup() };
};
