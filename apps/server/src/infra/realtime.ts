/** The realtime gateway: Socket.IO on the API's port, typed events, rooms per user, online state. */
import type { Server as HttpServer } from 'node:http';
import { createAdapter } from '@socket.io/redis-adapter';
import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';
import { Server, type Socket } from 'socket.io';
import {
  chatRoom,
  type CacheGroup,
  userRoom,
  type ClientToServerEvents,
  type ServerToClientEvents,
} from '@darsak/shared';
import { bearerToken } from '../http/tokens.js';

type SocketData = { userId: number };
/** Events between server processes (through the Redis adapter when there are several). */
export type InterServerEvents = { 'cache:invalidate': (group: CacheGroup, key?: string) => void };
export type RealtimeServer = Server<
  ClientToServerEvents,
  ServerToClientEvents,
  InterServerEvents,
  SocketData
>;
export type RealtimeSocket = Socket<
  ClientToServerEvents,
  ServerToClientEvents,
  InterServerEvents,
  SocketData
>;
type EmitArgs<E extends keyof ServerToClientEvents> = Parameters<ServerToClientEvents[E]>;

export type Realtime = {
  io: RealtimeServer;
  /** Whether other server processes share events through the Redis adapter. */
  clustered: boolean;
  toUsers: <E extends keyof ServerToClientEvents>(
    userIds: number[],
    event: E,
    ...args: EmitArgs<E>
  ) => void;
  toRoom: <E extends keyof ServerToClientEvents>(
    room: string,
    event: E,
    ...args: EmitArgs<E>
  ) => void;
  toAll: <E extends keyof ServerToClientEvents>(event: E, ...args: EmitArgs<E>) => void;
  /** Lets a capability say which chat rooms a user may join (chat, sessions). */
  setRoomAccess: (check: RoomAccess) => void;
  /** Lets capabilities add their own socket event handlers. */
  onConnection: (handler: (socket: RealtimeSocket) => void) => void;
  isOnline: (userId: number) => Promise<boolean>;
  /** Closes every socket of a user, on every server process (their sessions were ended). */
  disconnectUser: (userId: number) => void;
  close: () => Promise<void>;
};

export type RoomAccess = (userId: number, roomIds: number[]) => Promise<number[]>;

export type RealtimeOptions = {
  server: HttpServer;
  log: FastifyBaseLogger;
  redisUrl?: string;
  redisPrefix: string;
  /** The user id of a valid token, or null. */
  authenticate: (token: string) => Promise<number | null>;
  /** Called when a user's first socket connects or last one leaves. */
  onPresence: (userId: number, online: boolean) => Promise<void>;
};

export const createRealtime = (options: RealtimeOptions): Realtime => {
  const io: RealtimeServer = new Server(options.server, {
    path: '/socket.io',
    serveClient: false,
    cors: { origin: false },
  });
  const redisClients: Redis[] = [];
  if (options.redisUrl) {
    const pub = new Redis(options.redisUrl, { lazyConnect: false, maxRetriesPerRequest: 3 });
    const sub = pub.duplicate();
    redisClients.push(pub, sub);
    io.adapter(createAdapter(pub, sub, { key: `${options.redisPrefix}socket.io` }));
  }

  let roomAccess: RoomAccess = async () => [];
  const handlers: ((socket: RealtimeSocket) => void)[] = [];

  io.use(async (socket, next) => {
    const fromHeader = bearerToken(socket.handshake.headers.authorization);
    const fromAuth =
      typeof socket.handshake.auth?.token === 'string' ? socket.handshake.auth.token : null;
    const token = fromHeader ?? fromAuth;
    let userId: number | null;
    try {
      userId = token ? await options.authenticate(token) : null;
    } catch (error) {
      // Socket.IO does not catch a rejected middleware: without this the process would end.
      options.log.warn({ err: error }, 'socket authentication failed');
      return next(new Error('service-unavailable'));
    }
    if (userId === null) return next(new Error('unauthenticated'));
    socket.data.userId = userId;
    return next();
  });

  const countSockets = async (userId: number) =>
    (await io.in(userRoom(userId)).fetchSockets()).length;

  /** Users this server has recorded online; absent means offline or not yet recorded. */
  const recordedOnline = new Set<number>();
  const presenceQueue = new Map<number, Promise<void>>();

  /**
   * Settles a user's online state after a connect or disconnect. Updates run one at a time per
   * user and each counts the sockets afresh, so a reload (disconnect and connect at once) or two
   * tabs opening together cannot leave a connected user marked offline, or the reverse.
   */
  const refreshPresence = (userId: number) => {
    const run = (presenceQueue.get(userId) ?? Promise.resolve())
      .then(async () => {
        const online = (await countSockets(userId)) > 0;
        if (online && recordedOnline.has(userId)) return;
        await options.onPresence(userId, online);
        if (online) recordedOnline.add(userId);
        else recordedOnline.delete(userId);
      })
      .catch((error: unknown) =>
        options.log.warn({ err: error, userId }, 'presence update failed'),
      );
    presenceQueue.set(userId, run);
    void run.then(() => {
      if (presenceQueue.get(userId) === run) presenceQueue.delete(userId);
    });
  };

  io.on('connection', (socket) => {
    const { userId } = socket.data;
    void socket.join(userRoom(userId));
    refreshPresence(userId);

    socket.on('JoinRooms', async (payload, ack) => {
      const requested = Array.isArray(payload?.roomIds)
        ? payload.roomIds.filter((id): id is number => Number.isInteger(id))
        : [];
      // A failed membership check joins nothing: a rejected promise here would end the process.
      const allowed = await roomAccess(userId, requested).catch((error: unknown) => {
        options.log.warn({ err: error, userId }, 'room access check failed');
        return [] as number[];
      });
      await socket.join(allowed.map(chatRoom));
      socket.emit('JoinedRooms', { roomIds: allowed });
      if (typeof ack === 'function') {
        ack({ code: allowed.length === requested.length ? 'ok' : 'not-member', roomIds: allowed });
      }
    });

    socket.on('disconnect', () => refreshPresence(userId));

    for (const handler of handlers) handler(socket);
  });

  return {
    io,
    clustered: redisClients.length > 0,
    toUsers: (userIds, event, ...args) => {
      if (userIds.length === 0) return;
      io.to(userIds.map(userRoom)).emit(event, ...args);
    },
    toRoom: (room, event, ...args) => {
      io.to(room).emit(event, ...args);
    },
    toAll: (event, ...args) => {
      io.emit(event, ...args);
    },
    setRoomAccess: (check) => {
      roomAccess = check;
    },
    onConnection: (handler) => {
      handlers.push(handler);
    },
    isOnline: async (userId) => (await countSockets(userId)) > 0,
    disconnectUser: (userId) => {
      io.in(userRoom(userId)).disconnectSockets(true);
    },
    close: async () => {
      await new Promise<void>((resolve) => {
        void io.close(() => resolve());
      });
      // Closing disconnects every socket: let those users be marked offline before the database goes.
      await Promise.all(presenceQueue.values());
      await Promise.all(redisClients.map((client) => client.quit().catch(() => undefined)));
    },
  };
};
