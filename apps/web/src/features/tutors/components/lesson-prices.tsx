/** What a lesson with a tutor costs for each length, in EGP, from the tutor's hourly rate. */
import { formatMoney, type TutorCard } from '@darsak/shared';
import { cx, useI18n, useT } from '@darsak/ui';

export const LessonPrices = ({
  prices,
  className,
}: {
  prices: TutorCard['lessonPrices'];
  className?: string;
}) => {
  const t = useT();
  const { locale } = useI18n();
  return (
    <div className={cx('text-sm', className)}>
      <p className="text-ink-600">{t('tutors.price')}</p>
      <dl className="flex flex-wrap gap-x-4 gap-y-1">
        {prices.map(({ duration, price }) => (
          <div key={duration} className="flex items-baseline gap-1.5">
            <dt className="text-ink-600">{t('lesson.minutes', { minutes: duration })}</dt>
            <dd className="font-bold text-ink-900">
              <bdi>{formatMoney(price, locale)}</bdi>
            </dd>
          </div>
        ))}
      </dl>
    </div>
  );
};
