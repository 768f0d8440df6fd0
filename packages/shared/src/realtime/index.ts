/**
 * The socket events: their payloads (typed from the contracts in ./schemas.ts, which the
 * server validates with), acknowledgement codes and room names. Rooms: user:<id> (a person's every
 * tab), room:<id> (a chat room), lesson:<id> (a lesson's page), session:<id> (a call).
 */
import type { z } from 'zod/mini';
import type { SocketSchemas } from './schemas.js';

export { roomKinds, roomNamePattern, type RoomKind } from './schemas.js';
export { staleAfterEvent } from './stale.js';

/**
 * The acknowledgement codes socket events answer, plus three every handler may answer
 * (decision 011): a payload that breaks its contract, too many events too fast, and a fault of the
 * server's own.
 */
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
  'bad-request',
  'too-many-requests',
  'unexpected',
] as const;
export type AckCode = (typeof ackCodes)[number];
export const isAckCode = (value: unknown): value is AckCode =>
  typeof value === 'string' && (ackCodes as readonly string[]).includes(value);

/** An acknowledgement: a code, and on success what the handler answers. */
export type AckAnswer<T = object> = { code: AckCode; reason?: string } & Partial<T>;
export type Ack<T = object> = (answer: AckAnswer<T>) => void;

type ClientSchemas = SocketSchemas['client'];
type ServerSchemas = SocketSchemas['server'];
export type ClientPayload<E extends keyof ClientSchemas> = z.input<ClientSchemas[E]>;
export type ServerPayload<E extends keyof ServerSchemas> = z.output<ServerSchemas[E]>;
export type ChatMessageEvent = ServerPayload<'RoomMessage'>;
/** A call member's link, mode and paused video, as the other member learns them. */
export type CallLinkReport = Omit<ServerPayload<'CallLinkChanged'>, 'from'>;

/** What each client event answers through its acknowledgement, beyond the code. */
export type ClientAnswers = {
  JoinRooms: { rooms: string[] };
  SendMessage: { message: ChatMessageEvent };
  PreJoinSession: { members: number[] };
  JoinSession: { members: number[] };
};
type AnswerOf<E> = E extends keyof ClientAnswers ? ClientAnswers[E] : object;

/** Events without an acknowledgement (fire and forget). */
export type UnacknowledgedEvent = 'UserTyping';

export type ClientToServerEvents = {
  [E in keyof ClientSchemas]: E extends UnacknowledgedEvent
    ? (payload: ClientPayload<E>) => void
    : (payload: ClientPayload<E>, ack: Ack<AnswerOf<E>>) => void;
};

export type ServerToClientEvents = {
  [E in keyof ServerSchemas]: (payload: ServerPayload<E>) => void;
};

export const userRoom = (userId: number): string => `user:${userId}`;
export const chatRoom = (roomId: number): string => `room:${roomId}`;
export const lessonRoom = (lessonId: number): string => `lesson:${lessonId}`;
export const sessionRoom = (sessionId: number): string => `session:${sessionId}`;

/** The Authorization header value the socket carries. */
export const socketAuthorization = (token: string): string => `Bearer ${token}`;
