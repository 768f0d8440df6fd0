/** People and things as the API answers them, with what a test changes given as overrides. */
import { Gender, Role, type User } from '@darsak/shared';

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
