/** Times of day and weekdays in the viewer's language; the schedule is in Cairo local time. */
import { useMemo } from 'react';
import { DEFAULT_TIME_ZONE, MINUTES_PER_DAY, SLOT_STEP_MINUTES, Weekday } from '@darsak/shared';
import { useI18n, useT } from '@darsak/ui';

/** Sunday first, as the week runs in Egypt (SPEC §3: Sunday 0 to Saturday 6). */
export const weekdays = Object.values(Weekday);

/** Every quarter hour of a day, 0 to 1440. */
export const quarterHours = Array.from(
  { length: MINUTES_PER_DAY / SLOT_STEP_MINUTES + 1 },
  (_, i) => i * SLOT_STEP_MINUTES,
);

/** Today's date in Cairo, YYYY-MM-DD. */
export const todayInCairo = (now = new Date()) =>
  new Intl.DateTimeFormat('en-CA', {
    timeZone: DEFAULT_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);

/** Whether this device shows Cairo time, so times here match the clock the tutor sees. */
export const deviceInCairo = () =>
  Intl.DateTimeFormat().resolvedOptions().timeZone === DEFAULT_TIME_ZONE;

export const useScheduleFormat = () => {
  const t = useT();
  const { locale } = useI18n();
  return useMemo(() => {
    const time = new Intl.DateTimeFormat(locale, {
      hour: 'numeric',
      minute: '2-digit',
      timeZone: 'UTC',
    });
    const weekday = new Intl.DateTimeFormat(locale, { weekday: 'long', timeZone: 'UTC' });
    const date = new Intl.DateTimeFormat(locale, {
      weekday: 'long',
      day: 'numeric',
      month: 'long',
      timeZone: 'UTC',
    });
    const duration = (minutes: number) => {
      const hours = Math.floor(minutes / 60);
      const rest = minutes % 60;
      if (rest === 0) return t('schedule.hours', { hours });
      if (hours === 0) return t('schedule.minutes', { minutes: rest });
      return t('schedule.hoursAndMinutes', {
        hours: t('schedule.hours', { hours }),
        minutes: t('schedule.minutes', { minutes: rest }),
      });
    };
    const timeOf = (minute: number) =>
      minute >= MINUTES_PER_DAY
        ? t('schedule.midnight')
        : time.format(new Date(Date.UTC(2023, 0, 1, 0, minute)));
    return {
      /** "٩:٣٠ ص"; the end of the day reads "midnight". */
      time: timeOf,
      /** 1 January 2023 was a Sunday. */
      weekday: (day: number) => weekday.format(new Date(Date.UTC(2023, 0, 1 + day))),
      /** A calendar date, "الخميس ٢٠ مارس". */
      date: (value: string) => date.format(new Date(`${value}T00:00:00Z`)),
      /** "من ٩:٠٠ ص إلى ١٢:٠٠ م", or "all day". */
      range: (r: { startMinute: number; endMinute: number }) =>
        r.startMinute === 0 && r.endMinute >= MINUTES_PER_DAY
          ? t('schedule.allDay')
          : t('schedule.range', { from: timeOf(r.startMinute), to: timeOf(r.endMinute) }),
      duration,
    };
  }, [locale, t]);
};
