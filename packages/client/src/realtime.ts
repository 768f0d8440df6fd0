/**
 * The realtime client (docs/product/chat-and-calls.md#live-connection): connects with a token,
 * reconnects for ever, exposes connected.
 */
import { io, type Socket } from 'socket.io-client';
import {
  SOCKET_CONNECT_TIMEOUT_MS,
  SOCKET_RECONNECT_DELAY_MAX_MS,
  SOCKET_RECONNECT_DELAY_MS,
  socketAuthorization,
  type ClientToServerEvents,
  type ServerToClientEvents,
} from '@darsak/shared';
import { logger } from './logger.js';

export type RealtimeSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

export type RealtimeConnection = {
  socket: RealtimeSocket;
  connected: () => boolean;
  subscribe: (listener: (connected: boolean) => void) => () => void;
  close: () => void;
};

export const connectRealtime = (url: string, token: string): RealtimeConnection => {
  const socket: RealtimeSocket = io(url, {
    path: '/socket.io',
    extraHeaders: { authorization: socketAuthorization(token) },
    auth: { token },
    reconnection: true,
    reconnectionAttempts: Infinity,
    reconnectionDelay: SOCKET_RECONNECT_DELAY_MS,
    reconnectionDelayMax: SOCKET_RECONNECT_DELAY_MAX_MS,
    timeout: SOCKET_CONNECT_TIMEOUT_MS,
  });
  let connected = false;
  const listeners = new Set<(connected: boolean) => void>();
  const update = (next: boolean) => {
    connected = next;
    listeners.forEach((listener) => listener(next));
  };
  socket.on('connect', () => {
    logger.info('realtime connected');
    update(true);
  });
  socket.on('disconnect', (reason) => {
    logger.info('realtime disconnected', reason);
    update(false);
  });
  socket.on('connect_error', (error) => {
    logger.warn('realtime connection error', error.message);
    update(false);
  });
  return {
    socket,
    connected: () => connected,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    close: () => {
      socket.removeAllListeners();
      socket.disconnect();
      update(false);
    },
  };
};
