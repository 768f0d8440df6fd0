/**
 * Writing in a room: send, edit, delete, read and typing (SPEC §7 socket events). Every member's
 * tabs hear what happens in their rooms (through their user room, so the menu's unread badge moves
 * on any page). A member with no socket open is told by their notification channel instead, at most
 * once per quiet period per room and never from a muted room (a durable job, so a crash loses none).
 */
import { z } from 'zod/mini';
import type { ChatMessage } from '@darsak/shared';
import type { AppContext } from '../../context.js';
import { AppError } from '../../http/app-error.js';
import { defineJob } from '../../jobs.js';
import { textsFor } from '../../locales/notifications.js';
import { findUserById, messageUser, type UserRow } from '../users/index.js';
import { presentMessage } from './presenter.js';
import * as repo from './repository.js';
import { assertMayWrite, roomOfMember } from './rooms.js';

/** How long after a notice a room stays quiet for that member. */
export const NOTICE_QUIET_MS = 15 * 60_000;
/** A notice waits this long, so a member who comes back at once reads it in the app instead. */
const NOTICE_DELAY_MS = 60_000;

export const messageNotice = defineJob({
  name: 'chat-message-notice',
  schema: z.object({ messageId: z.int(), userId: z.int() }),
  run: async (ctx, { messageId, userId }) => {
    const message = await repo.findMessage(ctx.db, messageId);
    const user = await findUserById(ctx.db, userId);
    if (!message || message.deletedAt || !user) return;
    const member = await repo.findMember(ctx.db, message.roomId, userId);
    // Read meanwhile, or they are back: nothing to tell.
    if (!member || member.lastReadMessageId >= message.id) return;
    if (await ctx.realtime.isOnline(userId)) return;
    if (!(await repo.claimNotice(ctx.db, message.roomId, userId, new Date(), NOTICE_QUIET_MS)))
      return;
    const sender = await findUserById(ctx.db, message.senderId);
    const texts = textsFor(user.language);
    const from = sender?.name ?? '';
    await messageUser(ctx, user, {
      subject: texts.chatMessageSubject(from),
      text: texts.chatMessageText(user.name, from, message.text),
    });
  },
});

const tellMembers = async (ctx: AppContext, roomId: number) => repo.memberIdsOf(ctx.db, roomId);

export const sendMessage = async (
  ctx: AppContext,
  sender: UserRow,
  roomId: number,
  text: string,
  clientId?: string,
): Promise<ChatMessage> => {
  assertMayWrite(sender);
  await roomOfMember(ctx.db, roomId, sender.id);
  const { row, fresh } = await repo.insertMessage(ctx.db, {
    roomId,
    senderId: sender.id,
    text,
    clientId,
  });
  const message = presentMessage(row);
  if (!fresh) return message;
  const members = await tellMembers(ctx, roomId);
  ctx.realtime.toUsers(members, 'RoomMessage', message);
  const away: number[] = [];
  for (const userId of members) {
    if (userId !== sender.id && !(await ctx.realtime.isOnline(userId))) away.push(userId);
  }
  if (away.length > 0) {
    const runAt = new Date(Date.now() + NOTICE_DELAY_MS);
    await messageNotice.schedule(
      ctx.db,
      away.map((userId) => ({
        key: `${row.id}:${userId}`,
        runAt,
        payload: { messageId: row.id, userId },
      })),
    );
  }
  return message;
};

/** A message the user sent, or the reason it cannot be changed. */
const ownMessage = async (ctx: AppContext, userId: number, messageId: number) => {
  const message = await repo.findMessage(ctx.db, messageId);
  if (!message || message.deletedAt)
    throw new AppError('not-found', 'message-not-found', { ack: 'message-not-found' });
  await roomOfMember(ctx.db, message.roomId, userId);
  if (message.senderId !== userId)
    throw new AppError('forbidden', 'not-owner', { ack: 'not-owner' });
  return message;
};

export const updateMessage = async (
  ctx: AppContext,
  userId: number,
  messageId: number,
  text: string,
) => {
  await ownMessage(ctx, userId, messageId);
  const row = await repo.editMessage(ctx.db, messageId, text, new Date());
  if (!row) throw new AppError('not-found', 'message-not-found', { ack: 'message-not-found' });
  const message = presentMessage(row);
  ctx.realtime.toUsers(await tellMembers(ctx, row.roomId), 'RoomMessageUpdated', message);
  return message;
};

export const deleteMessage = async (ctx: AppContext, userId: number, messageId: number) => {
  await ownMessage(ctx, userId, messageId);
  const row = await repo.deleteMessage(ctx.db, messageId, new Date());
  if (!row) throw new AppError('not-found', 'message-not-found', { ack: 'message-not-found' });
  ctx.realtime.toUsers(await tellMembers(ctx, row.roomId), 'RoomMessageDeleted', {
    roomId: row.roomId,
    messageId: row.id,
  });
};

export const markRead = async (
  ctx: AppContext,
  userId: number,
  roomId: number,
  messageId: number,
) => {
  await roomOfMember(ctx.db, roomId, userId);
  const message = await repo.findMessage(ctx.db, messageId);
  if (!message || message.roomId !== roomId)
    throw new AppError('not-found', 'message-not-found', { ack: 'message-not-found' });
  if (!(await repo.markRead(ctx.db, roomId, userId, messageId))) return;
  const members = await tellMembers(ctx, roomId);
  ctx.realtime.toUsers(
    members.filter((id) => id !== userId),
    'RoomMessageRead',
    { roomId, messageId, userId },
  );
  // The reader's other tabs clear their unread count.
  ctx.realtime.toUsers([userId], 'MessageRead', { roomId, messageId });
};

export const typing = async (ctx: AppContext, userId: number, roomId: number, typing: boolean) => {
  await roomOfMember(ctx.db, roomId, userId);
  const members = await tellMembers(ctx, roomId);
  ctx.realtime.toUsers(
    members.filter((id) => id !== userId),
    'UserTyping',
    { roomId, userId, typing },
  );
};
