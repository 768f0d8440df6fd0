/**
 * Writing in a room: send, edit, delete, read and typing (docs/product/chat-and-calls.md#messages).
 * Every member's tabs hear what happens in their rooms (through their user room, so the menu's
 * unread badge moves on any page). A member with no socket open is told by their notification
 * channel instead, at most once per quiet period per room and never from a muted room (a durable
 * job, so a crash loses none).
 */
import { z } from 'zod/mini';
import { Gender, type ChatMessage } from '@darsak/shared';
import type { AppContext } from '../../context.js';
import type { Db } from '../../db/client.js';
import { AppError } from '../../http/app-error.js';
import { defineJob } from '../../jobs.js';
import { textsFor } from '../../locales/notifications.js';
import { findUserById, messageUser } from '../users/index.js';
import { scheduleDeletedMediaRemoval } from './media-removal.js';
import { presentMessage } from './presenter.js';
import * as repo from './repository.js';
import { assertMayWrite, requireUser, roomOfMember } from './rooms.js';

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
    const female = sender?.gender === Gender.Female;
    // A picture or voice note is only named: what it shows or says stays in the app.
    await messageUser(ctx, user, {
      subject: texts.chatMessageSubject(from),
      text:
        message.mediaKind === 'picture' || message.mediaKind === 'voice'
          ? texts.chatMediaText(user.name, from, message.mediaKind, female)
          : texts.chatMessageText(user.name, from, message.text, female),
    });
  },
});

const tellMembers = async (ctx: AppContext, roomId: number) => repo.memberIdsOf(ctx.db, roomId);

/** Most messages stored in one statement. */
const MAX_BATCH = 100;

type Waiting = {
  message: repo.NewMessage;
  resolve: (stored: repo.StoredMessage | undefined) => void;
  reject: (error: unknown) => void;
};

/**
 * Stores a new message, answering it with its room's members, or undefined when the statement did
 * not store it (see `storeMessages`).
 */
export type MessageWriter = (message: repo.NewMessage) => Promise<repo.StoredMessage | undefined>;

/**
 * Stores new messages the way a database commits a group: a message that comes while none is being
 * written is written at once, alone; those that come meanwhile wait and are written together in the
 * next statement. Nothing waits for a timer, and under load one statement carries many messages.
 * Statements run one after the other, and each answers its messages in order, so a room's messages
 * are stored and delivered in the order they came.
 */
export const newMessageWriter = (db: Db): MessageWriter => {
  let queue: Waiting[] = [];
  let writing = false;

  /** The next batch: in order, at most one entry per sender and client id (a retry waits). */
  const take = (): Waiting[] => {
    const batch: Waiting[] = [];
    const rest: Waiting[] = [];
    const keys = new Set<string>();
    for (const entry of queue) {
      const { senderId, clientId } = entry.message;
      const key = clientId === null ? null : `${senderId}:${clientId}`;
      if (batch.length >= MAX_BATCH || (key !== null && keys.has(key))) rest.push(entry);
      else {
        if (key !== null) keys.add(key);
        batch.push(entry);
      }
    }
    queue = rest;
    return batch;
  };

  const drain = async () => {
    writing = true;
    while (queue.length > 0) {
      const batch = take();
      try {
        const stored = await repo.storeMessages(
          db,
          batch.map((entry) => entry.message),
        );
        batch.forEach((entry, i) => entry.resolve(stored[i]));
      } catch (error) {
        if (batch.length === 1) {
          batch[0]!.reject(error);
          continue;
        }
        // One message the database refuses (or a deadlock with another process's statement)
        // must not fail the others: each is written alone, still in order.
        for (const entry of batch) {
          try {
            entry.resolve((await repo.storeMessages(db, [entry.message]))[0]);
          } catch (alone) {
            entry.reject(alone);
          }
        }
      }
    }
    writing = false;
  };

  return (message: repo.NewMessage) =>
    new Promise<repo.StoredMessage | undefined>((resolve, reject) => {
      queue.push({ message, resolve, reject });
      if (!writing) void drain();
    });
};

/**
 * A message the batch did not store: the reason as an error (no such room, not a member, may not
 * write), or the message stored the first time under the same client id, or (the membership or the
 * right to write came meanwhile) the message stored now.
 */
const storeAlone = async (
  ctx: AppContext,
  message: repo.NewMessage,
): Promise<{ row: repo.MessageRow; members: number[] | null }> => {
  assertMayWrite(await requireUser(ctx.db, message.senderId));
  await roomOfMember(ctx.db, message.roomId, message.senderId);
  const { row, fresh } = await repo.insertMessage(ctx.db, {
    ...message,
    clientId: message.clientId ?? undefined,
  });
  return { row, members: fresh ? await tellMembers(ctx, message.roomId) : null };
};

/** Members with no socket open are told later by their channel. */
const scheduleNotices = async (
  ctx: AppContext,
  row: repo.MessageRow,
  members: readonly number[],
) => {
  const away: number[] = [];
  for (const userId of members) {
    if (userId !== row.senderId && !(await ctx.realtime.isOnline(userId))) away.push(userId);
  }
  if (away.length === 0) return;
  const runAt = new Date(Date.now() + NOTICE_DELAY_MS);
  await messageNotice.schedule(
    ctx.db,
    away.map((userId) => ({
      key: `${row.id}:${userId}`,
      runAt,
      payload: { messageId: row.id, userId },
    })),
  );
};

/**
 * Sends a message: stored, then delivered to every member's tabs and acknowledged (decision 031);
 * members with no socket open are told later by their channel.
 */
export const sendMessage = async (
  ctx: AppContext,
  senderId: number,
  roomId: number,
  text: string,
  clientId?: string,
): Promise<ChatMessage> => {
  const input: repo.NewMessage = { roomId, senderId, text, clientId: clientId ?? null };
  const { row, members } = (await ctx.messageWriter(input)) ?? (await storeAlone(ctx, input));
  // A retried send answers the message stored the first time; it was delivered then.
  if (!members) return presentMessage(row);
  return deliverMessage(ctx, row, members);
};

/**
 * Tells a new message to every member's tabs; members with no socket open are told later by their
 * channel.
 */
export const deliverMessage = async (
  ctx: AppContext,
  row: repo.MessageRow,
  members: readonly number[],
): Promise<ChatMessage> => {
  const message = presentMessage(row);
  ctx.realtime.toUsers([...members], 'RoomMessage', message);
  await scheduleNotices(ctx, row, members);
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
  const own = await ownMessage(ctx, userId, messageId);
  if (own.mediaKind)
    throw new AppError('message-not-editable', 'A picture or voice note has no text to edit', {
      ack: 'unallowed',
    });
  const row = await repo.editMessage(ctx.db, messageId, text, new Date());
  if (!row) throw new AppError('not-found', 'message-not-found', { ack: 'message-not-found' });
  const message = presentMessage(row);
  ctx.realtime.toUsers(await tellMembers(ctx, row.roomId), 'RoomMessageUpdated', message);
  return message;
};

/**
 * Deletes one's own message: its text, or its picture or voice note with the stored file
 * (docs/product/chat-and-calls.md#editing-and-deleting).
 */
export const deleteMessage = async (ctx: AppContext, userId: number, messageId: number) => {
  const own = await ownMessage(ctx, userId, messageId);
  const file = own.mediaFile;
  const row = await ctx.db.transaction(async (tx) => {
    const deleted = await repo.deleteMessage(tx, messageId, new Date());
    // The file goes once the row no longer names it, by a job committed with the deletion.
    if (deleted && file) await scheduleDeletedMediaRemoval(tx, file);
    return deleted;
  });
  if (!row) throw new AppError('not-found', 'message-not-found', { ack: 'message-not-found' });
  if (file) ctx.wakeJobs();
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
