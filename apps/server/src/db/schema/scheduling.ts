/** Availability and lessons. */
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  serial,
  smallint,
  text,
  uniqueIndex,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import {
  attendanceOutcomes,
  CANCELLED_OUTCOMES,
  DISPUTE_NOTE_MAX_LENGTH,
  LESSON_NOTE_MAX_LENGTH,
  lessonOutcomes,
  moveRequestStates,
  type AttendanceOutcome,
  type LessonOutcome,
  type MoveRequestState,
} from '@darsak/shared';
import { createdAt, time } from './columns.js';
import { users } from './users.js';
import { subscriptions } from './plans.js';

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
    /**
     * What the lesson came to (docs/product/lessons.md#outcomes): from attendance once it ends, or
     * a cancellation after the cutoff; null before, and for a cancellation in time.
     */
    outcome: text().$type<LessonOutcome>(),
    /**
     * Minutes of it an admin gave back to the student's week (docs/product/lessons.md#restoring-minutes):
     * a lesson whose outcome spends its minutes spends its length less these.
     */
    restoredMinutes: smallint().notNull().default(0),
    /** The weekly series that booked it, if any (docs/product/lessons.md#weekly-lessons). */
    seriesId: integer().references((): AnyPgColumn => lessonSeries.id, { onDelete: 'set null' }),
    /**
     * Bought on its own by a student without a plan (docs/product/plans-and-payments.md#one-lesson):
     * it takes no plan's minutes.
     */
    bought: boolean().notNull().default(false),
    /**
     * While its order is unpaid, the lesson holds its time until then (the overlap constraints count
     * it); null once paid. A hold released unpaid is cancelled and keeps it.
     */
    heldUntil: time(),
    createdAt: createdAt(),
    updatedAt: createdAt(),
  },
  (t) => [
    index('lessons_tutor_idx').on(t.tutorId, t.startsAt),
    index('lessons_series_idx').on(t.seriesId, t.startsAt),
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
    check(
      'lessons_outcome_check',
      sql`${t.outcome} is null or ${t.outcome} in (${sql.raw(lessonOutcomes.map((o) => `'${o}'`).join(', '))})`,
    ),
    // A cancellation's outcome goes with a cancelled lesson, attendance's with a booked one.
    check(
      'lessons_outcome_cancel_check',
      sql`${t.outcome} is null or (${t.cancelledAt} is not null) = (${t.outcome} in (${sql.raw(CANCELLED_OUTCOMES.map((o) => `'${o}'`).join(', '))}))`,
    ),
    check('lessons_restored_minutes_check', sql`${t.restoredMinutes} between 0 and ${t.duration}`),
    // Only a bought lesson waits for its payment, and a bought lesson spends no plan's minutes.
    check(
      'lessons_bought_check',
      sql`(${t.heldUntil} is null or ${t.bought}) and (not ${t.bought} or ${t.subscriptionId} is null)`,
    ),
  ],
);

/**
 * A member's dispute of a lesson's outcome (docs/product/lessons.md#disputes), open until an admin
 * rules on it with an outcome. At most one open per lesson, held by the database.
 */
export const lessonDisputes = pgTable(
  'lesson_disputes',
  {
    id: serial().primaryKey(),
    lessonId: integer()
      .notNull()
      .references(() => lessons.id, { onDelete: 'cascade' }),
    openedBy: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    note: text().notNull(),
    openedAt: createdAt(),
    ruledAt: time(),
    ruledBy: integer().references(() => users.id, { onDelete: 'set null' }),
    ruling: text().$type<AttendanceOutcome>(),
  },
  (t) => [
    uniqueIndex('lesson_disputes_open_idx')
      .on(t.lessonId)
      .where(sql`${t.ruledAt} is null`),
    index('lesson_disputes_lesson_idx').on(t.lessonId),
    check(
      'lesson_disputes_note_check',
      sql`char_length(${t.note}) between 1 and ${sql.raw(String(DISPUTE_NOTE_MAX_LENGTH))}`,
    ),
    // Ruled with an outcome, or open.
    check(
      'lesson_disputes_ruling_check',
      sql`(${t.ruledAt} is null) = (${t.ruling} is null) and (${t.ruling} is null or ${t.ruling} in (${sql.raw(attendanceOutcomes.map((o) => `'${o}'`).join(', '))}))`,
    ),
  ],
);

/**
 * The tutor's note to the student after a lesson (decision 028): one per lesson, rewritten in place.
 * Stored trimmed, so the database bounds its length as the shared rule does.
 */
export const lessonNotes = pgTable(
  'lesson_notes',
  {
    lessonId: integer()
      .primaryKey()
      .references(() => lessons.id, { onDelete: 'cascade' }),
    text: text().notNull(),
    createdAt: createdAt(),
    updatedAt: createdAt(),
  },
  (t) => [
    check(
      'lesson_notes_text_check',
      sql`char_length(${t.text}) between 1 and ${sql.raw(String(LESSON_NOTE_MAX_LENGTH))}`,
    ),
  ],
);

/**
 * A tutor's request to move a lesson to another time, which the student accepts or declines
 * (docs/product/lessons.md#a-tutors-request-to-move). The lesson keeps its time while the request
 * is open; it lapses at `lapsesAt` (the lesson's call opening or the proposed start, whichever
 * first). The database holds one open request per lesson.
 */
export const lessonMoveRequests = pgTable(
  'lesson_move_requests',
  {
    id: serial().primaryKey(),
    lessonId: integer()
      .notNull()
      .references(() => lessons.id, { onDelete: 'cascade' }),
    startsAt: time().notNull(),
    duration: smallint().notNull(),
    lapsesAt: time().notNull(),
    state: text().$type<MoveRequestState>().notNull().default('open'),
    createdAt: createdAt(),
    /** When it was accepted, declined, withdrawn, closed or found lapsed; null while open. */
    closedAt: time(),
  },
  (t) => [
    uniqueIndex('lesson_move_requests_one_open')
      .on(t.lessonId)
      .where(sql`${t.state} = 'open'`),
    index('lesson_move_requests_lesson_idx').on(t.lessonId),
    check('lesson_move_requests_duration_check', sql`${t.duration} in (15, 30)`),
    check('lesson_move_requests_lapse_check', sql`${t.lapsesAt} <= ${t.startsAt}`),
    check(
      'lesson_move_requests_state_check',
      sql`${t.state} in (${sql.raw(moveRequestStates.map((s) => `'${s}'`).join(', '))})`,
    ),
    check(
      'lesson_move_requests_closed_check',
      sql`(${t.state} = 'open') = (${t.closedAt} is null)`,
    ),
  ],
);

/**
 * A student's weekly time with a tutor (docs/product/lessons.md#weekly-lessons): a local weekday and
 * start in the platform's zone and a length; each week's lesson is booked when the week opens to
 * booking. One active series per student, tutor and time, held by a partial unique index.
 */
export const lessonSeries = pgTable(
  'lesson_series',
  {
    id: serial().primaryKey(),
    studentId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tutorId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Sunday 0, in the platform's zone. */
    weekday: smallint().notNull(),
    /** Minutes from local midnight, on a quarter hour. */
    startMinute: smallint().notNull(),
    duration: smallint().notNull(),
    createdAt: createdAt(),
    stoppedAt: time(),
  },
  (t) => [
    uniqueIndex('lesson_series_one_active')
      .on(t.studentId, t.tutorId, t.weekday, t.startMinute)
      .where(sql`${t.stoppedAt} is null`),
    index('lesson_series_student_idx').on(t.studentId),
    check('lesson_series_weekday_check', sql`${t.weekday} between 0 and 6`),
    check(
      'lesson_series_start_check',
      sql`${t.startMinute} between 0 and 1425 and ${t.startMinute} % 15 = 0`,
    ),
    check('lesson_series_duration_check', sql`${t.duration} in (15, 30)`),
    check('lesson_series_members_check', sql`${t.tutorId} <> ${t.studentId}`),
  ],
);
