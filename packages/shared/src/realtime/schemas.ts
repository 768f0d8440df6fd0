/**
 * The socket events as contracts, like the HTTP ones: a zod schema for every payload a
 * client sends and every payload the server sends. Built on first use, so the apps' bundles carry
 * only the types (see ./index.ts); the server validates every client payload with these.
 */
import { z } from 'zod/mini';
import * as rules from '../validation/rules.js';
import { chatMedia } from '../chat/entities.js';
import { moveRequestStates } from '../lessons/entities.js';

/** Names of rooms a socket may join: a chat room, a lesson's page, a call. */
export const roomKinds = ['room', 'lesson', 'session', 'stats'] as const;
export type RoomKind = (typeof roomKinds)[number];
export const roomNamePattern = /^(room|lesson|session|stats):[1-9]\d{0,9}$/;

/** SDP and ICE text is bounded: a real offer is a few kilobytes. */
const SDP_MAX = 100_000;
const CANDIDATE_MAX = 2_000;

/**
 * Live figures of the server process an admin watches
 * (docs/product/back-office.md#platform-settings).
 */
export const serverStats = z.object({
  at: z.string(),
  uptimeSeconds: z.number(),
  rssMb: z.number(),
  heapUsedMb: z.number(),
  eventLoopDelayMs: z.number(),
  sockets: z.int(),
  onlineUsers: z.int(),
  database: z.string(),
  databaseRoundTripMs: z.number(),
  /**
   * The PostgreSQL connection pool: clients open, idle among them, requests waiting for one, and
   * the most it opens. Null on the embedded database, which has one in-process connection.
   */
  databasePool: z.nullable(
    z.object({ total: z.int(), idle: z.int(), waiting: z.int(), max: z.int() }),
  ),
  jobsDue: z.int(),
});

export const socketSchemas = () => {
  const id = rules.id();
  const roomName = z.string().check(z.regex(roomNamePattern, 'invalid-value'));
  const sessionTarget = { sessionId: id, to: id };
  const sessionFrom = { sessionId: z.int(), from: z.int() };
  const sdp = z.string().check(z.minLength(1), z.maxLength(SDP_MAX));
  const candidate = z.string().check(z.maxLength(CANDIDATE_MAX));
  const peerId = z.string().check(z.minLength(1), z.maxLength(100));
  const message = z.object({
    id: z.int(),
    roomId: z.int(),
    senderId: z.int(),
    text: z.string(),
    createdAt: z.string(),
    editedAt: z.nullable(z.string()),
    deletedAt: z.optional(z.nullable(z.string())),
    clientId: z.optional(z.string()),
    media: z.optional(z.nullable(chatMedia)),
  });
  const lessonEvent = z.object({ lessonId: z.int() });
  // A call's link as its member's browser sees it (docs/product/chat-and-calls.md#call-quality).
  const callLink = {
    trouble: z.enum(['none', 'delay', 'loss', 'bandwidth']),
    mode: z.enum(['full', 'saver', 'audio']),
    paused: z.boolean(),
  };
  return {
    /** What a client sends; every handler's payload is parsed with its schema first. */
    client: {
      JoinRooms: z.object({ rooms: z.array(roomName).check(z.maxLength(100, 'invalid-value')) }),
      SendMessage: z.object({
        roomId: id,
        text: rules.messageText,
        clientId: z.optional(rules.text().check(z.maxLength(64))),
      }),
      UpdateMessage: z.object({ messageId: id, text: rules.messageText }),
      DeleteMessage: z.object({ messageId: id }),
      MarkMessageAsRead: z.object({ roomId: id, messageId: id }),
      UserTyping: z.object({ roomId: id, typing: z.boolean() }),
      PreJoinSession: z.object({ sessionId: id }),
      JoinSession: z.object({ sessionId: id }),
      LeaveSession: z.object({ sessionId: id }),
      SessionOffer: z.object({ ...sessionTarget, sdp }),
      SessionAnswer: z.object({ ...sessionTarget, sdp }),
      AnnounceIncomingOffer: z.object(sessionTarget),
      ReadyToReceiveOffer: z.object(sessionTarget),
      IceCandidate: z.object({ ...sessionTarget, candidate }),
      PingSessionMember: z.object(sessionTarget),
      PongSessionMember: z.object(sessionTarget),
      PeerOpened: z.object({ sessionId: id, peerId }),
      RegisterPeer: z.object({ sessionId: id, peerId }),
      UserSharingScreen: z.object({ sessionId: id, sharing: z.boolean() }),
      ToggleCamera: z.object({ sessionId: id, on: z.boolean() }),
      ToggleMic: z.object({ sessionId: id, on: z.boolean() }),
      ReportCallLink: z.object({ sessionId: id, ...callLink }),
      /** Bytes the call moved since the last report, for the lesson record (at most 1 GB). */
      ReportCallData: z.object({
        sessionId: id,
        bytes: z.int().check(z.minimum(1), z.maximum(1_000_000_000)),
      }),
    },
    /** What the server sends. */
    server: {
      JoinedRooms: z.object({ rooms: z.array(z.string()) }),
      RoomMessage: message,
      RoomMessageUpdated: message,
      RoomMessageDeleted: z.object({ roomId: z.int(), messageId: z.int() }),
      RoomMessageRead: z.object({ roomId: z.int(), messageId: z.int(), userId: z.int() }),
      MessageRead: z.object({ roomId: z.int(), messageId: z.int() }),
      UserTyping: z.object({ roomId: z.int(), userId: z.int(), typing: z.boolean() }),
      UserStatusChanged: z.object({ userId: z.int(), online: z.boolean(), lastSeenAt: z.string() }),
      MemberJoinedSession: z.object({ sessionId: z.int(), userId: z.int() }),
      MemberLeftSession: z.object({ sessionId: z.int(), userId: z.int() }),
      UserJoinedSession: z.object({
        sessionId: z.int(),
        userId: z.int(),
        event: z.literal([1, 2]),
      }),
      SessionOffer: z.object({ ...sessionFrom, sdp: z.string() }),
      SessionAnswer: z.object({ ...sessionFrom, sdp: z.string() }),
      AnnounceIncomingOffer: z.object(sessionFrom),
      ReadyToReceiveOffer: z.object(sessionFrom),
      IceCandidate: z.object({ ...sessionFrom, candidate: z.string() }),
      PingSessionMember: z.object(sessionFrom),
      PongSessionMember: z.object(sessionFrom),
      PeerOpened: z.object({ ...sessionFrom, peerId: z.string() }),
      UserSharedScreen: z.object({ ...sessionFrom, sharing: z.boolean() }),
      CameraToggled: z.object({ ...sessionFrom, on: z.boolean() }),
      MicToggled: z.object({ ...sessionFrom, on: z.boolean() }),
      CallLinkChanged: z.object({ ...sessionFrom, ...callLink }),
      /**
       * What students see of tutors changed: of these tutors alone when `tutorIds` is there (a
       * lesson, a schedule, a profile), or of any (topics, plans, a cleared cache).
       */
      TutorsCacheUpdated: z.object({ at: z.string(), tutorIds: z.optional(z.array(z.int())) }),
      TutorUpdated: z.object({ tutorId: z.int() }),
      /** A tutor's onboarding step changed: told to the tutor and the staff working on it. */
      OnboardingChanged: z.object({ tutorId: z.int() }),
      LessonBooked: lessonEvent,
      /** Moved; `accepted` when the student accepted the tutor's request to move it. */
      LessonRebooked: z.object({ lessonId: z.int(), accepted: z.optional(z.boolean()) }),
      /**
       * A tutor's request to move a lesson was made, or became what `state` says
       * (docs/product/lessons.md#a-tutors-request-to-move).
       */
      LessonMoveRequest: z.object({
        lessonId: z.int(),
        requestId: z.int(),
        state: z.enum(moveRequestStates),
      }),
      LessonCanceled: z.object({ lessonId: z.int(), canceledBy: z.int() }),
      /** A lesson's outcome, its dispute or the minutes given back for it changed. */
      LessonUpdated: lessonEvent,
      InvoiceUpdated: z.object({ invoiceId: z.int() }),
      InvoiceDeleted: z.object({ invoiceId: z.int() }),
      ServerStats: serverStats,
      TransactionStatusUpdate: z.object({ transactionId: z.int(), status: z.int() }),
    },
  } as const;
};

export type SocketSchemas = ReturnType<typeof socketSchemas>;
