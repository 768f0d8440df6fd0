/** The chat endpoints: rooms, their members and history (docs/product/chat-and-calls.md#rooms). */
import {
  isAdminRole,
  type ChatMember,
  type ChatRoom,
  type MessageHistory,
  type MessageHistoryQuery,
  type NewChatBody,
  type RoomListQuery,
  type UpdateRoomBody,
} from '@darsak/shared';
import type { AppContext } from '../../context.js';
import { AppError } from '../../http/app-error.js';
import type { Actor } from '../../http/actor.js';
import { sendMessage } from './messages.js';
import { presentMember, presentMessage, presentRoom } from './presenter.js';
import * as repo from './repository.js';
import {
  assertMayWrite,
  mayOpenRoom,
  requireUser,
  roomOfMember,
  roomView,
  subjectRoom,
  subjectsOf,
} from './rooms.js';

export const newChat = async (ctx: AppContext, actor: Actor, body: NewChatBody) => {
  const from = await requireUser(ctx.db, actor.id);
  const to = await requireUser(ctx.db, body.userId);
  assertMayWrite(from);
  if (!mayOpenRoom(from, to))
    throw new AppError('forbidden', 'You may not open a room with this user');
  if (await repo.findPairRoom(ctx.db, from.id, to.id)) throw new AppError('room-exists');
  const room = await ctx.db.transaction((tx) =>
    repo.insertRoom(tx, { type: 1, refId: null, pairKey: repo.pairKey(from.id, to.id) }, [
      from.id,
      to.id,
    ]),
  );
  const message = await sendMessage(ctx, from.id, room.id, body.message, body.clientId);
  return { room: await roomView(ctx.db, room.id, from.id), message };
};

export const roomByMembers = async (
  ctx: AppContext,
  actor: Actor,
  other: number,
): Promise<ChatRoom> => {
  const room = await repo.findPairRoom(ctx.db, actor.id, other);
  if (!room) throw new AppError('room-not-found');
  return roomView(ctx.db, room.id, actor.id);
};

export const roomFor = async (ctx: AppContext, actor: Actor, type: number, refId: number) => {
  const { room } = await subjectRoom(ctx, actor, type, refId);
  return roomView(ctx.db, room.id, actor.id);
};

export const roomMembers = async (
  ctx: AppContext,
  actor: Actor,
  roomId: number,
): Promise<ChatMember[]> => {
  await roomOfMember(ctx.db, roomId, actor.id);
  return (await repo.memberUsers(ctx.db, [roomId])).map(presentMember);
};

/** A room as the member sees it in their list. */
export const getRoom = async (ctx: AppContext, actor: Actor, roomId: number) => {
  return roomView(ctx.db, roomId, actor.id);
};

export const listRooms = async (
  ctx: AppContext,
  actor: Actor,
  userId: number,
  query: RoomListQuery,
) => {
  if (userId !== actor.id && !isAdminRole(actor.role)) throw new AppError('forbidden');
  const { rows, total } = await repo.roomsOfMember(ctx.db, userId, {
    search: query.search?.trim() || undefined,
    pinned: query.pinned === undefined ? undefined : query.pinned === 'true',
    page: query.page,
    size: query.size,
  });
  const ids = rows.map((row) => row.room.id);
  // The unread counts of all their rooms hold this page's too: one read for both.
  const [members, last, unread, subjects] = await Promise.all([
    repo.memberUsers(ctx.db, ids),
    repo.lastMessages(ctx.db, ids),
    repo.unreadCounts(ctx.db, userId),
    subjectsOf(
      ctx.db,
      rows.map((row) => row.room),
    ),
  ]);
  const lastOf = new Map(last.map((message) => [message.roomId, message]));
  return {
    list: rows.map(({ room, member }) =>
      presentRoom(
        room,
        member,
        members,
        lastOf.get(room.id),
        unread.get(room.id) ?? 0,
        subjects.get(room.id),
      ),
    ),
    total,
    unreadRooms: unread.size,
  };
};

export const listMessages = async (
  ctx: AppContext,
  actor: Actor,
  roomId: number,
  query: MessageHistoryQuery,
): Promise<MessageHistory> => {
  await roomOfMember(ctx.db, roomId, actor.id);
  const [page, members] = await Promise.all([
    repo.history(ctx.db, roomId, query.before, query.size),
    repo.memberUsers(ctx.db, [roomId]),
  ]);
  return {
    list: page.list.map(presentMessage),
    hasMore: page.hasMore,
    reads: members.map((row) => ({ userId: row.id, messageId: row.lastReadMessageId })),
  };
};

export const updateRoom = async (
  ctx: AppContext,
  actor: Actor,
  roomId: number,
  body: UpdateRoomBody,
): Promise<ChatRoom> => {
  await roomOfMember(ctx.db, roomId, actor.id);
  await repo.setRoomFlags(ctx.db, roomId, actor.id, body, new Date());
  return roomView(ctx.db, roomId, actor.id);
};
