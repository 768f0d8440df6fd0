/** Booking, rescheduling, cancelling and listing lessons (docs/product/lessons.md). */
import { z } from 'zod/mini';
import { Role } from '../enums.js';
import * as rules from '../validation/rules.js';
import { route } from '../api/endpoint.js';
import { lesson, lessonNote, lessonRecord } from './entities.js';
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
        filter: z.optional(z.enum(['ratified', 'cancelled'], { error: 'invalid-value' })),
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
        'Move a lesson that has not started to another free time this quota week (its tutor or student).',
      body: z.object({
        id: rules.id(),
        startsAt: rules.lessonStart,
        duration: z.optional(rules.lessonDuration),
      }),
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
export type RescheduleLessonBody = z.output<S['rescheduleLesson']['body']>;

/** Booking, moving or cancelling a lesson changes the quota, the free times and what tutors show. */
const lessonChange = {
  stale: ['lessons', 'subscriptions', 'schedule', 'tutors', 'overview'],
} as const;

export const lessonsRoutes = {
  bookLesson: route<S['bookLesson']>('POST', '/api/v1/lesson/', [Role.Student], lessonChange),
  listLessons: route<S['listLessons']>('GET', '/api/v1/lesson/list/', 'user', {
    cached: ['lessons'],
  }),
  getLesson: route<S['getLesson']>('GET', '/api/v1/lesson/:id', 'user', { cached: ['lessons'] }),
  rescheduleLesson: route<S['rescheduleLesson']>('PATCH', '/api/v1/lesson', 'user', lessonChange),
  cancelLesson: route<S['cancelLesson']>('DELETE', '/api/v1/lesson/:id', 'user', lessonChange),
  attendedStats: route<S['attendedStats']>('GET', '/api/v1/lesson/attended/stats', 'user', {
    cached: ['lessons'],
  }),
  getLessonRecord: route<S['getLessonRecord']>('GET', '/api/v1/lesson/:id/record', 'user', {
    cached: ['lessons'],
  }),
  setLessonNote: route<S['setLessonNote']>('PUT', '/api/v1/lesson/:id/note', [Role.Tutor], {
    stale: ['lessons'],
  }),
};
