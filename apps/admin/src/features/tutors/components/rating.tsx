/** A tutor's average rating and how many ratings it comes from. */
import type { RatingSummary } from '@darsak/shared';
import { useFormat, useT } from '@darsak/ui';

export const RatingValue = ({ rating }: { rating: RatingSummary }) => {
  const t = useT();
  const format = useFormat();
  if (rating.average === null || rating.count === 0)
    return <span className="text-ink-500">{t('tutors.noRatings')}</span>;
  return (
    <span className="whitespace-nowrap">
      <span aria-hidden="true" className="text-amber-500">
        ★{' '}
      </span>
      <span className="font-semibold">
        {t('tutors.rating', { average: format.rating(rating.average) })}
      </span>{' '}
      <span className="text-ink-500">{t('tutors.ratingCount', { count: rating.count })}</span>
    </span>
  );
};
