/**
 * What an admin does to a lesson from the back office (docs/product/back-office.md#lesson-actions):
 * cancel it returning its minutes or not, set or correct its outcome, rule on its dispute, give
 * minutes back to the student's week. Each in one transaction with its audit entry and reason.
 * Minutes and earnings are counted from the outcome and the minutes given back, so moving the
 * outcome moves them, once; the tutor's standing moves by the difference between the outcomes.
 */
import {
  ACTIVITY_SCORE_LATE_PENALTY,
  LessonOutcome,
  SPENT_OUTCOMES,
  type AttendanceOutcome,
} from '@darsak/shared';
import type { AppContext } from '../../context.js';
import type { Executor } from '../../db/client.js';
import type { Actor } from '../../http/actor.js';
import { AppError } from '../../http/app-error.js';
import { recordAudit } from '../audit/index.js';
import { scheduleDisputeNotices } from './dispute-notice.js';
import { lessonWithDispute, restorableMinutes } from './disputes.js';
import { lessonRef } from './lesson-presenter.js';
import * as repo from './lesson-repository.js';
import { scheduleCancellationNotices } from './notify.js';
import {
  lockTutorStanding,
  lowerActivityScore,
  raiseActivityScore,
} from './schedule-repository.js';

/** Points of activity score an outcome costs the tutor (docs/product/lessons.md#outcomes). */
const standingCost = (outcome: LessonOutcome | null): number =>
  outcome === LessonOutcome.TutorAbsent ? ACTIVITY_SCORE_LATE_PENALTY : 0;

/**
 * Runs a change of a lesson under its locks: the tutor's record first, then the lesson's row, the
 * order a cancellation and the outcome job take them; two admins acting on one lesson at once go
 * one after the other, the second reading what the first wrote. A booking or a move's acceptance
 * holds the tutor's record only in `key share`, so it meets an admin on the lesson's row alone.
 */
const underLock = async <T>(
  ctx: AppContext,
  id: number,
  change: (tx: Executor, lesson: repo.LessonRow, now: Date) => Promise<T>,
): Promise<T> => {
  const found = await repo.findLesson(ctx.db, id);
  if (!found) throw new AppError('lesson-not-found');
  return ctx.db.transaction(async (tx) => {
    await lockTutorStanding(tx, found.tutorId);
    const lesson = await repo.lockLesson(tx, id);
    if (!lesson) throw new AppError('lesson-not-found');
    return change(tx, lesson, new Date());
  });
};

const audit = (
  tx: Executor,
  actor: Actor,
  action: string,
  lessonId: number,
  before: Record<string, unknown>,
  after: Record<string, unknown>,
) =>
  recordAudit(tx, {
    actorId: actor.id,
    action: `lesson.${action}`,
    subjectType: 'lesson',
    subjectId: lessonId,
    before,
    after,
  });

/**
 * Moves a lesson that ended booked to an attendance outcome, with the tutor's standing, and
 * audits it as `action` with the outcome it had (and what `noted` adds); the minutes and earnings
 * follow the outcome column.
 */
const moveOutcome = async (
  tx: Executor,
  actor: Actor,
  action: 'outcome' | 'dispute-ruling',
  lesson: repo.LessonRow,
  body: { outcome: AttendanceOutcome; reason: string },
  now: Date,
  noted: Record<string, unknown> = {},
) => {
  const { outcome } = body;
  if (lesson.cancelledAt !== null) throw new AppError('lesson-cancelled');
  if (lesson.endsAt > now) throw new AppError('lesson-not-ended');
  const cost = standingCost(outcome) - standingCost(lesson.outcome);
  if (cost > 0) await lowerActivityScore(tx, lesson.tutorId, cost);
  if (cost < 0) await raiseActivityScore(tx, lesson.tutorId, -cost);
  if (lesson.outcome !== outcome) await repo.writeOutcome(tx, lesson.id, outcome, now);
  await audit(tx, actor, action, lesson.id, { outcome: lesson.outcome, ...noted }, body);
};

/**
 * Runs an admin's change of a lesson under its locks (underLock), then tells whoever watches the
 * lesson and answers it as the admin sees it.
 */
const changeAndTell = async (
  ctx: AppContext,
  actor: Actor,
  id: number,
  change: (tx: Executor, lesson: repo.LessonRow, now: Date) => Promise<void>,
) => {
  const lesson = await underLock(ctx, id, async (tx, lesson, now) => {
    await change(tx, lesson, now);
    return lesson;
  });
  await ctx.events.emit('lesson.updated', lessonRef(lesson));
  return lessonWithDispute(ctx, actor, lesson.id);
};

/** An admin sets or corrects the outcome of a lesson that ended booked. */
export const setOutcome = async (
  ctx: AppContext,
  actor: Actor,
  id: number,
  body: { outcome: AttendanceOutcome; reason: string },
) =>
  changeAndTell(ctx, actor, id, (tx, lesson, now) =>
    moveOutcome(tx, actor, 'outcome', lesson, body, now),
  );

/** An admin rules on a lesson's open dispute by choosing its outcome; both members are told. */
export const ruleDispute = async (
  ctx: AppContext,
  actor: Actor,
  id: number,
  body: { outcome: AttendanceOutcome; reason: string },
) =>
  changeAndTell(ctx, actor, id, async (tx, lesson, now) => {
    const dispute = await repo.closeDispute(tx, id, {
      outcome: body.outcome,
      by: actor.id,
      at: now,
    });
    if (!dispute) throw new AppError('no-open-dispute');
    await moveOutcome(tx, actor, 'dispute-ruling', lesson, body, now, { disputeId: dispute.id });
    await scheduleDisputeNotices(tx, dispute, 'ruled', [lesson.tutorId, lesson.studentId], now);
  });

/**
 * An admin gives back minutes a lesson spent, to the quota week it counted in while that week
 * lasts; in all at most the lesson's length (the database holds it too). The tutor's pay stands.
 */
export const restoreMinutes = async (
  ctx: AppContext,
  actor: Actor,
  id: number,
  body: { minutes: number; reason: string },
) =>
  changeAndTell(ctx, actor, id, async (tx, lesson, now) => {
    if (lesson.outcome === null)
      throw new AppError(lesson.cancelledAt === null ? 'outcome-not-set' : 'minutes-not-spent');
    if (!SPENT_OUTCOMES.includes(lesson.outcome)) throw new AppError('minutes-not-spent');
    if (restorableMinutes(ctx, lesson, now) === 0 && lesson.restoredMinutes < lesson.duration)
      throw new AppError('quota-week-over');
    if (lesson.restoredMinutes + body.minutes > lesson.duration)
      throw new AppError('restore-too-many');
    await repo.addRestoredMinutes(tx, id, body.minutes, now);
    await audit(
      tx,
      actor,
      'restore-minutes',
      id,
      { restoredMinutes: lesson.restoredMinutes },
      { restoredMinutes: lesson.restoredMinutes + body.minutes, reason: body.reason },
    );
  });

/**
 * An admin cancels a lesson that has not started: its minutes return to the student's week, or
 * stay spent (`cancelled-minutes-kept`, the tutor not paid). Either way no one's standing moves.
 */
export const cancelAsAdmin = async (
  ctx: AppContext,
  actor: Actor,
  id: number,
  body: { returnMinutes: boolean; reason: string },
) => {
  const refs = await underLock(ctx, id, async (tx, lesson, now) => {
    if (lesson.cancelledAt !== null) throw new AppError('lesson-cancelled');
    if (lesson.startsAt <= now) throw new AppError('lesson-time-passed');
    const outcome = body.returnMinutes ? null : LessonOutcome.CancelledMinutesKept;
    const cancelled = await repo.cancelLessons(tx, [id], actor.id, now, outcome);
    await scheduleCancellationNotices(tx, cancelled, actor.id, now);
    await audit(
      tx,
      actor,
      'cancel',
      id,
      { cancelledAt: null },
      { ...body, cancelledAt: now.toISOString() },
    );
    return cancelled;
  });
  await ctx.events.emit('lessons.cancelled', { lessons: refs, canceledBy: actor.id });
  return lessonWithDispute(ctx, actor, id);
};
