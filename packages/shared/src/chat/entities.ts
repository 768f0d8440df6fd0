/** Chat rooms, messages and live sessions as the API answers them. */
import { z } from 'zod/mini';

const isoDateTime = z.string();

/** The kinds of file a message may carry instead of text. */
export const chatMediaKinds = ['picture', 'voice'] as const;
export type ChatMediaKind = (typeof chatMediaKinds)[number];

/**
 * A picture or voice note a message carries (docs/product/chat-and-calls.md#pictures-and-voice-notes):
 * read through `chatMedia` by the room's members only. Its size is what opening it costs.
 */
export const chatMedia = z.object({
  kind: z.enum(chatMediaKinds),
  bytes: z.int(),
  /** A voice note's length; null for a picture. */
  durationMs: z.nullable(z.int()),
  /** A picture's size in pixels, so its place is kept before it loads; null for a voice note. */
  width: z.nullable(z.int()),
  height: z.nullable(z.int()),
});
export type ChatMedia = z.infer<typeof chatMedia>;

/**
 * A message: text, or a picture or voice note with empty text. A deleted one keeps its place with
 * empty text, no file and its deletion time.
 */
export const chatMessage = z.object({
  id: z.int(),
  roomId: z.int(),
  senderId: z.int(),
  text: z.string(),
  createdAt: isoDateTime,
  editedAt: z.nullable(isoDateTime),
  deletedAt: z.optional(z.nullable(isoDateTime)),
  clientId: z.optional(z.string()),
  media: z.optional(z.nullable(chatMedia)),
});
export type ChatMessage = z.infer<typeof chatMessage>;

/**
 * Someone in a room, as the others see them; with the gender, for wording that agrees with them
 * («متصلة الآن»).
 */
export const chatMember = z.object({
  id: z.int(),
  name: z.string(),
  role: z.int(),
  gender: z.nullable(z.int()),
  image: z.nullable(z.string()),
  online: z.boolean(),
  lastSeenAt: z.nullable(isoDateTime),
});
export type ChatMember = z.infer<typeof chatMember>;

/** How far a member has read. */
export const readMarker = z.object({ userId: z.int(), messageId: z.int() });
export type ReadMarker = z.infer<typeof readMarker>;

/**
 * The lesson, interview or demo session a room is for, as far as its list tells rooms apart: a
 * student with two lessons with one tutor has two rooms with the same people.
 */
export const chatRoomSubject = z.object({
  startsAt: isoDateTime,
  endsAt: isoDateTime,
  cancelled: z.boolean(),
});
export type ChatRoomSubject = z.infer<typeof chatRoomSubject>;

/** A room as one of its members sees it in their list. */
export const chatRoomCard = z.object({
  id: z.int(),
  /** Room type: General 1, Lesson 2, Interview 3, DemoSession 4. */
  type: z.int(),
  /** The lesson, interview or demo session of the room; null for a General room. */
  refId: z.nullable(z.int()),
  /** When the lesson, interview or demo session is held; null for a General room. */
  subject: z.nullable(chatRoomSubject),
  /** The other members. */
  members: z.array(chatMember),
  lastMessage: z.nullable(chatMessage),
  unread: z.int(),
  pinned: z.boolean(),
  muted: z.boolean(),
  reads: z.array(readMarker),
});
export type ChatRoom = z.infer<typeof chatRoomCard>;

export const chatRoomPage = z.object({
  list: z.array(chatRoomCard),
  total: z.int(),
  /** How many of all one's rooms have unread messages (the badge in the menu). */
  unreadRooms: z.int(),
});

/** History, oldest first, ending at `before` (or the newest). */
export const messageHistory = z.object({
  list: z.array(chatMessage),
  hasMore: z.boolean(),
  reads: z.array(readMarker),
});
export type MessageHistory = z.infer<typeof messageHistory>;

export const sessionMemberState = z.object({
  user: chatMember,
  /** Connected to the call now. */
  inCall: z.boolean(),
  /** Minutes present so far, from the joined and left events. */
  minutes: z.int(),
  /**
   * Bytes the member's calls sent and received so far, as their browser reported them
   * (docs/product/chat-and-calls.md#data-used).
   */
  dataBytes: z.int(),
});

export const attendanceEvent = z.object({
  userId: z.int(),
  /** UserJoined 1, UserLeft 2. */
  event: z.int(),
  at: isoDateTime,
});
export type AttendanceEvent = z.infer<typeof attendanceEvent>;

/** A room's live session: when it opens and closes, who is in it, who came when. */
export const liveSession = z.object({
  id: z.int(),
  type: z.int(),
  refId: z.nullable(z.int()),
  startsAt: isoDateTime,
  endsAt: isoDateTime,
  /** Members may join from this time (a few minutes before the start). */
  opensAt: isoDateTime,
  members: z.array(sessionMemberState),
  attendance: z.array(attendanceEvent),
});
export type LiveSession = z.infer<typeof liveSession>;

export const iceServer = z.object({
  urls: z.array(z.string()),
  username: z.optional(z.string()),
  credential: z.optional(z.string()),
});
export const iceConfig = z.object({
  iceServers: z.array(iceServer),
  /** Seconds the TURN credentials stay valid. */
  ttl: z.int(),
});
export type IceConfig = z.infer<typeof iceConfig>;
