/** The socket event maps of SPEC §7 and their acknowledgement codes. Rooms: user:<id>, room:<id>, session:<id>. */

export const ackCodes = [
  'ok',
  'empty-text',
  'room-not-found',
  'message-not-found',
  'lesson-not-found',
  'interview-not-found',
  'not-member',
  'not-owner',
  'unreachable',
  'unallowed',
  'invalid-session-id',
] as const;
export type AckCode = (typeof ackCodes)[number];
export type Ack<T = object> = (answer: { code: AckCode } & Partial<T>) => void;

type SessionTarget = { sessionId: number; to: number };
type SessionSignal<T> = SessionTarget & T;

export type ChatMessageEvent = {
  id: number;
  roomId: number;
  senderId: number;
  text: string;
  createdAt: string;
  editedAt: string | null;
  clientId?: string;
};

export type ClientToServerEvents = {
  JoinRooms: (payload: { roomIds: number[] }, ack: Ack<{ roomIds: number[] }>) => void;
  SendMessage: (
    payload: { roomId: number; text: string; clientId?: string },
    ack: Ack<{ message: ChatMessageEvent }>,
  ) => void;
  UpdateMessage: (payload: { messageId: number; text: string }, ack: Ack) => void;
  DeleteMessage: (payload: { messageId: number }, ack: Ack) => void;
  MarkMessageAsRead: (payload: { roomId: number; messageId: number }, ack: Ack) => void;
  UserTyping: (payload: { roomId: number; typing: boolean }) => void;
  PreJoinSession: (payload: { sessionId: number }, ack: Ack<{ members: number[] }>) => void;
  JoinSession: (payload: { sessionId: number }, ack: Ack<{ members: number[] }>) => void;
  LeaveSession: (payload: { sessionId: number }, ack: Ack) => void;
  SessionOffer: (payload: SessionSignal<{ sdp: string }>, ack: Ack) => void;
  SessionAnswer: (payload: SessionSignal<{ sdp: string }>, ack: Ack) => void;
  AnnounceIncomingOffer: (payload: SessionTarget, ack: Ack) => void;
  ReadyToReceiveOffer: (payload: SessionTarget, ack: Ack) => void;
  IceCandidate: (payload: SessionSignal<{ candidate: string }>, ack: Ack) => void;
  PingSessionMember: (payload: SessionTarget, ack: Ack) => void;
  PongSessionMember: (payload: SessionTarget, ack: Ack) => void;
  PeerOpened: (payload: { sessionId: number; peerId: string }, ack: Ack) => void;
  RegisterPeer: (payload: { sessionId: number; peerId: string }, ack: Ack) => void;
  UserSharingScreen: (payload: { sessionId: number; sharing: boolean }, ack: Ack) => void;
  ToggleCamera: (payload: { sessionId: number; on: boolean }, ack: Ack) => void;
  ToggleMic: (payload: { sessionId: number; on: boolean }, ack: Ack) => void;
};

type SessionFrom = { sessionId: number; from: number };

export type ServerToClientEvents = {
  JoinedRooms: (payload: { roomIds: number[] }) => void;
  RoomMessage: (payload: ChatMessageEvent) => void;
  RoomMessageUpdated: (payload: ChatMessageEvent) => void;
  RoomMessageDeleted: (payload: { roomId: number; messageId: number }) => void;
  RoomMessageRead: (payload: { roomId: number; messageId: number; userId: number }) => void;
  MessageRead: (payload: { roomId: number; messageId: number }) => void;
  UserTyping: (payload: { roomId: number; userId: number; typing: boolean }) => void;
  UserStatusChanged: (payload: { userId: number; online: boolean; lastSeenAt: string }) => void;
  MemberJoinedSession: (payload: { sessionId: number; userId: number }) => void;
  MemberLeftSession: (payload: { sessionId: number; userId: number }) => void;
  UserJoinedSession: (payload: { sessionId: number; userId: number; event: 1 | 2 }) => void;
  SessionOffer: (payload: SessionFrom & { sdp: string }) => void;
  SessionAnswer: (payload: SessionFrom & { sdp: string }) => void;
  AnnounceIncomingOffer: (payload: SessionFrom) => void;
  ReadyToReceiveOffer: (payload: SessionFrom) => void;
  IceCandidate: (payload: SessionFrom & { candidate: string }) => void;
  PingSessionMember: (payload: SessionFrom) => void;
  PongSessionMember: (payload: SessionFrom) => void;
  PeerOpened: (payload: SessionFrom & { peerId: string }) => void;
  UserSharedScreen: (payload: SessionFrom & { sharing: boolean }) => void;
  CameraToggled: (payload: SessionFrom & { on: boolean }) => void;
  MicToggled: (payload: SessionFrom & { on: boolean }) => void;
  TutorsCacheUpdated: (payload: { at: string }) => void;
  TutorUpdated: (payload: { tutorId: number }) => void;
  LessonBooked: (payload: { lessonId: number }) => void;
  LessonRebooked: (payload: { lessonId: number }) => void;
  LessonCanceled: (payload: { lessonId: number; canceledBy: number }) => void;
  InvoiceUpdated: (payload: { invoiceId: number }) => void;
  InvoiceDeleted: (payload: { invoiceId: number }) => void;
  ServerStats: (payload: { onlineUsers: number; at: string }) => void;
  TransactionStatusUpdate: (payload: { transactionId: number; status: number }) => void;
};

export const userRoom = (userId: number): string => `user:${userId}`;
export const chatRoom = (roomId: number): string => `room:${roomId}`;
export const sessionRoom = (sessionId: number): string => `session:${sessionId}`;

/** The Authorization header value the socket carries (SPEC §7). */
export const socketAuthorization = (token: string): string => `Bearer ${token}`;
