/** Lessons and the people in them. Dates travel as ISO 8601 strings. */
import { z } from 'zod/mini';
import { isoDateTime } from '../api/common.js';

/** A person taking part in a lesson, as shown beside it. */
export const lessonMember = z.object({
  id: z.int(),
  name: z.string(),
  image: z.nullable(z.string()),
});
export type LessonMember = z.infer<typeof lessonMember>;

/** A lesson's tutor or student: with the gender, for wording that agrees («ألغته المدرّسة»). */
export const lessonPerson = z.object({ ...lessonMember.shape, gender: z.nullable(z.int()) });
export type LessonPerson = z.infer<typeof lessonPerson>;

export const lessonStatuses = ['pending', 'happening', 'fulfilled', 'cancelled'] as const;
export type LessonStatus = (typeof lessonStatuses)[number];

/**
 * What a lesson came to (docs/product/lessons.md#outcomes): set from attendance when it ends, or by
 * a cancellation after the cutoff (docs/product/lessons.md#cancellation). A lesson not yet ended,
 * or cancelled in time, has none.
 */
export const LessonOutcome = {
  Held: 'held',
  StudentAbsent: 'student-absent',
  TutorAbsent: 'tutor-absent',
  BothAbsent: 'both-absent',
  StudentCancelledLate: 'student-cancelled-late',
  TutorCancelledLate: 'tutor-cancelled-late',
} as const;
export type LessonOutcome = (typeof LessonOutcome)[keyof typeof LessonOutcome];
export const lessonOutcomes = Object.values(LessonOutcome) as [LessonOutcome, ...LessonOutcome[]];

/** Outcomes that spend the lesson's minutes and pay its tutor. */
export const PAID_OUTCOMES: readonly LessonOutcome[] = [
  LessonOutcome.Held,
  LessonOutcome.StudentAbsent,
  LessonOutcome.StudentCancelledLate,
];

/**
 * A lesson (docs/product/lessons.md#lesson-states): its status follows time unless it was
 * cancelled.
 */
export const lesson = z.object({
  id: z.int(),
  tutor: lessonPerson,
  student: lessonPerson,
  startsAt: isoDateTime,
  endsAt: isoDateTime,
  /** When its room (live session) takes members: a few minutes before the start (decision 013). */
  opensAt: isoDateTime,
  duration: z.int(),
  /** What the tutor earns for it, in piasters. */
  price: z.int(),
  status: z.enum(lessonStatuses),
  cancelledBy: z.nullable(z.int()),
  cancelledAt: z.nullable(isoDateTime),
  /** Until when cancelling is free; after it a cancellation has a cost (#cancellation). */
  freeCancelUntil: isoDateTime,
  outcome: z.nullable(z.enum(lessonOutcomes)),
  createdAt: isoDateTime,
});
export type Lesson = z.infer<typeof lesson>;

/** Minutes a member of a lesson was present in its call (decision 013: within the lesson's time). */
export const lessonPresence = z.object({
  member: lessonMember,
  minutes: z.int(),
});

/**
 * One joined or left event of a lesson's call (UserJoined 1, UserLeft 2;
 * docs/product/chat-and-calls.md#attendance).
 */
export const lessonAttendanceEvent = z.object({
  userId: z.int(),
  event: z.int(),
  at: isoDateTime,
});

/** The tutor's note to the student after the lesson (decision 028). */
export const lessonNote = z.object({ text: z.string(), updatedAt: isoDateTime });
export type LessonNote = z.infer<typeof lessonNote>;

/**
 * What a lesson left behind: who was present for how many minutes, the joins and leaves in time
 * order, and the tutor's note (decision 028).
 */
export const lessonRecord = z.object({
  presence: z.array(lessonPresence),
  timeline: z.array(lessonAttendanceEvent),
  note: z.nullable(lessonNote),
});
export type LessonRecord = z.infer<typeof lessonRecord>;
