/**
 * Every screen of the signed-in app in one table: its address, the roles it is for
 * (docs/product/README.md#roles) and, for those in the main menu, its menu entry. The router, the
 * menu and the guest part's "sign in first" all read it, so a screen is never offered to, or opened
 * for, a role it is not for.
 *
 * A candidate (a tutor on the way in: not activated, not added by hand) has the joining steps, the
 * sessions of the interview and demo session, the profile, chat and the account; the teaching
 * screens wait for activation (decision 047).
 */
import { isIdText, isLearnerSideRole, isTutorLikeRole, Role, roles } from '@darsak/shared';

const students: readonly Role[] = [Role.Student];
const tutorLike: readonly Role[] = roles.filter(isTutorLikeRole);
const lessonMembers: readonly Role[] = [...students, ...tutorLike];
/** Settings for everyone but tutors, who have their own profile and account screens. */
const notTutorLike: readonly Role[] = roles.filter((role) => !isTutorLikeRole(role));
/** Staff (admins, studios) have no dashboard in this app: their profile is their menu's first entry. */
const staff: readonly Role[] = roles.filter((role) => !isLearnerSideRole(role));
const tutors: readonly Role[] = [Role.Tutor];
const managers: readonly Role[] = [Role.TutorManager];

export type Screen = {
  /** React Router pattern; `:id` stands for a positive whole number, any other `:name` for a segment. */
  path: string;
  roles: readonly Role[];
  /**
   * The screen's main-menu entry. `within`: the patterns of other screens that belong under it (a
   * lesson under "My lessons"), so the entry stays marked there too.
   */
  nav?: {
    label: string;
    id?: string;
    roles?: readonly Role[];
    within?: readonly string[];
    /** An entry for a candidate only: the joining steps, which an activated tutor is done with. */
    candidates?: true;
  };
  /** A tutor's screen that opens once they are activated: a candidate has nothing to do there. */
  afterActivation?: true;
};

/** In menu order: each role's menu lists the screens for it that have an entry, in this order. */
export const screens = {
  studentDashboard: { path: '/s/dashboard', roles: students, nav: { label: 'app.nav.dashboard' } },
  tutorDashboard: {
    path: '/t/dashboard',
    roles: tutorLike,
    nav: { label: 'app.nav.dashboard' },
    afterActivation: true,
  },
  // A candidate's first entry, and home (the logo) until every step passed.
  tutorOnboarding: {
    path: '/t/onboarding',
    roles: tutors,
    nav: {
      label: 'app.nav.onboarding',
      candidates: true,
      within: ['/interview/:id', '/demo-session/:id', '/t/complete-profile'],
    },
  },
  interviews: {
    path: '/interviews',
    roles: managers,
    nav: { label: 'app.nav.interviews', within: ['/interview/:id', '/demo-session/:id'] },
  },
  tutors: {
    path: '/tutors',
    roles: students,
    nav: { label: 'app.nav.tutors', id: 'nav-tutors', within: ['/t/:id'] },
  },
  scheduleManagement: {
    path: '/schedule-management',
    roles: tutorLike,
    nav: { label: 'app.nav.schedule' },
    afterActivation: true,
  },
  lessonsSchedule: {
    path: '/lessons-schedule',
    roles: lessonMembers,
    nav: { label: 'app.nav.lessons', within: ['/upcoming-lessons', '/lesson/:id', '/session'] },
    afterActivation: true,
  },
  chat: { path: '/chat', roles: lessonMembers, nav: { label: 'app.nav.chat', id: 'nav-chat' } },
  plans: {
    path: '/plans',
    roles: students,
    nav: { label: 'app.nav.plans', within: ['/checkout/:id/:period'] },
  },
  payments: {
    path: '/payments',
    roles: students,
    nav: { label: 'app.nav.payments', within: ['/payment/:id', '/card-added'] },
  },
  checkout: { path: '/checkout/:id/:period', roles: students },
  payment: { path: '/payment/:id', roles: students },
  cardAdded: { path: '/card-added', roles: students },
  invoices: {
    path: '/invoices',
    roles: tutorLike,
    nav: { label: 'app.nav.invoices' },
    afterActivation: true,
  },
  tutorProfileSettings: {
    path: '/t/profile-settings',
    roles: tutorLike,
    nav: { label: 'app.nav.tutorProfile' },
  },
  profile: { path: '/profile', roles, nav: { label: 'app.nav.profile', roles: staff } },
  settings: { path: '/s/settings', roles: notTutorLike, nav: { label: 'app.nav.settings' } },
  tutorAccountSettings: {
    path: '/t/account-settings',
    roles: tutorLike,
    nav: { label: 'app.nav.account' },
  },
  completeProfile: { path: '/complete-profile', roles: students },
  tutorCompleteProfile: { path: '/t/complete-profile', roles: tutorLike },
  // Anyone may see a tutor's public page (a tutor previews their own); only students book there.
  tutor: { path: '/t/:id', roles },
  upcomingLessons: { path: '/upcoming-lessons', roles: lessonMembers, afterActivation: true },
  lesson: { path: '/lesson/:id', roles: lessonMembers, afterActivation: true },
  // A candidate and their tutor manager; admins see sessions in the back office.
  interview: { path: '/interview/:id', roles: tutorLike },
  demoSession: { path: '/demo-session/:id', roles: tutorLike },
  session: { path: '/session', roles: lessonMembers },
} as const satisfies Record<string, Screen>;

export type ScreenName = keyof typeof screens;

/** Whether an address matches a screen's pattern, its ids included. */
const matches = (pattern: string, pathname: string): boolean => {
  const expected = pattern.split('/');
  const actual = pathname.replace(/\/$/, '').split('/');
  return (
    expected.length === actual.length &&
    expected.every((part, i) =>
      part === ':id'
        ? isIdText(actual[i])
        : part.startsWith(':')
          ? Boolean(actual[i])
          : part === actual[i],
    )
  );
};

/** Whether an address inside the app is one of its signed-in screens (the home path included). */
export const isScreenPath = (pathname: string): boolean =>
  pathname === '/' ||
  Object.values(screens as Record<ScreenName, Screen>).some((screen) =>
    matches(screen.path, pathname),
  );

/** Whether a role may open a screen. */
export const isScreenFor = (screen: Screen, role: number): boolean =>
  screen.roles.includes(role as Role);

/** Whether a screen waits for this tutor's activation: a candidate's teaching screens do. */
export const waitsForActivation = (screen: Screen, candidate: boolean): boolean =>
  candidate && screen.afterActivation === true;

export type NavEntry = { to: string; label: string; id?: string; within: readonly string[] };

/**
 * The main menu of a role, from the table; a candidate's has the joining steps instead of teaching.
 * While a tutor's standing is not known yet (`candidate` null) it holds only the entries both
 * kinds of tutor have, so neither is offered what they cannot use.
 */
export const navFor = (role: number, candidate: boolean | null = false): NavEntry[] =>
  Object.values(screens as Record<ScreenName, Screen>).flatMap((screen) =>
    screen.nav &&
    (screen.nav.roles ?? screen.roles).includes(role as Role) &&
    (!screen.nav.candidates || candidate === true) &&
    (!screen.afterActivation || candidate === false)
      ? [
          {
            to: screen.path,
            label: screen.nav.label,
            id: screen.nav.id,
            within: screen.nav.within ?? [],
          },
        ]
      : [],
  );

/** Whether an address is one of the screens an entry holds besides its own (`nav.within`). */
export const isWithinEntry = (entry: NavEntry, pathname: string): boolean =>
  entry.within.some((pattern) => matches(pattern, pathname));
