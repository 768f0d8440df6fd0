/** Sign-in, registration and recovery: the form beside a short promise of what Darsak offers. */
import type { ReactNode } from 'react';
import { LanguageSwitch, Logo, useT } from '@darsak/ui';

export const GuestLayout = ({ children }: { children: ReactNode }) => {
  const t = useT();
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
          <div className="w-full max-w-md">{children}</div>
        </main>
      </div>
    </div>
  );
};
