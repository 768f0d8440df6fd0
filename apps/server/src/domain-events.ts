/**
 * The domain events modules tell each other through the bus (src/infra/events.ts): what happened,
 * after its transaction committed. A module emits its own events and subscribes, on its face, to
 * the others' it cares about; nobody imports another module to tell it something happened.
 * docs/architecture.md lists who emits and who listens, and which effects are durable jobs instead.
 */
import type { MoveRequestState, Role } from '@darsak/shared';

/** The lessons an event is about, with their members. */
export type LessonRef = { lessonId: number; tutorId: number; studentId: number };

export type DomainEvents = {
  /** What others see of a user changed: name, image, contact or its verification, role, topics. */
  'account.changed': { userId: number; role: Role };
  /** A user's first socket opened or last one closed, on any server process. */
  'presence.changed': { userId: number; online: boolean };
  /** The users module recorded a presence change; audiences are told by whoever shows it. */
  'presence.recorded': { userId: number; role: Role; online: boolean; lastSeenAt: string };
  /** A password was reset with a code (it proves the owner of the email). */
  'password.reset': { userId: number; email: string };
  'lesson.booked': LessonRef;
  /**
   * A lesson bought on its own took its tutor's time while its payment is awaited, or gave it back
   * unpaid (docs/product/plans-and-payments.md#one-lesson); once paid it is `lesson.booked`.
   */
  'lesson.hold-changed': LessonRef;
  /** Moved: by its student, or by accepting its tutor's request (`accepted`). */
  'lesson.rebooked': LessonRef & { accepted?: boolean };
  /** A tutor's request to move a lesson was made, answered, withdrawn or closed. */
  'lesson.move-request': LessonRef & { requestId: number; state: MoveRequestState };
  'lessons.cancelled': { lessons: LessonRef[]; canceledBy: number };
  /** A lesson's outcome, its dispute or the minutes given back for it changed. */
  'lesson.updated': LessonRef;
  /** A tutor's weekly schedule or one-off changes were saved. */
  'schedule.changed': { tutorId: number };
  /** A withdrawal invoice was made or moved; `open` is false once it no longer holds money for a cancellation. */
  'invoice.changed': { invoiceId: number; tutorId: number; removed: boolean };
  /** What students see of a tutor changed: profile, standing or ratings. */
  'tutor.changed': { tutorId: number };
};
