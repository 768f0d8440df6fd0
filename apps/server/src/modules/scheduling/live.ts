/**
 * What open pages hear of lessons: both members' pages, and anyone watching the lesson's own room,
 * hear it booked, moved or cancelled, and of its tutor's requests to move it; people with lessons coming together hear each other come
 * online (decision 007). Who may watch a lesson's room: its members and admins.
 */
import { isAdminRole, isTutorLikeRole, lessonRoom, RoomType } from '@darsak/shared';
import type { AppContext } from '../../context.js';
import type { LessonRef } from '../../domain-events.js';
import { openSubjectRoom, registerRoomKind } from '../chat/index.js';
import { findUserRole } from '../users/index.js';
import {
  counterpartsOf,
  findLesson,
  lessonIdsOfMember,
  lessonsWithMembers,
  type LessonRow,
} from './lesson-repository.js';

const tellMembers = (
  ctx: AppContext,
  lesson: LessonRef,
  event: 'LessonBooked' | 'LessonUpdated',
) => {
  ctx.realtime.toUsers([lesson.tutorId, lesson.studentId], event, { lessonId: lesson.lessonId });
  ctx.realtime.toRoom(lessonRoom(lesson.lessonId), event, { lessonId: lesson.lessonId });
};

/** A lesson as its chat room's subject. */
const lessonSubject = (lesson: LessonRow) => ({
  members: [lesson.tutorId, lesson.studentId],
  startsAt: lesson.startsAt,
  endsAt: lesson.endsAt,
  cancelled: lesson.cancelledAt !== null,
});

export const startLiveLessons = (ctx: AppContext): void => {
  // A lesson's room and call are its two members', during its time (the chat module runs them).
  registerRoomKind(RoomType.Lesson, {
    subject: async (db, lessonId) => {
      const lesson = await findLesson(db, lessonId);
      return lesson ? lessonSubject(lesson) : null;
    },
    subjects: async (db, lessonIds) =>
      new Map(
        (await lessonsWithMembers(db, lessonIds)).map(({ lesson }) => [
          lesson.id,
          lessonSubject(lesson),
        ]),
      ),
  });
  ctx.events.on('lesson.booked', async (lesson) => {
    tellMembers(ctx, lesson, 'LessonBooked');
    await openSubjectRoom(ctx.db, RoomType.Lesson, lesson.lessonId, [
      lesson.tutorId,
      lesson.studentId,
    ]);
  });
  ctx.events.on('lesson.rebooked', (lesson) => {
    const payload = { lessonId: lesson.lessonId, ...(lesson.accepted ? { accepted: true } : {}) };
    ctx.realtime.toUsers([lesson.tutorId, lesson.studentId], 'LessonRebooked', payload);
    ctx.realtime.toRoom(lessonRoom(lesson.lessonId), 'LessonRebooked', payload);
  });
  // A tutor's request to move a lesson: both members' pages show it, or stop showing it, at once;
  // its notices were scheduled with it (docs/product/lessons.md#a-tutors-request-to-move).
  ctx.events.on('lesson.move-request', (request) => {
    ctx.wakeJobs();
    const payload = {
      lessonId: request.lessonId,
      requestId: request.requestId,
      state: request.state,
    };
    ctx.realtime.toUsers([request.tutorId, request.studentId], 'LessonMoveRequest', payload);
    ctx.realtime.toRoom(lessonRoom(request.lessonId), 'LessonMoveRequest', payload);
  });
  ctx.events.on('lesson.updated', (lesson) => {
    // The notices of a dispute or a ruling were scheduled with it: send them now.
    ctx.wakeJobs();
    tellMembers(ctx, lesson, 'LessonUpdated');
  });
  ctx.events.on('lessons.cancelled', ({ lessons, canceledBy }) => {
    // The members' notices were scheduled with the cancellation: send them now.
    ctx.wakeJobs();
    for (const lesson of lessons) {
      const payload = { lessonId: lesson.lessonId, canceledBy };
      ctx.realtime.toUsers([lesson.tutorId, lesson.studentId], 'LessonCanceled', payload);
      ctx.realtime.toRoom(lessonRoom(lesson.lessonId), 'LessonCanceled', payload);
    }
  });
  // A tutor's or a tutor manager's state is public (the tutors module tells everyone); anyone
  // else's reaches only the people they have lessons coming with.
  ctx.events.on('presence.recorded', async ({ userId, role, online, lastSeenAt }) => {
    if (isTutorLikeRole(role)) return;
    const partners = await counterpartsOf(ctx.db, userId, new Date(lastSeenAt));
    ctx.realtime.toUsers(partners, 'UserStatusChanged', { userId, online, lastSeenAt });
  });
  ctx.realtime.rooms.allow('lesson', async (userId, ids) => {
    const role = await findUserRole(ctx.db, userId);
    if (role !== null && isAdminRole(role)) return ids;
    return lessonIdsOfMember(ctx.db, userId, ids);
  });
};
