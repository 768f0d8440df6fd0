/**
 * "Free today at 8:00 pm": the soonest time a lesson can start, in words relative to today; said of
 * the tutor, in her gender or his («متاحة اليوم»).
 */
import { genderSelect } from '@darsak/shared';
import { useFormat, useT } from '@darsak/ui';

export const NextFree = ({ at, gender }: { at: string | null; gender: number | null }) => {
  const t = useT();
  const format = useFormat();
  if (!at) return <span className="text-sm text-ink-500">{t('tutors.fullThisWeek')}</span>;
  const today = format.dayKey(new Date());
  const tomorrow = format.dayKey(new Date(Date.now() + 24 * 60 * 60 * 1000));
  const key = format.dayKey(at);
  const day =
    key === today ? t('tutors.today') : key === tomorrow ? t('tutors.tomorrow') : format.day(at);
  return (
    <span className="inline-flex items-center gap-1.5 text-sm font-semibold text-emerald-800">
      <span aria-hidden="true" className="size-2 rounded-full bg-emerald-500" />
      {t('tutors.nextFree', { day, time: format.time(at), gender: genderSelect(gender) })}
    </span>
  );
};
