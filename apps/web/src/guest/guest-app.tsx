/** The signed-out part of the web app: sign-in, registration and password recovery. */
import { lazy, useEffect } from 'react';
import { GuestProvider } from '@darsak/client/guest';
import { GuestLink, NotFoundPage, Screen, useGuestLocation, useShell } from '@darsak/ui';
import { isGuestPath, paths } from '../config/paths.js';
import { isScreenPath } from '../config/screens.js';
import { GuestLayout } from './guest-layout.js';

const Login = lazy(() => import('../features/auth/routes/login.js'));
const Register = lazy(() => import('../features/auth/routes/register.js'));
const ForgetPassword = lazy(() => import('../features/auth/routes/forget-password.js'));
const ResetPassword = lazy(() => import('../features/auth/routes/reset-password.js'));

const GuestNotFound = () => (
  <NotFoundPage standalone homeLink={(props) => <GuestLink to={paths.home} {...props} />} />
);

const GuestScreen = () => {
  const { pathname, search } = useGuestLocation();
  const shell = useShell();
  const needsSignIn = !isGuestPath(pathname) && isScreenPath(pathname);
  useEffect(() => {
    if (needsSignIn) {
      const next = `${pathname}${search.size > 0 ? `?${search.toString()}` : ''}`;
      shell.navigate(next === paths.home ? paths.login : paths.loginThen(next), { replace: true });
    }
  }, [needsSignIn, pathname, search, shell]);

  const role = pathname.match(/^\/register\/([^/]+)\/?$/)?.[1];
  if (!isGuestPath(pathname)) return needsSignIn ? null : <GuestNotFound />;
  if (role !== undefined && role !== 'student' && role !== 'tutor') return <GuestNotFound />;
  return (
    <GuestLayout>
      <Screen>
        {pathname.startsWith('/login') && <Login />}
        {role && <Register role={role} />}
        {pathname.startsWith('/forget-password') && <ForgetPassword />}
        {pathname.startsWith('/reset-password') && <ResetPassword />}
      </Screen>
    </GuestLayout>
  );
};

export const GuestApp = () => (
  <GuestProvider>
    <GuestScreen />
  </GuestProvider>
);
