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
  /** Cancelled by an admin who kept the minutes spent; the tutor is not paid (#outcomes). */
  CancelledMinutesKept: 'cancelled-minutes-kept',
} as const;
export type LessonOutcome = (typeof LessonOutcome)[keyof typeof LessonOutcome];
export const lessonOutcomes = Object.values(LessonOutcome) as [LessonOutcome, ...LessonOutcome[]];

/** Outcomes that pay the lesson's tutor. */
export const PAID_OUTCOMES: readonly LessonOutcome[] = [
  LessonOutcome.Held,
  LessonOutcome.StudentAbsent,
  LessonOutcome.StudentCancelledLate,
];

/** Outcomes that spend the lesson's minutes (less any an admin restored). */
export const SPENT_OUTCOMES: readonly LessonOutcome[] = [
  ...PAID_OUTCOMES,
  LessonOutcome.CancelledMinutesKept,
];

/** Outcomes of a cancelled lesson; the others are set from attendance on a booked one. */
export const CANCELLED_OUTCOMES: readonly LessonOutcome[] = [
  LessonOutcome.StudentCancelledLate,
  LessonOutcome.TutorCancelledLate,
  LessonOutcome.CancelledMinutesKept,
];

/** The outcomes attendance gives, which an admin may set or correct and a dispute may change. */
export const attendanceOutcomes = [
  LessonOutcome.Held,
  LessonOutcome.StudentAbsent,
  LessonOutcome.TutorAbsent,
  LessonOutcome.BothAbsent,
] as const;
export type AttendanceOutcome = (typeof attendanceOutcomes)[number];

/**
 * A member's dispute of a lesson's outcome (docs/product/lessons.md#disputes): open until an admin
 * rules on it. The note is shown to the member who wrote it and to admins.
 */
export const lessonDispute = z.object({
  id: z.int(),
  openedBy: z.int(),
  openedAt: isoDateTime,
  note: z.nullable(z.string()),
  /** When an admin ruled on it, and the outcome they chose; null while open. */
  ruledAt: z.nullable(isoDateTime),
  ruling: z.nullable(z.enum(attendanceOutcomes)),
});
export type LessonDispute = z.infer<typeof lessonDispute>;

/**
 * What became of a tutor's request to move a lesson
 * (docs/product/lessons.md#a-tutors-request-to-move): open until the student accepts or declines
 * it, the tutor withdraws it, it lapses, or the lesson is cancelled or moved otherwise (closed).
 */
export const moveRequestStates = [
  'open',
  'accepted',
  'declined',
  'withdrawn',
  'lapsed',
  'closed',
] as const;
export type MoveRequestState = (typeof moveRequestStates)[number];

/** A lesson's open request to move it: the time its tutor proposes, and until when it stands. */
export const lessonMoveRequest = z.object({
  id: z.int(),
  startsAt: isoDateTime,
  endsAt: isoDateTime,
  duration: z.int(),
  /** It lapses then: when the lesson's call opens or the proposed time comes, whichever first. */
  lapsesAt: isoDateTime,
  createdAt: isoDateTime,
});
export type LessonMoveRequest = z.infer<typeof lessonMoveRequest>;

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
  /** Minutes an admin gave back to the student's week for it (#restoring-minutes). */
  restoredMinutes: z.int(),
  /** Until when its members may dispute its outcome; null for a cancelled lesson (#disputes). */
  disputeUntil: z.nullable(isoDateTime),
  /** Its dispute, on a single lesson's read: null when none was opened. */
  dispute: z.optional(z.nullable(lessonDispute)),
  /**
   * On a single lesson's read: the minutes an admin may still give back for it now (none once its
   * quota week is over or when it spent none, #restoring-minutes).
   */
  restorableMinutes: z.optional(z.int()),
  /** Its tutor's request to move it, while open and not lapsed. */
  moveRequest: z.nullable(lessonMoveRequest),
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
