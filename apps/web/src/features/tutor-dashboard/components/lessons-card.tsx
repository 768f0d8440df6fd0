/** A page of the tutor's lessons, upcoming or past, with loading, empty and error states. */
import { routes } from '@darsak/shared';
import { useApiQuery, usePager } from '@darsak/client/react';
import { Card, EmptyState, ErrorState, Pagination, Spinner, useT } from '@darsak/ui';
import { LessonList } from '../../../components/lessons/lesson-row.js';
import { useMyGender } from '../../../components/my-gender.js';

export const LessonsCard = ({ when, viewerId }: { when: 'future' | 'past'; viewerId: number }) => {
  const t = useT();
  const gender = useMyGender();
  const pager = usePager();
  const lessons = useApiQuery(
    routes.listLessons,
    {
      query: {
        when,
        page: pager.page,
        size: pager.size,
        ...(when === 'future' ? { filter: 'ratified' as const } : {}),
      },
    },
    { placeholderData: (previous) => previous },
  );
  const id = `lessons-${when}`;
  return (
    <Card>
      <h2 id={id} className="mb-3 text-xl font-bold">
        {t(when === 'future' ? 'tdash.upcoming.title' : 'tdash.past.title')}
      </h2>
      {lessons.isPending ? (
        <div className="flex justify-center py-8">
          <Spinner label={t('ui.loading')} />
        </div>
      ) : lessons.isError ? (
        <ErrorState error={lessons.error} onRetry={() => void lessons.refetch()} />
      ) : lessons.data.total === 0 ? (
        <EmptyState
          title={t(when === 'future' ? 'tdash.upcoming.empty' : 'tdash.past.empty')}
          description={t(when === 'future' ? 'tdash.upcoming.emptyText' : 'tdash.past.emptyText', {
            gender,
          })}
        />
      ) : (
        <div aria-labelledby={id} aria-busy={lessons.isPlaceholderData || undefined}>
          <LessonList lessons={lessons.data.list} viewerId={viewerId} />
          {lessons.data.total > pager.size && (
            <Pagination pager={pager} total={lessons.data.total} />
          )}
        </div>
      )}
    </Card>
  );
};
