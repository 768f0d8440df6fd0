/** Chat rooms, members, messages and session attendance: all the SQL of the chat module. */
import { and, asc, desc, eq, gt, inArray, isNotNull, lt, ne, sql, type SQL } from 'drizzle-orm';
import { Role } from '@darsak/shared';
import type { Db, Executor } from '../../db/client.js';
import { builtOnce, builtOncePerShape } from '../../db/built-once.js';
import { prepared } from '../../db/prepared.js';
import {
  chatMessages,
  chatRoomMembers,
  chatRooms,
  sessionDataUsed,
  sessionEvents,
  users,
} from '../../db/schema.js';

export type RoomRow = typeof chatRooms.$inferSelect;
export type MemberRow = typeof chatRoomMembers.$inferSelect;
export type MessageRow = typeof chatMessages.$inferSelect;
export type SessionEventRow = typeof sessionEvents.$inferSelect;

/** The key of the General room between two people: "low:high". */
export const pairKey = (a: number, b: number): string => `${Math.min(a, b)}:${Math.max(a, b)}`;

/** A list of ids as one parameter (`= any($n)`): the query's text does not depend on its length. */
const anyOf = (name: string) => sql`any(${sql.placeholder(name)}::int[])`;

const roomById = builtOnce<{ id: number }, RoomRow[]>('chat_room_by_id', (db) =>
  db
    .select()
    .from(chatRooms)
    .where(eq(chatRooms.id, sql.placeholder('id'))),
);

export const findRoom = async (db: Executor, id: number): Promise<RoomRow | undefined> => {
  const [row] = await roomById(db, { id });
  return row;
};

export const findPairRoom = async (db: Executor, a: number, b: number) => {
  const [row] = await db
    .select()
    .from(chatRooms)
    .where(eq(chatRooms.pairKey, pairKey(a, b)));
  return row;
};

export const findSubjectRoom = async (db: Executor, type: number, refId: number) => {
  const [row] = await db
    .select()
    .from(chatRooms)
    .where(and(eq(chatRooms.type, type), eq(chatRooms.refId, refId)));
  return row;
};

/** Creates a room with its members, or finds the one a concurrent call created. */
export const insertRoom = async (
  db: Executor,
  room: { type: number; refId: number | null; pairKey: string | null },
  members: number[],
): Promise<RoomRow> => {
  const [created] = await db.insert(chatRooms).values(room).onConflictDoNothing().returning();
  const row =
    created ??
    (room.pairKey
      ? await findPairRoom(db, ...(room.pairKey.split(':').map(Number) as [number, number]))
      : await findSubjectRoom(db, room.type, room.refId!));
  if (!row) throw new Error('room neither created nor found');
  await addMembers(db, row.id, members);
  return row;
};

export const addMembers = async (db: Executor, roomId: number, members: number[]) => {
  if (members.length === 0) return;
  await db
    .insert(chatRoomMembers)
    .values(members.map((userId) => ({ roomId, userId })))
    .onConflictDoNothing();
};

const memberOfRoom = builtOnce<{ roomId: number; userId: number }, MemberRow[]>(
  'chat_member',
  (db) =>
    db
      .select()
      .from(chatRoomMembers)
      .where(
        and(
          eq(chatRoomMembers.roomId, sql.placeholder('roomId')),
          eq(chatRoomMembers.userId, sql.placeholder('userId')),
        ),
      ),
);

export const findMember = async (db: Executor, roomId: number, userId: number) => {
  const [row] = await memberOfRoom(db, { roomId, userId });
  return row;
};

/** A room and the user's membership of it (null when they are not in it), in one read. */
const roomWithMember = builtOnce<
  { roomId: number; userId: number },
  { room: RoomRow; member: MemberRow | null }[]
>('chat_room_with_member', (db) =>
  db
    .select({ room: chatRooms, member: chatRoomMembers })
    .from(chatRooms)
    .leftJoin(
      chatRoomMembers,
      and(
        eq(chatRoomMembers.roomId, chatRooms.id),
        eq(chatRoomMembers.userId, sql.placeholder('userId')),
      ),
    )
    .where(eq(chatRooms.id, sql.placeholder('roomId'))),
);

export const findRoomWithMember = async (db: Executor, roomId: number, userId: number) => {
  const [row] = await roomWithMember(db, { roomId, userId });
  return row;
};

export const memberIdsOf = async (db: Executor, roomId: number): Promise<number[]> => {
  const rows = await db
    .select({ userId: chatRoomMembers.userId })
    .from(chatRoomMembers)
    .where(eq(chatRoomMembers.roomId, roomId));
  return rows.map((row) => row.userId);
};

/** Of the rooms asked for, those the user is a member of. */
export const roomIdsOfMember = async (db: Executor, userId: number, ids: number[]) => {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ roomId: chatRoomMembers.roomId })
    .from(chatRoomMembers)
    .where(and(eq(chatRoomMembers.userId, userId), inArray(chatRoomMembers.roomId, ids)));
  return rows.map((row) => row.roomId);
};

const memberUsersOf = builtOnce('chat_member_users', (db) =>
  db
    .select({
      roomId: chatRoomMembers.roomId,
      lastReadMessageId: chatRoomMembers.lastReadMessageId,
      id: users.id,
      name: users.name,
      role: users.role,
      gender: users.gender,
      image: users.image,
      online: users.online,
      lastSeenAt: users.lastSeenAt,
    })
    .from(chatRoomMembers)
    .innerJoin(users, eq(users.id, chatRoomMembers.userId))
    .where(sql`${chatRoomMembers.roomId} = ${anyOf('roomIds')}`)
    .orderBy(asc(users.id)),
);

export const memberUsers = async (db: Executor, roomIds: number[]) =>
  roomIds.length === 0 ? [] : memberUsersOf(db, { roomIds });
export type MemberUser = Awaited<ReturnType<typeof memberUsers>>[number];

/**
 * A member's rooms of one shape (`p`: pinned ones only, `u`: unpinned ones only, `q`: searched by
 * another member's name), as conditions with placeholders. Only rooms that hold a message: a
 * lesson's room is opened at booking, and listed empty beside the pair's own room it only cluttered
 * the list with a «درس مع …» for each lesson (decision 047).
 */
const roomConditions = (shape: string): SQL | undefined => {
  const parts = new Set(shape.split('_'));
  const conditions: SQL[] = [
    eq(chatRoomMembers.userId, sql.placeholder('userId')),
    isNotNull(chatRooms.lastMessageAt),
  ];
  if (parts.has('p')) conditions.push(isNotNull(chatRoomMembers.pinnedAt));
  if (parts.has('u')) conditions.push(sql`${chatRoomMembers.pinnedAt} is null`);
  if (parts.has('q'))
    conditions.push(sql`${chatRoomMembers.roomId} in (
      select other.room_id from chat_room_members other
        join ${users} on ${users.id} = other.user_id
       where other.user_id <> ${sql.placeholder('userId')}
         and ${users.name} ilike ${sql.placeholder('pattern')})`);
  return and(...conditions);
};

type RoomListValues = { userId: number; pattern: string | undefined };

const roomsPage = builtOncePerShape<
  RoomListValues & { limit: number; offset: number },
  { room: RoomRow; member: MemberRow }[]
>('chat_rooms_page', (db, shape) =>
  db
    .select({ room: chatRooms, member: chatRoomMembers })
    .from(chatRoomMembers)
    .innerJoin(chatRooms, eq(chatRooms.id, chatRoomMembers.roomId))
    .where(roomConditions(shape))
    .orderBy(
      sql`${chatRoomMembers.pinnedAt} is null`,
      desc(sql`coalesce(${chatRooms.lastMessageAt}, ${chatRooms.createdAt})`),
      desc(chatRooms.id),
    )
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset')),
);

const roomsCount = builtOncePerShape<RoomListValues, { total: number }[]>(
  'chat_rooms_count',
  (db, shape) =>
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(chatRoomMembers)
      .innerJoin(chatRooms, eq(chatRooms.id, chatRoomMembers.roomId))
      .where(roomConditions(shape)),
);

/**
 * A member's rooms that hold a message: pinned first, then the latest message first; searched by
 * another member's name.
 */
export const roomsOfMember = async (
  db: Executor,
  userId: number,
  options: { search?: string; pinned?: boolean; page: number; size: number },
) => {
  const shape = [
    options.pinned === undefined ? '' : options.pinned ? 'p' : 'u',
    options.search ? 'q' : '',
  ]
    .filter(Boolean)
    .join('_');
  const values: RoomListValues = {
    userId,
    pattern: options.search ? `%${options.search.replace(/[%_\\]/g, '\\$&')}%` : undefined,
  };
  const [rows, [count]] = await Promise.all([
    roomsPage(db, shape, {
      ...values,
      limit: options.size,
      offset: (options.page - 1) * options.size,
    }),
    roomsCount(db, shape, values),
  ]);
  return { rows, total: Number(count?.total ?? 0) };
};

/** The newest message of each room (deleted ones included: they keep their place). */
const lastMessagesOf = builtOnce<{ roomIds: number[] }, MessageRow[]>('chat_last_messages', (db) =>
  db
    .selectDistinctOn([chatMessages.roomId])
    .from(chatMessages)
    .where(sql`${chatMessages.roomId} = ${anyOf('roomIds')}`)
    .orderBy(chatMessages.roomId, desc(chatMessages.id)),
);

export const lastMessages = async (db: Executor, roomIds: number[]): Promise<MessageRow[]> =>
  roomIds.length === 0 ? [] : lastMessagesOf(db, { roomIds });

/** Unread messages per room for a member, in the rooms asked for (`in`) or in all of theirs. */
const unreadOf = builtOncePerShape<
  { userId: number; roomIds: number[] | undefined },
  { roomId: number; unread: number }[]
>('chat_unread', (db, shape) =>
  db
    .select({ roomId: chatMessages.roomId, unread: sql<number>`count(*)::int` })
    .from(chatRoomMembers)
    .innerJoin(
      chatMessages,
      and(
        eq(chatMessages.roomId, chatRoomMembers.roomId),
        gt(chatMessages.id, chatRoomMembers.lastReadMessageId),
        ne(chatMessages.senderId, sql.placeholder('userId')),
        sql`${chatMessages.deletedAt} is null`,
      ),
    )
    .where(
      and(
        eq(chatRoomMembers.userId, sql.placeholder('userId')),
        shape === 'in' ? sql`${chatRoomMembers.roomId} = ${anyOf('roomIds')}` : undefined,
      ),
    )
    .groupBy(chatMessages.roomId),
);

/** Unread messages per room for a member: others' messages after their read marker, not deleted. */
export const unreadCounts = async (db: Executor, userId: number, roomIds?: number[]) => {
  if (roomIds?.length === 0) return new Map<number, number>();
  const rows = await unreadOf(db, roomIds ? 'in' : 'all', { userId, roomIds });
  return new Map(rows.map((row) => [row.roomId, Number(row.unread)]));
};

export const insertMessage = async (
  db: Executor,
  message: {
    roomId: number;
    senderId: number;
    text: string;
    clientId?: string;
  },
): Promise<{ row: MessageRow; fresh: boolean }> => {
  const [row] = await db
    .insert(chatMessages)
    .values({ ...message, clientId: message.clientId ?? null })
    .onConflictDoNothing()
    .returning();
  if (row) {
    await db
      .update(chatRooms)
      .set({ lastMessageAt: row.createdAt })
      .where(eq(chatRooms.id, message.roomId));
    // The sender has read everything up to their own message.
    await markRead(db, message.roomId, message.senderId, row.id);
    return { row, fresh: true };
  }
  // The same send retried: answer the message stored the first time.
  const [existing] = await db
    .select()
    .from(chatMessages)
    .where(
      and(
        eq(chatMessages.senderId, message.senderId),
        eq(chatMessages.clientId, message.clientId!),
      ),
    );
  if (!existing) throw new Error('message neither stored nor found');
  return { row: existing, fresh: false };
};

/** A message to store, as its sender sent it. */
export type NewMessage = {
  roomId: number;
  senderId: number;
  text: string;
  clientId: string | null;
};

/** A stored message and the members of its room, its sender among them. */
export type StoredMessage = { row: MessageRow; members: number[] };

type StoredRaw = {
  id: number;
  room_id: number;
  sender_id: number;
  text: string;
  client_id: string | null;
  created_at: Date | string;
  edited_at: Date | string | null;
  deleted_at: Date | string | null;
  members: number[];
};

const noMedia = {
  mediaKind: null,
  mediaFile: null,
  mediaBytes: null,
  mediaDurationMs: null,
  mediaWidth: null,
  mediaHeight: null,
} as const;

const dateOf = (value: Date | string | null) =>
  value === null ? null : value instanceof Date ? value : new Date(value);

/**
 * The statement behind `storeMessages`, prepared once per connection: its text does not depend on how
 * many messages it stores (they come as lists of the same length, in order).
 */
const storeStatement = prepared(
  'chat_store_messages',
  `
  with input as (
    select * from unnest($1::int[], $2::int[], $3::text[], $4::text[])
      with ordinality as given (room_id, sender_id, text, client_id, ord)
  ),
  allowed as (
    select input.* from input
      join chat_room_members member
        on member.room_id = input.room_id and member.user_id = input.sender_id
      join users sender
        on sender.id = input.sender_id
       and (sender.role <> ${Role.Student} or sender.verified_email)
  ),
  stored as (
    insert into chat_messages (room_id, sender_id, text, client_id)
    select room_id, sender_id, text, client_id
      from allowed order by ord
    on conflict do nothing
    returning id, room_id, sender_id, text, client_id, created_at, edited_at, deleted_at
  ),
  moved as (
    update chat_rooms set last_message_at = latest.at
      from (select room_id, max(created_at) as at from stored group by room_id) latest
     where chat_rooms.id = latest.room_id
       and (chat_rooms.last_message_at is null or chat_rooms.last_message_at < latest.at)
  ),
  read as (
    update chat_room_members set last_read_message_id = own.id
      from (select room_id, sender_id, max(id) as id from stored group by room_id, sender_id) own
     where chat_room_members.room_id = own.room_id
       and chat_room_members.user_id = own.sender_id
       and chat_room_members.last_read_message_id < own.id
  )
  select stored.*,
         array(select m.user_id from chat_room_members m
                where m.room_id = stored.room_id order by m.user_id) as members
    from stored order by stored.id`,
);

/**
 * Stores several new messages in one statement, in the order given: each only if its sender is a
 * member of the room and may write (a student with a verified email), and not already stored under
 * its client id. With each message the room's last message time and the sender's read marker move,
 * and its room's members are answered. An entry answers `undefined` when it was not stored; the
 * caller finds out why. The same (sender, client id) must not be given twice.
 */
export const storeMessages = async (
  db: Db,
  batch: readonly NewMessage[],
): Promise<(StoredMessage | undefined)[]> => {
  if (batch.length === 0) return [];
  const lists = [
    batch.map((m) => m.roomId),
    batch.map((m) => m.senderId),
    batch.map((m) => m.text),
    batch.map((m) => m.clientId),
  ];
  const rows = (await storeStatement(db, lists)) as StoredRaw[];
  // The ids follow the order given, so the stored rows match their entries in turn; an entry that
  // was refused or already stored has no row. Its room, sender and client id tell which: a room
  // refuses all of a sender's messages or none, and a client id is stored once. The text is not
  // compared: what the database stores is the row.
  let next = 0;
  return batch.map((m) => {
    const raw = rows[next];
    if (
      !raw ||
      raw.room_id !== m.roomId ||
      raw.sender_id !== m.senderId ||
      raw.client_id !== m.clientId
    )
      return undefined;
    next += 1;
    return {
      row: {
        id: raw.id,
        roomId: raw.room_id,
        senderId: raw.sender_id,
        text: raw.text,
        clientId: raw.client_id,
        createdAt: dateOf(raw.created_at)!,
        editedAt: dateOf(raw.edited_at),
        deletedAt: dateOf(raw.deleted_at),
        // The socket carries text only; pictures and voice notes come by upload (media.ts).
        ...noMedia,
      },
      members: raw.members.map(Number),
    };
  });
};

export const findMessage = async (db: Executor, id: number): Promise<MessageRow | undefined> => {
  const [row] = await db.select().from(chatMessages).where(eq(chatMessages.id, id));
  return row;
};

export const editMessage = async (db: Executor, id: number, text: string, at: Date) => {
  const [row] = await db
    .update(chatMessages)
    .set({ text, editedAt: at })
    .where(and(eq(chatMessages.id, id), sql`${chatMessages.deletedAt} is null`))
    .returning();
  return row;
};

/** A message sent under the sender's own id, if any. */
export const findByClientId = async (db: Executor, senderId: number, clientId: string) => {
  const [row] = await db
    .select()
    .from(chatMessages)
    .where(and(eq(chatMessages.senderId, senderId), eq(chatMessages.clientId, clientId)));
  return row;
};

/** A picture or voice note to store as a message. */
export type NewMediaMessage = {
  roomId: number;
  senderId: number;
  clientId: string | null;
  kind: 'picture' | 'voice';
  file: string;
  bytes: number;
  durationMs: number | null;
  width: number | null;
  height: number | null;
};

/**
 * Stores a picture or voice note as a message, in the caller's transaction: the room's last message
 * time and the sender's read marker move with it. Answers undefined when the sender's client id
 * holds a message already (a resend).
 */
export const insertMediaMessage = async (
  tx: Executor,
  message: NewMediaMessage,
): Promise<MessageRow | undefined> => {
  const [row] = await tx
    .insert(chatMessages)
    .values({
      roomId: message.roomId,
      senderId: message.senderId,
      text: '',
      clientId: message.clientId,
      mediaKind: message.kind,
      mediaFile: message.file,
      mediaBytes: message.bytes,
      mediaDurationMs: message.durationMs,
      mediaWidth: message.width,
      mediaHeight: message.height,
    })
    .onConflictDoNothing()
    .returning();
  if (!row) return undefined;
  await tx
    .update(chatRooms)
    .set({ lastMessageAt: row.createdAt })
    .where(
      and(
        eq(chatRooms.id, message.roomId),
        sql`(${chatRooms.lastMessageAt} is null or ${chatRooms.lastMessageAt} < ${row.createdAt.toISOString()}::timestamptz)`,
      ),
    );
  await markRead(tx, message.roomId, message.senderId, row.id);
  return row;
};

/** Whether a message still names a stored file (a deleted one names none). */
export const messageNamesFile = async (db: Executor, file: string): Promise<boolean> => {
  const [row] = await db
    .select({ id: chatMessages.id })
    .from(chatMessages)
    .where(eq(chatMessages.mediaFile, file));
  return row !== undefined;
};

/** Deletes a message: its text and its file's name go, its place stays. */
export const deleteMessage = async (db: Executor, id: number, at: Date) => {
  const [row] = await db
    .update(chatMessages)
    .set({ text: '', mediaFile: null, deletedAt: at })
    .where(and(eq(chatMessages.id, id), sql`${chatMessages.deletedAt} is null`))
    .returning();
  return row;
};

/** Moves a member's read marker forward (never back); answers whether it moved. */
export const markRead = async (db: Executor, roomId: number, userId: number, messageId: number) => {
  const rows = await db
    .update(chatRoomMembers)
    .set({ lastReadMessageId: messageId })
    .where(
      and(
        eq(chatRoomMembers.roomId, roomId),
        eq(chatRoomMembers.userId, userId),
        lt(chatRoomMembers.lastReadMessageId, messageId),
      ),
    )
    .returning({ roomId: chatRoomMembers.roomId });
  return rows.length > 0;
};

/** A page of a room's messages, newest first, before a message or from the newest. */
const messagesPage = builtOncePerShape<
  { roomId: number; before: number | undefined; limit: number },
  MessageRow[]
>('chat_history', (db, shape) =>
  db
    .select()
    .from(chatMessages)
    .where(
      and(
        eq(chatMessages.roomId, sql.placeholder('roomId')),
        shape === 'before' ? lt(chatMessages.id, sql.placeholder('before')) : undefined,
      ),
    )
    .orderBy(desc(chatMessages.id))
    .limit(sql.placeholder('limit')),
);

export const history = async (
  db: Executor,
  roomId: number,
  before: number | undefined,
  size: number,
) => {
  const rows = await messagesPage(db, before ? 'before' : 'newest', {
    roomId,
    before,
    limit: size + 1,
  });
  return { list: rows.slice(0, size).reverse(), hasMore: rows.length > size };
};

export const setRoomFlags = async (
  db: Executor,
  roomId: number,
  userId: number,
  flags: { pinned?: boolean; muted?: boolean },
  at: Date,
) => {
  const set: Partial<MemberRow> = {};
  if (flags.pinned !== undefined) set.pinnedAt = flags.pinned ? at : null;
  if (flags.muted !== undefined) set.mutedAt = flags.muted ? at : null;
  if (Object.keys(set).length === 0) return;
  await db
    .update(chatRoomMembers)
    .set(set)
    .where(and(eq(chatRoomMembers.roomId, roomId), eq(chatRoomMembers.userId, userId)));
};

/**
 * Claims the right to tell a member of a new message by their channel: at most once per quiet
 * period per room, and never in a muted room. Answers whether this call claimed it.
 */
export const claimNotice = async (
  db: Executor,
  roomId: number,
  userId: number,
  now: Date,
  quietMs: number,
) => {
  const since = new Date(now.getTime() - quietMs).toISOString();
  const rows = await db
    .update(chatRoomMembers)
    .set({ notifiedAt: now })
    .where(
      and(
        eq(chatRoomMembers.roomId, roomId),
        eq(chatRoomMembers.userId, userId),
        sql`${chatRoomMembers.mutedAt} is null`,
        sql`(${chatRoomMembers.notifiedAt} is null or ${chatRoomMembers.notifiedAt} < ${since}::timestamptz)`,
      ),
    )
    .returning({ roomId: chatRoomMembers.roomId });
  return rows.length > 0;
};

/** The people a user shares a General room with (the "all tutors" tab leaves them out). */
export const contactedUserIds = async (db: Executor, userId: number): Promise<number[]> => {
  const rows = await db
    .select({ userId: sql<number>`other.user_id` })
    .from(chatRoomMembers)
    .innerJoin(chatRooms, and(eq(chatRooms.id, chatRoomMembers.roomId), eq(chatRooms.type, 1)))
    .innerJoin(
      sql`chat_room_members other`,
      sql`other.room_id = ${chatRoomMembers.roomId} and other.user_id <> ${userId}`,
    )
    .where(eq(chatRoomMembers.userId, userId));
  return rows.map((row) => Number(row.userId));
};

export const recordSessionEvent = async (
  db: Executor,
  event: { roomId: number; userId: number; event: 1 | 2; at: Date },
) => {
  await db.insert(sessionEvents).values(event);
};

export const sessionEventsOf = async (db: Executor, roomId: number) =>
  db
    .select()
    .from(sessionEvents)
    .where(eq(sessionEvents.roomId, roomId))
    .orderBy(asc(sessionEvents.at), asc(sessionEvents.id));

/** Adds bytes to what a member's calls in a session moved. */
export const addSessionData = async (
  db: Executor,
  roomId: number,
  userId: number,
  bytes: number,
): Promise<void> => {
  await db
    .insert(sessionDataUsed)
    .values({ roomId, userId, bytes })
    .onConflictDoUpdate({
      target: [sessionDataUsed.roomId, sessionDataUsed.userId],
      set: { bytes: sql`${sessionDataUsed.bytes} + ${bytes}`, updatedAt: sql`now()` },
    });
};

/** The bytes each member's calls in a session moved, by member. */
export const sessionDataOf = async (db: Executor, roomId: number): Promise<Map<number, number>> => {
  const rows = await db
    .select({ userId: sessionDataUsed.userId, bytes: sessionDataUsed.bytes })
    .from(sessionDataUsed)
    .where(eq(sessionDataUsed.roomId, roomId));
  return new Map(rows.map((row) => [row.userId, Number(row.bytes)]));
};

/**
 * One member's joined and left events in the sessions of the given subjects of a room type, with
 * the subject each belongs to, oldest first.
 */
export const memberEventsInSubjects = async (
  db: Executor,
  type: number,
  refIds: readonly number[],
  userId: number,
) => {
  if (refIds.length === 0) return [];
  return db
    .select({
      refId: sql<number>`${chatRooms.refId}`,
      userId: sessionEvents.userId,
      event: sessionEvents.event,
      at: sessionEvents.at,
    })
    .from(sessionEvents)
    .innerJoin(chatRooms, eq(chatRooms.id, sessionEvents.roomId))
    .where(
      and(
        eq(chatRooms.type, type),
        inArray(chatRooms.refId, [...refIds]),
        eq(sessionEvents.userId, userId),
      ),
    )
    .orderBy(asc(sessionEvents.at), asc(sessionEvents.id));
};

/** The last event of a member in a room's session: whether they are counted as in it. */
export const lastSessionEvent = async (db: Executor, roomId: number, userId: number) => {
  const [row] = await db
    .select()
    .from(sessionEvents)
    .where(and(eq(sessionEvents.roomId, roomId), eq(sessionEvents.userId, userId)))
    .orderBy(desc(sessionEvents.at), desc(sessionEvents.id))
    .limit(1);
  return row;
};
