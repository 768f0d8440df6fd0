/**
 * Chat rooms and messages, and the live sessions held in rooms (docs/product/chat-and-calls.md).
 */
import { z } from 'zod/mini';
import { MAX_PAGE_SIZE } from '../constants.js';
import * as rules from '../validation/rules.js';
import { route } from '../api/endpoint.js';
import {
  chatMediaKinds,
  chatMember,
  chatMessage,
  chatRoomCard,
  chatRoomPage,
  iceConfig,
  liveSession,
  messageHistory,
} from './entities.js';

export const chatSchemas = () => {
  const roomParams = z.object({ roomId: rules.id() });
  const flag = z.optional(z.boolean({ error: 'invalid-type' }));
  return {
    newChat: {
      tag: 'chat',
      summary:
        'Open a room with someone by a first message: a student with a tutor, tutors and tutor managers with each other; a student must have verified the email.',
      body: z.object({
        userId: rules.id(),
        message: rules.messageText,
        clientId: z.optional(rules.text().check(z.maxLength(64))),
      }),
      response: z.object({ room: chatRoomCard, message: chatMessage }),
    },
    roomByMembers: {
      tag: 'chat',
      summary: 'The General room between the signed-in user and another.',
      query: z.object({ members: rules.id() }),
      response: chatRoomCard,
    },
    roomFor: {
      tag: 'chat',
      summary:
        'The room of a lesson, interview or demo session (type 2, 3 or 4), opened on first use; only its members.',
      body: z.object({
        type: z.int().check(z.minimum(2, 'invalid-value'), z.maximum(4, 'invalid-value')),
        refId: rules.id(),
      }),
      response: chatRoomCard,
    },
    getRoom: {
      tag: 'chat',
      summary: 'One room as a member sees it in their list.',
      params: roomParams,
      response: chatRoomCard,
    },
    roomMembers: {
      tag: 'chat',
      summary: 'Everyone in a room, for its members.',
      params: roomParams,
      response: z.array(chatMember),
    },
    listRooms: {
      tag: 'chat',
      summary:
        'One’s rooms: pinned first, then by the latest message (or, before any, the room’s opening), with the last message, the unread count and, for a lesson’s, interview’s or demo session’s room, its time; search by a member’s name.',
      params: z.object({ userId: rules.id() }),
      query: z.extend(rules.pageQuery, {
        search: z.optional(z.string().check(z.maxLength(100))),
        pinned: z.optional(z.enum(['true', 'false'], { error: 'invalid-value' })),
      }),
      response: chatRoomPage,
    },
    listMessages: {
      tag: 'chat',
      summary: 'A room’s history, oldest first, paged backwards from a message.',
      params: roomParams,
      query: z.object({
        before: z.optional(rules.id()),
        size: z._default(
          z.coerce
            .number({ error: 'invalid-value' })
            .check(
              z.int('invalid-value'),
              z.minimum(1, 'invalid-value'),
              z.maximum(MAX_PAGE_SIZE, 'invalid-value'),
            ),
          30,
        ),
      }),
      response: messageHistory,
    },
    sendChatMedia: {
      tag: 'chat',
      summary:
        'Send a picture (JPEG, PNG or WebP, at most 5 MB) or a voice note (Opus in WebM or Ogg, at most 2 minutes and 2 MB) to a room; the type and length are read from the file. Multipart fields: kind (picture or voice), clientId (a resend with the same one is stored once); file: file. Refusals: invalid-picture-type, invalid-voice-note-type, picture-too-large, voice-note-too-large, voice-note-too-long.',
      params: roomParams,
      multipart: { fields: ['kind', 'clientId'], files: ['file'] },
      response: chatMessage,
    },
    chatMedia: {
      tag: 'chat',
      summary:
        'A message’s picture or voice note, as binary, for the members of its room only (with an ETag: a member’s browser keeps it and asks again each time).',
      params: z.object({ messageId: rules.id() }),
      response: null,
    },
    updateRoom: {
      tag: 'chat',
      summary: 'Pin or mute a room for oneself.',
      params: roomParams,
      body: z.object({ pinned: flag, muted: flag }),
      response: chatRoomCard,
    },
    getSession: {
      tag: 'sessions',
      summary:
        'A room’s live session: its time, its members and whether they are in the call, and the attendance timeline.',
      params: z.object({ id: rules.id() }),
      response: liveSession,
    },
    sessionToken: {
      tag: 'sessions',
      summary:
        'The ICE servers of a call: STUN, and TURN with time-limited credentials when configured.',
      response: iceConfig,
    },
  } as const;
};

type S = ReturnType<typeof chatSchemas>;
export type NewChatBody = z.output<S['newChat']['body']>;
export type RoomListQuery = z.output<S['listRooms']['query']>;
export type MessageHistoryQuery = z.output<S['listMessages']['query']>;
export type UpdateRoomBody = z.output<S['updateRoom']['body']>;

/** The text fields of a picture or voice note's upload. */
export const chatMediaFields = () =>
  z.object({
    kind: z.enum(chatMediaKinds, { error: 'invalid-value' }),
    clientId: z.optional(rules.text().check(z.maxLength(64, 'invalid-value'))),
  });

export const chatRoutes = {
  newChat: route<S['newChat']>('POST', '/api/v1/chat/new', 'user', { stale: ['chat'] }),
  roomByMembers: route<S['roomByMembers']>('GET', '/api/v1/chat/room/by/members', 'user', {
    cached: ['chat'],
  }),
  roomFor: route<S['roomFor']>('POST', '/api/v1/chat/room/for', 'user', { stale: ['chat'] }),
  getRoom: route<S['getRoom']>('GET', '/api/v1/chat/room/:roomId', 'user', { cached: ['chat'] }),
  roomMembers: route<S['roomMembers']>('GET', '/api/v1/chat/room/members/:roomId', 'user', {
    cached: ['chat'],
  }),
  listRooms: route<S['listRooms']>('GET', '/api/v1/chat/list/rooms/:userId/', 'user', {
    cached: ['chat'],
  }),
  listMessages: route<S['listMessages']>('GET', '/api/v1/chat/list/:roomId/messages', 'user'),
  sendChatMedia: route<S['sendChatMedia']>('POST', '/api/v1/chat/room/:roomId/media', 'user', {
    stale: ['chat'],
  }),
  chatMedia: route<S['chatMedia']>('GET', '/api/v1/chat/media/:messageId', 'user'),
  updateRoom: route<S['updateRoom']>('PUT', '/api/v1/chat/room/:roomId', 'user', {
    stale: ['chat'],
  }),
  getSession: route<S['getSession']>('GET', '/api/v1/session/:id', 'user'),
  sessionToken: route<S['sessionToken']>('GET', '/api/v1/session/token', 'user'),
};
