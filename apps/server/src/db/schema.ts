/** Database tables. Times are timestamptz, money integer piasters; invariants live in constraints. */
import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
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
    /**
     * Bumped by a password change or reset, a deactivation and "sign out everywhere": tokens carry
     * the version they were issued under, and older ones are refused.
     */
    tokenVersion: integer().notNull().default(0),
    /** Set by an admin: the account cannot sign in and its tokens stop working. */
    deactivatedAt: time(),
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

/**
 * Failed sign-ins per email address, whoever sends them and from wherever: after a few, attempts
 * must wait longer and longer, then the address is locked for a while. Kept for unknown emails too,
 * so the answers do not reveal which accounts exist.
 */
export const signInThrottles = pgTable(
  'sign_in_throttles',
  {
    email: text().primaryKey(),
    failures: integer().notNull().default(0),
    /** No attempt is checked before this instant. */
    allowedAt: time().notNull(),
    updatedAt: createdAt(),
  },
  (t) => [
    index('sign_in_throttles_updated_idx').on(t.updatedAt),
    check('sign_in_throttles_failures_check', sql`${t.failures} >= 0`),
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

/** A tutor's weekly availability: a time range on a weekday, in Cairo local time (minutes from midnight). */
export const availabilitySlots = pgTable(
  'availability_slots',
  {
    id: serial().primaryKey(),
    tutorId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    weekday: smallint().notNull(),
    startMinute: smallint().notNull(),
    endMinute: smallint().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('availability_slots_tutor_idx').on(t.tutorId, t.weekday),
    check('availability_slots_weekday_check', sql`${t.weekday} between 0 and 6`),
    check(
      'availability_slots_range_check',
      sql`${t.startMinute} >= 0 and ${t.endMinute} <= 1440 and ${t.startMinute} < ${t.endMinute} and ${t.startMinute} % 15 = 0 and ${t.endMinute} % 15 = 0`,
    ),
  ],
);

/** A one-off change on a date: extra free time (available) or a blocked range (not available). */
export const availabilityExceptions = pgTable(
  'availability_exceptions',
  {
    id: serial().primaryKey(),
    tutorId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    date: date({ mode: 'string' }).notNull(),
    startMinute: smallint().notNull(),
    endMinute: smallint().notNull(),
    available: boolean().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('availability_exceptions_tutor_idx').on(t.tutorId, t.date),
    check(
      'availability_exceptions_range_check',
      sql`${t.startMinute} >= 0 and ${t.endMinute} <= 1440 and ${t.startMinute} < ${t.endMinute} and ${t.startMinute} % 15 = 0 and ${t.endMinute} % 15 = 0`,
    ),
  ],
);

/** A plan: weekly minutes and a monthly base price in piasters, with a discount per period. */
export const plans = pgTable(
  'plans',
  {
    id: serial().primaryKey(),
    weeklyMinutes: integer().notNull(),
    monthPrice: integer().notNull(),
    /** Percent off each period's full price; fractions such as 12.5 are allowed (SPEC §5). */
    discountMonth: numeric({ precision: 5, scale: 2, mode: 'number' }).notNull().default(0),
    discountQuarter: numeric({ precision: 5, scale: 2, mode: 'number' }).notNull().default(0),
    discountYear: numeric({ precision: 5, scale: 2, mode: 'number' }).notNull().default(0),
    active: boolean().notNull().default(true),
    invitesOnly: boolean().notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    check('plans_weekly_minutes_check', sql`${t.weeklyMinutes} between 15 and 2400`),
    check('plans_month_price_check', sql`${t.monthPrice} > 0`),
    check(
      'plans_discounts_check',
      sql`${t.discountMonth} between 0 and 100 and ${t.discountQuarter} between 0 and 100 and ${t.discountYear} between 0 and 100`,
    ),
  ],
);

/** A student's right to book: the plan's weekly minutes between two instants. The free trial has no plan. */
export const subscriptions = pgTable(
  'subscriptions',
  {
    id: serial().primaryKey(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    planId: integer().references(() => plans.id, { onDelete: 'restrict' }),
    period: smallint().notNull(),
    weeklyMinutes: integer().notNull(),
    startsAt: time().notNull(),
    endsAt: time().notNull(),
    cancelledAt: time(),
    grantedBy: integer().references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('subscriptions_user_idx').on(t.userId, t.startsAt),
    check('subscriptions_period_check', sql`${t.period} between 0 and 3`),
    check('subscriptions_range_check', sql`${t.startsAt} < ${t.endsAt}`),
    check('subscriptions_plan_check', sql`(${t.period} = 3) = (${t.planId} is null)`),
    check('subscriptions_minutes_check', sql`${t.weeklyMinutes} > 0`),
  ],
);

/** A booked lesson. Overlaps are refused by exclusion constraints (see the migration). */
export const lessons = pgTable(
  'lessons',
  {
    id: serial().primaryKey(),
    tutorId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    studentId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    subscriptionId: integer().references(() => subscriptions.id, { onDelete: 'set null' }),
    startsAt: time().notNull(),
    endsAt: time().notNull(),
    duration: smallint().notNull(),
    /** What the tutor earns for the lesson, in piasters, fixed when it was booked. */
    price: integer().notNull(),
    cancelledAt: time(),
    cancelledBy: integer().references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: createdAt(),
  },
  (t) => [
    index('lessons_tutor_idx').on(t.tutorId, t.startsAt),
    index('lessons_student_idx').on(t.studentId, t.startsAt),
    index('lessons_starts_idx').on(t.startsAt),
    check('lessons_duration_check', sql`${t.duration} in (15, 30)`),
    check(
      'lessons_range_check',
      sql`${t.endsAt} = ${t.startsAt} + make_interval(mins => ${t.duration})`,
    ),
    check('lessons_price_check', sql`${t.price} >= 0`),
    check('lessons_members_check', sql`${t.tutorId} <> ${t.studentId}`),
    check('lessons_cancel_check', sql`(${t.cancelledAt} is null) = (${t.cancelledBy} is null)`),
  ],
);

/** A student's rating of a tutor, once per tutor. */
export const ratings = pgTable(
  'ratings',
  {
    id: serial().primaryKey(),
    raterId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tutorId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    value: smallint().notNull(),
    text: text(),
    createdAt: createdAt(),
    updatedAt: createdAt(),
  },
  (t) => [
    uniqueIndex('ratings_rater_tutor_unique').on(t.raterId, t.tutorId),
    index('ratings_tutor_idx').on(t.tutorId, t.createdAt),
    check('ratings_value_check', sql`${t.value} between 1 and 5`),
  ],
);

/** Durable background jobs (reminders and the like), claimed with SKIP LOCKED so each runs once. */
export const jobs = pgTable(
  'jobs',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    name: text().notNull(),
    /** Makes scheduling idempotent: a second job with the same key is not added. */
    key: text().notNull(),
    payload: jsonb().notNull().default({}),
    runAt: time().notNull(),
    attempts: integer().notNull().default(0),
    lockedUntil: time(),
    doneAt: time(),
    failedAt: time(),
    lastError: text(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('jobs_key_unique').on(t.key),
    index('jobs_due_idx')
      .on(t.runAt)
      .where(sql`${t.doneAt} is null and ${t.failedAt} is null`),
  ],
);

export * from './schema/invoices.js';
export * from './schema/audit.js';
export * from './schema/reports.js';
