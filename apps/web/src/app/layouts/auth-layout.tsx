/** Sign-in, registration and recovery: the form beside a short promise of what Darsak offers. */
import { Navigate, Outlet, useLocation } from 'react-router';
import { useSession } from '@darsak/client/react';
import { LanguageSwitch, Logo, Screen, useT } from '@darsak/ui';
import { homePath } from '../home.js';

/** Pages a signed-in user has no reason to see. */
const guestOnly = ['/login', '/forget-password'];

export const AuthLayout = () => {
  const t = useT();
  const { user } = useSession();
  const { pathname } = useLocation();
  if (user && guestOnly.includes(pathname)) return <Navigate to={homePath(user)} replace />;
  return (
    <div className="min-h-dvh lg:grid lg:grid-cols-[1fr_minmax(0,36rem)]">
      <aside className="hidden bg-brand-800 p-12 text-white lg:flex lg:flex-col lg:justify-between">
        <Logo label={t('app.name')} className="text-white [&_rect]:fill-white/15" />
        <div className="space-y-6">
          <p className="text-4xl font-black leading-snug">{t('auth.aside.title')}</p>
          <ul className="space-y-3 text-lg text-brand-100">
            <li>✓ {t('auth.aside.point1')}</li>
            <li>✓ {t('auth.aside.point2')}</li>
            <li>✓ {t('auth.aside.point3')}</li>
          </ul>
        </div>
        <p className="text-sm text-brand-200">{t('auth.aside.footer')}</p>
      </aside>
      <div className="flex min-h-dvh flex-col">
        <header className="flex items-center justify-between px-4 py-3 sm:px-8">
          <Logo label={t('app.name')} className="lg:invisible" />
          <LanguageSwitch />
        </header>
        <main className="flex flex-1 items-start justify-center px-4 pb-12 pt-4 sm:items-center sm:px-8">
          <div className="w-full max-w-md">
            <Screen>
              <Outlet />
            </Screen>
          </div>
        </main>
      </div>
    </div>
  );
};
