/** Every link of the admin app (router basename is /admin). */
export type LessonsFilter = { tutorId?: number; studentId?: number };

export const paths = {
  /** The overview: the business's figures (decision 027). */
  home: '/',
  /** The admin's own address outside the router, for a link that loads the page afresh. */
  adminRoot: '/admin/',
  /** The students' and tutors' app, where a signed-in user who is not staff works. */
  webApp: '/app/',
  login: '/login',
  users: '/users',
  user: (id: number) => `/user/${id}`,
  tutors: '/tutors',
  tutor: (id: number) => `/tutor/${id}`,
  lessons: '/lessons',
  lesson: (id: number) => `/lesson/${id}`,
  /** The lessons list already filtered by a tutor or a student. */
  lessonsOf: ({ tutorId, studentId }: LessonsFilter) => {
    const query = new URLSearchParams();
    if (tutorId) query.set('tutorId', String(tutorId));
    if (studentId) query.set('studentId', String(studentId));
    return `/lessons?${query.toString()}`;
  },
  plans: '/plans',
  planInvites: '/plan-invites',
  coupons: '/coupons',
  transactions: '/transactions',
  topics: '/topics',
  contactRequests: '/contact-requests',
  invites: '/invites',
  userSettings: '/user-settings',
  interviews: '/interviews',
  photoSessions: '/photo-sessions',
  photoSession: (tutorId: number) => `/photo-session/${tutorId}`,
  invoices: '/invoices',
  audit: '/audit',
  reports: '/reports',
  platformSettings: '/platform-settings',
} as const;
