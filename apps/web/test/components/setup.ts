/**
 * Before every component test file: the socket library answered by the fake server, modal dialogs
 * in jsdom, `fetch` answered by the fake API. After every test: the screen unmounted, the fakes and
 * the storage emptied, and the test failed if the screen made a call it was given no answer for.
 */
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { api } from './fake-api.js';
import { server } from './fake-socket.js';
import { supportModalDialogs } from './dialog.js';

vi.mock('socket.io-client', async () => ({ io: (await import('./fake-socket.js')).server.io }));
supportModalDialogs();
// What a screen shows after an answer comes within a second; a busy shared machine can take longer,
// and a failed query is asked once more a second later (the app's retry).
configure({ asyncUtilTimeout: 5000 });

beforeEach(() => {
  vi.stubGlobal('fetch', api.fetch);
});

afterEach(() => {
  cleanup();
  const left = [...api.unanswered(), ...server.unansweredEvents()];
  api.reset();
  server.reset();
  localStorage.clear();
  vi.unstubAllGlobals();
  if (left.length > 0)
    throw new Error(`The screen asked what the test did not answer: ${left.join(', ')}`);
});
