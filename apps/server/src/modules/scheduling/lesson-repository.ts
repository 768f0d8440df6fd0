/** All SQL about lessons. */
import {
  and,
  asc,
  count,
  desc,
  eq,
  gt,
  gte,
  inArray,
  isNotNull,
  isNull,
  lt,
  lte,
  ne,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  CANCELLED_OUTCOMES,
  LESSON_DURATIONS,
  PAID_OUTCOMES,
  SPENT_OUTCOMES,
  type AttendanceOutcome,
  type LessonOutcome,
} from '@darsak/shared';
import { builtOncePerShape } from '../../db/built-once.js';
import type { Executor } from '../../db/client.js';
import type { LessonRef } from '../../domain-events.js';
import { instantParam, type PageRequest } from '../../db/sql-helpers.js';
import { freesLesson, lessonsFreed } from './freed-lessons.js';
import {
  lessonDisputes,
  lessonMoveRequests,
  lessonNotes,
  lessons,
  users,
} from '../../db/schema.js';

export type LessonRow = typeof lessons.$inferSelect;
export type NewLesson = typeof lessons.$inferInsert;
export type MemberRow = { id: number; name: string; image: string | null; gender: number | null };
/** A lesson's open request to move it, as read with the lesson (it may have lapsed). */
export type OpenMoveRequestRow = Pick<
  typeof lessonMoveRequests.$inferSelect,
  'id' | 'startsAt' | 'duration' | 'lapsesAt' | 'createdAt'
>;
export type LessonWithMembers = {
  lesson: LessonRow;
  tutor: MemberRow;
  student: MemberRow;
  moveRequest: OpenMoveRequestRow | null;
};

/** A lesson that took place: not cancelled and over (docs/product/lessons.md#lesson-states). */
export const fulfilledLesson = (now: Date): SQL =>
  sql`(${lessons.cancelledAt} is null and ${lessons.endsAt} <= ${instantParam(now)})`;

const outcomeList = (outcomes: readonly LessonOutcome[]) =>
  sql.raw(outcomes.map((outcome) => `'${outcome}'`).join(', '));

/**
 * A lesson whose price its tutor has earned: over, with an outcome that pays them
 * (docs/product/earnings.md#lesson-earnings). The invoices' balance guard counts the same.
 */
export const paidLesson = (now: Date): SQL =>
  sql`(${lessons.outcome} in (${outcomeList(PAID_OUTCOMES)}) and ${lessons.endsAt} <= ${instantParam(now)})`;

/**
 * A lesson whose minutes the student spent (docs/product/lessons.md#weekly-minutes): booked and not
 * returned by its outcome, or cancelled with its minutes kept (by the student after the cutoff, or
 * by an admin who kept them). A lesson bought on its own spends none
 * (docs/product/plans-and-payments.md#one-lesson).
 */
const spentLesson: SQL = sql`(not ${lessons.bought} and ((${lessons.cancelledAt} is null and ${lessons.outcome} is null) or ${lessons.outcome} in (${outcomeList(SPENT_OUTCOMES)})))`;

/** The minutes a spent lesson takes from the week: its length less what an admin gave back. */
const spentMinutes: SQL = sql`(${lessons.duration} - ${lessons.restoredMinutes})`;

/** A booked (not cancelled, not waiting for its payment) lesson that has not started. */
export const upcomingLesson = (now: Date): SQL =>
  sql`(${lessons.cancelledAt} is null and ${lessons.heldUntil} is null and ${lessons.startsAt} > ${instantParam(now)})`;

/** A booked (not cancelled) lesson that has not ended. */
const unendedLesson = (now: Date) => and(isNull(lessons.cancelledAt), gt(lessons.endsAt, now));

/** Lessons a user takes part in, as tutor or student. */
const memberOf = (userId: number) => or(eq(lessons.tutorId, userId), eq(lessons.studentId, userId));

/** The longest a lesson lasts: a lesson overlapping a range starts at most this long before it. */
const LONGEST_LESSON_MS = Math.max(...LESSON_DURATIONS) * 60_000;

/**
 * Booked lessons overlapping [from, to). The lower bound on the start says nothing new (no lesson
 * is longer) but bounds the start-time index scan: without it every past lesson is read
 * (docs/capacity.md).
 */
const bookedOverlapping = (from: Date, to: Date) =>
  and(
    isNull(lessons.cancelledAt),
    lt(lessons.startsAt, to),
    gt(lessons.endsAt, from),
    gte(lessons.startsAt, new Date(from.getTime() - LONGEST_LESSON_MS)),
  );

const tutorUser = alias(users, 'tutor_user');
const studentUser = alias(users, 'student_user');

const withMembers = (db: Executor) =>
  db
    .select({
      lesson: lessons,
      tutor: {
        id: tutorUser.id,
        name: tutorUser.name,
        image: tutorUser.image,
        gender: tutorUser.gender,
      },
      student: {
        id: studentUser.id,
        name: studentUser.name,
        image: studentUser.image,
        gender: studentUser.gender,
      },
      moveRequest: {
        id: lessonMoveRequests.id,
        startsAt: lessonMoveRequests.startsAt,
        duration: lessonMoveRequests.duration,
        lapsesAt: lessonMoveRequests.lapsesAt,
        createdAt: lessonMoveRequests.createdAt,
      },
    })
    .from(lessons)
    .innerJoin(tutorUser, eq(tutorUser.id, lessons.tutorId))
    .innerJoin(studentUser, eq(studentUser.id, lessons.studentId))
    // At most one: the database holds one open request per lesson.
    .leftJoin(
      lessonMoveRequests,
      and(eq(lessonMoveRequests.lessonId, lessons.id), eq(lessonMoveRequests.state, 'open')),
    );

/**
 * Locks a student's row for a booking transaction, so that student's concurrent bookings queue;
 * answers whether their email is verified. `no key update`, as an update of the row takes: rows
 * written meanwhile that refer to the student (an audit entry, a trial given back) are not held
 * up, and a transaction writing one while it holds a row this booking needs cannot deadlock it.
 */
export const lockStudent = async (
  db: Executor,
  studentId: number,
): Promise<{ verifiedEmail: boolean } | undefined> => {
  const [row] = await db
    .select({ verifiedEmail: users.verifiedEmail })
    .from(users)
    .where(eq(users.id, studentId))
    .for('no key update');
  return row;
};

export const findLesson = async (db: Executor, id: number): Promise<LessonRow | undefined> => {
  const [row] = await db.select().from(lessons).where(eq(lessons.id, id));
  return row;
};

/**
 * Reads a lesson and locks its row until the transaction ends (`no key update`, as its update
 * takes): a move, a cancellation, a request to move it and a change of its outcome, minutes or
 * dispute queue on it. A change of outcome takes it after its tutor's record, the order a
 * cancellation and the outcome job take them.
 */
export const lockLesson = async (db: Executor, id: number): Promise<LessonRow | undefined> => {
  const [row] = await db.select().from(lessons).where(eq(lessons.id, id)).for('no key update');
  return row;
};

export const findLessonWithMembers = async (
  db: Executor,
  id: number,
): Promise<LessonWithMembers | undefined> => {
  const [row] = await withMembers(db).where(eq(lessons.id, id));
  return row;
};

export const lessonsWithMembers = async (
  db: Executor,
  ids: number[],
): Promise<LessonWithMembers[]> =>
  ids.length === 0
    ? []
    : withMembers(db).where(inArray(lessons.id, ids)).orderBy(asc(lessons.startsAt));

export type LessonFilter = {
  /** Lessons this user takes part in, as tutor or student. */
  memberId?: number;
  /** The lessons of the user who asks, by their side of them (separate from the query's ids). */
  ownTutorId?: number;
  ownStudentId?: number;
  tutorId?: number;
  studentId?: number;
  filter?: 'ratified' | 'cancelled' | 'move-requested';
  when?: 'future' | 'past' | 'now';
};

/**
 * A filter's shape: which of its parts are set, and the kinds asked for, as short codes joined by
 * `_` (within PostgreSQL's 63 characters of a statement name). Every list of the same shape shares
 * one cached query (db/built-once.ts); only its values change.
 */
const shapeOf = (filter: LessonFilter): string =>
  [
    filter.memberId === undefined ? '' : 'm',
    filter.ownTutorId === undefined ? '' : 'ot',
    filter.ownStudentId === undefined ? '' : 'os',
    filter.tutorId === undefined ? '' : 't',
    filter.studentId === undefined ? '' : 's',
    { ratified: 'r', cancelled: 'c', 'move-requested': 'mr', undefined: '' }[`${filter.filter}`],
    { future: 'f', past: 'p', now: 'n', undefined: '' }[`${filter.when}`],
  ]
    .filter(Boolean)
    .join('_');

/** The placeholders a filter's query takes: those of its shape, and `now` for a time filter. */
const valuesOf = (filter: LessonFilter, now: Date) => ({
  memberId: filter.memberId,
  ownTutorId: filter.ownTutorId,
  ownStudentId: filter.ownStudentId,
  tutorId: filter.tutorId,
  studentId: filter.studentId,
  now,
});

/** The conditions of a filter of this shape, its values as placeholders. */
const conditionsOfShape = (shape: string): SQL | undefined => {
  const parts = new Set(shape.split('_'));
  const value = (name: string) => sql.placeholder(name);
  // A lesson waiting for its payment, or released unpaid, was never booked: lists leave it out.
  const conditions: (SQL | undefined)[] = [isNull(lessons.heldUntil)];
  if (parts.has('m'))
    conditions.push(
      or(eq(lessons.tutorId, value('memberId')), eq(lessons.studentId, value('memberId'))),
    );
  if (parts.has('ot')) conditions.push(eq(lessons.tutorId, value('ownTutorId')));
  if (parts.has('os')) conditions.push(eq(lessons.studentId, value('ownStudentId')));
  if (parts.has('t')) conditions.push(eq(lessons.tutorId, value('tutorId')));
  if (parts.has('s')) conditions.push(eq(lessons.studentId, value('studentId')));
  if (parts.has('r')) conditions.push(isNull(lessons.cancelledAt));
  if (parts.has('c')) conditions.push(sql`${lessons.cancelledAt} is not null`);
  // Booked, with an open request of its tutor's that has not lapsed (the join holds it).
  if (parts.has('mr'))
    conditions.push(
      isNull(lessons.cancelledAt),
      sql`${lessonMoveRequests.id} is not null`,
      gt(lessonMoveRequests.lapsesAt, value('now')),
    );
  if (parts.has('f')) conditions.push(gt(lessons.startsAt, value('now')));
  // starts_at too: it says nothing new, but lets the start-time index narrow the scan.
  if (parts.has('p'))
    conditions.push(lte(lessons.endsAt, value('now')), lt(lessons.startsAt, value('now')));
  if (parts.has('n'))
    conditions.push(and(lte(lessons.startsAt, value('now')), gt(lessons.endsAt, value('now'))));
  return and(...conditions);
};

/**
 * Above this many lessons, by the planner's own statistics, the total of all lessons (no filter:
 * the admins' lessons page as it opens) is the planner's estimate instead of a count: counting two
 * million rows reads the whole table (about 0.4 s, docs/capacity.md), on every open of that page.
 */
export const ESTIMATE_LESSONS_ABOVE = 100_000;

/**
 * The number of lessons the last ANALYZE or VACUUM saw (autovacuum keeps it within a few percent
 * of the truth as the table grows), or null when the table was never analysed (`reltuples` -1).
 */
const estimatedLessonCount = async (db: Executor): Promise<number | null> => {
  const result = await db.execute(
    sql`select reltuples::float8 as rows from pg_class where oid = 'lessons'::regclass`,
  );
  const rows = Number((result as unknown as { rows: { rows: number | string }[] }).rows[0]?.rows);
  return Number.isFinite(rows) && rows >= 0 ? Math.round(rows) : null;
};

export type LessonsPage = { rows: LessonWithMembers[]; total: number; totalEstimated: boolean };

type ListValues = ReturnType<typeof valuesOf> & { limit: number; offset: number };

/** A page of lessons of one filter shape: soonest first for future and current ones. */
const lessonsPage = builtOncePerShape<ListValues, LessonWithMembers[]>(
  'lessons_page',
  (db, shape) => {
    const parts = shape.split('_');
    const soonestFirst = parts.includes('f') || parts.includes('n');
    return withMembers(db)
      .where(conditionsOfShape(shape))
      .orderBy(
        soonestFirst ? asc(lessons.startsAt) : desc(lessons.startsAt),
        soonestFirst ? asc(lessons.id) : desc(lessons.id),
      )
      .limit(sql.placeholder('limit'))
      .offset(sql.placeholder('offset'));
  },
);

/** How many lessons a filter of one shape selects. */
const lessonsCount = builtOncePerShape<ReturnType<typeof valuesOf>, { total: number }[]>(
  'lessons_count',
  (db, shape) => {
    const counted = db.select({ total: count() }).from(lessons);
    return shape.split('_').includes('mr')
      ? counted
          .leftJoin(
            lessonMoveRequests,
            and(eq(lessonMoveRequests.lessonId, lessons.id), eq(lessonMoveRequests.state, 'open')),
          )
          .where(conditionsOfShape(shape))
      : counted.where(conditionsOfShape(shape));
  },
);

/** The total of the lessons a filter selects: estimated for all lessons of a large table. */
const totalOf = async (
  db: Executor,
  filter: LessonFilter,
  now: Date,
): Promise<{ total: number; totalEstimated: boolean }> => {
  const shape = shapeOf(filter);
  if (shape === '') {
    const estimate = await estimatedLessonCount(db);
    if (estimate !== null && estimate > ESTIMATE_LESSONS_ABOVE)
      return { total: estimate, totalEstimated: true };
  }
  const [totals] = await lessonsCount(db, shape, valuesOf(filter, now));
  return { total: totals?.total ?? 0, totalEstimated: false };
};

/** A page of lessons: soonest first for future and current ones, newest first otherwise. */
export const listLessons = async (
  db: Executor,
  filter: LessonFilter,
  page: PageRequest,
  now: Date,
): Promise<LessonsPage> => {
  const [rows, totals] = await Promise.all([
    lessonsPage(db, shapeOf(filter), {
      ...valuesOf(filter, now),
      limit: page.size,
      offset: (page.page - 1) * page.size,
    }),
    totalOf(db, filter, now),
  ]);
  return { rows, ...totals };
};

export const insertLesson = async (db: Executor, values: NewLesson): Promise<LessonRow> => {
  const [row] = await db.insert(lessons).values(values).returning();
  return row!;
};

/**
 * Moves a lesson not cancelled; false when it was cancelled meanwhile (a cancellation that commits
 * while the move is under way is not undone by it).
 */
export const moveLesson = async (
  db: Executor,
  id: number,
  values: { startsAt: Date; endsAt: Date; duration: number; price: number },
): Promise<boolean> => {
  const moved = await db
    .update(lessons)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(lessons.id, id), isNull(lessons.cancelledAt)))
    .returning({ id: lessons.id });
  return moved.length > 0;
};

/**
 * Closes the open request to move each of these lessons, if it has one: the lesson was cancelled
 * or moved otherwise (docs/product/lessons.md#a-tutors-request-to-move). Taken after the lessons'
 * rows, in the order every writer of both takes them.
 */
export const closeMoveRequests = async (
  db: Executor,
  lessonIds: number[],
  at: Date,
): Promise<{ id: number; lessonId: number }[]> =>
  lessonIds.length === 0
    ? []
    : db
        .update(lessonMoveRequests)
        .set({ state: 'closed', closedAt: at })
        .where(
          and(
            inArray(lessonMoveRequests.lessonId, lessonIds),
            eq(lessonMoveRequests.state, 'open'),
          ),
        )
        .returning({ id: lessonMoveRequests.id, lessonId: lessonMoveRequests.lessonId });

/**
 * Cancels lessons not yet cancelled, with the outcome of a late cancellation if it is one, and
 * closes their open requests to move them; answers the ids it cancelled. With `startsAt`, only a
 * lesson still at that start is cancelled: one moved meanwhile is left as it is.
 */
export const cancelLessons = async (
  db: Executor,
  ids: number[],
  by: number,
  at: Date,
  outcome: LessonOutcome | null = null,
  startsAt?: Date,
): Promise<LessonRef[]> => {
  if (ids.length === 0) return [];
  const cancelled = await db
    .update(lessons)
    .set({ cancelledAt: at, cancelledBy: by, updatedAt: at, outcome })
    .where(
      and(
        inArray(lessons.id, ids),
        isNull(lessons.cancelledAt),
        startsAt ? eq(lessons.startsAt, startsAt) : undefined,
      ),
    )
    .returning({
      lessonId: lessons.id,
      tutorId: lessons.tutorId,
      studentId: lessons.studentId,
      bought: lessons.bought,
    });
  await closeMoveRequests(
    db,
    cancelled.map((lesson) => lesson.lessonId),
    at,
  );
  if (freesLesson(outcome))
    await lessonsFreed(
      db,
      cancelled.filter((lesson) => lesson.bought).map((lesson) => lesson.lessonId),
      at,
    );
  return cancelled.map(({ bought: _bought, ...ref }) => ref);
};

const except = (excludeLessonId: number | undefined) =>
  excludeLessonId === undefined ? undefined : ne(lessons.id, excludeLessonId);

/** Booked (not cancelled) lessons of tutors overlapping [from, to). */
export const bookedLessonsOfTutors = (
  db: Executor,
  tutorIds: number[],
  from: Date,
  to: Date,
  excludeLessonId?: number,
): Promise<Pick<LessonRow, 'tutorId' | 'startsAt' | 'endsAt'>[]> =>
  tutorIds.length === 0
    ? Promise.resolve([])
    : db
        .select({ tutorId: lessons.tutorId, startsAt: lessons.startsAt, endsAt: lessons.endsAt })
        .from(lessons)
        .where(
          and(
            inArray(lessons.tutorId, tutorIds),
            bookedOverlapping(from, to),
            except(excludeLessonId),
          ),
        );

/** Books a lesson waiting for its payment; null when it is no longer waiting. */
export const bookHeld = async (db: Executor, id: number, at: Date): Promise<LessonRow | null> => {
  const [row] = await db
    .update(lessons)
    .set({ heldUntil: null, updatedAt: at })
    .where(and(eq(lessons.id, id), isNotNull(lessons.heldUntil), isNull(lessons.cancelledAt)))
    .returning();
  return row ?? null;
};

/**
 * Cancels a lesson waiting for its payment, by its student's order ending unpaid: its time is free
 * again. It keeps its hold's end, so it never reads as a booked lesson. Null when not held.
 */
export const releaseHeld = async (
  db: Executor,
  id: number,
  at: Date,
): Promise<LessonRow | null> => {
  const [row] = await db
    .update(lessons)
    .set({ cancelledAt: at, cancelledBy: sql`${lessons.studentId}`, updatedAt: at })
    .where(and(eq(lessons.id, id), isNotNull(lessons.heldUntil), isNull(lessons.cancelledAt)))
    .returning();
  return row ?? null;
};

/** Whether a lesson waiting for its payment holds some of the tutor's time in [from, to). */
export const heldOverlapping = async (
  db: Executor,
  tutorId: number,
  from: Date,
  to: Date,
): Promise<boolean> => {
  const rows = await db
    .select({ id: lessons.id })
    .from(lessons)
    .where(
      and(eq(lessons.tutorId, tutorId), bookedOverlapping(from, to), isNotNull(lessons.heldUntil)),
    )
    .limit(1);
  return rows.length > 0;
};

/** The span of the advisory locks that stand for a tutor's time: a quarter of an hour. */
const TIME_LOCK_MS = 15 * 60_000;

/**
 * Takes the transaction's advisory locks on the tutor's quarter hours that the range touches,
 * waiting for a booking or a move of an overlapping time of the same tutor to end first
 * (docs/decisions/033-booking-locks-a-tutors-time.md). Two overlapping ranges touch a common
 * quarter hour, so concurrent attempts at one time go one after the other and each reads the
 * lessons the one before it stored; the exclusion constraint stays the last line. Taken in
 * ascending order (the series' own), so two bookings never wait for each other. The two-key advisory lock space
 * (tutor id, quarter-hour number since 1970) belongs to this lock alone.
 */
export const lockTutorTime = async (
  tx: Executor,
  tutorId: number,
  start: Date,
  end: Date,
): Promise<void> => {
  const first = Math.floor(start.getTime() / TIME_LOCK_MS);
  const last = Math.ceil(end.getTime() / TIME_LOCK_MS) - 1;
  await tx.execute(sql`
    select pg_advisory_xact_lock(${tutorId}::int, quarter)
      from generate_series(${first}::int, ${last}::int) as quarter`);
};

/** A tutor's booked lessons that have not started. */
export const upcomingLessonsOfTutor = (
  db: Executor,
  tutorId: number,
  now: Date,
): Promise<LessonRow[]> =>
  db
    .select()
    .from(lessons)
    .where(and(eq(lessons.tutorId, tutorId), upcomingLesson(now)))
    .orderBy(asc(lessons.startsAt));

/** The other members of a user's booked lessons that have not ended (who may care they are online). */
export const counterpartsOf = async (
  db: Executor,
  userId: number,
  now: Date,
): Promise<number[]> => {
  const rows = await db
    .selectDistinct({
      id: sql<number>`case when ${lessons.tutorId} = ${userId} then ${lessons.studentId} else ${lessons.tutorId} end`,
    })
    .from(lessons)
    .where(and(memberOf(userId), unendedLesson(now)));
  return rows.map((row) => Number(row.id));
};

/** Of the lessons asked for, those the user is a member of. */
export const lessonIdsOfMember = async (
  db: Executor,
  userId: number,
  ids: number[],
): Promise<number[]> => {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: lessons.id })
    .from(lessons)
    .where(and(inArray(lessons.id, ids), memberOf(userId)));
  return rows.map((row) => row.id);
};

/**
 * What booking a lesson needs of the student's other lessons, in one read: the minutes spent on
 * those starting in [from, to) (the quota week), and whether one holds the place: one not ended
 * yet (docs/product/lessons.md#one-lesson-at-a-time), or when booking ahead one overlapping the
 * time (docs/product/lessons.md#booking-ahead). A lesson being moved is left out.
 */
export const studentLessonFigures = async (
  db: Executor,
  studentId: number,
  from: Date,
  to: Date,
  /** A booked lesson ending after `holds.from` (and starting before `holds.to`) holds the place. */
  holds: { from: Date; to?: Date },
  excludeLessonId?: number,
): Promise<{ bookedMinutes: number; holdsLesson: boolean }> => {
  const inWeek = and(gte(lessons.startsAt, from), lt(lessons.startsAt, to))!;
  const unended = and(
    isNull(lessons.cancelledAt),
    gt(lessons.endsAt, holds.from),
    holds.to ? lt(lessons.startsAt, holds.to) : undefined,
  )!;
  const [row] = await db
    .select({
      minutes: sql<number>`coalesce(sum(${spentMinutes}) filter (where ${inWeek} and ${spentLesson}), 0)::int`,
      holds: sql<boolean>`coalesce(bool_or(${unended}), false)`,
    })
    .from(lessons)
    .where(
      and(
        eq(lessons.studentId, studentId),
        or(isNull(lessons.cancelledAt), inArray(lessons.outcome, [...CANCELLED_OUTCOMES])),
        or(inWeek, unended),
        except(excludeLessonId),
      ),
    );
  return { bookedMinutes: Number(row?.minutes ?? 0), holdsLesson: row?.holds === true };
};

/** Minutes a student spent on lessons starting in [from, to), a lesson being moved left out. */
const bookedMinutesOf = builtOncePerShape<
  { studentId: number; from: Date; to: Date; excluded: number | undefined },
  { minutes: number }[]
>('booked_minutes', (db, shape) =>
  db
    .select({ minutes: sql<number>`coalesce(sum(${spentMinutes}), 0)::int` })
    .from(lessons)
    .where(
      and(
        eq(lessons.studentId, sql.placeholder('studentId')),
        spentLesson,
        gte(lessons.startsAt, sql.placeholder('from')),
        lt(lessons.startsAt, sql.placeholder('to')),
        shape === 'x' ? ne(lessons.id, sql.placeholder('excluded')) : undefined,
      ),
    ),
);

/** Minutes a student spent on lessons starting in [from, to) (booked, or cancelled late). */
export const bookedMinutes = async (
  db: Executor,
  studentId: number,
  from: Date,
  to: Date,
  excludeLessonId?: number,
): Promise<number> => {
  const [row] = await bookedMinutesOf(db, excludeLessonId === undefined ? '' : 'x', {
    studentId,
    from,
    to,
    excluded: excludeLessonId,
  });
  return Number(row?.minutes ?? 0);
};

/** The fulfilled lessons of a member with their times, for statistics counted from attendance. */
export const fulfilledLessonsOf = async (
  db: Executor,
  memberId: number,
  now: Date,
): Promise<{ refId: number; startsAt: Date; endsAt: Date }[]> =>
  db
    .select({ refId: lessons.id, startsAt: lessons.startsAt, endsAt: lessons.endsAt })
    .from(lessons)
    .where(and(memberOf(memberId), fulfilledLesson(now)));

export const findLessonNote = async (db: Executor, lessonId: number) => {
  const [row] = await db.select().from(lessonNotes).where(eq(lessonNotes.lessonId, lessonId));
  return row;
};

/** Writes a lesson's note, or rewrites the one there. */
export const saveLessonNote = async (db: Executor, lessonId: number, text: string, now: Date) => {
  const [row] = await db
    .insert(lessonNotes)
    .values({ lessonId, text, createdAt: now, updatedAt: now })
    .onConflictDoUpdate({ target: lessonNotes.lessonId, set: { text, updatedAt: now } })
    .returning();
  return row!;
};

/**
 * Sets the outcome of a lesson that ended booked (docs/product/lessons.md#outcomes); false when it
 * has one already, was cancelled or moved meanwhile.
 */
export const setLessonOutcome = async (
  db: Executor,
  id: number,
  endsAt: Date,
  outcome: LessonOutcome,
  at: Date,
): Promise<boolean> => {
  const set = await db
    .update(lessons)
    .set({ outcome, updatedAt: at })
    .where(
      and(
        eq(lessons.id, id),
        eq(lessons.endsAt, endsAt),
        isNull(lessons.cancelledAt),
        isNull(lessons.outcome),
      ),
    )
    .returning({ id: lessons.id, bought: lessons.bought });
  if (freesLesson(outcome))
    await lessonsFreed(
      db,
      set.filter((lesson) => lesson.bought).map((lesson) => lesson.id),
      at,
    );
  return set.length > 0;
};

/** Writes a lesson's outcome under the lock `lockLesson` took. */
export const writeOutcome = async (
  db: Executor,
  id: number,
  outcome: LessonOutcome,
  at: Date,
): Promise<void> => {
  const [written] = await db
    .update(lessons)
    .set({ outcome, updatedAt: at })
    .where(eq(lessons.id, id))
    .returning({ bought: lessons.bought });
  if (written?.bought && freesLesson(outcome)) await lessonsFreed(db, [id], at);
};

/** Adds minutes given back to a lesson's student; the database bounds the sum by its length. */
export const addRestoredMinutes = async (
  db: Executor,
  id: number,
  minutes: number,
  at: Date,
): Promise<void> => {
  await db
    .update(lessons)
    .set({ restoredMinutes: sql`${lessons.restoredMinutes} + ${minutes}`, updatedAt: at })
    .where(eq(lessons.id, id));
};

export type DisputeRow = typeof lessonDisputes.$inferSelect;

/** A lesson's dispute: the open one, else the latest ruled. */
export const findDispute = async (
  db: Executor,
  lessonId: number,
): Promise<DisputeRow | undefined> => {
  const [row] = await db
    .select()
    .from(lessonDisputes)
    .where(eq(lessonDisputes.lessonId, lessonId))
    .orderBy(sql`${lessonDisputes.ruledAt} is null desc`, desc(lessonDisputes.id))
    .limit(1);
  return row;
};

/** Opens a dispute; undefined when one is open already (the open-dispute index holds the race). */
export const insertDispute = async (
  db: Executor,
  values: { lessonId: number; openedBy: number; note: string; openedAt: Date },
): Promise<DisputeRow | undefined> => {
  const [row] = await db
    .insert(lessonDisputes)
    .values(values)
    .onConflictDoNothing({
      target: lessonDisputes.lessonId,
      where: sql`${lessonDisputes.ruledAt} is null`,
    })
    .returning();
  return row;
};

/** Closes a lesson's open dispute with the ruling; false when none is open. */
export const closeDispute = async (
  db: Executor,
  lessonId: number,
  ruling: { outcome: AttendanceOutcome; by: number; at: Date },
): Promise<DisputeRow | undefined> => {
  const [row] = await db
    .update(lessonDisputes)
    .set({ ruling: ruling.outcome, ruledBy: ruling.by, ruledAt: ruling.at })
    .where(and(eq(lessonDisputes.lessonId, lessonId), isNull(lessonDisputes.ruledAt)))
    .returning();
  return row;
};
