/**
 * One lesson bought on its own (docs/product/plans-and-payments.md#one-lesson): the lesson itself
 * holds its tutor's time while its order is unpaid. The overlap constraints count it, so nobody
 * else books that time; it is booked when its payment is confirmed, and cancelled (its time free
 * again) when the order ends unpaid, each in the order's own transaction.
 */
import { lessonPrice } from '@darsak/shared';
import type { AppContext } from '../../context.js';
import type { Executor, Tx } from '../../db/client.js';
import type { LessonRef } from '../../domain-events.js';
import { checkBooking, overlapError } from './booking.js';
import * as repo from './lesson-repository.js';
import { lessonRef } from './lesson-presenter.js';
import { scheduleBookingNotice } from './notify.js';
import { scheduleOutcome } from './outcomes.js';
import { scheduleReminders } from './reminders.js';

export type HoldRequest = {
  studentId: number;
  tutorId: number;
  startsAt: Date;
  duration: number;
  now: Date;
  /** When the hold ends unless paid: the order's payment window, never after the start. */
  heldUntil: Date;
  /** The booking horizon in force (docs/product/lessons.md#booking-ahead). */
  weeksAhead: number;
};

/**
 * Checks the booking rules for a student without a plan in force and writes the lesson waiting
 * for its payment, at the tutor's price for its length: what the student pays and the tutor
 * earns. Runs in the order's transaction.
 */
export const holdLesson = async (
  ctx: AppContext,
  tx: Tx,
  r: HoldRequest,
): Promise<repo.LessonRow> => {
  try {
    const { hourlyRate } = await checkBooking(ctx, tx, { ...r, buying: true });
    return await repo.insertLesson(tx, {
      tutorId: r.tutorId,
      studentId: r.studentId,
      subscriptionId: null,
      startsAt: r.startsAt,
      endsAt: new Date(r.startsAt.getTime() + r.duration * 60_000),
      duration: r.duration,
      price: lessonPrice(hourlyRate, r.duration),
      bought: true,
      heldUntil: r.heldUntil,
    });
  } catch (error) {
    throw overlapError(error);
  }
};

/**
 * Books a held lesson once its payment is confirmed, with its reminders, outcome and notices as a
 * booking has; null when it is no longer held (released) or has already started.
 */
export const bookHeldLesson = async (
  db: Executor,
  lessonId: number,
  now: Date,
): Promise<repo.LessonRow | null> => {
  const lesson = await repo.lockLesson(db, lessonId);
  if (!lesson || lesson.cancelledAt !== null || lesson.heldUntil === null) return null;
  if (lesson.startsAt <= now) return null;
  const booked = await repo.bookHeld(db, lessonId, now);
  if (!booked) return null;
  await scheduleReminders(db, booked, now);
  await scheduleOutcome(db, booked);
  await scheduleBookingNotice(db, booked, { by: booked.studentId }, now);
  return booked;
};

/** Gives a held lesson's time back: the lesson is cancelled unpaid. Null when it was not held. */
export const releaseHeldLesson = (
  db: Executor,
  lessonId: number,
  now: Date,
): Promise<repo.LessonRow | null> => repo.releaseHeld(db, lessonId, now);

/** Tells the rest of the house, after the commit, what became of a held lesson. */
export const announceHeldLesson = async (
  ctx: AppContext,
  lesson: Pick<repo.LessonRow, 'id' | 'tutorId' | 'studentId'>,
  booked: boolean,
): Promise<void> => {
  const ref: LessonRef = lessonRef(lesson);
  await ctx.events.emit(booked ? 'lesson.booked' : 'lesson.hold-changed', ref);
};
