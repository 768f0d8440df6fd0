/** The back-office layout: a sidebar of sections, the signed-in admin, and the page. Admins only. */
import { useEffect } from 'react';
import { Navigate, NavLink, Outlet, useLocation } from 'react-router';
import { genderSelect, isAdminRole, Role } from '@darsak/shared';
import { useSession } from '@darsak/client/react';
import {
  Avatar,
  Button,
  buttonClass,
  Card,
  cx,
  LanguageSwitch,
  Logo,
  OfflineNotice,
  PageSpinner,
  Screen,
  SkipLink,
  useShell,
  useT,
} from '@darsak/ui';
import { UnsavedChangesProvider } from '@darsak/ui/leave-guard';
import { useScrollTopOnNavigate } from '@darsak/ui/scroll-top';
import { paths } from '../config/paths.js';
import { useModalMenu } from './modal-menu.js';

const sections = [
  {
    to: paths.home,
    key: 'nav.overview',
    icon: 'M3 3v18h18M7 16v-5m5 5V8m5 8v-8',
  },
  {
    to: paths.users,
    key: 'nav.users',
    icon: 'M16 19v-1a4 4 0 0 0-4-4H6a4 4 0 0 0-4 4v1M9 10a3 3 0 1 0 0-6 3 3 0 0 0 0 6m13 9v-1a4 4 0 0 0-3-3.9M16 4.1a3 3 0 0 1 0 5.8',
  },
  {
    to: paths.tutors,
    key: 'nav.tutors',
    icon: 'M22 9 12 4 2 9l10 5 10-5v6M6 11.5V16c0 1.7 2.7 3 6 3s6-1.3 6-3v-4.5',
  },
  {
    to: paths.lessons,
    key: 'nav.lessons',
    icon: 'M8 2v4m8-4v4M3 10h18M5 4h14a2 2 0 0 1 2 2v14a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V6a2 2 0 0 1 2-2m4 10 2 2 4-4',
  },
  {
    to: paths.plans,
    key: 'nav.plans',
    icon: 'M20.6 13.4 13.4 20.6a2 2 0 0 1-2.8 0L3 13V3h10l7.6 7.6a2 2 0 0 1 0 2.8M7.5 7.5h.01',
  },
  {
    to: paths.planInvites,
    key: 'nav.planInvites',
    icon: 'M16 21v-2a4 4 0 0 0-4-4H6a4 4 0 0 0-4 4v2M9 11a4 4 0 1 0 0-8 4 4 0 0 0 0 8m10-3v6m3-3h-6',
  },
  {
    to: paths.coupons,
    key: 'nav.coupons',
    icon: 'M9 9h.01M15 15h.01M16 8l-8 8M4 4h16v5a3 3 0 0 0 0 6v5H4v-5a3 3 0 0 0 0-6z',
  },
  {
    to: paths.transactions,
    key: 'nav.transactions',
    icon: 'M2 7h20v10H2zM2 11h20M6 15h4',
  },
  { to: paths.topics, key: 'nav.topics', icon: 'M4 6h16M4 12h16M4 18h10' },
  {
    to: paths.contactRequests,
    key: 'nav.contactRequests',
    icon: 'M4 5h16a1 1 0 0 1 1 1v12a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1V6a1 1 0 0 1 1-1m-1 1 9 7 9-7',
  },
  {
    to: paths.invites,
    key: 'nav.invites',
    icon: 'M10 13a5 5 0 0 0 7.5.5l3-3a5 5 0 0 0-7-7l-1.7 1.7M14 11a5 5 0 0 0-7.5-.5l-3 3a5 5 0 0 0 7 7l1.7-1.7',
  },
  {
    to: paths.interviews,
    key: 'nav.interviews',
    icon: 'M21 15a2 2 0 0 1-2 2H7l-4 4V5a2 2 0 0 1 2-2h14a2 2 0 0 1 2 2z',
  },
  {
    to: paths.photoSessions,
    key: 'nav.photoSessions',
    icon: 'M23 19a2 2 0 0 1-2 2H3a2 2 0 0 1-2-2V8a2 2 0 0 1 2-2h4l2-3h6l2 3h4a2 2 0 0 1 2 2zM12 17a4 4 0 1 0 0-8 4 4 0 0 0 0 8',
  },
  {
    to: paths.invoices,
    key: 'nav.invoices',
    icon: 'M2 7h20v12H2zM2 11h20M6 15h4',
  },
  {
    to: paths.reports,
    key: 'nav.reports',
    icon: 'M4 22V4a1 1 0 0 1 1-1h12l-2 4 2 4H5',
  },
  {
    to: paths.platformSettings,
    key: 'nav.platform',
    icon: 'M4 6h16M4 12h16M4 18h16M8 4v4m8 4v4m-4 4v4',
    roles: [Role.SuperAdmin],
  },
  {
    to: paths.audit,
    key: 'nav.audit',
    icon: 'M9 12l2 2 4-4M12 3l8 4v5c0 5-3.5 8-8 9-4.5-1-8-4-8-9V7z',
    roles: [Role.SuperAdmin],
  },
  {
    to: paths.userSettings,
    key: 'nav.account',
    icon: 'M12 15a3 3 0 1 0 0-6 3 3 0 0 0 0 6m7.4-3a7.4 7.4 0 0 0-.1-1.3l2-1.6-2-3.4-2.4 1a7.6 7.6 0 0 0-2.2-1.3L14.3 3h-4l-.4 2.4a7.6 7.6 0 0 0-2.2 1.3l-2.4-1-2 3.4 2 1.6a7.4 7.4 0 0 0 0 2.6l-2 1.6 2 3.4 2.4-1a7.6 7.6 0 0 0 2.2 1.3l.4 2.4h4l.4-2.4a7.6 7.6 0 0 0 2.2-1.3l2.4 1 2-3.4-2-1.6c.1-.4.1-.9.1-1.3',
  },
] as const;

/** What a studio account may open in the back office. */
const studioPaths: readonly string[] = [paths.photoSessions, '/photo-session/', paths.userSettings];

const NoAccess = () => {
  const t = useT();
  const shell = useShell();
  const { signOut, user } = useSession();
  return (
    <main className="flex min-h-dvh items-center justify-center p-4">
      <Card className="max-w-md space-y-4 text-center">
        <h1 className="text-xl font-bold">{t('noAccess.title')}</h1>
        <p className="text-ink-600">{t('noAccess.text', { email: user?.email ?? '' })}</p>
        <div className="flex flex-wrap justify-center gap-2">
          {/* Tutors, tutor managers and students work in the app: the way there, not only out. */}
          <a href={paths.webApp} className={buttonClass('primary')}>
            {t('noAccess.toApp')}
          </a>
          <Button
            variant="secondary"
            onClick={() => {
              shell.leave(paths.login);
              signOut();
            }}
          >
            {t('signOut')}
          </Button>
        </div>
      </Card>
    </main>
  );
};

export const AdminLayout = () => {
  const t = useT();
  const { user, status, signOut } = useSession();
  const location = useLocation();
  const shell = useShell();
  const menu = useModalMenu();
  const here = location.pathname + location.search;
  useScrollTopOnNavigate();
  const leave = () => {
    shell.leave(paths.login);
    signOut();
  };

  // A session that ends (signed out elsewhere, expired) returns to sign-in, remembering the page.
  useEffect(() => {
    if (status === 'anonymous') shell.leave(`${paths.login}?next=${encodeURIComponent(here)}`);
  }, [status, shell, here]);

  if (!user) return <PageSpinner label={t('ui.loading')} />;
  const studio = user.role === Role.Studio;
  if (!isAdminRole(user.role) && !studio) return <NoAccess />;
  // A studio works on photo sessions only (decision 014); elsewhere it is sent there.
  if (studio && !studioPaths.some((path) => location.pathname.startsWith(path)))
    return <Navigate to={paths.photoSessions} replace />;
  const shown = (
    studio ? sections.filter((section) => studioPaths.includes(section.to)) : sections
  ).filter(
    (section) => !('roles' in section) || (section.roles as readonly number[]).includes(user.role),
  );

  const nav = (
    <nav aria-label={t('nav.label')} className="space-y-1">
      {shown.map((section) => (
        <NavLink
          key={section.to}
          to={section.to}
          end={section.to === paths.home}
          onClick={menu.hide}
          className={({ isActive }) =>
            cx(
              'flex min-h-11 items-center gap-3 rounded-xl px-3 font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-brand-600',
              isActive ? 'bg-brand-700 text-white' : 'text-ink-700 hover:bg-ink-100',
            )
          }
        >
          <svg
            aria-hidden="true"
            viewBox="0 0 24 24"
            className="size-5 fill-none stroke-current stroke-2"
          >
            <path d={section.icon} strokeLinecap="round" strokeLinejoin="round" />
          </svg>
          {t(section.key)}
        </NavLink>
      ))}
    </nav>
  );

  return (
    <div className="min-h-dvh lg:grid lg:grid-cols-[16rem_1fr]">
      <SkipLink />
      <aside className="hidden border-e border-ink-100 bg-white lg:flex lg:flex-col lg:gap-6 lg:p-4">
        <div className="flex items-center justify-between">
          <Logo label={t('app.name')} />
        </div>
        {nav}
        <div className="mt-auto space-y-3 border-t border-ink-100 pt-4">
          <div className="flex items-center gap-3">
            <Avatar name={user.name} image={user.image} size="sm" />
            <div className="min-w-0">
              <p className="truncate font-semibold">{user.name}</p>
              <p className="truncate text-sm text-ink-500">
                {t(`role.person.${user.role}`, { gender: genderSelect(user.gender) })}
              </p>
            </div>
          </div>
          <div className="flex flex-wrap gap-1">
            <LanguageSwitch />
            <Button variant="ghost" onClick={leave}>
              {t('signOut')}
            </Button>
          </div>
        </div>
      </aside>
      {/* On a phone the menu opens over the page, which is inert meanwhile (modal-menu.ts). */}
      <div ref={menu.area} className="sticky top-0 z-30 lg:hidden">
        <header className="flex items-center justify-between border-b border-ink-100 bg-white px-4 py-2">
          <Logo label={t('app.name')} />
          <div className="flex items-center gap-1">
            <LanguageSwitch />
            <button
              ref={menu.button}
              type="button"
              aria-expanded={menu.open}
              aria-controls="mobile-menu"
              onClick={menu.toggle}
              className="rounded-lg px-3 py-2 font-semibold text-ink-800 hover:bg-ink-100"
            >
              {t('menu')}
            </button>
          </div>
        </header>
        {menu.open && (
          <div
            id="mobile-menu"
            className="absolute inset-x-0 top-full max-h-[calc(100dvh-4rem)] overflow-y-auto overscroll-contain border-b border-ink-100 bg-white p-4 shadow-lg"
          >
            {nav}
            <Button variant="ghost" className="mt-2" onClick={leave}>
              {t('signOut')}
            </Button>
          </div>
        )}
      </div>
      {menu.open && (
        <div
          aria-hidden="true"
          className="fixed inset-0 z-20 bg-ink-900/30 lg:hidden"
          onClick={menu.close}
        />
      )}
      <main id="main" inert={menu.open} className="min-w-0 px-4 py-6 sm:px-8 lg:py-8">
        <OfflineNotice className="mb-4" />
        <Screen>
          <UnsavedChangesProvider>
            <Outlet />
          </UnsavedChangesProvider>
        </Screen>
      </main>
    </div>
  );
};
