/**
 * What a lesson with a tutor costs for each length (docs/product/tutors.md#lesson-prices): to a
 * student with a subscription in force, the minutes it takes from their week; to anyone else, EGP
 * from the tutor's hourly rate.
 */
import { formatMoney, Role, routes, type TutorCard } from '@darsak/shared';
import { useApiQuery, useSession } from '@darsak/client/react';
import { cx, useI18n, useT } from '@darsak/ui';

/**
 * Whether lessons are shown in minutes: a student with a subscription in force (the free trial
 * too) pays them with minutes. undefined while the student's quota is not known yet, so neither
 * kind flashes before the other; EGP when it cannot be read.
 */
export const usePaysInMinutes = (): boolean | undefined => {
  const { user } = useSession();
  const student = user?.role === Role.Student;
  // The same question as the booking panel and the tutors list, answered once from the cache.
  const quota = useApiQuery(routes.quota, undefined, { enabled: student });
  if (!student) return false;
  if (quota.isPending) return undefined;
  return quota.isSuccess && quota.data.subscription !== null;
};

export const LessonPrices = ({
  prices,
  className,
}: {
  prices: TutorCard['lessonPrices'];
  className?: string;
}) => {
  const t = useT();
  const { locale } = useI18n();
  const inMinutes = usePaysInMinutes();
  if (inMinutes === undefined) return null;
  return (
    <div className={cx('text-sm', className)}>
      <p className="text-ink-600">{t('tutors.price')}</p>
      {inMinutes ? (
        <ul className="flex flex-wrap gap-x-4 gap-y-1">
          {prices.map(({ duration }) => (
            <li key={duration} className="font-bold text-ink-900">
              {t('tutors.fromMinutes', { minutes: duration })}
            </li>
          ))}
        </ul>
      ) : (
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
      )}
    </div>
  );
};
