/**
 * Reading an app's catalogue in tests as its screens do: `t` over the merged messages, and a
 * message without its gender selects, to look for words about one person outside them.
 */
import { formatMessage, type MessageValues } from '../src/index.js';

/** `t` as the screens have it over these messages: a key they lack answers itself. */
export const wordsFrom = (language: 'ar' | 'en', messages: Record<string, string>) => {
  const locale = language === 'ar' ? 'ar-EG' : 'en-GB';
  return {
    locale,
    messages,
    t: (key: string, values: MessageValues = {}) =>
      messages[key] === undefined ? key : formatMessage(locale, messages[key], values),
  };
};

/** The message without the selects that offer a woman's words (their other arm is the man's). */
export const outsideGenderSelects = (source: string): string => {
  let result = '';
  for (let i = 0; i < source.length; i += 1) {
    if (/^\{\w+, select, /.test(source.slice(i))) {
      let depth = 0;
      let end = i;
      for (; end < source.length; end += 1) {
        if (source[end] === '{') depth += 1;
        if (source[end] === '}' && --depth === 0) break;
      }
      if (source.slice(i, end + 1).includes('female {')) {
        result += ' ';
        i = end;
        continue;
      }
    }
    result += source[i];
  }
  return result;
};
