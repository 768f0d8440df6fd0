/** Lessons and the people in them. Dates travel as ISO 8601 strings. */
import { z } from 'zod/mini';
import { isoDateTime } from './common.js';

/** A person taking part in a lesson, as shown beside it. */
export const lessonMember = z.object({
  id: z.int(),
  name: z.string(),
  image: z.nullable(z.string()),
});
export type LessonMember = z.infer<typeof lessonMember>;

export const lessonStatuses = ['pending', 'happening', 'fulfilled', 'cancelled'] as const;
export type LessonStatus = (typeof lessonStatuses)[number];

/** A lesson (SPEC §3, §4): its status follows time unless it was cancelled. */
export const lesson = z.object({
  id: z.int(),
  tutor: lessonMember,
  student: lessonMember,
  startsAt: isoDateTime,
  endsAt: isoDateTime,
  duration: z.int(),
  /** What the tutor earns for it, in piasters. */
  price: z.int(),
  status: z.enum(lessonStatuses),
  cancelledBy: z.nullable(z.int()),
  cancelledAt: z.nullable(isoDateTime),
  createdAt: isoDateTime,
});
export type Lesson = z.infer<typeof lesson>;
