/**
 * What signed-out screens need: the API client and signing in, without the query cache or the
 * router, so the first screen a visitor sees stays light. The signed-in app uses ./react instead.
 */
import { createContext, useContext, useState, type ReactNode } from 'react';
import { STORAGE_KEYS, type Session } from '@darsak/shared';
import { createApiClient, type ApiClient } from './http.js';
import { createTokenStore } from './token-store.js';

type GuestSession = { client: ApiClient; signIn: (session: Session) => void; signOut: () => void };

const GuestContext = createContext<GuestSession | null>(null);

export const GuestProvider = ({ children }: { children: ReactNode }) => {
  const [value] = useState<GuestSession>(() => {
    const tokens = createTokenStore(localStorage);
    return {
      client: createApiClient({ baseUrl: '', tokens, onAuthFailure: () => tokens.clear() }),
      signIn: (session) => {
        localStorage.setItem(STORAGE_KEYS.user, JSON.stringify(session.user));
        tokens.set(session.token);
      },
      signOut: () => tokens.clear(),
    };
  });
  return <GuestContext.Provider value={value}>{children}</GuestContext.Provider>;
};

export const useGuestSession = (): GuestSession => {
  const value = useContext(GuestContext);
  if (!value) throw new Error('useGuestSession must be used inside <GuestProvider>');
  return value;
};

/** Whether a valid token is stored, read once when an app starts. */
export const hasValidToken = (): boolean => createTokenStore(localStorage).state() === 'present';
