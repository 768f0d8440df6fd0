import { useFormat, useT } from '@darsak/ui';

/**
 * When a live session opens (ten minutes before it starts, decision 013), said with its day
 * unless that day is today: "opens at 7:50" alone reads as today's 7:50.
 */
export const useOpensAtText = () => {
  const t = useT();
  const format = useFormat();
  return (opensAt: string, now: number) =>
    format.dayKey(opensAt) === format.dayKey(now)
      ? t('session.opensAt', { time: format.time(opensAt) })
      : t('session.opensOn', { day: format.day(opensAt), time: format.time(opensAt) });
};
