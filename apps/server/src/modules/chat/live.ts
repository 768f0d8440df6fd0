/**
 * The chat's and the live session's socket events (docs/product/chat-and-calls.md#live-connection),
 * registered through the realtime gateway's `handle` with their contracts, and who may join a chat
 * room's or a call's socket room.
 */
import { SessionMemberEvent, sessionRoom, type ClientToServerEvents } from '@darsak/shared';
import type { AppContext } from '../../context.js';
import { AppError } from '../../http/app-error.js';
import type { RealtimeSocket } from '../../infra/realtime.js';
import * as messages from './messages.js';
import * as repo from './repository.js';
import {
  isOpen,
  joinableSession,
  leaveCall,
  recordCallData,
  recordPresence,
  sessionOfMember,
  usersInCall,
} from './sessions.js';

/** The calls a socket is in, and their members, so relaying a candidate costs no query. */
const callsOf = new WeakMap<RealtimeSocket, Map<number, number[]>>();

const inCall = (socket: RealtimeSocket, sessionId: number): number[] => {
  const members = callsOf.get(socket)?.get(sessionId);
  if (!members || !socket.rooms.has(sessionRoom(sessionId))) {
    throw new AppError('not-room-member', 'Join the session first', { ack: 'not-member' });
  }
  return members;
};

type Relayed =
  | 'SessionOffer'
  | 'SessionAnswer'
  | 'AnnounceIncomingOffer'
  | 'ReadyToReceiveOffer'
  | 'IceCandidate'
  | 'PingSessionMember'
  | 'PongSessionMember';

const relayed: Relayed[] = [
  'SessionOffer',
  'SessionAnswer',
  'AnnounceIncomingOffer',
  'ReadyToReceiveOffer',
  'IceCandidate',
  'PingSessionMember',
  'PongSessionMember',
];

export const startChatLive = (ctx: AppContext): void => {
  const { realtime } = ctx;

  // Chat rooms' socket rooms are for their members; a call's for its members while it is open.
  realtime.rooms.allow('room', (userId, ids) => repo.roomIdsOfMember(ctx.db, userId, ids));
  realtime.rooms.allow('session', async (userId, ids) => {
    const allowed: number[] = [];
    for (const id of ids) {
      const access = await sessionOfMember(ctx, id, userId).catch(() => null);
      if (access && isOpen(ctx, access.subject, new Date())) allowed.push(id);
    }
    return allowed;
  });

  realtime.handle(
    'SendMessage',
    async ({ userId, payload }) => {
      const message = await messages.sendMessage(
        ctx,
        userId,
        payload.roomId,
        payload.text,
        payload.clientId,
      );
      return { message };
    },
    { rate: { perSecond: 2, burst: 20 } },
  );
  realtime.handle('UpdateMessage', async ({ userId, payload }) => {
    await messages.updateMessage(ctx, userId, payload.messageId, payload.text);
  });
  realtime.handle('DeleteMessage', async ({ userId, payload }) => {
    await messages.deleteMessage(ctx, userId, payload.messageId);
  });
  realtime.handle('MarkMessageAsRead', async ({ userId, payload }) => {
    await messages.markRead(ctx, userId, payload.roomId, payload.messageId);
  });
  realtime.handle('UserTyping', async ({ userId, payload }) => {
    await messages.typing(ctx, userId, payload.roomId, payload.typing);
  });

  // The call.
  realtime.handle('PreJoinSession', async ({ userId, payload }) => {
    await joinableSession(ctx, payload.sessionId, userId);
    const present = await usersInCall(ctx, payload.sessionId);
    return { members: [...present].filter((id) => id !== userId) };
  });
  realtime.handle('JoinSession', async ({ userId, payload, socket }) => {
    const { members } = await joinableSession(ctx, payload.sessionId, userId);
    const present = await usersInCall(ctx, payload.sessionId);
    await socket.join(sessionRoom(payload.sessionId));
    const calls = callsOf.get(socket) ?? new Map<number, number[]>();
    calls.set(payload.sessionId, members);
    callsOf.set(socket, calls);
    await recordPresence(ctx, payload.sessionId, userId, SessionMemberEvent.UserJoined);
    return { members: [...present].filter((id) => id !== userId) };
  });
  realtime.handle('LeaveSession', async ({ payload, socket }) => {
    inCall(socket, payload.sessionId);
    callsOf.get(socket)?.delete(payload.sessionId);
    await leaveCall(ctx, socket, payload.sessionId);
  });

  // Signalling goes from one member in the call to another member, by id.
  for (const event of relayed) {
    realtime.handle(
      event,
      async ({ userId, payload, socket }) => {
        const members = inCall(socket, payload.sessionId);
        if (!members.includes(payload.to) || payload.to === userId) {
          throw new AppError('not-room-member', 'Not a member of this session', {
            ack: 'unreachable',
          });
        }
        const { to, ...rest } = payload as { to: number; sessionId: number };
        const emit = realtime.toUsers as (
          ids: number[],
          event: string,
          payload: Record<string, unknown>,
        ) => void;
        emit([to], event, { ...rest, from: userId });
      },
      // A call gathers a burst of ICE candidates at its start and after a network change.
      { rate: { perSecond: 50, burst: 200 } },
    );
  }

  const broadcast = <E extends 'UserSharingScreen' | 'ToggleCamera' | 'ToggleMic'>(
    event: E,
    toClients: 'UserSharedScreen' | 'CameraToggled' | 'MicToggled',
    field: Parameters<ClientToServerEvents[E]>[0] extends infer P ? keyof P : never,
  ) => {
    realtime.handle(event, async ({ userId, payload, socket }) => {
      inCall(socket, payload.sessionId);
      const value = (payload as Record<string, unknown>)[field as string] as boolean;
      const body =
        toClients === 'UserSharedScreen'
          ? { sessionId: payload.sessionId, from: userId, sharing: value }
          : { sessionId: payload.sessionId, from: userId, on: value };
      socket.to(sessionRoom(payload.sessionId)).emit(toClients, body as never);
    });
  };
  broadcast('UserSharingScreen', 'UserSharedScreen', 'sharing');
  broadcast('ToggleCamera', 'CameraToggled', 'on');
  broadcast('ToggleMic', 'MicToggled', 'on');

  // A member's link, mode and paused video, for the other member's indicator and sending.
  realtime.handle('ReportCallLink', async ({ userId, payload, socket }) => {
    inCall(socket, payload.sessionId);
    const { sessionId, trouble, mode, paused } = payload;
    socket
      .to(sessionRoom(sessionId))
      .emit('CallLinkChanged', { sessionId, from: userId, trouble, mode, paused });
  });
  // The data a member's call moved, for the lesson record; a report comes every 30 s or so.
  realtime.handle('ReportCallData', async ({ userId, payload, socket }) => {
    inCall(socket, payload.sessionId);
    await recordCallData(ctx, payload.sessionId, userId, payload.bytes);
  });

  realtime.handle('PeerOpened', async ({ userId, payload, socket }) => {
    inCall(socket, payload.sessionId);
    socket
      .to(sessionRoom(payload.sessionId))
      .emit('PeerOpened', { sessionId: payload.sessionId, from: userId, peerId: payload.peerId });
  });
  realtime.handle('RegisterPeer', async ({ userId, payload, socket }) => {
    inCall(socket, payload.sessionId);
    socket
      .to(sessionRoom(payload.sessionId))
      .emit('PeerOpened', { sessionId: payload.sessionId, from: userId, peerId: payload.peerId });
  });

  // A socket that drops leaves its calls; the member has left once no socket of theirs remains.
  realtime.onConnect((socket) => {
    socket.on('disconnecting', (reason) => {
      const calls = callsOf.get(socket);
      // A stopping process keeps its members' stays open: their sockets come back through another
      // process and rejoin, and the stay goes on (decision 013).
      if (!calls || reason === 'server shutting down') return;
      for (const sessionId of calls.keys()) {
        void leaveCall(ctx, socket, sessionId).catch((error: unknown) =>
          ctx.log.warn({ err: error, sessionId }, 'recording a member leaving failed'),
        );
      }
    });
  });
};
