/** The translated message of an error: its catalogue code when it has one, else a generic message. */
import { useCallback } from 'react';
import { useT } from './provider.js';

type Coded = { code?: unknown };

export const errorKey = (error: unknown): string => {
  const code = (error as Coded | null)?.code;
  if (typeof code === 'string' && /^[a-z][a-z-]*$/.test(code)) return `error.${code}`;
  // A request that never left the device: say so plainly rather than blame the server.
  if (error instanceof TypeError)
    return typeof navigator !== 'undefined' && !navigator.onLine
      ? 'error.offline'
      : 'error.network';
  return 'error.unexpected';
};

export const useErrorMessage = () => {
  const t = useT();
  return useCallback(
    (error: unknown): string => {
      const key = errorKey(error);
      const message = t(key);
      return message === key ? t('error.unexpected') : message;
    },
    [t],
  );
};
