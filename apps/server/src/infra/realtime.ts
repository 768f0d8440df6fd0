/**
 * The realtime gateway: Socket.IO on the API's port, typed events emitted only to rooms, and socket
 * handlers registered the way HTTP routes are (`handle`): authenticated at connection, payload
 * validated against its contract in packages/shared, errors answered as acknowledgement codes, and
 * rate-limited per socket. Which rooms a user may join is decided per kind of room by the module
 * that owns it (`rooms.allow`).
 */
import type { Server as HttpServer } from 'node:http';
import { createAdapter } from '@socket.io/redis-adapter';
import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';
import { Server, type Socket } from 'socket.io';
import { z } from 'zod/mini';
import {
  isAckCode,
  roomNamePattern,
  socketSchemas,
  userRoom,
  type AckAnswer,
  type AckCode,
  type ClientAnswers,
  type ClientToServerEvents,
  type RoomKind,
  type ServerToClientEvents,
  type SocketSchemas,
} from '@darsak/shared';
import { isAppError } from '../http/app-error.js';
import type { KeptGroup } from './cache.js';
import { bearerToken } from '../http/tokens.js';

type SocketData = { userId: number };
/** Events between server processes (through the Redis adapter when there are several). */
export type InterServerEvents = {
  'cache:invalidate': (group: KeptGroup, keys?: string | readonly string[]) => void;
  /** The same drop, for a sender that waits until every process has answered it did it. */
  'cache:invalidate-confirmed': (
    group: KeptGroup,
    keys: string | readonly string[],
    acknowledge: (done: true) => void,
  ) => void;
  /** Tutors changed: each process's tutor listing reads what changed of them again (decision 059). */
  'tutor-listing:changed': (tutorIds: number[], change: 'profile' | 'schedule' | 'lessons') => void;
  /** A tutor came online or went away, as the process holding their sockets recorded it. */
  'tutor-listing:online': (tutorId: number, online: boolean) => void;
};
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
type ClientEvent = keyof SocketSchemas['client'];
type Answer<E> = E extends keyof ClientAnswers ? ClientAnswers[E] : object;

/** What a socket handler is given: who sent it, the parsed payload, and the socket itself. */
export type SocketInput<E extends ClientEvent> = {
  userId: number;
  payload: z.output<SocketSchemas['client'][E]>;
  socket: RealtimeSocket;
};
export type SocketHandler<E extends ClientEvent> = (
  input: SocketInput<E>,
) => Promise<(Partial<Answer<E>> & { code?: AckCode; reason?: string }) | void>;

/** How many events of one kind a socket may send: a burst, refilled at a steady rate. */
export type SocketRate = { perSecond: number; burst: number };
const DEFAULT_RATE: SocketRate = { perSecond: 10, burst: 30 };

/** Answers, from the ids asked for, those of its kind of room the user may join. */
export type RoomAccess = (userId: number, ids: number[]) => Promise<number[]>;

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
  /** Registers what a client event does; one handler per event. */
  handle: <E extends ClientEvent>(
    event: E,
    handler: SocketHandler<E>,
    options?: { rate?: SocketRate },
  ) => void;
  /** The client events that have a handler. */
  handledEvents: () => ClientEvent[];
  /** Rooms of each kind, and who may join them. */
  rooms: { allow: (kind: RoomKind, access: RoomAccess) => void };
  /** Called for every socket that connects, and when it leaves. */
  onConnect: (listener: (socket: RealtimeSocket) => void) => void;
  onDisconnect: (listener: (socket: RealtimeSocket) => void) => void;
  /** How many sockets a user has open, across server processes. */
  socketsOf: (userId: number) => Promise<number>;
  isOnline: (userId: number) => Promise<boolean>;
  /** Closes every socket of a user, on every server process (their sessions were ended). */
  disconnectUser: (userId: number) => void;
  close: () => Promise<void>;
};

export type RealtimeOptions = {
  server: HttpServer;
  log: FastifyBaseLogger;
  redisUrl?: string;
  redisPrefix: string;
  /** The user id of a valid token, or null. */
  authenticate: (token: string) => Promise<number | null>;
};

/** The acknowledgement code of an error a handler threw. */
const ackCodeOf = (error: unknown): AckCode => {
  if (!isAppError(error)) return 'unexpected';
  // An error may name the acknowledgement it answers when its HTTP code is broader.
  if (isAckCode(error.details?.ack)) return error.details.ack;
  if (isAckCode(error.code)) return error.code;
  if (error.code === 'not-room-member') return 'not-member';
  if (error.status === 403 || error.status === 401) return 'unallowed';
  if (error.status === 429) return 'too-many-requests';
  return error.status >= 500 ? 'unexpected' : 'bad-request';
};

/** The answer to a payload that breaks its contract; an empty message has a code of its own. */
const refusalOf = (issues: readonly { message: string }[]): AckAnswer => {
  const reason = issues[0]?.message ?? 'bad-request';
  return { code: reason === 'message-too-short' ? 'empty-text' : 'bad-request', reason };
};

export const createRealtime = (options: RealtimeOptions): Realtime => {
  const io: RealtimeServer = new Server(options.server, {
    path: '/socket.io',
    serveClient: false,
    cors: { origin: false },
    // A socket event is small: chat text, an SDP offer, an ICE candidate.
    maxHttpBufferSize: 256 * 1024,
  });
  const redisClients: Redis[] = [];
  if (options.redisUrl) {
    const pub = new Redis(options.redisUrl, { lazyConnect: false, maxRetriesPerRequest: 3 });
    const sub = pub.duplicate();
    redisClients.push(pub, sub);
    io.adapter(createAdapter(pub, sub, { key: `${options.redisPrefix}socket.io` }));
  }
  const schemas = socketSchemas();

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

  type Registered = { handler: SocketHandler<ClientEvent>; rate: SocketRate };
  const handlers = new Map<ClientEvent, Registered>();
  const connectListeners: ((socket: RealtimeSocket) => void)[] = [];
  const disconnectListeners: ((socket: RealtimeSocket) => void)[] = [];
  const roomAccess = new Map<RoomKind, RoomAccess>();

  /** A token bucket per socket and event. */
  const limiter = () => {
    const buckets = new Map<string, { tokens: number; at: number }>();
    return (event: string, rate: SocketRate): boolean => {
      const now = Date.now();
      const bucket = buckets.get(event) ?? { tokens: rate.burst, at: now };
      bucket.tokens = Math.min(
        rate.burst,
        bucket.tokens + ((now - bucket.at) / 1000) * rate.perSecond,
      );
      bucket.at = now;
      buckets.set(event, bucket);
      if (bucket.tokens < 1) return false;
      bucket.tokens -= 1;
      return true;
    };
  };

  const attach = (socket: RealtimeSocket) => {
    const allowed = limiter();
    for (const [event, { handler, rate }] of handlers) {
      const listener = async (payload: unknown, ack?: unknown) => {
        const reply = (answer: AckAnswer) => {
          if (typeof ack === 'function') (ack as (a: AckAnswer) => void)(answer);
        };
        if (!allowed(event, rate)) return reply({ code: 'too-many-requests' });
        const parsed = z.safeParse(schemas.client[event], payload);
        if (!parsed.success) return reply(refusalOf(parsed.error.issues));
        try {
          const answer = await handler({
            userId: socket.data.userId,
            payload: parsed.data as never,
            socket,
          });
          reply({ code: 'ok', ...answer });
        } catch (error) {
          const code = ackCodeOf(error);
          if (code === 'unexpected')
            options.log.error({ err: error, event }, 'socket handler failed');
          // The catalogue's code says why when the acknowledgement code is broader.
          const reason = isAppError(error) && error.code !== code ? error.code : undefined;
          reply(reason ? { code, reason } : { code });
        }
      };
      socket.on(event, listener as never);
    }
  };

  io.on('connection', (socket) => {
    void socket.join(userRoom(socket.data.userId));
    attach(socket);
    for (const listener of connectListeners) listener(socket);
    socket.on('disconnect', () => {
      for (const listener of disconnectListeners) listener(socket);
    });
  });

  /**
   * Set when the process stops, before Redis is let go: what the sockets' last disconnections
   * still set off (presence, a call's members leaving) must not publish through a closed
   * connection, which would end the process with an unhandled rejection instead of draining.
   */
  let closed = false;
  const realtime: Realtime = {
    io,
    get clustered() {
      return redisClients.length > 0 && !closed;
    },
    toUsers: (userIds, event, ...args) => {
      if (userIds.length === 0 || closed) return;
      io.to(userIds.map(userRoom)).emit(event, ...args);
    },
    toRoom: (room, event, ...args) => {
      if (closed) return;
      io.to(room).emit(event, ...args);
    },
    toAll: (event, ...args) => {
      if (closed) return;
      io.emit(event, ...args);
    },
    handle: (event, handler, handlerOptions) => {
      if (handlers.has(event)) throw new Error(`${event} has a handler already`);
      handlers.set(event, {
        handler: handler as unknown as SocketHandler<ClientEvent>,
        rate: handlerOptions?.rate ?? DEFAULT_RATE,
      });
    },
    handledEvents: () => [...handlers.keys()],
    rooms: {
      allow: (kind, access) => {
        roomAccess.set(kind, access);
      },
    },
    onConnect: (listener) => {
      connectListeners.push(listener);
    },
    onDisconnect: (listener) => {
      disconnectListeners.push(listener);
    },
    socketsOf: async (userId) =>
      (await (closed ? io.local : io).in(userRoom(userId)).fetchSockets()).length,
    // A socket of this process answers at once; only then are the other processes asked.
    isOnline: async (userId) =>
      (io.of('/').adapter.rooms.get(userRoom(userId))?.size ?? 0) > 0 ||
      (realtime.clustered && (await realtime.socketsOf(userId)) > 0),
    disconnectUser: (userId) => {
      io.in(userRoom(userId)).disconnectSockets(true);
    },
    close: async () => {
      await new Promise<void>((resolve) => {
        void io.close(() => resolve());
      });
      closed = true;
      await Promise.all(redisClients.map((client) => client.quit().catch(() => undefined)));
    },
  };

  // Joining rooms: each kind of room is checked by the module that owns it; unknown kinds join none.
  realtime.handle('JoinRooms', async ({ userId, payload, socket }) => {
    const wanted = new Map<RoomKind, number[]>();
    for (const name of new Set(payload.rooms)) {
      if (!roomNamePattern.test(name)) continue;
      const [kind, id] = name.split(':') as [RoomKind, string];
      wanted.set(kind, [...(wanted.get(kind) ?? []), Number(id)]);
    }
    const joined: string[] = [];
    for (const [kind, ids] of wanted) {
      const access = roomAccess.get(kind);
      // A failed membership check joins nothing of that kind.
      const allowed = access
        ? await access(userId, ids).catch((error: unknown) => {
            options.log.warn({ err: error, userId, kind }, 'room access check failed');
            return [] as number[];
          })
        : [];
      joined.push(...ids.filter((id) => allowed.includes(id)).map((id) => `${kind}:${id}`));
    }
    await socket.join(joined);
    socket.emit('JoinedRooms', { rooms: joined });
    const asked = new Set(payload.rooms).size;
    return { code: joined.length === asked ? 'ok' : 'not-member', rooms: joined };
  });

  return realtime;
};
