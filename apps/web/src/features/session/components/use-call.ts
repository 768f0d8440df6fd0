/** Runs a call while mounted and exposes its state to React. */
import { useEffect, useState, useSyncExternalStore } from 'react';
import type { IceConfig } from '@darsak/shared';
import { useRealtime } from '@darsak/client/react';
import { Call, type CallState } from '../../../components/session/call.js';

export const useCall = (sessionId: number, me: number, ice: IceConfig, stream: MediaStream) => {
  const connection = useRealtime();
  const [call, setCall] = useState<Call | null>(null);
  useEffect(() => {
    if (!connection) return undefined;
    const created = new Call(connection.socket, sessionId, me, ice, stream);
    setCall(created);
    void created.start();
    return () => {
      void created.leave();
      setCall(null);
    };
  }, [connection, sessionId, me, ice, stream]);
  const state = useSyncExternalStore(
    (listener) => call?.subscribe(listener) ?? (() => undefined),
    () => call?.state ?? null,
  );
  return { call, state: state as CallState | null };
};
