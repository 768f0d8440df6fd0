/**
 * Booking and moving lessons (docs/product/lessons.md). Each runs in one transaction: it takes the
 * tutor's time locks (waiting for a booking of an overlapping time under way), locks the student's
 * row, reads what the rules need, checks them and writes; the exclusion constraints are the last
 * line, and their violation reads as the rule it broke
 * (docs/decisions/033-booking-locks-a-tutors-time.md). Nothing read before the transaction decides
 * an outcome.
 */
import { lessonPrice, type BookLessonBody, type RescheduleLessonBody } from '@darsak/shared';
import type { AppContext } from '../../context.js';
import type { Tx } from '../../db/client.js';
import { isExclusionViolation } from '../../db/errors.js';
import { AppError } from '../../http/app-error.js';
import type { Actor } from '../../http/actor.js';
import { freeRangesOfTutors } from './free-times.js';
import { bookingHorizon, bookingWeeksAhead, weekHolding } from './horizon.js';
import { lockTutorForBooking } from './listed.js';
import { bookingQuota } from './quota.js';
import { scheduleOutcome } from './outcomes.js';
import { scheduleReminders } from './reminders.js';
import { scheduleBookingNotice } from './notify.js';
import * as repo from './lesson-repository.js';
import {
  callOpensAt,
  freeCancelUntil,
  lessonRef,
  lessonWindows,
  presentLesson,
  type LessonWindows,
} from './lesson-presenter.js';
import { bookingRefusal } from './booking-rules.js';

export type BookingRequest = {
  studentId: number;
  tutorId: number;
  startsAt: Date;
  duration: number;
  now: Date;
  /** The platform's `bookingWeeksAhead`, read before the transaction. */
  weeksAhead: number;
  /** The lesson being moved: its own time and minutes do not count against the move. */
  movingLessonId?: number;
  /**
   * A time its tutor proposed, being accepted: the tutor's notice period, which keeps students
   * from booking them at short notice, does not hold against their own proposal.
   */
  proposedByTutor?: boolean;
  /** Bought on its own (docs/product/plans-and-payments.md#one-lesson): no plan, no minutes. */
  buying?: boolean;
};

type Request = BookingRequest;

const endOf = (r: Request) => new Date(r.startsAt.getTime() + r.duration * 60_000);

/**
 * Locks the tutor's time for this transaction (after any booking of an overlapping time under way)
 * and the student, reads what the rules need and refuses a booking that breaks one.
 */
export const checkBooking = async (ctx: AppContext, tx: Tx, r: Request) => {
  await repo.lockTutorTime(tx, r.tutorId, r.startsAt, endOf(r));
  const student = await repo.lockStudent(tx, r.studentId);
  // Bookings hold the tutor's record in KEY SHARE: a schedule change waits for them, and they for it.
  const locked = await lockTutorForBooking(tx, r.tutorId);
  const tutor = locked && {
    ...locked.tutor,
    noticePeriod: r.proposedByTutor ? 0 : locked.tutor.noticePeriod,
  };
  const listed = locked?.listed ?? false;
  // The lesson counts in the quota week it starts in, when students may book that far ahead; a
  // start outside the weeks open to booking is judged against this week, which it breaks.
  const weeks = bookingHorizon(ctx.config, r.weeksAhead, r.now);
  const lessonWeek = weekHolding(weeks, r.startsAt) ?? weeks[0]!;
  const quota = await bookingQuota(
    tx,
    r.studentId,
    { startsAt: r.startsAt, endsAt: endOf(r), week: lessonWeek },
    r.now,
    r.weeksAhead > 0,
    r.movingLessonId,
  );
  // The notice period read with the tutor's record just now: the rules and the free ranges judge
  // by the same value, and the free ranges do not read it again.
  const { week, free } = await freeRangesOfTutors(tx, ctx.config, [r.tutorId], r.now, {
    excludeLessonId: r.movingLessonId,
    knownNotices: new Map(tutor ? [[r.tutorId, tutor.noticePeriod]] : []),
    week: lessonWeek,
  });
  const refusal = bookingRefusal({
    now: r.now,
    startsAt: r.startsAt,
    duration: r.duration,
    studentEmailVerified: student?.verifiedEmail ?? false,
    tutorListed: listed,
    noticeMinutes: tutor?.noticePeriod ?? 0,
    week,
    hasSubscription: quota.subscription !== undefined,
    paused: quota.paused,
    buying: r.buying ?? false,
    holdsLesson: quota.holdsLesson,
    remainingMinutes: quota.remainingMinutes,
    tutorFree: free.get(r.tutorId) ?? [],
  });
  // A time held for another student's payment says so: it may be free again soon.
  if (refusal === 'busy-tutor' && (await repo.heldOverlapping(tx, r.tutorId, r.startsAt, endOf(r))))
    throw new AppError('lesson-time-held');
  if (refusal) throw new AppError(refusal);
  return {
    hourlyRate: tutor?.hourlyRate ?? ctx.config.tutorHourlyRate,
    subscriptionId: quota.subscription?.id ?? null,
  };
};

/** The exclusion constraints are the last line: a lost race reads like the rule it broke. */
export const overlapError = (error: unknown): unknown => {
  if (isExclusionViolation(error, 'lessons_tutor_no_overlap')) return new AppError('busy-tutor');
  if (isExclusionViolation(error, 'lessons_student_no_overlap'))
    return new AppError('reached-booking-limit');
  return error;
};

export const present = async (ctx: AppContext, id: number) => {
  const found = await repo.findLessonWithMembers(ctx.db, id);
  if (!found) throw new AppError('lesson-not-found');
  return presentLesson(found, await lessonWindows(ctx));
};

/**
 * Books a lesson in the caller's transaction: the rules under the booking's locks, then the lesson
 * with its reminders, outcome job and notices. A weekly series' lesson carries its series.
 */
export const writeBooking = async (
  ctx: AppContext,
  tx: Tx,
  request: Request & { seriesId?: number },
): Promise<repo.LessonRow> => {
  const { hourlyRate, subscriptionId } = await checkBooking(ctx, tx, request);
  const row = await repo.insertLesson(tx, {
    tutorId: request.tutorId,
    studentId: request.studentId,
    subscriptionId,
    seriesId: request.seriesId ?? null,
    startsAt: request.startsAt,
    endsAt: endOf(request),
    duration: request.duration,
    price: lessonPrice(hourlyRate, request.duration),
  });
  await scheduleReminders(tx, row, request.now);
  await scheduleOutcome(tx, row);
  await scheduleBookingNotice(tx, row, { by: request.studentId }, request.now);
  return row;
};

export const bookLesson = async (ctx: AppContext, actor: Actor, body: BookLessonBody) => {
  const now = new Date();
  const request = { ...body, studentId: actor.id, now, weeksAhead: await bookingWeeksAhead(ctx) };
  let lesson: repo.LessonRow;
  try {
    lesson = await ctx.db.transaction((tx) => writeBooking(ctx, tx, request));
  } catch (error) {
    throw overlapError(error);
  }
  await ctx.events.emit('lesson.booked', lessonRef(lesson));
  return present(ctx, lesson.id);
};

/**
 * Whether a lesson may still be moved at all: not cancelled, and its call not open
 * (docs/product/lessons.md#moving-a-lesson).
 */
export const movableLesson = (
  lesson: Pick<repo.LessonRow, 'cancelledAt' | 'startsAt'>,
  windows: LessonWindows,
  now: Date,
): void => {
  if (lesson.cancelledAt !== null)
    throw new AppError('illegal', 'A cancelled lesson cannot be moved');
  if (now >= callOpensAt(lesson.startsAt, windows.opensMinutesBefore))
    throw new AppError('lesson-window-open');
};

/**
 * Writes a lesson's new time with what follows it: its reminders and outcome job for the new
 * time, and the close of its tutor's open request to move it, which the move answers or overtakes.
 * False when the lesson was cancelled meanwhile (a cancellation that committed is not undone).
 */
export const writeMove = async (
  tx: Tx,
  current: repo.LessonRow,
  to: { startsAt: Date; duration: number },
  now: Date,
): Promise<{ row: repo.LessonRow; closedRequests: { id: number; lessonId: number }[] } | null> => {
  // The rate stays the one fixed at booking; only the minutes may change.
  const moved = {
    startsAt: to.startsAt,
    endsAt: new Date(to.startsAt.getTime() + to.duration * 60_000),
    duration: to.duration,
    price: Math.round((current.price * to.duration) / current.duration),
  };
  if (!(await repo.moveLesson(tx, current.id, moved))) return null;
  const closedRequests = await repo.closeMoveRequests(tx, [current.id], now);
  const row = { ...current, ...moved };
  await scheduleReminders(tx, row, now);
  await scheduleOutcome(tx, row);
  return { row, closedRequests };
};

/**
 * The student moves their own lesson by the same rules as booking it, until the cancellation
 * cutoff and before its call opens (docs/product/lessons.md#moving-a-lesson). A tutor proposes
 * a time instead (move-requests.ts).
 */
export const rescheduleLesson = async (
  ctx: AppContext,
  actor: Actor,
  body: RescheduleLessonBody,
) => {
  const now = new Date();
  const windows = await lessonWindows(ctx);
  const existing = await repo.findLesson(ctx.db, body.id);
  if (!existing || (existing.tutorId !== actor.id && existing.studentId !== actor.id))
    throw new AppError('lesson-not-found');
  if (existing.studentId !== actor.id) throw new AppError('move-by-request');
  // The cutoff is the cancellation's: moving is free until it, and at it (#cancellation).
  const checkTime = (lesson: repo.LessonRow) => {
    movableLesson(lesson, windows, now);
    if (now > freeCancelUntil(lesson.startsAt, windows.cancelCutoffMinutes))
      throw new AppError('move-cutoff-passed');
  };
  checkTime(existing);
  const request = {
    studentId: existing.studentId,
    tutorId: existing.tutorId,
    startsAt: body.startsAt,
    duration: body.duration ?? existing.duration,
    now,
    weeksAhead: await bookingWeeksAhead(ctx),
    movingLessonId: existing.id,
  };
  let result: { row: repo.LessonRow; closedRequests: { id: number; lessonId: number }[] };
  try {
    result = await ctx.db.transaction(async (tx) => {
      await checkBooking(ctx, tx, request);
      // Read again under the lesson's lock: a cancellation or a move may have come meanwhile.
      const current = await repo.lockLesson(tx, existing.id);
      if (!current) throw new AppError('lesson-not-found');
      checkTime(current);
      const written = await writeMove(
        tx,
        current,
        { startsAt: body.startsAt, duration: body.duration ?? current.duration },
        now,
      );
      if (!written) throw new AppError('illegal', 'A cancelled lesson cannot be moved');
      await scheduleBookingNotice(
        tx,
        written.row,
        { by: actor.id, previousStartsAt: current.startsAt },
        now,
      );
      return written;
    });
  } catch (error) {
    throw overlapError(error);
  }
  const ref = lessonRef(result.row);
  await ctx.events.emit('lesson.rebooked', ref);
  for (const closed of result.closedRequests)
    await ctx.events.emit('lesson.move-request', { ...ref, requestId: closed.id, state: 'closed' });
  return present(ctx, result.row.id);
};
