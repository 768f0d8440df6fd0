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
import type { ServerToClientEvents } from '@darsak/shared';
import type { RealtimeConnection } from '../realtime.js';
import { cacheEvents, domainsChangedByEvent, markStale } from './cache.js';
import { useSession } from './session.js';

type RealtimeValue = { connection: RealtimeConnection | null };
const RealtimeContext = createContext<RealtimeValue>({ connection: null });

export const RealtimeProvider = ({ url = '', children }: { url?: string; children: ReactNode }) => {
  const { client } = useSession();
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

  // What the server says changed marks its domains stale, from the one map in cache.ts.
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!connection) return undefined;
    const listeners = cacheEvents.map((event) => {
      const listener = () => markStale(queryClient, domainsChangedByEvent(event));
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
