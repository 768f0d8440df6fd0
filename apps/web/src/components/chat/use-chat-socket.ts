/** Chat over the live socket: acknowledged sends with a time limit, so a lost one can be retried. */
import { useCallback } from 'react';
import type { AckAnswer, ClientPayload, ClientAnswers } from '@darsak/shared';
import { useRealtime } from '@darsak/client/react';

const ACK_TIMEOUT_MS = 8000;

type Acked = 'SendMessage' | 'UpdateMessage' | 'DeleteMessage' | 'MarkMessageAsRead';
type AnswerOf<E> = E extends keyof ClientAnswers ? ClientAnswers[E] : object;

export const useChatSocket = () => {
  const connection = useRealtime();
  const ask = useCallback(
    async <E extends Acked>(
      event: E,
      payload: ClientPayload<E>,
    ): Promise<AckAnswer<AnswerOf<E>>> => {
      if (!connection?.socket.connected)
        return { code: 'unexpected', reason: 'offline' } as AckAnswer<AnswerOf<E>>;
      try {
        const timed = connection.socket.timeout(ACK_TIMEOUT_MS) as unknown as {
          emitWithAck: (e: string, p: unknown) => Promise<AckAnswer<AnswerOf<E>>>;
        };
        return await timed.emitWithAck(event, payload);
      } catch {
        return { code: 'unexpected', reason: 'timeout' } as AckAnswer<AnswerOf<E>>;
      }
    },
    [connection],
  );
  const typing = useCallback(
    (roomId: number, typing: boolean) => {
      connection?.socket.emit('UserTyping', { roomId, typing });
    },
    [connection],
  );
  return { ask, typing, connected: Boolean(connection) };
};
