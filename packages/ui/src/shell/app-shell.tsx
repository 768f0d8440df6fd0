/**
 * An app in two parts: a light guest part for signed-out screens (sign-in, registration, recovery)
 * and the signed-in part with the router and the query cache, loaded on demand. A visitor's first
 * screen therefore downloads only React, the forms and the catalogue.
 */
import {
  createContext,
  lazy,
  Suspense,
  useCallback,
  useContext,
  useMemo,
  useState,
  useSyncExternalStore,
  type AnchorHTMLAttributes,
  type ComponentType,
  type MouseEvent,
} from 'react';
import { useT } from '../i18n/provider.js';
import { PageSpinner } from '../components/spinner.js';

type Mode = 'guest' | 'member';

type ShellValue = {
  /** The app's base path, e.g. /app */
  base: string;
  /** Opens the signed-in part at a path inside the app. */
  enter: (path?: string) => void;
  /** Returns to the guest part at a path inside the app (after signing out, or when a session ends). */
  leave: (path: string) => void;
  /** Moves between guest screens without reloading. */
  navigate: (path: string, options?: { replace?: boolean }) => void;
};

const ShellContext = createContext<ShellValue | null>(null);

export const useShell = (): ShellValue => {
  const value = useContext(ShellContext);
  if (!value) throw new Error('useShell must be used inside <AppShell>');
  return value;
};

const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  window.addEventListener('popstate', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('popstate', listener);
  };
};
const currentUrl = () => window.location.pathname + window.location.search;

/** The path inside the app (without the base) and its query, kept in step with the address bar. */
export const useGuestLocation = () => {
  const { base } = useShell();
  const url = useSyncExternalStore(subscribe, currentUrl);
  const parsed = new URL(url, window.location.origin);
  const pathname = parsed.pathname.startsWith(base)
    ? parsed.pathname.slice(base.length) || '/'
    : parsed.pathname;
  return { pathname, search: parsed.searchParams };
};

/** A link between guest screens; modified clicks (new tab) behave as usual. */
export const GuestLink = ({
  to,
  ...rest
}: AnchorHTMLAttributes<HTMLAnchorElement> & { to: string }) => {
  const { base, navigate } = useShell();
  return (
    <a
      href={`${base}${to}`}
      onClick={(event: MouseEvent<HTMLAnchorElement>) => {
        if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0)
          return;
        event.preventDefault();
        navigate(to);
      }}
      {...rest}
    />
  );
};

export const AppShell = ({
  base,
  startsAsMember,
  Guest,
  loadMember,
}: {
  base: string;
  /** Decides, at start, which part shows first. */
  startsAsMember: boolean;
  Guest: ComponentType;
  loadMember: () => Promise<{ default: ComponentType }>;
}) => {
  const t = useT();
  const [mode, setMode] = useState<Mode>(startsAsMember ? 'member' : 'guest');
  const [Member] = useState(() => lazy(loadMember));
  const go = useCallback(
    (path: string, replace = false) => {
      window.history[replace ? 'replaceState' : 'pushState'](null, '', `${base}${path}`);
      listeners.forEach((listener) => listener());
    },
    [base],
  );
  const value = useMemo<ShellValue>(
    () => ({
      base,
      enter: (path = '/') => {
        go(path, true);
        setMode('member');
      },
      leave: (path) => {
        go(path, true);
        setMode('guest');
      },
      navigate: (path, options) => go(path, options?.replace),
    }),
    [base, go],
  );
  return (
    <ShellContext.Provider value={value}>
      {mode === 'guest' ? (
        <Guest />
      ) : (
        <Suspense fallback={<PageSpinner label={t('ui.loading')} />}>
          <Member />
        </Suspense>
      )}
    </ShellContext.Provider>
  );
};
