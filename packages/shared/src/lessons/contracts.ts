/** Booking, rescheduling, cancelling and listing lessons (docs/product/lessons.md). */
import { z } from 'zod/mini';
import { Role } from '../enums.js';
import { rolesFor } from '../permissions.js';
import * as rules from '../validation/rules.js';
import { route } from '../api/endpoint.js';
import { attendanceOutcomes, lesson, lessonNote, lessonRecord } from './entities.js';
import { page } from '../api/common.js';

export const lessonsSchemas = () =>
  ({
    bookLesson: {
      tag: 'lessons',
      summary:
        'Book a 15 or 30 minute lesson in a tutor’s free time this quota week, within the remaining weekly minutes; one booked lesson at a time.',
      body: z.object({
        tutorId: rules.id(),
        startsAt: rules.lessonStart,
        duration: rules.lessonDuration,
      }),
      response: lesson,
    },
    listLessons: {
      tag: 'lessons',
      summary:
        'One’s lessons (admins: anyone’s), newest first for the past and soonest first for the future; filter ratified or cancelled, and future, past or now. For all lessons with no filter on a large table the total is an estimate (totalEstimated).',
      query: z.extend(rules.pageQuery, {
        /** `move-requested`: booked, with an open request of its tutor to move it. */
        filter: z.optional(
          z.enum(['ratified', 'cancelled', 'move-requested'], { error: 'invalid-value' }),
        ),
        when: z.optional(z.enum(['future', 'past', 'now'], { error: 'invalid-value' })),
        tutorId: z.optional(rules.id()),
        studentId: z.optional(rules.id()),
      }),
      response: z.extend(page(lesson), {
        /** Set for all lessons of a large table: the total is the planner's estimate. */
        totalEstimated: z.optional(z.boolean()),
      }),
    },
    getLesson: {
      tag: 'lessons',
      summary: 'One lesson, for its tutor, its student or admins.',
      params: z.object({ id: rules.id() }),
      response: lesson,
    },
    rescheduleLesson: {
      tag: 'lessons',
      summary:
        'The student moves their own lesson to another of the tutor’s free times this quota week, until the cancellation cutoff and before its call opens; a tutor proposes instead (proposeLessonMove).',
      body: z.object({
        id: rules.id(),
        startsAt: rules.lessonStart,
        duration: z.optional(rules.lessonDuration),
      }),
      response: lesson,
    },
    proposeLessonMove: {
      tag: 'lessons',
      summary:
        'The tutor proposes another of their free times for a lesson whose call has not opened; the lesson keeps its time until the student accepts. One open request per lesson.',
      params: z.object({ id: rules.id() }),
      body: z.object({ startsAt: rules.lessonStart }),
      response: lesson,
    },
    acceptLessonMove: {
      tag: 'lessons',
      summary:
        'The student accepts the tutor’s open request: the lesson moves, checked again by the booking rules (proposed-time-taken when the time was booked meanwhile; the request then closes).',
      params: z.object({ id: rules.id() }),
      response: lesson,
    },
    declineLessonMove: {
      tag: 'lessons',
      summary: 'The student declines the tutor’s open request; the lesson keeps its time.',
      params: z.object({ id: rules.id() }),
      response: lesson,
    },
    withdrawLessonMove: {
      tag: 'lessons',
      summary: 'The tutor withdraws their open request to move a lesson.',
      params: z.object({ id: rules.id() }),
      response: lesson,
    },
    cancelLesson: {
      tag: 'lessons',
      summary: 'Cancel a lesson that has not started; its minutes return to the week’s quota.',
      params: z.object({ id: rules.id() }),
      response: lesson,
    },
    getLessonRecord: {
      tag: 'lessons',
      summary:
        'What a lesson left behind, for its tutor, its student or admins: minutes each member was present in the call, the joins and leaves, and the tutor’s note (decision 028).',
      params: z.object({ id: rules.id() }),
      response: lessonRecord,
    },
    setLessonNote: {
      tag: 'lessons',
      summary:
        'The tutor leaves (or rewrites) a short note for the student once the lesson has ended (decision 028).',
      params: z.object({ id: rules.id() }),
      body: z.object({ text: rules.lessonNote }),
      response: lessonNote,
    },
    disputeLesson: {
      tag: 'lessons',
      summary:
        'A member disputes the outcome of a lesson that ended, with a note, within the dispute window after its end (a platform setting, 48 hours by default); one dispute per lesson.',
      params: z.object({ id: rules.id() }),
      body: z.object({ note: rules.disputeNote }),
      response: lesson,
    },
    adminCancelLesson: {
      tag: 'lessons',
      summary:
        'An admin cancels a lesson that has not started, returning its minutes to the student’s week or keeping them spent (the tutor is not paid); audited with the reason.',
      params: z.object({ id: rules.id() }),
      body: z.object({
        returnMinutes: z.boolean({ error: 'invalid-value' }),
        reason: rules.adminReason,
      }),
      response: lesson,
    },
    setLessonOutcome: {
      tag: 'lessons',
      summary:
        'An admin sets or corrects the outcome of a lesson that ended booked; minutes, earnings and standing follow the new outcome in one transaction. Audited with the reason.',
      params: z.object({ id: rules.id() }),
      body: z.object({
        outcome: z.enum(attendanceOutcomes, { error: 'invalid-value' }),
        reason: rules.adminReason,
      }),
      response: lesson,
    },
    ruleLessonDispute: {
      tag: 'lessons',
      summary:
        'An admin rules on a lesson’s open dispute by choosing its outcome (as setLessonOutcome); the dispute closes and both members are told. Audited with the reason.',
      params: z.object({ id: rules.id() }),
      body: z.object({
        outcome: z.enum(attendanceOutcomes, { error: 'invalid-value' }),
        reason: rules.adminReason,
      }),
      response: lesson,
    },
    restoreLessonMinutes: {
      tag: 'lessons',
      summary:
        'An admin gives back some of the minutes a lesson spent to the student’s week it counted in (while that week lasts), in all at most its length. Audited with the reason.',
      params: z.object({ id: rules.id() }),
      body: z.object({ minutes: rules.restoredMinutes, reason: rules.adminReason }),
      response: lesson,
    },
    attendedStats: {
      tag: 'lessons',
      summary:
        'Lessons the signed-in user attended and the minutes they were present in their calls, in all and this quota week (from the attendance records).',
      response: z.object({ lessons: z.int(), minutes: z.int(), minutesThisWeek: z.int() }),
    },
  }) as const;

type S = ReturnType<typeof lessonsSchemas>;
export type BookLessonBody = z.output<S['bookLesson']['body']>;
export type LessonListQuery = z.output<S['listLessons']['query']>;
export type SetLessonNoteBody = z.output<S['setLessonNote']['body']>;
export type SetLessonOutcomeBody = z.output<S['setLessonOutcome']['body']>;
export type RescheduleLessonBody = z.output<S['rescheduleLesson']['body']>;
export type ProposeLessonMoveBody = z.output<S['proposeLessonMove']['body']>;

/** Booking, moving or cancelling a lesson changes the quota, the free times and what tutors show. */
const lessonChange = {
  stale: ['lessons', 'subscriptions', 'schedule', 'tutors', 'overview'],
} as const;

/** An outcome moves the student's minutes, the tutor's earnings and standing, and the figures. */
const outcomeChange = {
  stale: ['lessons', 'subscriptions', 'invoices', 'tutors', 'overview'],
} as const;

export const lessonsRoutes = {
  bookLesson: route<S['bookLesson']>('POST', '/api/v1/lesson/', [Role.Student], lessonChange),
  listLessons: route<S['listLessons']>('GET', '/api/v1/lesson/list/', 'user', {
    cached: ['lessons'],
  }),
  getLesson: route<S['getLesson']>('GET', '/api/v1/lesson/:id', 'user', { cached: ['lessons'] }),
  rescheduleLesson: route<S['rescheduleLesson']>('PATCH', '/api/v1/lesson', 'user', lessonChange),
  cancelLesson: route<S['cancelLesson']>('DELETE', '/api/v1/lesson/:id', 'user', lessonChange),
  // A request changes only the lessons as read until it is accepted; accepting moves the lesson.
  proposeLessonMove: route<S['proposeLessonMove']>(
    'POST',
    '/api/v1/lesson/:id/move-request',
    'user',
    { stale: ['lessons'] },
  ),
  acceptLessonMove: route<S['acceptLessonMove']>(
    'POST',
    '/api/v1/lesson/move-request/:id/accept',
    [Role.Student],
    lessonChange,
  ),
  declineLessonMove: route<S['declineLessonMove']>(
    'POST',
    '/api/v1/lesson/move-request/:id/decline',
    [Role.Student],
    { stale: ['lessons'] },
  ),
  withdrawLessonMove: route<S['withdrawLessonMove']>(
    'DELETE',
    '/api/v1/lesson/move-request/:id',
    'user',
    { stale: ['lessons'] },
  ),
  attendedStats: route<S['attendedStats']>('GET', '/api/v1/lesson/attended/stats', 'user', {
    cached: ['lessons'],
  }),
  getLessonRecord: route<S['getLessonRecord']>('GET', '/api/v1/lesson/:id/record', 'user', {
    cached: ['lessons'],
  }),
  setLessonNote: route<S['setLessonNote']>('PUT', '/api/v1/lesson/:id/note', [Role.Tutor], {
    stale: ['lessons'],
  }),
  disputeLesson: route<S['disputeLesson']>('POST', '/api/v1/lesson/:id/dispute', 'user', {
    stale: ['lessons'],
  }),
  adminCancelLesson: route<S['adminCancelLesson']>(
    'POST',
    '/api/v1/admin/lesson/:id/cancel',
    rolesFor('lessons.manage'),
    lessonChange,
  ),
  setLessonOutcome: route<S['setLessonOutcome']>(
    'PUT',
    '/api/v1/admin/lesson/:id/outcome',
    rolesFor('lessons.manage'),
    outcomeChange,
  ),
  ruleLessonDispute: route<S['ruleLessonDispute']>(
    'POST',
    '/api/v1/admin/lesson/:id/dispute/ruling',
    rolesFor('lessons.manage'),
    outcomeChange,
  ),
  restoreLessonMinutes: route<S['restoreLessonMinutes']>(
    'POST',
    '/api/v1/admin/lesson/:id/restored-minutes',
    rolesFor('lessons.manage'),
    { stale: ['lessons', 'subscriptions'] },
  ),
};
