/** A tutor's weekly schedule and one-off changes (docs/product/tutors.md). */
import {
  ACTIVITY_SCORE_LATE_PENALTY,
  addLocalDays,
  formatLocalDate,
  isAdminRole,
  LessonOutcome,
  localDateOf,
  type SetSlotsBody,
} from '@darsak/shared';
import type { AppContext } from '../../context.js';
import type { LessonRef } from '../../domain-events.js';
import type { Executor } from '../../db/client.js';
import { isExclusionViolation } from '../../db/errors.js';
import { AppError } from '../../http/app-error.js';
import type { Actor } from '../../http/actor.js';
import { scheduleCancellationNotices } from './notify.js';
import { freeCancelUntil, lessonWindows, presentLesson } from './lesson-presenter.js';
import * as lessons from './lesson-repository.js';
import { scheduleConflicts } from './conflicts.js';
import { freeTimes, type FreeTimes } from './free-times.js';
import { isListedTutor } from './listed.js';
import { presentException, presentSlot } from './schedule-presenter.js';
import * as repo from './schedule-repository.js';
import { planExceptionChange, planSlotChange } from './schedule-change.js';

const localToday = (ctx: AppContext, now: Date) => localDateOf(now, ctx.config.timeZone);

/** Weekly slots, and one-off changes from today on. */
const loadSchedule = async (db: Executor, tutorId: number, today: string) => {
  const [slots, exceptions] = await Promise.all([
    repo.slotsOfTutors(db, [tutorId]),
    repo.exceptionsFrom(db, tutorId, today),
  ]);
  return { slots: slots.map(presentSlot), exceptions: exceptions.map(presentException) };
};

/** One's own schedule; admins see any tutor's, others a listed tutor's, read-only. */
export const listSlots = async (ctx: AppContext, actor: Actor, tutorId?: number) => {
  const id = tutorId ?? actor.id;
  if (!(await repo.findTutor(ctx.db, id))) throw new AppError('tutor-not-found');
  if (id !== actor.id && !isAdminRole(actor.role) && !(await isListedTutor(ctx.db, id)))
    throw new AppError('tutor-not-found');
  return loadSchedule(ctx.db, id, formatLocalDate(localToday(ctx, new Date())));
};

/**
 * Applies a batch of schedule edits in one transaction. Booked lessons the change would leave
 * outside the schedule refuse it with conflicting-lessons, unless the tutor confirmed and every
 * conflict comes from deleted slots or blocked dates: then those lessons are cancelled, and the
 * tutor's activity score drops by one for each, more for one past the cancellation cutoff
 * (docs/product/lessons.md#cancellation).
 */
export const setSlots = async (ctx: AppContext, actor: Actor, body: SetSlotsBody) => {
  const tutorId = actor.id;
  const now = new Date();
  const zone = ctx.config.timeZone;
  const today = formatLocalDate(localToday(ctx, now));
  // Lessons under way started yesterday at the earliest; changes before then cannot matter.
  const yesterday = formatLocalDate(addLocalDays(localToday(ctx, now), -1));
  const windows = await lessonWindows(ctx);
  let cancelledRefs: LessonRef[];
  try {
    cancelledRefs = await ctx.db.transaction(async (tx) => {
      if (!(await repo.lockTutor(tx, tutorId))) throw new AppError('tutor-not-found');
      const current = await repo.slotsOfTutors(tx, [tutorId]);
      const upcoming = await repo.exceptionsFrom(tx, tutorId, yesterday);
      const toDelete = await repo.exceptionsByIds(tx, body.exceptions.deletes);
      const booked = await lessons.upcomingLessonsOfTutor(tx, tutorId, now);
      const slotChange = planSlotChange(current, body);
      const exceptionChange = planExceptionChange(tutorId, upcoming, toDelete, body, today);

      const conflicts = scheduleConflicts(
        booked,
        { slots: current, changes: upcoming },
        { slots: slotChange.slots, changes: exceptionChange.changes },
        { slots: slotChange.confirmable, changes: exceptionChange.confirmable },
        zone,
      );
      if (conflicts.lessonIds.length > 0 && !(body.cancelBookedLessons && conflicts.canConfirm)) {
        const named = await lessons.lessonsWithMembers(tx, conflicts.lessonIds);
        throw new AppError(
          'conflicting-lessons',
          conflicts.canConfirm
            ? 'The change would cancel booked lessons; send cancelBookedLessons to confirm'
            : 'The change moves or shortens slots that hold booked lessons',
          {
            lessons: named.map((l) => presentLesson(l, windows, now)),
            canConfirm: conflicts.canConfirm,
          },
        );
      }

      await repo.deleteSlots(tx, slotChange.removedSlotIds);
      await repo.insertSlots(
        tx,
        slotChange.inserts.map((slot) => ({ ...slot, tutorId })),
      );
      await repo.deleteExceptions(tx, body.exceptions.deletes);
      await repo.insertExceptions(
        tx,
        body.exceptions.creates.map((change) => ({ ...change, tutorId })),
      );
      // Lessons past the cutoff are late cancellations by the tutor, as on the lesson page.
      const isLate = (id: number) => {
        const lesson = booked.find((l) => l.id === id);
        return (
          lesson !== undefined &&
          now > freeCancelUntil(lesson.startsAt, windows.cancelCutoffMinutes)
        );
      };
      const lateIds = conflicts.lessonIds.filter(isLate);
      const inTimeIds = conflicts.lessonIds.filter((id) => !isLate(id));
      const late = await lessons.cancelLessons(
        tx,
        lateIds,
        tutorId,
        now,
        LessonOutcome.TutorCancelledLate,
      );
      const inTime = await lessons.cancelLessons(tx, inTimeIds, tutorId, now);
      await repo.lowerActivityScore(
        tx,
        tutorId,
        inTime.length + late.length * ACTIVITY_SCORE_LATE_PENALTY,
      );
      const cancelled = [...late, ...inTime];
      await scheduleCancellationNotices(tx, cancelled, tutorId, now);
      return cancelled;
    });
  } catch (error) {
    if (isExclusionViolation(error, 'availability_slots_no_overlap'))
      throw new AppError('conflicting-schedule', 'Weekly slots overlap');
    throw error;
  }

  await ctx.events.emit('schedule.changed', { tutorId });
  if (cancelledRefs.length > 0)
    await ctx.events.emit('lessons.cancelled', { lessons: cancelledRefs, canceledBy: tutorId });
  const cancelled = await lessons.lessonsWithMembers(
    ctx.db,
    cancelledRefs.map((ref) => ref.lessonId),
  );
  return {
    ...(await loadSchedule(ctx.db, tutorId, today)),
    cancelledLessons: cancelled.map((l) => presentLesson(l, windows)),
  };
};

/**
 * Free times read from the schedule and the lessons: for a member moving their lesson (its own time
 * shown as free), and for a tutor students cannot book, whom only they and admins see. A listed
 * tutor's common read comes from the tutor listing (the tutors module).
 */
export const freeTimesFromSchedule = async (
  ctx: AppContext,
  actor: Actor | null,
  query: { tutorId: number; excludeLessonId?: number },
): Promise<FreeTimes> => {
  const { tutorId, excludeLessonId } = query;
  if (!(await repo.findTutor(ctx.db, tutorId))) throw new AppError('tutor-not-found');
  const privileged = actor !== null && (actor.id === tutorId || isAdminRole(actor.role));
  if (!privileged && !(await isListedTutor(ctx.db, tutorId))) throw new AppError('tutor-not-found');
  if (excludeLessonId !== undefined) {
    // Only a member moving their own lesson with this tutor may see its time as free.
    const lesson = await lessons.findLesson(ctx.db, excludeLessonId);
    const member =
      actor !== null &&
      (isAdminRole(actor.role) || lesson?.tutorId === actor.id || lesson?.studentId === actor.id);
    if (!lesson || lesson.tutorId !== tutorId || !member) throw new AppError('lesson-not-found');
  }
  return freeTimes(ctx, tutorId, { now: new Date(), excludeLessonId });
};
