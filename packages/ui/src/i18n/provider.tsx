/** Messages, language and locale formatting for React (Arabic first, English second). */
import { createContext, useCallback, useContext, useMemo, type ReactNode } from 'react';
import { DEFAULT_TIME_ZONE, LOCALE, type Language } from '@darsak/shared';
import { formatMessage, type MessageValues } from './icu.js';

export type Messages = Record<string, string>;

type I18nValue = {
  language: Language;
  locale: string;
  dir: 'rtl' | 'ltr';
  messages: Messages;
  setLanguage: (language: Language) => void;
};

const I18nContext = createContext<I18nValue | null>(null);

export const localeOf = (language: Language): string => (language === 'ar' ? LOCALE : 'en-GB');
export const dirOf = (language: Language): 'rtl' | 'ltr' => (language === 'ar' ? 'rtl' : 'ltr');

export const I18nProvider = ({
  language,
  messages,
  setLanguage,
  children,
}: {
  language: Language;
  messages: Messages;
  setLanguage: (language: Language) => void;
  children: ReactNode;
}) => {
  const value = useMemo(
    () => ({ language, locale: localeOf(language), dir: dirOf(language), messages, setLanguage }),
    [language, messages, setLanguage],
  );
  return <I18nContext.Provider value={value}>{children}</I18nContext.Provider>;
};

export const useI18n = (): I18nValue => {
  const value = useContext(I18nContext);
  if (!value) throw new Error('useI18n must be used inside <I18nProvider>');
  return value;
};

export type Translate = (key: string, values?: MessageValues) => string;

/** Translates a catalogue key; a missing key shows itself so it is noticed. */
export const useT = (): Translate => {
  const { locale, messages } = useI18n();
  return useCallback(
    (key, values) => {
      const source = messages[key];
      return source === undefined ? key : formatMessage(locale, source, values);
    },
    [locale, messages],
  );
};

/**
 * British English abbreviates September «Sept» (CLDR), the one four-letter month beside «Aug» and
 * «Oct» on a chart or in a list; the product says «Sep». Other text is left as it is.
 */
const sameLengthMonths = (text: string): string => text.replace(/\bSept\b/g, 'Sep');

/** A month (YYYY-MM) by its short name, with a two-digit year unless told otherwise. */
export const monthName = (month: string, locale: string, withYear = true): string => {
  const [year, m] = month.split('-').map(Number) as [number, number];
  return sameLengthMonths(
    new Intl.DateTimeFormat(locale, {
      month: 'short',
      ...(withYear ? { year: '2-digit' as const } : {}),
      timeZone: 'UTC',
    }).format(new Date(Date.UTC(year, m - 1, 15))),
  );
};

/**
 * A day said in words, as people say the days they plan around: weekday, day and month, and the
 * year only when it is not the current one (`now`'s, in the same time zone).
 */
export const dayInWords = (locale: string, timeZone: string) => {
  const options = { timeZone, weekday: 'long', day: 'numeric', month: 'long' } as const;
  const thisYear = new Intl.DateTimeFormat(locale, options);
  const withYear = new Intl.DateTimeFormat(locale, { ...options, year: 'numeric' });
  const yearOf = new Intl.DateTimeFormat('en', { timeZone, year: 'numeric' });
  return (when: Date, now: Date = new Date()): string =>
    (yearOf.format(when) === yearOf.format(now) ? thisYear : withYear).format(when);
};

/** Numbers, dates and times in the user's language and the Cairo time zone. */
export const useFormat = (timeZone: string = DEFAULT_TIME_ZONE) => {
  const { locale } = useI18n();
  return useMemo(() => {
    const number = new Intl.NumberFormat(locale);
    const plain = new Intl.NumberFormat(locale, { useGrouping: false });
    const oneDecimal = new Intl.NumberFormat(locale, {
      minimumFractionDigits: 1,
      maximumFractionDigits: 1,
    });
    const date = new Intl.DateTimeFormat(locale, { timeZone, dateStyle: 'medium' });
    const fullDate = new Intl.DateTimeFormat(locale, { timeZone, dateStyle: 'full' });
    const fullDateTime = new Intl.DateTimeFormat(locale, {
      timeZone,
      dateStyle: 'full',
      timeStyle: 'short',
    });
    const dateTime = new Intl.DateTimeFormat(locale, {
      timeZone,
      dateStyle: 'medium',
      timeStyle: 'short',
    });
    const time = new Intl.DateTimeFormat(locale, { timeZone, timeStyle: 'short' });
    const day = dayInWords(locale, timeZone);
    const shortDay = new Intl.DateTimeFormat(locale, {
      timeZone,
      weekday: 'short',
      day: 'numeric',
      month: 'short',
    });
    const dayKey = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    return {
      number: (n: number) => number.format(n),
      /** Years and codes: the locale's digits without thousands separators. */
      plain: (n: number) => plain.format(n),
      /** An average rating, always with one decimal as the public site shows it: «٤٫٠», «4.5». */
      rating: (n: number) => oneDecimal.format(n),
      date: (d: Date | string | number) => sameLengthMonths(date.format(new Date(d))),
      /** "الخميس، ٣١ ديسمبر ٢٠٢٦": a day said in words, beside a date control in digits. */
      fullDate: (d: Date | string | number) => fullDate.format(new Date(d)),
      /** "الخميس، ٣١ ديسمبر ٢٠٢٦ في ٦:٣٠ م": a day and time in words, beside a date-time control. */
      fullDateTime: (d: Date | string | number) => fullDateTime.format(new Date(d)),
      dateTime: (d: Date | string | number) => sameLengthMonths(dateTime.format(new Date(d))),
      time: (d: Date | string | number) => time.format(new Date(d)),
      /** "الأحد ٢٣ نوفمبر", with the year when it is not this year: "الجمعة ١ يناير ٢٠٢٧". */
      day: (d: Date | string | number) => day(new Date(d)),
      /** "الأحد، ٢٣ نوف" */
      shortDay: (d: Date | string | number) => sameLengthMonths(shortDay.format(new Date(d))),
      /** The local calendar date, YYYY-MM-DD, to group by day. */
      dayKey: (d: Date | string | number) => dayKey.format(new Date(d)),
    };
  }, [locale, timeZone]);
};
