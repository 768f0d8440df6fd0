/** People and things as the API answers them, with what a test changes given as overrides. */
import {
  Gender,
  Role,
  type ChatMember,
  type ChatMessage,
  type Lesson,
  type Quota,
  type TutorProfile,
  type User,
} from '@darsak/shared';

const createdAt = '2026-01-10T09:00:00.000Z';

/** A signed-in student with a verified email. */
export const aStudent = (overrides: Partial<User> = {}): User => ({
  id: 7,
  name: 'منى السيد',
  role: Role.Student,
  image: null,
  gender: Gender.Female,
  city: 1,
  online: true,
  email: 'mona@example.com',
  phone: '01012345678',
  verifiedEmail: true,
  verifiedPhone: true,
  active: true,
  createdAt,
  hasPassword: true,
  birthYear: 1998,
  job: null,
  creditScore: 0,
  notificationMethod: 1,
  callMode: null,
  language: 'ar',
  lastSeenAt: null,
  student: { englishLevel: 2, goal: null, tourDone: true },
  topics: [],
  signupSource: null,
  ...overrides,
});

/** A signed-in tutor. */
export const aTutor = (overrides: Partial<User> = {}): User =>
  aStudent({
    id: 12,
    name: 'أحمد حسن',
    role: Role.Tutor,
    gender: Gender.Male,
    email: 'ahmed@example.com',
    student: null,
    ...overrides,
  });

const hour = 3_600_000;
/** An instant `hours` from now, as the API writes it. */
export const inHours = (hours: number) => new Date(Date.now() + hours * hour).toISOString();

/** A listed tutor's page, as a student sees it. */
export const aTutorProfile = (overrides: Partial<TutorProfile> = {}): TutorProfile => ({
  id: 12,
  name: 'أحمد حسن',
  image: null,
  gender: Gender.Male,
  city: 1,
  bio: 'مدرس إنجليزي للمحادثة',
  topics: [],
  rating: { average: 4.5, count: 8 },
  nextFreeAt: inHours(24),
  lessonsTaught: 40,
  online: false,
  lessonPrices: [
    { duration: 15, price: 5000 },
    { duration: 30, price: 10000 },
  ],
  about: null,
  video: null,
  thumbnail: null,
  noticePeriod: 60,
  joinedAt: createdAt,
  ...overrides,
});

/** This quota week of a student with a plan of 120 minutes a week. */
export const aQuota = (overrides: Partial<Quota> = {}): Quota => ({
  weekStart: inHours(-48),
  weekEnd: inHours(120),
  weeklyMinutes: 120,
  usedMinutes: 0,
  remainingMinutes: 120,
  weeksAhead: 0,
  subscription: {
    id: 3,
    userId: 7,
    planId: 2,
    period: 0,
    weeklyMinutes: 120,
    startsAt: inHours(-240),
    endsAt: inHours(480),
    cancelledAt: null,
    active: true,
    createdAt,
  },
  paused: null,
  ...overrides,
});

/** A booked 30-minute lesson of the student with the tutor, starting `startsAt`. */
export const aLesson = (startsAt: string, overrides: Partial<Lesson> = {}): Lesson => ({
  id: 41,
  tutor: { id: 12, name: 'أحمد حسن', image: null, gender: Gender.Male },
  student: { id: 7, name: 'منى السيد', image: null, gender: Gender.Female },
  startsAt,
  endsAt: new Date(Date.parse(startsAt) + 30 * 60_000).toISOString(),
  opensAt: new Date(Date.parse(startsAt) - 5 * 60_000).toISOString(),
  duration: 30,
  price: 10000,
  status: 'pending',
  cancelledBy: null,
  cancelledAt: null,
  // The default cutoff, 4 hours before the start.
  freeCancelUntil: new Date(Date.parse(startsAt) - 4 * 60 * 60_000).toISOString(),
  outcome: null,
  restoredMinutes: 0,
  // The default dispute window, 48 hours after the end.
  disputeUntil: new Date(Date.parse(startsAt) + (30 + 48 * 60) * 60_000).toISOString(),
  moveRequest: null,
  createdAt,
  ...overrides,
});

/** A page of a list, as the API pages it. */
export const aPage = <T>(list: T[]) => ({ list, total: list.length });

/** Someone in a chat room, as the others see them. */
export const aMember = (overrides: Partial<ChatMember> = {}): ChatMember => ({
  id: 12,
  name: 'أحمد حسن',
  role: Role.Tutor,
  gender: Gender.Male,
  image: null,
  online: true,
  lastSeenAt: null,
  ...overrides,
});

/** A message in room 3, written a few minutes ago. */
export const aMessage = (overrides: Partial<ChatMessage> & { id: number }): ChatMessage => ({
  roomId: 3,
  senderId: 12,
  text: 'أهلاً',
  createdAt: new Date(Date.now() - 10 * 60_000 + overrides.id * 1000).toISOString(),
  editedAt: null,
  deletedAt: null,
  ...overrides,
});
