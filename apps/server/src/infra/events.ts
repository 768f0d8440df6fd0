/**
 * One typed bus for domain events inside a server process. A service emits after its transaction
 * commits; each concern subscribes in its own module (socket events to users' rooms, cache
 * invalidation, presence audiences). `emit` waits for every subscriber, so an answer that follows it
 * has had its side effects; a failing subscriber is logged and never fails the emitter.
 *
 * What must survive a crash between the commit and the side effect does not go through here: it is
 * a durable job scheduled in the same transaction (see src/jobs.ts and docs/architecture.md).
 */
import type { FastifyBaseLogger } from 'fastify';

export type EventHandler<P> = (payload: P) => Promise<void> | void;

export type EventBus<M> = {
  on: <K extends keyof M>(name: K, handler: EventHandler<M[K]>) => void;
  emit: <K extends keyof M>(name: K, payload: M[K]) => Promise<void>;
};

export const createEventBus = <M>(log: FastifyBaseLogger): EventBus<M> => {
  const handlers = new Map<keyof M, EventHandler<never>[]>();
  return {
    on: (name, handler) => {
      handlers.set(name, [...(handlers.get(name) ?? []), handler as EventHandler<never>]);
    },
    emit: async (name, payload) => {
      const list = (handlers.get(name) ?? []) as EventHandler<typeof payload>[];
      await Promise.all(
        list.map(async (handler) => {
          try {
            await handler(payload);
          } catch (error) {
            log.warn({ err: error, event: String(name) }, 'an event subscriber failed');
          }
        }),
      );
    },
  };
};
