/**
 * A tutor's weekly availability and one-off changes, and the free times students book
 * (docs/product/lessons.md#schedule).
 */
import { z } from 'zod/mini';
import { Role } from '../enums.js';
import * as rules from '../validation/rules.js';
import { route } from '../api/endpoint.js';
import { availabilityException, availabilitySlot, freeTime } from './entities.js';
import { isoDateTime } from '../api/common.js';
import { lesson } from '../lessons/entities.js';

const tutorLike = [Role.Tutor, Role.TutorManager] as const;

export const availabilitySchemas = () => {
  const range = { startMinute: rules.minuteOfDay, endMinute: rules.minuteOfDay };
  const ordered = z.refine<{ startMinute: number; endMinute: number }>(
    (r) => r.startMinute < r.endMinute,
    {
      error: 'invalid-value',
      path: ['endMinute'],
    },
  );
  const schedule = z.object({
    slots: z.array(availabilitySlot),
    exceptions: z.array(availabilityException),
  });
  return {
    listSlots: {
      tag: 'availability',
      summary: 'A tutor’s weekly slots and upcoming one-off changes (one’s own without tutorId).',
      query: z.object({ tutorId: z.optional(rules.id()) }),
      response: schedule,
    },
    setSlots: {
      tag: 'availability',
      summary:
        'Change the schedule in one batch. A change that would cancel booked lessons answers conflicting-lessons naming them; when the conflicts come only from deleted slots or blocked dates, sending cancelBookedLessons cancels them.',
      body: z.object({
        creates: z._default(
          z.array(z.object({ weekday: rules.weekday, ...range }).check(ordered)),
          [],
        ),
        updates: z._default(
          z.array(z.object({ id: rules.id(), weekday: rules.weekday, ...range }).check(ordered)),
          [],
        ),
        deletes: z._default(z.array(rules.id()), []),
        exceptions: z._default(
          z.object({
            creates: z._default(
              z.array(
                z
                  .object({ date: rules.localDate, available: z.boolean(), ...range })
                  .check(ordered),
              ),
              [],
            ),
            deletes: z._default(z.array(rules.id()), []),
          }),
          { creates: [], deletes: [] },
        ),
        cancelBookedLessons: z._default(z.boolean(), false),
      }),
      response: z.object({ ...schedule.shape, cancelledLessons: z.array(lesson) }),
    },
    freeTimes: {
      tag: 'availability',
      summary:
        'When a lesson with a tutor can start in the weeks students may book in (this quota week, and the bookingWeeksAhead after it): slots minus booked lessons minus the notice period, in 15-minute steps. weekStart and weekEnd are the current quota week; horizonEnd is the end of the last week open to booking.',
      query: z.object({ tutorId: rules.id(), excludeLessonId: z.optional(rules.id()) }),
      response: z.object({
        weekStart: isoDateTime,
        weekEnd: isoDateTime,
        horizonEnd: isoDateTime,
        times: z.array(freeTime),
      }),
    },
  } as const;
};

type S = ReturnType<typeof availabilitySchemas>;
export type SetSlotsBody = z.output<S['setSlots']['body']>;

/** Answered with conflicting-lessons: the lessons a schedule change would cancel. */
export type ConflictingLessonsDetails = { lessons: z.output<typeof lesson>[]; canConfirm: boolean };

export const availabilityRoutes = {
  listSlots: route<S['listSlots']>('GET', '/api/v1/availability-slot/', 'user', {
    cached: ['schedule'],
  }),
  // Saving a schedule may cancel lessons that no longer fit it.
  setSlots: route<S['setSlots']>('POST', '/api/v1/availability-slot/', tutorLike, {
    stale: ['lessons', 'schedule', 'tutors'],
  }),
  freeTimes: route<S['freeTimes']>('GET', '/api/v1/availability-slot/free', 'public', {
    cached: ['schedule'],
  }),
};
