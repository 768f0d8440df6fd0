/** The signed-in shell: header with navigation, language and sign-out; guests are sent to sign in. */
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
import { useScrollTopOnNavigate } from '@darsak/ui/scroll-top';
import { UnreadBadge } from '../../components/chat/unread-badge.js';
import { paths } from '../../config/paths.js';
import { navFor } from '../../config/screens.js';
import { useLeaveWhenSignedOut } from '../home.js';
import { useTutorMeta } from '../../components/tutor/use-tutor-meta.js';

const navLink = ({ isActive }: { isActive: boolean }) =>
  cx(
    'rounded-lg px-1 py-2 text-center text-sm leading-tight font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-brand-600 sm:whitespace-nowrap sm:px-3',
    isActive ? 'bg-brand-50 text-brand-900' : 'text-ink-700 hover:bg-ink-100',
  );

export const AppLayout = () => {
  const t = useT();
  const { user, signOut } = useSession();
  const location = useLocation();
  const shell = useShell();
  const saveLanguage = useApiMutation(routes.updateUser);
  useLeaveWhenSignedOut(`${location.pathname}${location.search}`);
  useScrollTopOnNavigate();
  const tutorMeta = useTutorMeta();

  if (!user) return <PageSpinner label={t('ui.loading')} />;
  // A tutor on the way in finds the joining steps in the menu until activated; the dashboard alone
  // said only that the team reviews the profile.
  const joining =
    user.role === Role.Tutor &&
    tutorMeta.data !== undefined &&
    !tutorMeta.data.activated &&
    !tutorMeta.data.bypassOnboarding;
  const entries = joining
    ? [
        { to: paths.tutorOnboarding, label: 'app.nav.onboarding', id: undefined },
        ...navFor(user.role),
      ]
    : navFor(user.role);

  return (
    <div className="min-h-dvh">
      <SkipLink />
      {/* Sticky from 768 px: below that the menu takes three rows, a fifth of a phone's screen. */}
      <header className="relative z-30 border-b border-ink-100 bg-white/95 backdrop-blur md:sticky md:top-0">
        <div className="mx-auto flex max-w-5xl flex-wrap items-center gap-2 px-4 py-2">
          <NavLink to={paths.home} aria-label={t('app.name')}>
            <Logo label={t('app.name')} />
          </NavLink>
          <nav
            aria-label={t('app.nav.label')}
            // On a phone or a small tablet the entries stand in rows of three rather than scroll out of
            // view or squeeze a word past its cell; wider, they share the row with the logo and the
            // account's buttons, wrapping to a second line when a role has many (a tutor manager's nine).
            className="order-last grid w-full grid-cols-3 gap-1 md:order-none md:ms-6 md:flex md:w-auto md:flex-1 md:flex-wrap"
          >
            {entries.map((entry) => (
              <NavLink
                key={entry.to}
                id={entry.id}
                to={entry.to}
                end={entry.to === paths.home}
                className={navLink}
              >
                {t(entry.label)}
                {entry.to === paths.chat && <UnreadBadge />}
              </NavLink>
            ))}
          </nav>
          <div className="ms-auto flex items-center gap-1">
            <LanguageSwitch
              onChange={(language) =>
                saveLanguage.mutate({ params: { id: user.id }, body: { language } })
              }
            />
            <button
              type="button"
              className="rounded-lg px-3 py-2 text-sm font-semibold text-ink-700 hover:bg-ink-100 focus-visible:outline-2 focus-visible:outline-brand-600"
              onClick={() => {
                // Leave the signed-in part first, so the guard does not record this page as "next".
                shell.leave(paths.login);
                signOut();
              }}
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
          </div>
        </div>
      </header>
      <ClockWarning configUrl="/api/v1/config" />
      <OfflineNotice className="mx-auto max-w-5xl px-4 pt-3" />
      <main id="main" className="mx-auto max-w-5xl px-4 py-6 sm:py-10">
        <Screen>
          <UnsavedChangesProvider>
            <Outlet />
          </UnsavedChangesProvider>
        </Screen>
      </main>
    </div>
  );
};
