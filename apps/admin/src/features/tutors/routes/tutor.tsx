/** One tutor: profile, standing and the admin's switches, statistics, weekly schedule and lessons. */
import { Link, useParams } from 'react-router';
import { genderSelect, isTutorLikeRole, routes } from '@darsak/shared';
import { isNotFound } from '@darsak/client';
import { useApiQuery } from '@darsak/client/react';
import { PageHeader, PageSpinner, Alert, Card, Loading, ErrorState, useT } from '@darsak/ui';
import { paths } from '../../../config/paths.js';
import { isFullUser } from '../../../components/full-user.js';
import { OnboardingTimeline } from '../../../components/onboarding-timeline.js';
import { ProfileSummary } from '../components/profile-summary.js';
import { StandingPanel } from '../components/standing-panel.js';
import { TutorLessons } from '../components/tutor-lessons.js';
import { TutorStats } from '../components/tutor-stats.js';
import { useTutorStanding } from '../components/use-tutor-standing.js';
import { WeeklySchedule } from '../components/weekly-schedule.js';

const linkClass = 'font-semibold text-brand-800 hover:underline';

const Standing = ({ id }: { id: number }) => {
  const { query, standing, applied } = useTutorStanding(id);
  if (query.isPending)
    return (
      <Card>
        <Loading />
      </Card>
    );
  if (query.isError || !standing)
    return <ErrorState error={query.error} onRetry={() => void query.refetch()} />;
  return <StandingPanel tutor={standing} onSaved={applied} />;
};

export default function TutorPage() {
  const t = useT();
  // The route lets only a valid id through.
  const id = Number(useParams().id);
  const user = useApiQuery(routes.getUser, { params: { id } });
  const profile = useApiQuery(routes.tutorInfo, { params: { id } }, { retry: false });

  const backToTutors = (
    <Link to={paths.tutors} className={linkClass}>
      {t('tutor.back')}
    </Link>
  );
  if (user.isPending) return <PageSpinner label={t('ui.loading')} />;
  if (user.isError)
    return (
      <ErrorState
        error={user.error}
        // Nobody with this id: on the tutors' side of the office, that is a tutor not found.
        message={isNotFound(user.error) ? t('error.tutor-not-found') : undefined}
        onRetry={() => void user.refetch()}
        page
        back={backToTutors}
      />
    );
  if (!isFullUser(user.data)) return <ErrorState message={t('error.forbidden')} />;
  const tutor = user.data;

  const header = (
    <PageHeader
      title={tutor.name}
      description={t(`role.person.${tutor.role}`, { gender: genderSelect(tutor.gender) })}
      actions={
        <div className="flex flex-wrap gap-x-4 gap-y-2">
          {backToTutors}
          <Link to={paths.user(tutor.id)} className={linkClass}>
            {t('tutor.account')}
          </Link>
        </div>
      }
    />
  );
  if (!isTutorLikeRole(tutor.role))
    return (
      <div>
        {header}
        <Alert tone="warning">{t('tutor.notTutor', { gender: genderSelect(tutor.gender) })}</Alert>
      </div>
    );

  return (
    <div className="space-y-6">
      {header}
      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <ProfileSummary user={tutor} profile={profile.data} profilePending={profile.isPending} />
        <Standing id={tutor.id} />
      </div>
      <OnboardingTimeline tutorId={tutor.id} />
      <TutorStats tutorId={tutor.id} gender={tutor.gender} />
      <WeeklySchedule tutorId={tutor.id} gender={tutor.gender} />
      <TutorLessons tutorId={tutor.id} gender={tutor.gender} />
    </div>
  );
}
