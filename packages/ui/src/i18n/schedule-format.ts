/**
 * Times of day, weekdays and dates of a weekly schedule in the viewer's language. Schedules are kept
 * in Cairo local time as minutes from midnight, so they are formatted as wall-clock times, not instants.
 */
import { useMemo } from 'react';
import { MINUTES_PER_DAY, Weekday } from '@darsak/shared';
import { dayInWords, useI18n, useT } from './provider.js';

/** Sunday first, as the week runs in Egypt (Sunday 0 to Saturday 6). */
export const weekdays = Object.values(Weekday);

export const useScheduleFormat = () => {
  const t = useT();
  const { locale } = useI18n();
  return useMemo(() => {
    const utc = { timeZone: 'UTC' } as const;
    // The same style as an instant's time (useFormat): «05:00» in English, «٥:٠٠ ص» in Arabic.
    const time = new Intl.DateTimeFormat(locale, { ...utc, timeStyle: 'short' });
    const hour = new Intl.DateTimeFormat(locale, { ...utc, hour: 'numeric' });
    const weekday = new Intl.DateTimeFormat(locale, { ...utc, weekday: 'long' });
    const date = dayInWords(locale, 'UTC');
    const timeOf = (minute: number) =>
      minute >= MINUTES_PER_DAY
        ? t('schedule.midnight')
        : time.format(new Date(Date.UTC(2023, 0, 1, 0, minute)));
    return {
      /** "٩:٣٠ ص"; the end of the day reads "midnight". */
      time: timeOf,
      /** An hour mark of a day's track: "٦ ص". */
      hour: (h: number) => hour.format(new Date(Date.UTC(2023, 0, 1, h % 24))),
      /** 1 January 2023 was a Sunday. */
      weekday: (day: number) => weekday.format(new Date(Date.UTC(2023, 0, 1 + day))),
      /** A calendar date, `YYYY-MM-DD`: "الخميس ٢٧ نوفمبر" (with its year when not this year). */
      date: (value: string) => date(new Date(`${value}T12:00:00Z`)),
      /** "من ٩:٠٠ ص إلى ١٢:٠٠ م", or "all day". */
      range: (r: { startMinute: number; endMinute: number }) =>
        r.startMinute === 0 && r.endMinute >= MINUTES_PER_DAY
          ? t('schedule.allDay')
          : t('schedule.range', { from: timeOf(r.startMinute), to: timeOf(r.endMinute) }),
      /** "٣ ساعات و٣٠ دقيقة" */
      duration: (minutes: number) => {
        const hours = Math.floor(minutes / 60);
        const rest = minutes % 60;
        if (rest === 0) return t('schedule.hours', { hours });
        if (hours === 0) return t('schedule.minutes', { minutes: rest });
        return t('schedule.hoursAndMinutes', {
          hours: t('schedule.hours', { hours }),
          minutes: t('schedule.minutes', { minutes: rest }),
        });
      },
    };
  }, [locale, t]);
};
