/** Connects the realtime socket while a token exists; the socket library loads only then. */
import {
  createContext,
  useContext,
  useEffect,
  useRef,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { routes, type ServerToClientEvents } from '@darsak/shared';
import { isAuthFailure } from '../api-error.js';
import type { RealtimeConnection } from '../realtime.js';
import {
  cacheEvents,
  domainsChangedByEvent,
  markStale,
  markTutorsStale,
  tutorsNamedBy,
} from './cache.js';
import { useSession } from './session.js';

type RealtimeValue = { connection: RealtimeConnection | null };
const RealtimeContext = createContext<RealtimeValue>({ connection: null });

export const RealtimeProvider = ({ url = '', children }: { url?: string; children: ReactNode }) => {
  const { client, user } = useSession();
  const token = useSyncExternalStore(
    client.tokens.subscribe,
    () => client.tokens.valid()?.value ?? null,
  );
  const [connection, setConnection] = useState<RealtimeConnection | null>(null);

  useEffect(() => {
    if (!token) return undefined;
    let closed = false;
    let opened: RealtimeConnection | null = null;
    void import('../realtime.js').then(({ connectRealtime }) => {
      if (closed) return;
      opened = connectRealtime(url || window.location.origin, token);
      setConnection(opened);
    });
    return () => {
      closed = true;
      opened?.close();
      setConnection(null);
    };
  }, [token, url]);

  // The server closed this connection itself (the library then does not reconnect): a session was
  // ended elsewhere (signing out of every device, a deactivated account), or the server is stopping.
  // Asking for one's own record tells which: a refused session signs this page out at once, where it
  // used to stay on screen until its next request; a live one connects again.
  useEffect(() => {
    if (!connection) return undefined;
    const onDisconnect = (reason: string) => {
      if (reason !== 'io server disconnect') return;
      client.call(routes.currentUser).then(
        () => connection.socket.connect(),
        (error: unknown) => {
          if (!isAuthFailure(error)) connection.socket.connect();
        },
      );
    };
    connection.socket.on('disconnect', onDisconnect);
    return () => {
      connection.socket.off('disconnect', onDisconnect);
    };
  }, [connection, client]);

  // What the server says changed marks the domains the event declares stale (cache.ts); a change
  // naming tutors marks only what shows them.
  const queryClient = useQueryClient();
  const selfId = useRef<number | null>(null);
  selfId.current = user?.id ?? null;
  useEffect(() => {
    if (!connection) return undefined;
    const listeners = cacheEvents.map((event) => {
      const listener = (payload?: unknown) => {
        const names = domainsChangedByEvent(event);
        const tutors = tutorsNamedBy(event, payload);
        if (tutors) markTutorsStale(queryClient, names, tutors, selfId.current);
        else markStale(queryClient, names);
      };
      connection.socket.on(event, listener);
      return () => connection.socket.off(event, listener);
    });
    return () => listeners.forEach((off) => off());
  }, [connection, queryClient]);

  return <RealtimeContext.Provider value={{ connection }}>{children}</RealtimeContext.Provider>;
};

/** Whether the live connection is up. */
export const useRealtimeConnected = (): boolean => {
  const { connection } = useContext(RealtimeContext);
  return useSyncExternalStore(
    (listener) => connection?.subscribe(listener) ?? (() => undefined),
    () => connection?.connected() ?? false,
  );
};

/** Runs a handler for a server event while the component is mounted. */
export const useRealtimeEvent = <E extends keyof ServerToClientEvents>(
  event: E,
  handler: ServerToClientEvents[E],
) => {
  const { connection } = useContext(RealtimeContext);
  const latest = useRef(handler);
  latest.current = handler;
  useEffect(() => {
    if (!connection) return undefined;
    const listener = ((...args: Parameters<ServerToClientEvents[E]>) =>
      (latest.current as (...a: unknown[]) => void)(...args)) as never;
    connection.socket.on(event, listener);
    return () => {
      connection.socket.off(event, listener);
    };
  }, [connection, event]);
};

export const useRealtime = (): RealtimeConnection | null => useContext(RealtimeContext).connection;
