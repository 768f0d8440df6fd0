/**
 * Weekly lessons (docs/product/lessons.md#weekly-lessons): a student keeps one time with a tutor
 * every week; each week's lesson is booked when the week opens to booking.
 */
import { z } from 'zod/mini';
import { Role } from '../enums.js';
import * as rules from '../validation/rules.js';
import { route } from '../api/endpoint.js';
import { isoDateTime } from '../api/common.js';
import { lesson, lessonMember } from './entities.js';

export const lessonSeries = z.object({
  id: z.int(),
  tutor: lessonMember,
  studentId: z.int(),
  /** Sunday 0, in the platform's zone. */
  weekday: z.int(),
  /** Minutes from local midnight in the platform's zone. */
  startMinute: z.int(),
  duration: z.int(),
  startedAt: isoDateTime,
  /** Set once the student stopped it; lessons it booked stay booked. */
  stoppedAt: z.nullable(isoDateTime),
});
export type LessonSeries = z.infer<typeof lessonSeries>;

/** A week of a series whose lesson could not be booked, and the booking rule that refused it. */
export const missedSeriesWeek = z.object({ startsAt: isoDateTime, code: z.string() });
export type MissedSeriesWeek = z.infer<typeof missedSeriesWeek>;

export const lessonSeriesSchemas = () =>
  ({
    startLessonSeries: {
      tag: 'lessons',
      summary:
        'Keep a time with a tutor every week (only while bookingWeeksAhead is 1 or more): books the first lesson by the booking rules (its refusal answers), then the same time in each further open week where it fits; the weeks that could not be booked are named with the rule that refused them.',
      body: z.object({
        tutorId: rules.id(),
        startsAt: rules.lessonStart,
        duration: rules.lessonDuration,
      }),
      response: z.object({
        series: lessonSeries,
        booked: z.array(lesson),
        missed: z.array(missedSeriesWeek),
      }),
    },
    listLessonSeries: {
      tag: 'lessons',
      summary: 'The signed-in student’s weekly lessons still running.',
      response: z.array(lessonSeries),
    },
    stopLessonSeries: {
      tag: 'lessons',
      summary:
        'Stop a weekly lesson: no further week is booked; lessons already booked stay and may be cancelled as any other. Stopping a stopped series answers it as it is.',
      params: z.object({ id: rules.id() }),
      response: lessonSeries,
    },
  }) as const;

type S = ReturnType<typeof lessonSeriesSchemas>;
export type StartLessonSeriesBody = z.output<S['startLessonSeries']['body']>;

const seriesChange = {
  stale: ['lessons', 'subscriptions', 'schedule', 'tutors', 'overview'],
} as const;

export const lessonSeriesRoutes = {
  startLessonSeries: route<S['startLessonSeries']>(
    'POST',
    '/api/v1/lesson-series/',
    [Role.Student],
    seriesChange,
  ),
  listLessonSeries: route<S['listLessonSeries']>('GET', '/api/v1/lesson-series/', [Role.Student], {
    cached: ['lessons'],
  }),
  stopLessonSeries: route<S['stopLessonSeries']>(
    'DELETE',
    '/api/v1/lesson-series/:id',
    [Role.Student],
    seriesChange,
  ),
};
