/**
 * A tutor's move is a request the student accepts or declines
 * (docs/product/lessons.md#a-tutors-request-to-move). The tutor proposes one of their free times,
 * checked by the booking rules; the lesson keeps its time until the student accepts, when the
 * rules check the time again. One open request per lesson (the database holds it); it lapses when
 * the lesson's call opens or the proposed time comes, whichever first.
 */
import type { MoveRequestState, ProposeLessonMoveBody } from '@darsak/shared';
import type { AppContext } from '../../context.js';
import { isExclusionViolation, isUniqueViolation } from '../../db/errors.js';
import { AppError, isAppError } from '../../http/app-error.js';
import type { Actor } from '../../http/actor.js';
import { bookingWeeksAhead } from './horizon.js';
import { checkBooking, movableLesson, overlapError, present, writeMove } from './booking.js';
import type { BookingRefusal } from './booking-rules.js';
import { callOpensAt, lessonRef, lessonWindows } from './lesson-presenter.js';
import * as lessonRepo from './lesson-repository.js';
import * as repo from './move-request-repository.js';
import { scheduleMoveRequestNotices } from './move-request-notify.js';

/** The booking rules' refusals: a proposal they refuse at acceptance closes. */
const bookingRefusals: readonly string[] = [
  'unverified-email',
  'tutor-not-found',
  'lesson-time-passed',
  'week-boundaries-violation',
  'subscription-required',
  'subscription-paused',
  'reached-booking-limit',
  'no-enough-minutes',
  'busy-tutor',
] satisfies BookingRefusal[];

const tell = (
  ctx: AppContext,
  lesson: lessonRepo.LessonRow,
  requestId: number,
  state: MoveRequestState,
) => ctx.events.emit('lesson.move-request', { ...lessonRef(lesson), requestId, state });

/** The lesson's tutor proposes another of their free times; the student is told. */
export const proposeLessonMove = async (
  ctx: AppContext,
  actor: Actor,
  lessonId: number,
  body: ProposeLessonMoveBody,
) => {
  const now = new Date();
  const windows = await lessonWindows(ctx);
  const weeksAhead = await bookingWeeksAhead(ctx);
  const existing = await lessonRepo.findLesson(ctx.db, lessonId);
  if (!existing || (existing.tutorId !== actor.id && existing.studentId !== actor.id))
    throw new AppError('lesson-not-found');
  if (existing.tutorId !== actor.id)
    throw new AppError('illegal', 'A student moves their own lesson (PATCH /lesson)');
  movableLesson(existing, windows, now);
  if (body.startsAt.getTime() === existing.startsAt.getTime())
    throw new AppError('invalid-value', 'The lesson has this time already');
  let request: repo.MoveRequestRow;
  try {
    request = await ctx.db.transaction(async (tx) => {
      await checkBooking(ctx, tx, {
        studentId: existing.studentId,
        tutorId: existing.tutorId,
        startsAt: body.startsAt,
        duration: existing.duration,
        now,
        weeksAhead,
        movingLessonId: existing.id,
      });
      // Under the lesson's lock: a cancellation or a move that came meanwhile is seen.
      const current = await lessonRepo.lockLesson(tx, existing.id);
      if (!current) throw new AppError('lesson-not-found');
      movableLesson(current, windows, now);
      await repo.lapseMoveRequests(tx, current.id, now);
      const opens = callOpensAt(current.startsAt, windows.opensMinutesBefore);
      const row = await repo.insertMoveRequest(tx, {
        lessonId: current.id,
        startsAt: body.startsAt,
        duration: current.duration,
        lapsesAt: opens < body.startsAt ? opens : body.startsAt,
        createdAt: now,
      });
      await scheduleMoveRequestNotices(
        tx,
        {
          id: row.id,
          tutorId: current.tutorId,
          studentId: current.studentId,
          lapsesAt: row.lapsesAt,
        },
        'proposed',
        now,
      );
      return row;
    });
  } catch (error) {
    if (isUniqueViolation(error, 'lesson_move_requests_one_open'))
      throw new AppError('move-request-exists');
    throw overlapError(error);
  }
  await tell(ctx, existing, request.id, 'open');
  return present(ctx, existing.id);
};

/** An open request of a lesson, for one of its members, not lapsed by now. */
const openRequest = async (
  ctx: AppContext,
  actor: Actor,
  requestId: number,
  side: 'tutor' | 'student',
  now: Date,
) => {
  const found = await repo.findMoveRequest(ctx.db, requestId);
  if (!found) throw new AppError('move-request-not-found');
  const { lesson, request } = found;
  const member = side === 'tutor' ? lesson.tutorId : lesson.studentId;
  if (lesson.tutorId !== actor.id && lesson.studentId !== actor.id)
    throw new AppError('move-request-not-found');
  if (member !== actor.id)
    throw new AppError(
      'illegal',
      side === 'tutor' ? 'Only its tutor withdraws it' : 'Only its student answers it',
    );
  if (request.state !== 'open') throw new AppError('move-request-closed');
  if (request.lapsesAt <= now) {
    // Found lapsed: marked so, so that a new proposal may be made.
    if (await repo.closeMoveRequest(ctx.db, request.id, 'lapsed', now))
      await tell(ctx, lesson, request.id, 'lapsed');
    throw new AppError('move-request-lapsed');
  }
  return found;
};

/**
 * The student accepts: the lesson moves to the proposed time if the booking rules still allow it
 * (the tutor's notice period aside: they proposed the time). A time booked meanwhile answers
 * `proposed-time-taken`, and any refusal of the rules closes the request; the lesson keeps its
 * time.
 */
export const acceptLessonMove = async (ctx: AppContext, actor: Actor, requestId: number) => {
  const now = new Date();
  const { request, lesson: existing } = await openRequest(ctx, actor, requestId, 'student', now);
  const weeksAhead = await bookingWeeksAhead(ctx);
  let moved: lessonRepo.LessonRow;
  try {
    moved = await ctx.db.transaction(async (tx) => {
      await checkBooking(ctx, tx, {
        studentId: existing.studentId,
        tutorId: existing.tutorId,
        startsAt: request.startsAt,
        duration: request.duration,
        now,
        weeksAhead,
        movingLessonId: existing.id,
        proposedByTutor: true,
      });
      // The lesson's row, then the request's, in the order a cancellation takes them: whichever
      // comes first wins, and the other finds the request closed or the lesson moved.
      const current = await lessonRepo.lockLesson(tx, existing.id);
      if (!current || current.cancelledAt !== null) throw new AppError('move-request-closed');
      if (!(await repo.closeMoveRequest(tx, request.id, 'accepted', now)))
        throw new AppError('move-request-closed');
      const written = await writeMove(tx, current, request, now);
      if (!written) throw new AppError('move-request-closed');
      await scheduleMoveRequestNotices(
        tx,
        { id: request.id, tutorId: current.tutorId, studentId: current.studentId },
        'accepted',
        now,
        current.startsAt,
      );
      return written.row;
    });
  } catch (error) {
    const refused =
      isExclusionViolation(error) || (isAppError(error) && bookingRefusals.includes(error.code));
    if (!refused) throw error;
    // The rules refuse the time now: the request closes and the lesson keeps its time.
    if (await repo.closeMoveRequest(ctx.db, request.id, 'closed', new Date()))
      await tell(ctx, existing, request.id, 'closed');
    const answer = overlapError(error);
    if (isAppError(answer) && answer.code === 'busy-tutor')
      throw new AppError('proposed-time-taken');
    throw answer;
  }
  await ctx.events.emit('lesson.rebooked', { ...lessonRef(moved), accepted: true });
  await tell(ctx, moved, request.id, 'accepted');
  return present(ctx, moved.id);
};

/** The student declines: the lesson keeps its time and the tutor is told. */
export const declineLessonMove = async (ctx: AppContext, actor: Actor, requestId: number) =>
  closeByMember(ctx, actor, requestId, 'student', 'declined');

/** The tutor withdraws their request: the student is told. */
export const withdrawLessonMove = async (ctx: AppContext, actor: Actor, requestId: number) =>
  closeByMember(ctx, actor, requestId, 'tutor', 'withdrawn');

const closeByMember = async (
  ctx: AppContext,
  actor: Actor,
  requestId: number,
  side: 'tutor' | 'student',
  state: 'declined' | 'withdrawn',
) => {
  const now = new Date();
  const { request, lesson } = await openRequest(ctx, actor, requestId, side, now);
  await ctx.db.transaction(async (tx) => {
    if (!(await repo.closeMoveRequest(tx, request.id, state, now)))
      throw new AppError('move-request-closed');
    await scheduleMoveRequestNotices(
      tx,
      { id: request.id, tutorId: lesson.tutorId, studentId: lesson.studentId },
      state,
      now,
    );
  });
  await tell(ctx, lesson, request.id, state);
  return present(ctx, lesson.id);
};
