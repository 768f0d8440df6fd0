/** The student's home: minutes left this week, the next lesson, upcoming and past lessons. */
import { Link } from 'react-router';
import { routes } from '@darsak/shared';
import { useApiQuery, useSession } from '@darsak/client/react';
import {
  Card,
  EmptyState,
  ErrorState,
  PageHeader,
  Spinner,
  useErrorMessage,
  useT,
} from '@darsak/ui';
import { LessonList } from '../../../components/lessons/lesson-row.js';
import { useLessonEvents } from '../../../components/lessons/use-lesson-events.js';
import { GuidedTour, useTourSeen } from '../components/guided-tour.js';
import { NextLesson } from '../components/next-lesson.js';
import { QuotaCard } from '../components/quota-card.js';

const LessonsCard = ({
  id,
  title,
  when,
  link,
}: {
  id?: string;
  title: string;
  when: 'future' | 'past';
  link: string;
}) => {
  const t = useT();
  const errorMessage = useErrorMessage();
  const { user } = useSession();
  const lessons = useApiQuery(routes.listLessons, {
    query: { page: 1, size: 5, filter: 'ratified', when },
  });
  return (
    <Card>
      <div id={id} className="space-y-2">
        <div className="flex items-center justify-between gap-2">
          <h2 className="text-lg font-bold">{title}</h2>
          <Link to={link} className="text-sm font-semibold text-brand-800 hover:underline">
            {t('sdash.seeAll')}
          </Link>
        </div>
        {lessons.isPending ? (
          <Spinner label={t('ui.loading')} />
        ) : lessons.isError ? (
          <ErrorState
            message={errorMessage(lessons.error)}
            onRetry={() => void lessons.refetch()}
          />
        ) : lessons.data.list.length === 0 ? (
          <EmptyState title={t(when === 'future' ? 'sdash.upcoming.empty' : 'sdash.past.empty')} />
        ) : (
          user && <LessonList lessons={lessons.data.list} viewerId={user.id} />
        )}
      </div>
    </Card>
  );
};

export default function StudentDashboardPage() {
  const t = useT();
  const errorMessage = useErrorMessage();
  const { user } = useSession();
  const quota = useApiQuery(routes.quota);
  const next = useApiQuery(routes.listLessons, {
    query: { page: 1, size: 1, filter: 'ratified', when: 'future' },
  });
  const [tourSeen, finishTour] = useTourSeen(user?.id ?? 0);
  useLessonEvents();
  if (!user) return null;
  const firstName = user.name.split(' ')[0];

  return (
    <div className="space-y-6">
      <PageHeader
        title={t('sdash.title', { name: firstName ?? '' })}
        description={t('sdash.subtitle')}
      />
      <div className="grid gap-4 md:grid-cols-2">
        {quota.isPending ? (
          <Card>
            <Spinner label={t('ui.loading')} />
          </Card>
        ) : quota.isError ? (
          <ErrorState message={errorMessage(quota.error)} onRetry={() => void quota.refetch()} />
        ) : (
          <QuotaCard quota={quota.data} />
        )}
        <NextLesson lesson={next.data?.list[0]} />
      </div>
      <div className="grid gap-4 lg:grid-cols-2">
        <LessonsCard
          id="tour-upcoming"
          title={t('sdash.upcoming.title')}
          when="future"
          link="/upcoming-lessons"
        />
        <LessonsCard title={t('sdash.past.title')} when="past" link="/lessons-schedule" />
      </div>
      {!tourSeen && (
        <GuidedTour
          onDone={finishTour}
          steps={[
            { target: 'tour-quota', title: t('tour.quota.title'), text: t('tour.quota.text') },
            { target: 'nav-tutors', title: t('tour.tutors.title'), text: t('tour.tutors.text') },
            {
              target: 'tour-upcoming',
              title: t('tour.upcoming.title'),
              text: t('tour.upcoming.text'),
            },
          ]}
        />
      )}
    </div>
  );
}
