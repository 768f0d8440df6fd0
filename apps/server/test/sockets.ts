/** Socket clients for the tests, of the web client's kind: the token travels in the Authorization header. */
import type { AddressInfo } from 'node:net';
import { io as connect, type Socket } from 'socket.io-client';
import {
  socketAuthorization,
  type ClientToServerEvents,
  type ServerToClientEvents,
} from '@darsak/shared';
import type { Harness } from './harness.js';

export type Client = Socket<ServerToClientEvents, ClientToServerEvents>;

const open: Client[] = [];

/** Disconnects every socket a test opened (call it in afterEach or afterAll). */
export const closeSockets = (): void => {
  for (const socket of open.splice(0)) socket.disconnect();
};

export const baseUrl = async (h: Harness): Promise<string> => {
  if (!h.app.server.listening) await h.app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = h.app.server.address() as AddressInfo;
  return `http://127.0.0.1:${port}`;
};

/** A socket to a harness's server, not yet necessarily connected. */
export const socketTo = async (
  h: Harness,
  options: { token?: string; transport?: 'websocket' | 'polling'; auth?: object } = {},
): Promise<Client> => {
  const socket: Client = connect(await baseUrl(h), {
    path: '/socket.io',
    transports: [options.transport ?? 'websocket'],
    reconnection: false,
    timeout: 5000,
    forceNew: true,
    ...(options.token
      ? { extraHeaders: { authorization: socketAuthorization(options.token) } }
      : {}),
    ...(options.auth ? { auth: options.auth } : {}),
  });
  open.push(socket);
  return socket;
};

export const connected = (socket: Client) =>
  new Promise<void>((resolve, reject) => {
    if (socket.connected) return resolve();
    socket.once('connect', () => resolve());
    socket.once('connect_error', (error) => reject(error));
  });

/** A connected socket of a signed-in user. */
export const connectAs = async (h: Harness, token: string): Promise<Client> => {
  const socket = await socketTo(h, { token });
  await connected(socket);
  return socket;
};

export const refused = (socket: Client) =>
  new Promise<Error>((resolve, reject) => {
    socket.once('connect', () => reject(new Error('the connection was accepted')));
    socket.once('connect_error', (error) => resolve(error));
  });

type Payload<E extends keyof ServerToClientEvents> = Parameters<ServerToClientEvents[E]>[0];

/** The next payload of an event that matches, or a failure after a while. */
export const next = <E extends keyof ServerToClientEvents>(
  socket: Client,
  event: E,
  options: { ms?: number; where?: (payload: Payload<E>) => boolean } = {},
) =>
  new Promise<Payload<E>>((resolve, reject) => {
    const ms = options.ms ?? 10_000;
    const timer = setTimeout(() => reject(new Error(`no ${event} within ${ms} ms`)), ms);
    const listener = (payload: Payload<E>) => {
      if (options.where && !options.where(payload)) return;
      clearTimeout(timer);
      socket.off(event as 'TutorUpdated', listener as never);
      resolve(payload);
    };
    socket.on(event as 'TutorUpdated', listener as never);
  });

/** Collects every payload of an event a socket hears from now on. */
export const record = <E extends keyof ServerToClientEvents>(socket: Client, event: E) => {
  const heard: Payload<E>[] = [];
  socket.on(event as 'TutorUpdated', ((payload: Payload<E>) => heard.push(payload)) as never);
  return heard;
};
