/**
 * Digits in inputs follow the page (decision 008): in Arabic every digit an input shows is
 * Arabic-Indic, whatever was typed; in English it is Western. Either kind may be typed, and the form
 * keeps Western digits, which the shared rules read.
 */
import { useCallback, useLayoutEffect, useMemo, useRef, type ChangeEvent } from 'react';
import { toAsciiDigits } from '@darsak/shared';
import { useI18n } from './i18n/provider.js';

/** Writes a text's digits in the page's own. */
export const useLocalDigits = (): ((text: string) => string) => {
  const { locale } = useI18n();
  return useMemo(() => {
    const format = new Intl.NumberFormat(locale, { useGrouping: false });
    const digits = Array.from({ length: 10 }, (_, digit) => format.format(digit));
    return (text: string) => toAsciiDigits(text).replace(/[0-9]/g, (d) => digits[Number(d)]!);
  }, [locale]);
};

/**
 * Props for an input that shows the page's digits. A digit typed in the middle keeps the caret where
 * it was: each digit is one character in either script, so the position carries over.
 */
export const useDigitsInput = (
  value: unknown,
  onChange: ((event: ChangeEvent<HTMLInputElement>) => void) | undefined,
) => {
  const local = useLocalDigits();
  const input = useRef<HTMLInputElement>(null);
  const caret = useRef<number | null>(null);
  useLayoutEffect(() => {
    if (caret.current === null || !input.current) return;
    if (document.activeElement === input.current)
      input.current.setSelectionRange(caret.current, caret.current);
    caret.current = null;
  });
  return {
    ref: input,
    value: local(String(value ?? '')),
    onChange: useCallback(
      (event: ChangeEvent<HTMLInputElement>) => {
        caret.current = event.target.selectionStart;
        event.target.value = toAsciiDigits(event.target.value);
        onChange?.(event);
      },
      [onChange],
    ),
  };
};

/**
 * A number set inside a sentence as one left-to-right unit (Unicode isolates): "+2010…" alone has no
 * letter to set its direction, and in an Arabic line its plus went to the far end.
 */
export const ltrIsolate = (text: string): string => `\u2066${text}\u2069`;

/**
 * An Egyptian mobile number as people write it and as the phone field's hint describes it: the
 * «+2010…» the server keeps reads «010…». Anything else (a number being typed, a foreign one) is
 * left as it is.
 */
export const nationalPhone = (phone: string): string =>
  /^\+201\d{9}$/.test(phone) ? `0${phone.slice(3)}` : phone;

/** A phone number shown in text: written as people write it, in the page's digits (decision 008). */
export const usePhoneText = (): ((phone: string) => string) => {
  const local = useLocalDigits();
  return useCallback((phone: string) => local(nationalPhone(phone)), [local]);
};
