/**
 * Booking and moving lessons (issue 3 "Booking and lessons"). Each runs in one transaction that
 * first locks the student's row, so one student's concurrent requests queue and see each other's
 * lessons; requests of different students at one tutor race to the exclusion constraints, which
 * refuse all but one.
 *
 * Many students at one time (a popular tutor's evening) are answered fast and without queueing
 * (decision 033): a time the tutor has booked already is refused by one read before any transaction,
 * and while one booking of a time is under way, the others at an overlapping time of that tutor are
 * refused at their transaction's first statement (a non-blocking advisory lock) instead of waiting
 * for it to commit and then failing on the exclusion constraint. Within one process they do not
 * reach the database at all: they wait in memory for the booking under way (decision 037).
 */
import {
  currentQuotaWeek,
  lessonPrice,
  type BookLessonBody,
  type RescheduleLessonBody,
} from '@darsak/shared';
import type { AppContext } from '../../context.js';
import type { Tx } from '../../db/client.js';
import { isExclusionViolation } from '../../db/errors.js';
import { AppError } from '../../http/app-error.js';
import type { Actor } from '../../http/actor.js';
import { freeRangesOfTutors } from './free-times.js';
import { keptAsFree } from './free-times-cache.js';
import { lockTutorForBooking } from './listed.js';
import { bookingQuota } from './quota.js';
import { scheduleReminders } from './reminders.js';
import { scheduleBookingNotice } from './notify.js';
import * as repo from './lesson-repository.js';
import { lessonRef, presentLesson } from './lesson-presenter.js';
import { bookingRefusal } from './booking-rules.js';
import { board, type Span, type Taken } from './flights.js';

type Request = {
  studentId: number;
  tutorId: number;
  startsAt: Date;
  duration: number;
  now: Date;
  /** The lesson being moved: its own time and minutes do not count against the move. */
  movingLessonId?: number;
};

const endOf = (r: Request) => new Date(r.startsAt.getTime() + r.duration * 60_000);

/**
 * Whether a taken time may be refused before the student's own rules: only a time this quota week
 * still to come. One that is past or outside the week is answered by the full rules, in their order.
 */
const refusedEarly = (ctx: AppContext, r: Request): boolean => {
  const week = currentQuotaWeek(ctx.config, r.now);
  return r.startsAt > r.now && r.startsAt >= week.start && endOf(r) <= week.end;
};

/**
 * Refuses at once a time the tutor has booked already, with one indexed read and no transaction,
 * before the student's own rules (email, subscription, minutes), which a student choosing another
 * time would meet anyway. Skipped for a time the kept free times offer: the transaction's own
 * reading of the tutor's lessons decides it.
 */
const refuseTakenTime = async (ctx: AppContext, r: Request, found: (taken: Taken) => void) => {
  // Free in the times students are shown (a noted entry is not at hand until revised, and every
  // booking notes it everywhere): no read needed.
  if (r.movingLessonId === undefined && keptAsFree(ctx, r.tutorId, r.startsAt, r.duration)) return;
  const booked = await repo.tutorBookedDuring(
    ctx.db,
    r.tutorId,
    r.startsAt,
    endOf(r),
    r.movingLessonId,
  );
  if (booked) {
    found({
      startMs: booked.startsAt.getTime(),
      endMs: booked.endsAt.getTime(),
      lessonId: booked.id,
    });
    throw new AppError('busy-tutor');
  }
};

/** `busy-tutor` because another transaction holds these quarter hours of the tutor's time. */
class TimeHeld extends AppError<'busy-tutor'> {
  constructor(readonly held: Span[]) {
    super('busy-tutor');
  }
}

/**
 * Holds the tutor's time for this transaction, or refuses at once when a concurrent booking or move
 * of an overlapping time holds it; then locks the student, reads what the rules need and refuses a
 * booking that breaks one.
 */
const checkBooking = async (ctx: AppContext, tx: Tx, r: Request) => {
  const held = await repo.lockTutorTime(tx, r.tutorId, r.startsAt, endOf(r));
  if (held.length > 0) throw new TimeHeld(held);
  const student = await repo.lockStudent(tx, r.studentId);
  // Bookings hold the tutor's record in KEY SHARE: a schedule change waits for them, and they for it.
  const locked = await lockTutorForBooking(tx, r.tutorId);
  const tutor = locked?.tutor;
  const listed = locked?.listed ?? false;
  const quota = await bookingQuota(tx, ctx.config, r.studentId, r.now, r.movingLessonId);
  // The notice period read with the tutor's record just now: the rules and the free ranges judge
  // by the same value, and the free ranges do not read it again.
  const { week, free } = await freeRangesOfTutors(
    tx,
    ctx.config,
    [r.tutorId],
    r.now,
    r.movingLessonId,
    new Map(tutor ? [[r.tutorId, tutor.noticePeriod]] : []),
  );
  const refusal = bookingRefusal({
    now: r.now,
    startsAt: r.startsAt,
    duration: r.duration,
    studentEmailVerified: student?.verifiedEmail ?? false,
    tutorListed: listed,
    noticeMinutes: tutor?.noticePeriod ?? 0,
    week,
    hasSubscription: quota.subscription !== undefined,
    holdsLesson: quota.holdsLesson,
    remainingMinutes: quota.remainingMinutes,
    tutorFree: free.get(r.tutorId) ?? [],
  });
  if (refusal) throw new AppError(refusal);
  return {
    hourlyRate: tutor?.hourlyRate ?? ctx.config.tutorHourlyRate,
    subscriptionId: quota.subscription?.id ?? null,
  };
};

/**
 * Writes a booking or a move as this process's only one under way at an overlapping time of the
 * tutor: a request meeting one waits for it in memory and is refused once every rule let it
 * through under the database's locks, or once it stored its lesson (decisions 037 and 038), so a crowd at one time costs the
 * database one transaction per process. `write` says when its lesson is sure to be stored.
 */
const alone = async (
  ctx: AppContext,
  r: Request,
  write: (holding: () => void) => Promise<repo.LessonRow>,
): Promise<repo.LessonRow> => {
  // Outside this week's times to come the full rules answer first, in their order.
  if (!refusedEarly(ctx, r)) return write(() => undefined);
  const land = await board(ctx, {
    startMs: r.startsAt.getTime(),
    endMs: endOf(r).getTime(),
    tutorId: r.tutorId,
    movingLessonId: r.movingLessonId,
  });
  if (!land) throw new AppError('busy-tutor');
  let taken: Taken | null = null;
  let held: Span[] = [];
  try {
    await refuseTakenTime(ctx, r, (found) => (taken = found));
    const row = await write(land.hold);
    // The stored row's own time: a move keeps the minutes read under the student's lock.
    taken = { startMs: row.startsAt.getTime(), endMs: row.endsAt.getTime(), lessonId: row.id };
    return row;
  } catch (error) {
    if (error instanceof TimeHeld) held = error.held;
    throw error;
  } finally {
    land(taken, held);
  }
};

/** The exclusion constraints are the last line: a lost race reads like the rule it broke. */
const overlapError = (error: unknown): unknown => {
  if (isExclusionViolation(error, 'lessons_tutor_no_overlap')) return new AppError('busy-tutor');
  if (isExclusionViolation(error, 'lessons_student_no_overlap'))
    return new AppError('reached-booking-limit');
  return error;
};

const present = async (ctx: AppContext, id: number) => {
  const found = await repo.findLessonWithMembers(ctx.db, id);
  if (!found) throw new AppError('lesson-not-found');
  return presentLesson(found, ctx.config.sessionOpensMinutesBefore);
};

export const bookLesson = async (ctx: AppContext, actor: Actor, body: BookLessonBody) => {
  const now = new Date();
  const request = { ...body, studentId: actor.id, now };
  let lesson: repo.LessonRow;
  try {
    lesson = await alone(ctx, request, (holding) =>
      ctx.db.transaction(async (tx) => {
        const { hourlyRate, subscriptionId } = await checkBooking(ctx, tx, request);
        // Every rule passed under the locks: the lesson will be stored, so this process's waiters
        // at an overlapping time are answered now rather than after the writes and the commit.
        holding();
        const row = await repo.insertLesson(tx, {
          tutorId: body.tutorId,
          studentId: actor.id,
          subscriptionId,
          startsAt: body.startsAt,
          endsAt: new Date(body.startsAt.getTime() + body.duration * 60_000),
          duration: body.duration,
          price: lessonPrice(hourlyRate, body.duration),
        });
        await scheduleReminders(tx, row, now);
        await scheduleBookingNotice(tx, row, { by: actor.id }, now);
        return row;
      }),
    );
  } catch (error) {
    throw overlapError(error);
  }
  await ctx.events.emit('lesson.booked', lessonRef(lesson));
  return present(ctx, lesson.id);
};

/** Moves a lesson that has not started, by the same rules as booking it (its student or tutor). */
export const rescheduleLesson = async (
  ctx: AppContext,
  actor: Actor,
  body: RescheduleLessonBody,
) => {
  const now = new Date();
  const existing = await repo.findLesson(ctx.db, body.id);
  if (!existing || (existing.tutorId !== actor.id && existing.studentId !== actor.id))
    throw new AppError('lesson-not-found');
  if (existing.cancelledAt !== null)
    throw new AppError('illegal', 'A cancelled lesson cannot be moved');
  if (existing.startsAt <= now) throw new AppError('lesson-time-passed');
  const request = {
    studentId: existing.studentId,
    tutorId: existing.tutorId,
    startsAt: body.startsAt,
    duration: body.duration ?? existing.duration,
    now,
    movingLessonId: existing.id,
  };
  let lesson: repo.LessonRow;
  try {
    lesson = await alone(ctx, request, (holding) =>
      ctx.db.transaction(async (tx) => {
        await checkBooking(ctx, tx, request);
        // Read again under the student's lock: a cancellation or a start may have come meanwhile.
        const current = await repo.findLesson(tx, existing.id);
        if (!current || current.cancelledAt !== null)
          throw new AppError('illegal', 'A cancelled lesson cannot be moved');
        if (current.startsAt <= now) throw new AppError('lesson-time-passed');
        const duration = body.duration ?? current.duration;
        // The rate stays the one fixed at booking; only the minutes may change.
        const moved = {
          startsAt: body.startsAt,
          endsAt: new Date(body.startsAt.getTime() + duration * 60_000),
          duration,
          price: Math.round((current.price * duration) / current.duration),
        };
        // A cancellation committed meanwhile is not undone; waiters hear of the time once it is
        // sure to be the lesson's.
        if (!(await repo.moveLesson(tx, current.id, moved)))
          throw new AppError('illegal', 'A cancelled lesson cannot be moved');
        holding();
        const row = { ...current, ...moved };
        await scheduleReminders(tx, row, now);
        await scheduleBookingNotice(
          tx,
          row,
          { by: actor.id, previousStartsAt: current.startsAt },
          now,
        );
        return row;
      }),
    );
  } catch (error) {
    throw overlapError(error);
  }
  await ctx.events.emit('lesson.rebooked', lessonRef(lesson));
  return present(ctx, lesson.id);
};
