/** Database tables. Times are timestamptz, money integer piasters; invariants live in constraints. */
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

const createdAt = () => timestamp({ withTimezone: true }).notNull().defaultNow();
const time = () => timestamp({ withTimezone: true });

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
    verifiedEmail: boolean().notNull().default(false),
    verifiedPhone: boolean().notNull().default(false),
    online: boolean().notNull().default(false),
    lastSeenAt: time(),
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
    check('users_role_check', sql`${t.role} between 1 and 6`),
    check('users_gender_check', sql`${t.gender} in (1, 2)`),
    check('users_city_check', sql`${t.city} between 1 and 30`),
    check('users_language_check', sql`${t.language} in ('ar', 'en')`),
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
    createdAt: createdAt(),
  },
  (t) => [check('tutors_notice_period_check', sql`${t.noticePeriod} between 0 and 1440`)],
);

export const topics = pgTable(
  'topics',
  {
    id: serial().primaryKey(),
    nameAr: text().notNull(),
    nameEn: text().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('topics_name_ar_unique').on(t.nameAr),
    uniqueIndex('topics_name_en_unique').on(sql`lower(${t.nameEn})`),
  ],
);

export const userTopics = pgTable(
  'user_topics',
  {
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    topicId: integer()
      .notNull()
      .references(() => topics.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.topicId] }),
    index('user_topics_topic_idx').on(t.topicId),
  ],
);

export const confirmationCodes = pgTable(
  'confirmation_codes',
  {
    id: serial().primaryKey(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: smallint().notNull(),
    /** The email or phone the code was sent to; it is verified only if still the user's. */
    target: text().notNull(),
    codeHash: text().notNull(),
    attempts: integer().notNull().default(0),
    expiresAt: time().notNull(),
    consumedAt: time(),
    createdAt: createdAt(),
  },
  (t) => [
    index('confirmation_codes_user_purpose_idx').on(t.userId, t.purpose, t.createdAt),
    check('confirmation_codes_purpose_check', sql`${t.purpose} in (1, 3, 4)`),
    check('confirmation_codes_attempts_check', sql`${t.attempts} >= 0`),
  ],
);

/** Every message sent in the local environment, so codes can be read without a mailbox. */
export const outboxMessages = pgTable(
  'outbox_messages',
  {
    id: serial().primaryKey(),
    channel: text().notNull(),
    recipient: text().notNull(),
    subject: text(),
    body: text().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('outbox_messages_recipient_idx').on(t.recipient, t.createdAt),
    check('outbox_messages_channel_check', sql`${t.channel} in ('email', 'whatsapp')`),
  ],
);
