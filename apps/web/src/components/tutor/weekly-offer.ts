/** How much free time a tutor offers each week, from their weekly slots, and how it is said. */
import type { AvailabilitySlot } from '@darsak/shared';
import { useFormat, useT } from '@darsak/ui';
import { useMyGender } from '../my-gender.js';

export type WeeklyOffer = { minutes: number; days: number };

export const weeklyOffer = (slots: readonly AvailabilitySlot[]): WeeklyOffer => ({
  minutes: slots.reduce((sum, s) => sum + s.endMinute - s.startMinute, 0),
  days: new Set(slots.map((s) => s.weekday)).size,
});

/** «٢٦ ساعة متاحة للحجز على ٥ أيام كل أسبوع.», or that nothing is set yet. */
export const useWeeklyOfferText = () => {
  const t = useT();
  const format = useFormat();
  const gender = useMyGender();
  return ({ minutes, days }: WeeklyOffer): string =>
    minutes === 0
      ? t('tdash.schedule.empty', { gender })
      : t('tdash.schedule.text', {
          hours: format.number(Math.round((minutes / 60) * 10) / 10),
          days,
        });
};
