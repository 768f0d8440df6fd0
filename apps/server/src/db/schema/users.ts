/** Accounts and the role records beside them. */
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  serial,
  smallint,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, time } from './columns.js';

export const users = pgTable(
  'users',
  {
    id: serial().primaryKey(),
    name: text().notNull(),
    email: text().notNull(),
    phone: text(),
    passwordHash: text(),
    googleSubject: text(),
    gender: smallint(),
    birthYear: smallint(),
    city: smallint(),
    job: text(),
    role: smallint().notNull(),
    image: text(),
    creditScore: integer().notNull().default(0),
    notificationMethod: smallint().notNull().default(0),
    language: text().notNull().default('ar'),
    /**
     * What the member's calls send: 'full', 'saver' or 'audio'; null until they choose, when the
     * browser's connection decides (docs/product/chat-and-calls.md#call-modes).
     */
    callMode: text(),
    verifiedEmail: boolean().notNull().default(false),
    verifiedPhone: boolean().notNull().default(false),
    online: boolean().notNull().default(false),
    lastSeenAt: time(),
    /**
     * Bumped by a password change or reset, a deactivation and "sign out everywhere": tokens carry
     * the version they were issued under, and older ones are refused.
     */
    tokenVersion: integer().notNull().default(0),
    /** Set by an admin: the account cannot sign in and its tokens stop working. */
    deactivatedAt: time(),
    /** Where the account came from: a source code remembered from a short link. */
    signupSource: text('signup_source'),
    createdAt: createdAt(),
    updatedAt: createdAt(),
  },
  (t) => [
    uniqueIndex('users_email_unique').on(sql`lower(${t.email})`),
    uniqueIndex('users_google_subject_unique').on(t.googleSubject),
    uniqueIndex('users_verified_phone_unique')
      .on(t.phone)
      .where(sql`${t.verifiedPhone}`),
    index('users_role_idx').on(t.role),
    // Who is online is read by every server process every 2 s; a few rows of 100,000
    // (docs/performance.md#the-database-at-100000-students).
    index('users_online_idx')
      .on(t.id)
      .where(sql`${t.online}`),
    check('users_role_check', sql`${t.role} between 1 and 6`),
    check('users_gender_check', sql`${t.gender} in (1, 2)`),
    check('users_city_check', sql`${t.city} between 1 and 30`),
    check('users_language_check', sql`${t.language} in ('ar', 'en')`),
    check('users_call_mode_check', sql`${t.callMode} in ('full', 'saver', 'audio')`),
    check('users_verified_phone_check', sql`not ${t.verifiedPhone} or ${t.phone} is not null`),
  ],
);

export const students = pgTable(
  'students',
  {
    userId: integer()
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    englishLevel: smallint(),
    goal: text(),
    /** When the student finished or skipped the guided tour; it is offered until then, on any device. */
    tourDoneAt: time(),
    createdAt: createdAt(),
  },
  (t) => [check('students_english_level_check', sql`${t.englishLevel} between 1 and 6`)],
);

export const tutors = pgTable(
  'tutors',
  {
    userId: integer()
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    bio: text(),
    about: text(),
    video: text(),
    thumbnail: text(),
    activated: boolean().notNull().default(false),
    bypassOnboarding: boolean().notNull().default(false),
    noticePeriod: integer().notNull().default(30),
    /** Piasters per hour; null means the platform's default rate. A lesson's price is fixed at booking. */
    hourlyRate: integer(),
    /** Starts at 100 and drops when the tutor cancels booked lessons. */
    activityScore: integer().notNull().default(100),
    /** Kept with each rating change so lists can sort by rating without aggregating. */
    ratingCount: integer().notNull().default(0),
    ratingSum: integer().notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    check('tutors_notice_period_check', sql`${t.noticePeriod} between 0 and 1440`),
    check('tutors_hourly_rate_check', sql`${t.hourlyRate} is null or ${t.hourlyRate} > 0`),
    check(
      'tutors_rating_check',
      sql`${t.ratingCount} >= 0 and ${t.ratingSum} between ${t.ratingCount} and 5 * ${t.ratingCount}`,
    ),
  ],
);
