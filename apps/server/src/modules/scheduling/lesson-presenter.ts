/** Turns lesson rows into the shapes of packages/shared. */
import type { Lesson, LessonStatus } from '@darsak/shared';
import type { LessonRef } from '../../domain-events.js';
import { publicAssetUrl } from '../../infra/storage.js';
import type { LessonRow, LessonWithMembers, MemberRow } from './lesson-repository.js';

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
 * A lesson as its members see it. `opensMinutesBefore` is SESSION_OPENS_MINUTES_BEFORE: how long
 * before the start its room takes members (decision 013), so every screen offers the way in by the
 * server's own window.
 */
export const presentLesson = (
  { lesson, tutor, student }: LessonWithMembers,
  opensMinutesBefore: number,
  now: Date = new Date(),
): Lesson => ({
  id: lesson.id,
  tutor: presentMember(tutor),
  student: presentMember(student),
  startsAt: lesson.startsAt.toISOString(),
  endsAt: lesson.endsAt.toISOString(),
  opensAt: new Date(lesson.startsAt.getTime() - opensMinutesBefore * 60_000).toISOString(),
  duration: lesson.duration,
  price: lesson.price,
  status: lessonStatus(lesson, now),
  cancelledBy: lesson.cancelledBy,
  cancelledAt: lesson.cancelledAt?.toISOString() ?? null,
  createdAt: lesson.createdAt.toISOString(),
});

/** A lesson as domain events name it: itself and its two members. */
export const lessonRef = (lesson: Pick<LessonRow, 'id' | 'tutorId' | 'studentId'>): LessonRef => ({
  lessonId: lesson.id,
  tutorId: lesson.tutorId,
  studentId: lesson.studentId,
});
