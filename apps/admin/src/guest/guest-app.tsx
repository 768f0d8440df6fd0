/** Signed out, the back-office offers only its sign-in screen; any other address asks to sign in first. */
import { lazy, useEffect } from 'react';
import { GuestProvider } from '@darsak/client/guest';
import { Screen, useGuestLocation, useShell } from '@darsak/ui';
import { paths } from '../config/paths.js';

const Login = lazy(() => import('../features/auth/routes/login.js'));

const GuestScreen = () => {
  const { pathname, search } = useGuestLocation();
  const shell = useShell();
  const atLogin = pathname === paths.login;
  useEffect(() => {
    if (atLogin) return;
    const next = `${pathname}${search.size > 0 ? `?${search.toString()}` : ''}`;
    shell.navigate(next === '/' ? paths.login : `${paths.login}?next=${encodeURIComponent(next)}`, {
      replace: true,
    });
  }, [atLogin, pathname, search, shell]);
  return atLogin ? (
    <Screen>
      <Login />
    </Screen>
  ) : null;
};

export const GuestApp = () => (
  <GuestProvider>
    <GuestScreen />
  </GuestProvider>
);
