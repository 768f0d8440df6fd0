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

/**
 * What a form field shows is wrong: a catalogue code (`required`, `note-too-short`, `invalid-phone`),
 * which the field turns into words once, as `error.<code>`. A caller never translates it first:
 * words given as a code would be looked up again and show as «error.<words>».
 */
export type FieldErrorCode = string;

const codeShape = /^[a-z][a-z0-9-]*$/;

/**
 * The words for a field's code. A code the catalogue lacks reads as the generic «not valid»; words
 * passed where a code belongs are the caller's mistake, reported in the console and shown the same
 * way rather than as a key.
 */
export const useFieldErrorMessage = () => {
  const t = useT();
  return useCallback(
    (code: FieldErrorCode): string => {
      if (!codeShape.test(code)) {
        console.error(`A field error is a catalogue code, not words: «${code}»`);
        return t('error.invalid-value');
      }
      const key = `error.${code}`;
      const message = t(key);
      return message === key ? t('error.invalid-value') : message;
    },
    [t],
  );
};
