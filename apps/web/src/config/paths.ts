/** Every link of the web app, built from one typed object (the app lives under /app). */
export const paths = {
  home: '/',
  /** The app's own address outside the router, for a link that loads the page afresh. */
  appRoot: '/app/',
  /** The back office, where admins and studios work (outside this app's router). */
  backOffice: '/admin/',
  backOfficePhotoSessions: '/admin/photo-sessions',
  login: '/login',
  loginThen: (next: string) => `/login?next=${encodeURIComponent(next)}`,
  register: (role: 'student' | 'tutor') => `/register/${role}`,
  /** The confirmation step of registration; `next` is where the new account goes after it. */
  registerVerify: (role: 'student' | 'tutor', next?: string) =>
    `/register/${role}?step=verify${next ? `&next=${encodeURIComponent(next)}` : ''}`,
  forgetPassword: '/forget-password',
  resetPassword: (email?: string) =>
    email ? `/reset-password?email=${encodeURIComponent(email)}` : '/reset-password',
  completeProfile: '/complete-profile',
  settings: '/s/settings',
  profile: '/profile',
  tutorCompleteProfile: '/t/complete-profile',
  tutorProfileSettings: '/t/profile-settings',
  tutorAccountSettings: '/t/account-settings',
  tutorDashboard: '/t/dashboard',
  scheduleManagement: '/schedule-management',
  studentDashboard: '/s/dashboard',
  tutors: '/tutors',
  tutor: (id: number) => `/t/${id}`,
  /** A tutor's page at its booking section (the id of that section is `book`). */
  tutorBooking: (id: number) => `/t/${id}#book`,
  lessonsSchedule: '/lessons-schedule',
  upcomingLessons: '/upcoming-lessons',
  lesson: (id: number) => `/lesson/${id}`,
  plans: '/plans',
  tutorOnboarding: '/t/onboarding',
  interviews: '/interviews',
  interview: (id: number) => `/interview/${id}`,
  demoSession: (id: number) => `/demo-session/${id}`,
  chat: '/chat',
  chatRoom: (roomId: number) => `/chat?room=${roomId}`,
  /**
   * The conversation with someone: their room with the viewer if there is one. `lessonId`: for a
   * tutor, who opens no room with a student (decision 013), the lesson's room when there is none.
   */
  chatWith: (userId: number, lessonId?: number) =>
    lessonId === undefined ? `/chat?with=${userId}` : `/chat?with=${userId}&lesson=${lessonId}`,
  /** The live session of a lesson, interview or demo session (its room type and id). */
  session: (type: number, refId: number) => `/session?type=${type}&ref=${refId}`,
  /**
   * Checkout of a plan period; `again`: the order that ended unpaid and is tried again, whose way
   * of paying and coupon the checkout takes back (docs/product/plans-and-payments.md#trying-again).
   */
  checkout: (planId: number, period: 'month' | 'quarter' | 'year', again?: number) =>
    again === undefined
      ? `/checkout/${planId}/${period}`
      : `/checkout/${planId}/${period}?again=${again}`,
  /**
   * Checkout of the upgrade of the subscription in force to a larger plan, for its own period
   * (docs/product/plans-and-payments.md#changing-plan).
   */
  upgrade: (planId: number, period: 'month' | 'quarter' | 'year', subscriptionId: number) =>
    `/checkout/${planId}/${period}?upgrade=${subscriptionId}`,
  payment: (transactionId: number) => `/payment/${transactionId}`,
  payments: '/payments',
  cardAdded: '/card-added',
  invoices: '/invoices',
} as const;

/** Screens for signed-out visitors; they run in the light guest part of the app. */
export const isGuestPath = (pathname: string): boolean =>
  /^\/(login|forget-password|reset-password|register\/[^/]+)\/?$/.test(pathname);

/** Only paths inside the app are followed after sign-in. */
export const safeNext = (next: string | null): string | null =>
  next && next.startsWith('/') && !next.startsWith('//') ? next : null;
