/** Lessons still to come, soonest first; they update as lessons are booked, moved or cancelled. */
import { Link } from 'react-router';
import { routes } from '@darsak/shared';
import { useApiInfiniteQuery, useSession } from '@darsak/client/react';
import { Button, buttonClass, Card, ErrorState, PageHeader, Spinner, useT } from '@darsak/ui';
import { LessonList } from '../../../components/lessons/lesson-row.js';
import { NoUpcomingLessons } from '../../../components/lessons/no-upcoming-lessons.js';
import { paths } from '../../../config/paths.js';

export default function UpcomingLessonsPage() {
  const t = useT();
  const { user } = useSession();
  const lessons = useApiInfiniteQuery(
    routes.listLessons,
    (page) => ({ query: { page, size: 20, filter: 'ratified' as const, when: 'future' as const } }),
    'upcoming',
  );
  if (!user) return null;
  const list = lessons.data?.pages.flatMap((page) => page.list) ?? [];
  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <PageHeader
        title={t('lessons.upcoming.title')}
        actions={
          <Link to={paths.lessonsSchedule} className={buttonClass('secondary')}>
            {t('lessons.allLessons')}
          </Link>
        }
      />
      <Card>
        {lessons.isPending ? (
          <Spinner label={t('ui.loading')} />
        ) : lessons.isError ? (
          <ErrorState error={lessons.error} onRetry={() => void lessons.refetch()} />
        ) : list.length === 0 ? (
          <NoUpcomingLessons role={user.role} />
        ) : (
          <>
            <LessonList lessons={list} viewerId={user.id} />
            {lessons.hasNextPage && (
              <div className="mt-4 flex justify-center">
                <Button
                  variant="secondary"
                  onClick={() => void lessons.fetchNextPage()}
                  loading={lessons.isFetchingNextPage}
                >
                  {t('lessons.more')}
                </Button>
              </div>
            )}
          </>
        )}
      </Card>
    </div>
  );
}
