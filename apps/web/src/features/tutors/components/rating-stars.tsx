/** An average rating as stars with the number of ratings, read out in words. */
import type { RatingSummary } from '@darsak/shared';
import { useFormat, useT } from '@darsak/ui';

export const RatingStars = ({ rating }: { rating: RatingSummary }) => {
  const t = useT();
  const format = useFormat();
  if (rating.average === null || rating.count === 0) {
    return <span className="text-sm text-ink-500">{t('tutors.noRatings')}</span>;
  }
  const rounded = Math.round(rating.average * 10) / 10;
  return (
    <span
      role="img"
      className="inline-flex items-center gap-1 text-sm"
      aria-label={t('tutors.ratingLabel', { value: format.rating(rounded), count: rating.count })}
    >
      <span aria-hidden="true" className="text-amber-500">
        ★
      </span>
      <span aria-hidden="true" className="font-bold text-ink-900">
        {format.rating(rounded)}
      </span>
      <span aria-hidden="true" className="text-ink-500">
        ({format.number(rating.count)})
      </span>
    </span>
  );
};
