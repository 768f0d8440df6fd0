/**
 * The signed-in session for React: token, current user, sign in and out
 * (docs/product/accounts.md#tokens).
 */
import { QueryClient, QueryClientProvider, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import { routes, STORAGE_KEYS, type Session, type User } from '@darsak/shared';
import { retryQuery } from '../api-error.js';
import { createApiClient, type ApiClient } from '../http.js';
import { createTokenStore } from '../token-store.js';
import { domainsChangedBy, markStale } from './cache.js';

type SessionContextValue = {
  client: ApiClient;
  /** The current user: the cached copy until the server answers, null when signed out. */
  user: User | null;
  status: 'anonymous' | 'loading' | 'authenticated';
  signIn: (session: Session) => void;
  signOut: () => void;
  setUser: (user: User) => void;
};

const SessionContext = createContext<SessionContextValue | null>(null);
export const currentUserKey = ['user', 'current'] as const;

const readCachedUser = (): User | undefined => {
  try {
    const raw = localStorage.getItem(STORAGE_KEYS.user);
    return raw ? (JSON.parse(raw) as User) : undefined;
  } catch {
    return undefined;
  }
};

export const createQueryClient = (): QueryClient =>
  new QueryClient({
    defaultOptions: {
      queries: {
        retry: retryQuery,
        staleTime: 30_000,
        refetchOnWindowFocus: false,
      },
      // A change is sent when asked or not at all: paused and replayed after a reconnection, a
      // booking could land minutes later on a time that is gone. Offline, it fails at once.
      mutations: { retry: false, networkMode: 'always' },
    },
  });

const SessionState = ({ client, children }: { client: ApiClient; children: ReactNode }) => {
  const queryClient = useQueryClient();
  const tokenState = useSyncExternalStore(client.tokens.subscribe, client.tokens.state);
  const tokenValue = useSyncExternalStore(
    client.tokens.subscribe,
    () => client.tokens.valid()?.value ?? null,
  );
  const hasToken = tokenState === 'present';

  const current = useQuery({
    queryKey: [...currentUserKey, tokenValue],
    queryFn: ({ signal }) => client.call(routes.currentUser, undefined, { signal }),
    enabled: hasToken,
    initialData: hasToken ? readCachedUser : undefined,
    initialDataUpdatedAt: 0,
  });

  useEffect(() => {
    if (current.data) localStorage.setItem(STORAGE_KEYS.user, JSON.stringify(current.data));
  }, [current.data]);

  // An expired token is as good as none: clear it and whatever was cached with it.
  useEffect(() => {
    if (tokenState === 'expired') client.tokens.clear();
  }, [client, tokenState]);

  useEffect(() => {
    if (!hasToken) return undefined;
    const refresh = () => void client.tokens.refreshIfDue(() => client.call(routes.refreshToken));
    refresh();
    const timer = window.setInterval(refresh, 60 * 60 * 1000);
    return () => window.clearInterval(timer);
  }, [client, hasToken]);

  const signIn = useCallback(
    (session: Session) => {
      queryClient.setQueryData([...currentUserKey, session.token.value], session.user);
      localStorage.setItem(STORAGE_KEYS.user, JSON.stringify(session.user));
      client.tokens.set(session.token);
    },
    [client, queryClient],
  );
  const signOut = useCallback(() => {
    client.tokens.clear();
    queryClient.clear();
  }, [client, queryClient]);
  const setUser = useCallback(
    (user: User) => {
      queryClient.setQueryData([...currentUserKey, client.tokens.valid()?.value ?? null], user);
    },
    [client, queryClient],
  );

  const user = hasToken ? (current.data ?? null) : null;
  const value = useMemo<SessionContextValue>(
    () => ({
      client,
      user,
      status: !hasToken ? 'anonymous' : user ? 'authenticated' : 'loading',
      signIn,
      signOut,
      setUser,
    }),
    [client, user, hasToken, signIn, signOut, setUser],
  );
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
};

/** Provides the API client, the query cache and the session. */
export const ApiProvider = ({
  baseUrl = '',
  children,
}: {
  baseUrl?: string;
  children: ReactNode;
}) => {
  const [{ client, queryClient }] = useState(() => {
    const tokens = createTokenStore(localStorage);
    const queryClient = createQueryClient();
    const client = createApiClient({
      baseUrl,
      tokens,
      onAuthFailure: () => {
        if (tokens.state() !== 'none') tokens.clear();
        queryClient.removeQueries({ queryKey: currentUserKey });
      },
      onChanged: (endpoint) => markStale(queryClient, domainsChangedBy(endpoint)),
    });
    return { client, queryClient };
  });
  return (
    <QueryClientProvider client={queryClient}>
      <SessionState client={client}>{children}</SessionState>
    </QueryClientProvider>
  );
};

export const useSession = (): SessionContextValue => {
  const value = useContext(SessionContext);
  if (!value) throw new Error('useSession must be used inside <ApiProvider>');
  return value;
};
