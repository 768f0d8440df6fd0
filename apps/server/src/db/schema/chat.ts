/**
 * Chat rooms and their messages, and the live sessions held in them: a lesson's, an interview's or
 * a demo session's call is its room's, and who joined and left it when is kept as evidence of
 * attendance (docs/product/chat-and-calls.md#attendance).
 */
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { MESSAGE_TEXT_MAX_LENGTH } from '@darsak/shared';
import { users } from './users.js';

const createdAt = () => timestamp({ withTimezone: true }).notNull().defaultNow();
const time = () => timestamp({ withTimezone: true });

/**
 * A room: General between two people (one per pair, `pairKey` "low:high"), or the room of a lesson,
 * interview or demo session (`refId`), whose members are the owner's.
 */
export const chatRooms = pgTable(
  'chat_rooms',
  {
    id: serial().primaryKey(),
    type: smallint().notNull(),
    refId: integer(),
    pairKey: text(),
    lastMessageAt: time(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('chat_rooms_ref_unique')
      .on(t.type, t.refId)
      .where(sql`${t.refId} is not null`),
    uniqueIndex('chat_rooms_pair_unique')
      .on(t.pairKey)
      .where(sql`${t.type} = 1`),
    check('chat_rooms_type_check', sql`${t.type} between 1 and 4`),
    check(
      'chat_rooms_ref_check',
      sql`(${t.type} = 1) = (${t.refId} is null) and (${t.type} = 1) = (${t.pairKey} is not null)`,
    ),
  ],
);

export const chatRoomMembers = pgTable(
  'chat_room_members',
  {
    roomId: integer()
      .notNull()
      .references(() => chatRooms.id, { onDelete: 'cascade' }),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    pinnedAt: time(),
    mutedAt: time(),
    /** The newest message this member has read. */
    lastReadMessageId: integer().notNull().default(0),
    /** When this member was last told of a message by their notification channel. */
    notifiedAt: time(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.roomId, t.userId] }),
    index('chat_room_members_user_idx').on(t.userId),
  ],
);

export const chatMessages = pgTable(
  'chat_messages',
  {
    id: serial().primaryKey(),
    roomId: integer()
      .notNull()
      .references(() => chatRooms.id, { onDelete: 'cascade' }),
    senderId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Emptied when the message is deleted; empty for a picture or voice note. */
    text: text().notNull(),
    /** The sender's own id for it, so a retried send is not stored twice. */
    clientId: text(),
    createdAt: createdAt(),
    editedAt: time(),
    deletedAt: time(),
    /**
     * A picture or voice note instead of text ('picture', 'voice'), with its file's name in private
     * storage (emptied, and the file removed, when the message is deleted), its size, and a voice
     * note's length or a picture's pixels (docs/product/chat-and-calls.md#pictures-and-voice-notes).
     */
    mediaKind: text(),
    mediaFile: text(),
    mediaBytes: integer(),
    mediaDurationMs: integer(),
    mediaWidth: integer(),
    mediaHeight: integer(),
  },
  (t) => [
    index('chat_messages_room_idx').on(t.roomId, t.id),
    uniqueIndex('chat_messages_client_unique').on(t.senderId, t.clientId),
    // A stored file belongs to one message; the removal job asks whether any still names it.
    uniqueIndex('chat_messages_media_file_unique')
      .on(t.mediaFile)
      .where(sql`${t.mediaFile} is not null`),
    // A message holds text or a file until it is deleted, and nothing after.
    check(
      'chat_messages_text_check',
      sql`char_length(${t.text}) <= ${sql.raw(String(MESSAGE_TEXT_MAX_LENGTH))} and ((${t.deletedAt} is null) = (char_length(${t.text}) > 0 or ${t.mediaFile} is not null))`,
    ),
    check(
      'chat_messages_media_check',
      sql`(${t.mediaKind} is null and ${t.mediaFile} is null and ${t.mediaBytes} is null and ${t.mediaDurationMs} is null and ${t.mediaWidth} is null and ${t.mediaHeight} is null)
        or (${t.mediaKind} in ('picture', 'voice') and char_length(${t.text}) = 0 and ${t.mediaBytes} > 0
          and (${t.mediaKind} = 'voice') = (${t.mediaDurationMs} is not null)
          and (${t.mediaKind} = 'picture') = (${t.mediaWidth} is not null and ${t.mediaHeight} is not null))`,
    ),
  ],
);

/**
 * The data each member's calls in a room's live session moved, sent and received, in bytes, as
 * their browsers report it (docs/product/chat-and-calls.md#data-used).
 */
export const sessionDataUsed = pgTable(
  'session_data_used',
  {
    roomId: integer()
      .notNull()
      .references(() => chatRooms.id, { onDelete: 'cascade' }),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    bytes: bigint({ mode: 'number' }).notNull().default(0),
    updatedAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.roomId, t.userId] }),
    check('session_data_used_bytes_check', sql`${t.bytes} >= 0`),
  ],
);

/** Who joined or left a room's live session, and when (UserJoined 1, UserLeft 2). */
export const sessionEvents = pgTable(
  'session_events',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    roomId: integer()
      .notNull()
      .references(() => chatRooms.id, { onDelete: 'cascade' }),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    event: smallint().notNull(),
    at: createdAt(),
  },
  (t) => [
    index('session_events_room_idx').on(t.roomId, t.at),
    check('session_events_event_check', sql`${t.event} in (1, 2)`),
  ],
);
