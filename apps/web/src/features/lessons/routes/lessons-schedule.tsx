/** Every lesson, by day: coming, past, or cancelled. */
import { useSearchParams } from 'react-router';
import { routes, type Lesson } from '@darsak/shared';
import { useAddressPager, useApiQuery, useSession } from '@darsak/client/react';
import {
  Card,
  cx,
  EmptyState,
  ErrorState,
  PageHeader,
  Pagination,
  Spinner,
  useFormat,
  useT,
} from '@darsak/ui';
import { LessonList } from '../../../components/lessons/lesson-row.js';
import { NoUpcomingLessons } from '../../../components/lessons/no-upcoming-lessons.js';

const views = {
  upcoming: { filter: 'ratified', when: 'future' },
  past: { filter: 'ratified', when: 'past' },
  cancelled: { filter: 'cancelled', when: undefined },
} as const;
type View = keyof typeof views;

const byDay = (lessons: Lesson[], dayKey: (d: string) => string) => {
  const days = new Map<string, Lesson[]>();
  for (const lesson of lessons)
    days.set(dayKey(lesson.startsAt), [...(days.get(dayKey(lesson.startsAt)) ?? []), lesson]);
  return [...days.values()];
};

export default function LessonsSchedulePage() {
  const t = useT();
  const format = useFormat();
  const { user } = useSession();
  // The tab and the page live in the address, so Back from a lesson returns to where it was opened.
  const pager = useAddressPager();
  const [search, setSearch] = useSearchParams();
  const asked = search.get('view');
  const view: View = asked && Object.hasOwn(views, asked) ? (asked as View) : 'upcoming';
  // Another tab is a new address without the page: its list from the start.
  const setView = (name: View) =>
    setSearch(name === 'upcoming' ? {} : { view: name }, { replace: true });
  const lessons = useApiQuery(
    routes.listLessons,
    { query: { page: pager.page, size: pager.size, ...views[view] } },
    { placeholderData: (previous) => previous },
  );
  if (!user) return null;

  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <PageHeader
        title={t('lessons.schedule.title')}
        description={t('lessons.schedule.subtitle')}
      />
      <div
        role="tablist"
        aria-label={t('lessons.schedule.views')}
        className="flex gap-1 rounded-xl bg-ink-100 p-1"
      >
        {(Object.keys(views) as View[]).map((name) => (
          <button
            key={name}
            role="tab"
            aria-selected={view === name}
            onClick={() => setView(name)}
            className={cx(
              'min-h-10 flex-1 rounded-lg text-sm font-semibold focus-visible:outline-2 focus-visible:outline-brand-600',
              view === name ? 'bg-white text-ink-900 shadow-sm' : 'text-ink-600 hover:text-ink-900',
            )}
          >
            {t(`lessons.schedule.${name}`)}
          </button>
        ))}
      </div>
      <Card>
        {lessons.isPending ? (
          <Spinner label={t('ui.loading')} />
        ) : lessons.isError ? (
          <ErrorState error={lessons.error} onRetry={() => void lessons.refetch()} />
        ) : lessons.data.total === 0 ? (
          view === 'upcoming' ? (
            <NoUpcomingLessons role={user.role} />
          ) : (
            <EmptyState title={t(`lessons.schedule.empty.${view}`)} />
          )
        ) : (
          <div className="space-y-6" aria-busy={lessons.isFetching}>
            {byDay(lessons.data.list, format.dayKey).map((day) => (
              <section key={day[0]!.id} aria-label={format.day(day[0]!.startsAt)}>
                <h2 className="mb-1 text-sm font-bold text-ink-600">
                  {format.day(day[0]!.startsAt)}
                </h2>
                <LessonList lessons={day} viewerId={user.id} />
              </section>
            ))}
            <Pagination
              pager={pager}
              total={lessons.data.total}
              stale={lessons.isPlaceholderData}
            />
          </div>
        )}
      </Card>
    </div>
  );
}
