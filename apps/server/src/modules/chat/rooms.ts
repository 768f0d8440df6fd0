/**
 * Who may talk to whom, and the rooms that come of it
 * (docs/product/chat-and-calls.md#who-may-open-a-room): a student opens a room with a tutor (after
 * verifying the email), tutors and tutor managers talk among themselves; a lesson, interview or
 * demo session gives its members a room of its own, owned by its module.
 */
import { isTutorLikeRole, Role, type ChatRoom } from '@darsak/shared';
import type { AppContext } from '../../context.js';
import type { Executor } from '../../db/client.js';
import { AppError } from '../../http/app-error.js';
import type { Actor } from '../../http/actor.js';
import { findUserById, type UserRow } from '../users/index.js';
import { roomKindOf, type RoomSubject } from './kinds.js';
import { presentRoom } from './presenter.js';
import * as repo from './repository.js';

/** Whether `from` may open a General room with `to` (a reply in an existing room needs no rule). */
export const mayOpenRoom = (from: UserRow, to: UserRow): boolean => {
  if (from.id === to.id || to.deactivatedAt) return false;
  // A tutor manager may teach too: a student reaches them as any tutor.
  if (from.role === Role.Student) return isTutorLikeRole(to.role);
  if (isTutorLikeRole(from.role)) return isTutorLikeRole(to.role);
  return false;
};

/** A student writes only once their email is verified (docs/product/chat-and-calls.md#sending). */
export const assertMayWrite = (user: UserRow): void => {
  if (user.role === Role.Student && !user.verifiedEmail) {
    throw new AppError('unverified-email', 'Verify your email before chatting', {
      ack: 'unallowed',
    });
  }
};

/** The room, if the user is in it: a stranger learns only that it is not theirs. */
export const roomOfMember = async (db: Executor, roomId: number, userId: number) => {
  const found = await repo.findRoomWithMember(db, roomId, userId);
  if (!found) throw new AppError('room-not-found');
  if (!found.member) throw new AppError('not-room-member');
  return { room: found.room, member: found.member };
};

/**
 * The lessons, interviews and demo sessions of rooms, by room id, as their owners tell them: one
 * read per room type among the rooms. A General room, or one whose subject is gone, has none.
 */
export const subjectsOf = async (
  db: Executor,
  rooms: readonly repo.RoomRow[],
): Promise<Map<number, RoomSubject>> => {
  const refIds = new Map<number, number[]>();
  for (const room of rooms) {
    if (room.refId === null || !roomKindOf(room.type)) continue;
    const ids = refIds.get(room.type) ?? [];
    ids.push(room.refId);
    refIds.set(room.type, ids);
  }
  const byType = new Map(
    await Promise.all(
      [...refIds].map(
        async ([type, ids]) => [type, await roomKindOf(type)!.subjects(db, ids)] as const,
      ),
    ),
  );
  const subjects = new Map<number, RoomSubject>();
  for (const room of rooms) {
    const subject = room.refId === null ? undefined : byType.get(room.type)?.get(room.refId);
    if (subject) subjects.set(room.id, subject);
  }
  return subjects;
};

/** A room as a member sees it in their list. */
export const roomView = async (db: Executor, roomId: number, userId: number): Promise<ChatRoom> => {
  const { room, member } = await roomOfMember(db, roomId, userId);
  const [members, last, unread, subjects] = await Promise.all([
    repo.memberUsers(db, [room.id]),
    repo.lastMessages(db, [room.id]),
    repo.unreadCounts(db, userId, [room.id]),
    subjectsOf(db, [room]),
  ]);
  return presentRoom(
    room,
    member,
    members,
    last[0],
    unread.get(room.id) ?? 0,
    subjects.get(room.id),
  );
};

/**
 * The room of a lesson, interview or demo session, opened on first use with the members its owner
 * names; only those members get it.
 */
export const subjectRoom = async (
  ctx: AppContext,
  actor: Pick<Actor, 'id'>,
  type: number,
  refId: number,
) => {
  const kind = roomKindOf(type);
  if (!kind) throw new AppError('room-not-found');
  const subject = await kind.subject(ctx.db, refId);
  if (!subject) throw new AppError('room-not-found');
  if (!subject.members.includes(actor.id)) throw new AppError('not-room-member');
  const room =
    (await repo.findSubjectRoom(ctx.db, type, refId)) ??
    (await repo.insertRoom(ctx.db, { type, refId, pairKey: null }, subject.members));
  return { room, subject };
};

/** Opens a subject's room for its members ahead of time (e.g. when a lesson is booked). */
export const openSubjectRoom = async (
  db: Executor,
  type: number,
  refId: number,
  members: number[],
) =>
  (await repo.findSubjectRoom(db, type, refId)) ??
  repo.insertRoom(db, { type, refId, pairKey: null }, members);

export const requireUser = async (db: Executor, id: number): Promise<UserRow> => {
  const user = await findUserById(db, id);
  if (!user) throw new AppError('user-not-found');
  return user;
};
