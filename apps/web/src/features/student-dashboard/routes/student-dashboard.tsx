/** The student's home: minutes left this week, the next lesson, upcoming and past lessons. */
import { Link } from 'react-router';
import { genderSelect, routes } from '@darsak/shared';
import { useApiQuery, useSession } from '@darsak/client/react';
import { Card, EmptyState, PageHeader, QueryView, useT } from '@darsak/ui';
import { LessonList } from '../../../components/lessons/lesson-row.js';
import { GuidedTour, useTourSeen } from '../components/guided-tour.js';
import { useLiveMoveRequests } from '../components/live-move-requests.js';
import { NextLesson } from '../components/next-lesson.js';
import { QuotaCard } from '../components/quota-card.js';
import { WeeklyLessons } from '../components/weekly-lessons.js';

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
  const { user } = useSession();
  const lessons = useApiQuery(routes.listLessons, {
    query: { page: 1, size: 5, filter: 'ratified', when },
  });
  return (
    <Card id={id}>
      <div className="space-y-2">
        <div className="flex items-center justify-between gap-2">
          <h2 className="text-lg font-bold">{title}</h2>
          <Link to={link} className="text-sm font-semibold text-brand-800 hover:underline">
            {t('sdash.seeAll')}
          </Link>
        </div>
        <QueryView
          query={lessons}
          isEmpty={(page) => page.list.length === 0}
          empty={
            <EmptyState
              title={t(when === 'future' ? 'sdash.upcoming.empty' : 'sdash.past.empty', {
                gender: genderSelect(user?.gender),
              })}
            />
          }
        >
          {(page) => user && <LessonList lessons={page.list} viewerId={user.id} />}
        </QueryView>
      </div>
    </Card>
  );
};

export default function StudentDashboardPage() {
  const t = useT();
  const { user } = useSession();
  const [tourSeen, finishTour] = useTourSeen();
  useLiveMoveRequests();
  if (!user) return null;
  const firstName = user.name.split(' ')[0];
  // The tour tells her what she can do, in her gender or his.
  const gender = genderSelect(user.gender);

  return (
    <div className="space-y-6">
      <PageHeader
        title={t('sdash.title', { name: firstName ?? '' })}
        description={t('sdash.subtitle')}
      />
      <div className="grid gap-4 md:grid-cols-2">
        <QuotaCard />
        <NextLesson />
      </div>
      <WeeklyLessons />
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
            {
              target: 'nav-tutors',
              title: t('tour.tutors.title'),
              text: t('tour.tutors.text', { gender }),
              folded: { target: 'nav-menu', text: t('tour.tutors.textFolded', { gender }) },
            },
            {
              target: 'tour-upcoming',
              title: t('tour.upcoming.title'),
              text: t('tour.upcoming.text', { gender }),
            },
          ]}
        />
      )}
    </div>
  );
}
