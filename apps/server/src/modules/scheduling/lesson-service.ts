/** Reading and cancelling lessons (docs/product/lessons.md). */
import {
  ACTIVITY_SCORE_LATE_PENALTY,
  currentQuotaWeek,
  isAdminRole,
  LessonOutcome,
  Role,
  RoomType,
  type LessonListQuery,
  type LessonRecord,
} from '@darsak/shared';
import type { AppContext } from '../../context.js';
import { AppError } from '../../http/app-error.js';
import type { Actor } from '../../http/actor.js';
import { attendanceOf, presenceOfMember, presentMinutes } from '../chat/index.js';
import { lowerActivityScore } from './schedule-repository.js';
import { scheduleCancellationNotices } from './notify.js';
import { freeCancelUntil, lessonStatus, lessonWindows, presentLesson } from './lesson-presenter.js';
import * as repo from './lesson-repository.js';
import { lessonWithDispute } from './disputes.js';

const isMember = (actor: Actor, lesson: repo.LessonRow) =>
  lesson.tutorId === actor.id || lesson.studentId === actor.id;

/**
 * Whose lessons a user may list. A tutor's are theirs as tutor and a student's as student, said by
 * one column so the database walks that column's index in order; "tutor or student" made it scan the
 * start-time index of every lesson for a page of a tutor's past lessons (docs/capacity.md).
 */
const ownLessons = (actor: Actor): repo.LessonFilter => {
  if (isAdminRole(actor.role)) return {};
  if (actor.role === Role.Tutor) return { ownTutorId: actor.id };
  if (actor.role === Role.Student) return { ownStudentId: actor.id };
  return { memberId: actor.id };
};

/** One's lessons; admins see everyone's. */
export const listLessons = async (ctx: AppContext, actor: Actor, query: LessonListQuery) => {
  const now = new Date();
  const windows = await lessonWindows(ctx);
  const { rows, total, totalEstimated } = await repo.listLessons(
    ctx.db,
    {
      ...ownLessons(actor),
      tutorId: query.tutorId,
      studentId: query.studentId,
      filter: query.filter,
      when: query.when,
    },
    query,
    now,
  );
  return {
    list: rows.map((row) => presentLesson(row, windows, now)),
    total,
    ...(totalEstimated ? { totalEstimated } : {}),
  };
};

/**
 * A lesson for its members and admins, with its dispute; to anyone else it does not exist.
 */
export const getLesson = async (ctx: AppContext, actor: Actor, id: number) => {
  const found = await repo.findLesson(ctx.db, id);
  if (!found || !(isMember(actor, found) || isAdminRole(actor.role)))
    throw new AppError('lesson-not-found');
  return lessonWithDispute(ctx, actor, id);
};

/**
 * What a cancellation now costs (docs/product/lessons.md#cancellation): nothing before the cutoff
 * or by an admin; after it, the student's spends the lesson's minutes and pays the tutor, and the
 * tutor's returns them and costs more activity score.
 */
const lateOutcome = (actor: Actor, lesson: repo.LessonRow, late: boolean) => {
  if (!late) return null;
  return actor.id === lesson.studentId
    ? LessonOutcome.StudentCancelledLate
    : LessonOutcome.TutorCancelledLate;
};

/**
 * Cancels a lesson that has not started, by its student or its tutor, closing its open request to
 * move it. An admin cancels from the back office instead, with a reason and the choice of the
 * minutes, audited (admin-lessons.ts, docs/product/lessons.md#cancellation). Before the cutoff its
 * minutes return to the student's quota; a tutor cancelling loses a point of activity score, as
 * when a schedule change cancels lessons. After it, see `lateOutcome`.
 */
export const cancelLesson = async (ctx: AppContext, actor: Actor, id: number) => {
  const lesson = await repo.findLesson(ctx.db, id);
  if (!lesson || !isMember(actor, lesson)) throw new AppError('lesson-not-found');
  if (lesson.cancelledAt !== null) throw new AppError('illegal', 'The lesson is cancelled already');
  const now = new Date();
  if (lesson.startsAt <= now) throw new AppError('lesson-time-passed');
  const windows = await lessonWindows(ctx);
  const late = now > freeCancelUntil(lesson.startsAt, windows.cancelCutoffMinutes);
  const outcome = lateOutcome(actor, lesson, late);
  const cancelled = await ctx.db.transaction(async (tx) => {
    // The tutor's record before the lesson's, in the order a schedule change takes them (which
    // cancels lessons too): the other way round, each could wait for the other.
    if (actor.id === lesson.tutorId)
      await lowerActivityScore(tx, lesson.tutorId, late ? ACTIVITY_SCORE_LATE_PENALTY : 1);
    // Only the lesson as it was read: one moved meanwhile (its student's move, or its tutor's
    // request accepted) is not cancelled by a decision made on its old time.
    const refs = await repo.cancelLessons(tx, [id], actor.id, now, outcome, lesson.startsAt);
    if (refs.length === 0) {
      const current = await repo.findLesson(tx, id);
      if (current && current.cancelledAt === null) throw new AppError('lesson-moved-meanwhile');
      throw new AppError('illegal', 'The lesson is cancelled already');
    }
    await scheduleCancellationNotices(tx, refs, actor.id, now);
    return refs;
  });
  await ctx.events.emit('lessons.cancelled', { lessons: cancelled, canceledBy: actor.id });
  const found = await repo.findLessonWithMembers(ctx.db, id);
  if (!found) throw new AppError('lesson-not-found');
  return presentLesson(found, windows, now);
};

/**
 * The lessons a user attended and the minutes they were present in their calls, in all and in this
 * quota week: counted from the attendance records, within each lesson's own time (decisions 013,
 * 028). A fulfilled lesson they never joined is not counted.
 */
export const attendedTotals = async (ctx: AppContext, userId: number, now: Date) => {
  const weekStart = currentQuotaWeek(ctx.config, now).start;
  const held = await repo.fulfilledLessonsOf(ctx.db, userId, now);
  const present = await presenceOfMember(ctx, RoomType.Lesson, held, userId, now);
  let minutes = 0;
  let minutesThisWeek = 0;
  for (const lesson of held) {
    const ms = present.get(lesson.refId);
    if (ms === undefined) continue;
    const rounded = Math.round(ms / 60_000);
    minutes += rounded;
    if (lesson.startsAt >= weekStart) minutesThisWeek += rounded;
  }
  return { lessons: present.size, minutes, minutesThisWeek };
};

/** GET /lesson/attended/stats: the signed-in user's attended lessons. */
export const attendedStats = (ctx: AppContext, actor: Actor) =>
  attendedTotals(ctx, actor.id, new Date());

/**
 * What a lesson left behind (decision 028), for its members and admins: minutes each member was
 * present, the joins and leaves, and the tutor's note.
 */
export const getLessonRecord = async (
  ctx: AppContext,
  actor: Actor,
  id: number,
): Promise<LessonRecord> => {
  const found = await repo.findLessonWithMembers(ctx.db, id);
  if (!found || !(isMember(actor, found.lesson) || isAdminRole(actor.role)))
    throw new AppError('lesson-not-found');
  const [events, note] = await Promise.all([
    attendanceOf(ctx, RoomType.Lesson, id),
    repo.findLessonNote(ctx.db, id),
  ]);
  const minutes = presentMinutes(events, found.lesson, new Date());
  const shown = presentLesson(found, await lessonWindows(ctx));
  return {
    presence: [shown.tutor, shown.student].map((member) => ({
      member,
      minutes: minutes.get(member.id) ?? 0,
    })),
    timeline: events.map((event) => ({
      userId: event.userId,
      event: event.event,
      at: event.at.toISOString(),
    })),
    note: note ? { text: note.text, updatedAt: note.updatedAt.toISOString() } : null,
  };
};

/** The lesson's tutor leaves or rewrites a note for the student, once the lesson has ended. */
export const setLessonNote = async (ctx: AppContext, actor: Actor, id: number, text: string) => {
  const now = new Date();
  const lesson = await repo.findLesson(ctx.db, id);
  if (!lesson || lesson.tutorId !== actor.id) throw new AppError('lesson-not-found');
  if (lessonStatus(lesson, now) !== 'fulfilled')
    throw new AppError('illegal', 'A note is left after a lesson that took place');
  const row = await repo.saveLessonNote(ctx.db, id, text, now);
  return { text: row.text, updatedAt: row.updatedAt.toISOString() };
};
