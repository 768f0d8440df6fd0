/** The tutor's overview: standing, numbers, lessons now, ahead and past; bookings appear live. */
import { genderSelect, Role } from '@darsak/shared';
import { useRealtimeConnected, useSession } from '@darsak/client/react';
import { Badge, cx, ErrorState, PageHeader, useT } from '@darsak/ui';
import { ListingStatus } from '../../../components/tutor/listing-status.js';
import { useTutorMeta } from '../../../components/tutor/use-tutor-meta.js';
import { Earnings } from '../components/earnings.js';
import { LessonNow } from '../components/lesson-now.js';
import { LessonsCard } from '../components/lessons-card.js';
import { useLiveLessons } from '../components/live-lessons.js';
import { MoveRequestsCard } from '../components/move-requests-card.js';
import { ScheduleSummary } from '../components/schedule-summary.js';
import { Stats } from '../components/stats.js';

const LiveBadge = () => {
  const t = useT();
  const connected = useRealtimeConnected();
  return (
    <p className="flex items-center gap-2 text-sm text-ink-600">
      <span
        aria-hidden="true"
        className={cx('size-2.5 rounded-full', connected ? 'bg-emerald-500' : 'bg-ink-300')}
      />
      {t(connected ? 'tdash.live.on' : 'tdash.live.off')}
    </p>
  );
};

export default function TutorDashboardPage() {
  const t = useT();
  const { user } = useSession();
  const meta = useTutorMeta();
  useLiveLessons();
  if (!user) return null;
  const firstName = user.name.split(' ')[0] ?? user.name;
  // What is left before students find the tutor; a tutor manager's (teaching is their choice)
  // comes after their work, not before it.
  const manager = user.role === Role.TutorManager;
  const listing = meta.data && (!meta.data.listed || meta.data.missing.length > 0) && (
    <ListingStatus meta={meta.data} />
  );
  return (
    <div className="space-y-6">
      <PageHeader
        title={t('tdash.title', { name: firstName })}
        description={t('tdash.subtitle')}
        actions={
          <div className="flex flex-wrap items-center gap-3">
            {meta.data?.listed && (
              <Badge tone="success">
                {t('tdash.listed', { gender: genderSelect(user.gender) })}
              </Badge>
            )}
            <LiveBadge />
          </div>
        }
      />
      <LessonNow />
      <MoveRequestsCard viewerId={user.id} />
      {meta.isError && <ErrorState error={meta.error} onRetry={() => void meta.refetch()} />}
      {!manager && listing}
      <Stats />
      <ScheduleSummary />
      <Earnings />
      <div className="grid gap-6 lg:grid-cols-2">
        <LessonsCard when="future" viewerId={user.id} />
        <LessonsCard when="past" viewerId={user.id} />
      </div>
      {manager && listing}
    </div>
  );
}
