/** Turns lesson rows into the shapes of packages/shared. */
import type { Lesson, LessonStatus } from '@darsak/shared';
import type { AppContext } from '../../context.js';
import { platformSettingsOf } from '../platform/index.js';
import type { LessonRef } from '../../domain-events.js';
import { publicAssetUrl } from '../../infra/storage.js';
import type {
  LessonRow,
  LessonWithMembers,
  MemberRow,
  OpenMoveRequestRow,
} from './lesson-repository.js';

/**
 * A lesson's status follows time unless it was cancelled (docs/product/lessons.md#lesson-states).
 */
export const lessonStatus = (
  lesson: Pick<LessonRow, 'startsAt' | 'endsAt' | 'cancelledAt'>,
  now: Date,
): LessonStatus => {
  if (lesson.cancelledAt) return 'cancelled';
  if (now < lesson.startsAt) return 'pending';
  if (now < lesson.endsAt) return 'happening';
  return 'fulfilled';
};

const presentMember = (member: MemberRow) => ({
  id: member.id,
  name: member.name,
  image: member.image ? publicAssetUrl(member.image) : null,
  gender: member.gender,
});

/**
 * The windows around a lesson's start every screen follows: when its room takes members
 * (SESSION_OPENS_MINUTES_BEFORE, decision 013) and until when cancelling it is free (the platform
 * setting, docs/product/lessons.md#cancellation).
 */
export type LessonWindows = {
  opensMinutesBefore: number;
  cancelCutoffMinutes: number;
  /** How long after its end a lesson's outcome may be disputed (lessons.md#disputes). */
  disputeWindowHours: number;
};

/** Until when cancelling a lesson is free: the cutoff before its start. */
export const freeCancelUntil = (startsAt: Date, cancelCutoffMinutes: number): Date =>
  new Date(startsAt.getTime() - cancelCutoffMinutes * 60_000);

/** Until when a lesson's members may dispute its outcome: the window after its end. */
export const disputeUntil = (endsAt: Date, disputeWindowHours: number): Date =>
  new Date(endsAt.getTime() + disputeWindowHours * 60 * 60_000);

/** A lesson's open request to move it, unless it has lapsed by now. */
const presentMoveRequest = (request: OpenMoveRequestRow | null, now: Date) =>
  request && request.lapsesAt > now
    ? {
        id: request.id,
        startsAt: request.startsAt.toISOString(),
        endsAt: new Date(request.startsAt.getTime() + request.duration * 60_000).toISOString(),
        duration: request.duration,
        lapsesAt: request.lapsesAt.toISOString(),
        createdAt: request.createdAt.toISOString(),
      }
    : null;

/** When a lesson's call opens: the window every screen and rule follows (decision 013). */
export const callOpensAt = (startsAt: Date, opensMinutesBefore: number): Date =>
  new Date(startsAt.getTime() - opensMinutesBefore * 60_000);

/** A lesson as its members see it, with the windows of the server's own rules. */
export const presentLesson = (
  { lesson, tutor, student, moveRequest }: LessonWithMembers,
  windows: LessonWindows,
  now: Date = new Date(),
): Lesson => ({
  id: lesson.id,
  tutor: presentMember(tutor),
  student: presentMember(student),
  startsAt: lesson.startsAt.toISOString(),
  endsAt: lesson.endsAt.toISOString(),
  opensAt: callOpensAt(lesson.startsAt, windows.opensMinutesBefore).toISOString(),
  duration: lesson.duration,
  price: lesson.price,
  status: lessonStatus(lesson, now),
  cancelledBy: lesson.cancelledBy,
  cancelledAt: lesson.cancelledAt?.toISOString() ?? null,
  freeCancelUntil: freeCancelUntil(lesson.startsAt, windows.cancelCutoffMinutes).toISOString(),
  outcome: lesson.outcome,
  restoredMinutes: lesson.restoredMinutes,
  disputeUntil: lesson.cancelledAt
    ? null
    : disputeUntil(lesson.endsAt, windows.disputeWindowHours).toISOString(),
  moveRequest: lesson.cancelledAt ? null : presentMoveRequest(moveRequest, now),
  createdAt: lesson.createdAt.toISOString(),
});

/** The windows in force now. */
export const lessonWindows = async (ctx: AppContext): Promise<LessonWindows> => {
  const settings = await platformSettingsOf(ctx);
  return {
    opensMinutesBefore: ctx.config.sessionOpensMinutesBefore,
    cancelCutoffMinutes: settings.cancellationCutoffMinutes,
    disputeWindowHours: settings.disputeWindowHours,
  };
};

/** A lesson as domain events name it: itself and its two members. */
export const lessonRef = (lesson: Pick<LessonRow, 'id' | 'tutorId' | 'studentId'>): LessonRef => ({
  lessonId: lesson.id,
  tutorId: lesson.tutorId,
  studentId: lesson.studentId,
});
