/**
 * The signed-in shell: header with navigation, language and sign-out; guests are sent to sign in.
 * Below 1024 px the menu folds behind a button (decision 043), so a phone's screen starts with the
 * page, not three rows of links.
 */
import { useEffect, useId, useRef } from 'react';
import { NavLink, Outlet, useLocation } from 'react-router';
import { Role, routes } from '@darsak/shared';
import { useApiMutation, useSession } from '@darsak/client/react';
import {
  Avatar,
  ClockWarning,
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
import { useOpenUntilNavigation, useScrollTopOnNavigate } from '@darsak/ui/scroll-top';
import { UnreadBadge } from '../../components/chat/unread-badge.js';
import { paths } from '../../config/paths.js';
import { isWithinEntry, navFor, type NavEntry } from '../../config/screens.js';
import { useLeaveWhenSignedOut } from '../home.js';
import { isCandidate, useTutorMeta } from '../../components/tutor/use-tutor-meta.js';

const navLink = (isActive: boolean) =>
  cx(
    'rounded-lg px-1 py-2.5 text-center text-sm leading-tight font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-brand-600 lg:whitespace-nowrap lg:px-2.5 lg:py-2',
    isActive ? 'bg-brand-50 text-brand-900' : 'text-ink-700 hover:bg-ink-100',
  );

const accountButton =
  'rounded-lg px-3 py-2 text-sm font-semibold text-ink-700 hover:bg-ink-100 focus-visible:outline-2 focus-visible:outline-brand-600';

/** Three bars, or a cross while the menu is open. */
const MenuIcon = ({ open }: { open: boolean }) => (
  <svg viewBox="0 0 24 24" className="size-5" fill="none" aria-hidden="true">
    <path
      d={open ? 'M6 6l12 12M18 6L6 18' : 'M4 7h16M4 12h16M4 17h16'}
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
    />
  </svg>
);

/**
 * The menu's button on a phone or a tablet: it says whether the menu is open, and shows that a
 * conversation is unread while the menu's own badge is folded away.
 */
const useFoldingMenu = () => {
  const [open, setOpen] = useOpenUntilNavigation();
  const button = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (!open) return undefined;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      setOpen(false);
      button.current?.focus();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [open, setOpen]);
  return { open, toggle: () => setOpen((value) => !value), button };
};

export const AppLayout = () => {
  const t = useT();
  const { user, signOut } = useSession();
  const location = useLocation();
  const shell = useShell();
  const saveLanguage = useApiMutation(routes.updateUser);
  useLeaveWhenSignedOut(`${location.pathname}${location.search}`);
  useScrollTopOnNavigate();
  const tutorMeta = useTutorMeta();
  const menu = useFoldingMenu();
  const menuId = useId();

  if (!user) return <PageSpinner label={t('ui.loading')} />;
  // A tutor on the way in finds the joining steps in the menu until activated, and not the
  // teaching screens that open only then (decision 047).
  const entries: NavEntry[] = navFor(
    user.role,
    user.role === Role.Tutor && tutorMeta.isPending ? null : isCandidate(user, tutorMeta.data),
  );
  const signOutNow = () => {
    // Leave the signed-in part first, so the guard does not record this page as "next".
    shell.leave(paths.login);
    signOut();
  };

  return (
    <div className="min-h-dvh">
      <SkipLink />
      {/* Sticky from 768 px; below 1024 px the menu folds behind its button. Not printed: a printed
          page (a receipt) is the page alone. */}
      <header className="relative z-30 border-b border-ink-100 bg-white/95 backdrop-blur md:sticky md:top-0 print:hidden">
        <div className="mx-auto flex max-w-5xl flex-wrap items-center gap-x-2 gap-y-1 px-4 py-2">
          <NavLink to={paths.home} aria-label={t('app.name')}>
            <Logo label={t('app.name')} />
          </NavLink>
          <nav
            id={menuId}
            aria-label={t('app.nav.label')}
            // Folded: a grid of three per row under the header, shown by the button. From 1024 px the
            // entries share the row with the logo and the account's buttons.
            className={cx(
              'order-last w-full grid-cols-3 gap-1 pb-1 lg:order-none lg:ms-4 lg:flex lg:w-auto lg:flex-1 lg:flex-wrap lg:pb-0',
              menu.open ? 'grid' : 'hidden',
            )}
          >
            {entries.map((entry) => (
              <NavLink
                key={entry.to}
                id={entry.id}
                to={entry.to}
                end={entry.to === paths.home}
                className={({ isActive }) =>
                  navLink(isActive || isWithinEntry(entry, location.pathname))
                }
              >
                {t(entry.label)}
                {entry.to === paths.chat && <UnreadBadge />}
              </NavLink>
            ))}
            <button
              type="button"
              className={cx(accountButton, 'col-span-3 mt-1 border-t border-ink-100 lg:hidden')}
              onClick={signOutNow}
            >
              {t('app.signOut')}
            </button>
          </nav>
          <div className="ms-auto flex items-center gap-1">
            <LanguageSwitch
              onChange={(language) =>
                saveLanguage.mutate({ params: { id: user.id }, body: { language } })
              }
            />
            <button
              type="button"
              className={cx(accountButton, 'hidden lg:block')}
              onClick={signOutNow}
            >
              {t('app.signOut')}
            </button>
            <NavLink
              to={paths.profile}
              aria-label={t('app.nav.profile')}
              className="rounded-full focus-visible:outline-2 focus-visible:outline-brand-600"
            >
              <Avatar name={user.name} image={user.image} size="sm" />
            </NavLink>
            <button
              ref={menu.button}
              id="nav-menu"
              type="button"
              aria-expanded={menu.open}
              aria-controls={menuId}
              onClick={menu.toggle}
              className={cx(accountButton, 'flex items-center gap-1.5 px-2.5 lg:hidden')}
            >
              <MenuIcon open={menu.open} />
              {t('app.nav.menu')}
              {!menu.open && <UnreadBadge dot />}
            </button>
          </div>
        </div>
      </header>
      <div className="print:hidden">
        <ClockWarning configUrl="/api/v1/config" />
        <OfflineNotice className="mx-auto max-w-5xl px-4 pt-3" />
      </div>
      <main id="main" className="mx-auto max-w-5xl px-4 py-6 sm:py-10 print:max-w-none print:p-0">
        <Screen>
          <UnsavedChangesProvider>
            <Outlet />
          </UnsavedChangesProvider>
        </Screen>
      </main>
    </div>
  );
};
