/** Turns rows into the shapes of packages/shared. */
import {
  callModes,
  Role,
  sourceCodes,
  type CallMode,
  type PublicUser,
  type SourceCode,
  type Topic,
  type User,
  type UserSummary,
} from '@darsak/shared';
import { publicAssetUrl } from '../../infra/storage.js';
import type { StudentRow, TopicRow, UserRow } from './repository.js';

export const presentTopic = (row: Pick<TopicRow, 'id' | 'nameAr' | 'nameEn'>): Topic => ({
  id: row.id,
  nameAr: row.nameAr,
  nameEn: row.nameEn,
});

export const presentPublicUser = (row: UserRow): PublicUser => ({
  id: row.id,
  name: row.name,
  role: row.role as Role,
  image: row.image ? publicAssetUrl(row.image) : null,
  gender: row.gender,
  city: row.city,
  online: row.online,
});

export const presentUserSummary = (row: UserRow): UserSummary => ({
  ...presentPublicUser(row),
  email: row.email,
  phone: row.phone,
  verifiedEmail: row.verifiedEmail,
  verifiedPhone: row.verifiedPhone,
  active: row.deactivatedAt === null,
  createdAt: row.createdAt.toISOString(),
});

export const presentUser = (
  row: UserRow,
  student: StudentRow | undefined,
  topics: Pick<TopicRow, 'id' | 'nameAr' | 'nameEn'>[],
): User => ({
  ...presentUserSummary(row),
  hasPassword: row.passwordHash !== null,
  birthYear: row.birthYear,
  job: row.job,
  creditScore: row.creditScore,
  notificationMethod: row.notificationMethod,
  language: row.language === 'en' ? 'en' : 'ar',
  callMode: (callModes as readonly string[]).includes(row.callMode ?? '')
    ? (row.callMode as CallMode)
    : null,
  lastSeenAt: row.lastSeenAt?.toISOString() ?? null,
  // A learning profile belongs to students; one left from an earlier role is not shown.
  student:
    student && row.role === Role.Student
      ? {
          englishLevel: student.englishLevel,
          goal: student.goal,
          tourDone: student.tourDoneAt !== null,
        }
      : null,
  topics: topics.map(presentTopic),
  signupSource: (sourceCodes as readonly string[]).includes(row.signupSource ?? '')
    ? (row.signupSource as SourceCode)
    : null,
});
