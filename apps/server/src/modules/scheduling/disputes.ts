/**
 * A member's dispute of a lesson's outcome (docs/product/lessons.md#disputes): within the window
 * after its end (a platform setting), with a note, one per lesson; the other member is told, and an
 * admin rules on it (admin-lessons.ts).
 */
import { currentQuotaWeek, isAdminRole, SPENT_OUTCOMES, type LessonDispute } from '@darsak/shared';
import type { AppContext } from '../../context.js';
import type { Actor } from '../../http/actor.js';
import { AppError } from '../../http/app-error.js';
import { disputeUntil, lessonWindows, presentLesson } from './lesson-presenter.js';
import * as repo from './lesson-repository.js';
import { scheduleDisputeNotices } from './dispute-notice.js';

/** A dispute as a reader sees it: its note only for the member who wrote it and for admins. */
export const presentDispute = (dispute: repo.DisputeRow, actor: Actor): LessonDispute => ({
  id: dispute.id,
  openedBy: dispute.openedBy,
  openedAt: dispute.openedAt.toISOString(),
  note: dispute.openedBy === actor.id || isAdminRole(actor.role) ? dispute.note : null,
  ruledAt: dispute.ruledAt?.toISOString() ?? null,
  ruling: dispute.ruling,
});

/** A lesson with its dispute, for its members and admins. */
export const lessonWithDispute = async (ctx: AppContext, actor: Actor, id: number) => {
  const [found, dispute] = await Promise.all([
    repo.findLessonWithMembers(ctx.db, id),
    repo.findDispute(ctx.db, id),
  ]);
  if (!found) throw new AppError('lesson-not-found');
  const now = new Date();
  return {
    ...presentLesson(found, await lessonWindows(ctx), now),
    dispute: dispute ? presentDispute(dispute, actor) : null,
    restorableMinutes: restorableMinutes(ctx, found.lesson, now),
  };
};

/**
 * The minutes of a lesson an admin may still give back (docs/product/lessons.md#restoring-minutes):
 * what its outcome spent less what was given back, while its quota week lasts.
 */
export const restorableMinutes = (ctx: AppContext, lesson: repo.LessonRow, now: Date): number => {
  if (lesson.outcome === null || !SPENT_OUTCOMES.includes(lesson.outcome)) return 0;
  if (lesson.startsAt < currentQuotaWeek(ctx.config, now).start) return 0;
  return lesson.duration - lesson.restoredMinutes;
};

/**
 * A member disputes the outcome of a lesson that ended booked, while the window after its end is
 * open. A lesson is disputed once: a ruling is final (an admin may still correct the outcome).
 */
export const disputeLesson = async (ctx: AppContext, actor: Actor, id: number, note: string) => {
  const lesson = await repo.findLesson(ctx.db, id);
  if (!lesson) throw new AppError('lesson-not-found');
  if (lesson.tutorId !== actor.id && lesson.studentId !== actor.id) {
    // Admins see the lesson but are not in it; to anyone else it does not exist.
    throw new AppError(isAdminRole(actor.role) ? 'not-lesson-member' : 'lesson-not-found');
  }
  if (lesson.cancelledAt !== null) throw new AppError('lesson-cancelled');
  if (lesson.outcome === null) throw new AppError('outcome-not-set');
  const now = new Date();
  const windows = await lessonWindows(ctx);
  // At the window's last moment a dispute is still taken; a moment after, it is not.
  if (now > disputeUntil(lesson.endsAt, windows.disputeWindowHours))
    throw new AppError('dispute-window-closed');
  if (await repo.findDispute(ctx.db, id)) throw new AppError('dispute-exists');
  await ctx.db.transaction(async (tx) => {
    const dispute = await repo.insertDispute(tx, {
      lessonId: id,
      openedBy: actor.id,
      note,
      openedAt: now,
    });
    // Opened meanwhile by the other member: the database holds one open dispute per lesson.
    if (!dispute) throw new AppError('dispute-exists');
    const other = actor.id === lesson.tutorId ? lesson.studentId : lesson.tutorId;
    await scheduleDisputeNotices(tx, dispute, 'opened', [other], now);
  });
  await ctx.events.emit('lesson.updated', {
    lessonId: lesson.id,
    tutorId: lesson.tutorId,
    studentId: lesson.studentId,
  });
  return lessonWithDispute(ctx, actor, id);
};
