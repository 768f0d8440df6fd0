/**
 * What an order bought, in one line: a plan period, an upgrade of the plan in force, or one lesson
 * with its tutor and time.
 */
import type { Transaction } from '@darsak/shared';
import { useFormat, useT } from '@darsak/ui';
import { slugOf } from '../periods.js';

export const useOrderTitle = () => {
  const t = useT();
  const format = useFormat();
  return (tx: Pick<Transaction, 'lesson' | 'weeklyMinutes' | 'period' | 'purpose'>): string =>
    tx.purpose === 'upgrade'
      ? t('payment.upgradeOrder', { minutes: tx.weeklyMinutes ?? 0 })
      : tx.lesson
        ? t('payment.lessonOrder', {
            minutes: tx.lesson.duration,
            name: tx.lesson.tutorName,
            day: format.day(tx.lesson.startsAt),
            time: format.time(tx.lesson.startsAt),
          })
        : t('payment.order', {
            minutes: tx.weeklyMinutes ?? 0,
            period: t(`plans.period.${slugOf(tx.period ?? 0)}`),
          });
};
