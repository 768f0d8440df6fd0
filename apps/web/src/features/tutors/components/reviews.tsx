/** A tutor's reviews, newest first, with the average. */
import { genderSelect, routes } from '@darsak/shared';
import { useApiQuery, usePager } from '@darsak/client/react';
import { Avatar, EmptyState, ErrorState, Pagination, Spinner, useFormat, useT } from '@darsak/ui';
import { RatingStars } from './rating-stars.js';

const Stars = ({ value }: { value: number }) => (
  <span aria-hidden="true" className="text-amber-500">
    {'★'.repeat(value)}
    <span className="text-ink-200">{'★'.repeat(5 - value)}</span>
  </span>
);

export const Reviews = ({ tutorId, gender }: { tutorId: number; gender: number | null }) => {
  const t = useT();
  const format = useFormat();
  const pager = usePager();
  const reviews = useApiQuery(
    routes.ratingsByTutor,
    { params: { id: tutorId }, query: { page: pager.page, size: pager.size } },
    { placeholderData: (previous) => previous },
  );
  if (reviews.isPending) return <Spinner label={t('ui.loading')} />;
  if (reviews.isError)
    return <ErrorState error={reviews.error} onRetry={() => void reviews.refetch()} />;
  const { list, total, summary } = reviews.data;
  if (total === 0)
    return (
      <EmptyState
        title={t('reviews.empty.title')}
        description={t('reviews.empty.text', { gender: genderSelect(gender) })}
      />
    );
  return (
    <div className="space-y-4">
      <RatingStars rating={summary} />
      <ul className="divide-y divide-ink-100">
        {list.map((review) => (
          <li key={review.id} className="flex gap-3 py-4">
            <Avatar name={review.rater.name} image={review.rater.image} size="sm" />
            <div className="min-w-0 space-y-1">
              <p className="font-semibold">
                <bdi>{review.rater.name}</bdi>{' '}
                <span className="ms-2 text-sm font-normal text-ink-500">
                  {format.date(review.createdAt)}
                </span>
              </p>
              <p role="img" aria-label={t('reviews.stars', { value: review.value })}>
                <Stars value={review.value} />
              </p>
              {review.text && (
                <p dir="auto" className="text-ink-800">
                  {review.text}
                </p>
              )}
            </div>
          </li>
        ))}
      </ul>
      {total > pager.size && <Pagination pager={pager} total={total} />}
    </div>
  );
};
