/** When a lesson starts, in Cairo time and words that scan: "الأحد ٢٢ نوفمبر" and "١٠:٠٠ ص". */
import { useMemo } from 'react';
import { DEFAULT_TIME_ZONE } from '@darsak/shared';
import { useI18n } from '@darsak/ui';

export const useLessonTime = () => {
  const { locale } = useI18n();
  return useMemo(() => {
    const base = {
      timeZone: DEFAULT_TIME_ZONE,
      weekday: 'long',
      day: 'numeric',
      month: 'long',
    } as const;
    const day = new Intl.DateTimeFormat(locale, base);
    const dayWithYear = new Intl.DateTimeFormat(locale, { ...base, year: 'numeric' });
    const time = new Intl.DateTimeFormat(locale, {
      timeZone: DEFAULT_TIME_ZONE,
      timeStyle: 'short',
    });
    const year = new Intl.DateTimeFormat('en', { timeZone: DEFAULT_TIME_ZONE, year: 'numeric' });
    const thisYear = year.format(new Date());
    return {
      /** The day, with its year only when it is not this year. */
      day: (iso: string) => {
        const date = new Date(iso);
        return (year.format(date) === thisYear ? day : dayWithYear).format(date);
      },
      time: (iso: string) => time.format(new Date(iso)),
    };
  }, [locale]);
};
