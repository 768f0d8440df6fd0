/**
 * Who is online, beside the realtime gateway: a user is online while they hold at least one socket,
 * on any server process. Changes are settled one at a time per user, each counting the sockets
 * afresh, so a reload (a disconnect and a connect at once) or two tabs opening together never leave
 * a connected user marked offline, or the reverse. What a change means (recording it, telling who
 * shows it) is the users module's, through the callback.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Realtime } from './realtime.js';

export type Presence = {
  /** Resolves once every change under way has been settled (before the database closes). */
  settled: () => Promise<void>;
};

export const trackPresence = (
  realtime: Realtime,
  log: FastifyBaseLogger,
  changed: (userId: number, online: boolean) => Promise<void>,
): Presence => {
  /** Users this process has recorded online; absent means offline or not yet recorded. */
  const recordedOnline = new Set<number>();
  const queue = new Map<number, Promise<void>>();

  const refresh = (userId: number) => {
    const run = (queue.get(userId) ?? Promise.resolve())
      .then(async () => {
        const online = (await realtime.socketsOf(userId)) > 0;
        if (online && recordedOnline.has(userId)) return;
        await changed(userId, online);
        if (online) recordedOnline.add(userId);
        else recordedOnline.delete(userId);
      })
      .catch((error: unknown) => log.warn({ err: error, userId }, 'presence update failed'));
    queue.set(userId, run);
    void run.then(() => {
      if (queue.get(userId) === run) queue.delete(userId);
    });
  };

  realtime.onConnect((socket) => refresh(socket.data.userId));
  realtime.onDisconnect((socket) => refresh(socket.data.userId));
  return { settled: async () => void (await Promise.all(queue.values())) };
};
