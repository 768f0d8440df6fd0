/**
 * A tutor manager's interviews and demo sessions (`/interviews`): those to come, soonest
 * first, then those held, with a link to each and to the weekly hours candidates book from.
 */
import { Link } from 'react-router';
import { routes, type Interview, type Route } from '@darsak/shared';
import { useApiInfiniteQuery } from '@darsak/client/react';
import {
  Avatar,
  Button,
  buttonClass,
  Card,
  EmptyState,
  ErrorState,
  PageHeader,
  Spinner,
  useFormat,
  useT,
} from '@darsak/ui';
import {
  SessionStatusBadge,
  sessionPageHref,
} from '../../../components/onboarding/session-status.js';
import { paths } from '../../../config/paths.js';

const SessionRow = ({ session }: { session: Interview }) => {
  const t = useT();
  const format = useFormat();
  return (
    <li>
      <Link
        to={sessionPageHref(session)}
        className="flex flex-wrap items-center gap-3 rounded-xl p-3 hover:bg-ink-50 focus-visible:outline-2 focus-visible:outline-brand-600"
      >
        <Avatar name={session.tutor.name} image={session.tutor.image} size="sm" />
        <span className="min-w-0 flex-1">
          <span className="block font-semibold">{session.tutor.name}</span>
          <span className="block text-sm text-ink-600">
            {t(session.kind === 3 ? 'interviews.kind.interview' : 'interviews.kind.demo')}
            {t('ui.sep')}
            {format.day(session.startsAt)}
            {t('ui.sep')}
            {format.time(session.startsAt)}
          </span>
        </span>
        <SessionStatusBadge session={session} side="staff" />
      </Link>
    </li>
  );
};

const SessionList = ({
  title,
  endpoint,
  when,
}: {
  title: string;
  endpoint: Route;
  when: 'future' | 'past';
}) => {
  const t = useT();
  const list = useApiInfiniteQuery(
    endpoint as typeof routes.listInterviews,
    (page) => ({ query: { page, size: 20, when } }),
    [endpoint.path, when],
  );
  const items = list.data?.pages.flatMap((page) => page.list) ?? [];
  return (
    <Card className="space-y-3">
      <h2 className="text-lg font-bold">{title}</h2>
      {list.isPending ? (
        <Spinner label={t('ui.loading')} />
      ) : list.isError ? (
        <ErrorState error={list.error} onRetry={() => void list.refetch()} />
      ) : items.length === 0 ? (
        <EmptyState
          title={t(when === 'future' ? 'interviews.noneComing' : 'interviews.noneHeld')}
        />
      ) : (
        <>
          <ul className="divide-y divide-ink-100">
            {items.map((session) => (
              <SessionRow key={session.id} session={session} />
            ))}
          </ul>
          {list.hasNextPage && (
            <Button
              variant="secondary"
              onClick={() => void list.fetchNextPage()}
              loading={list.isFetchingNextPage}
            >
              {t('interviews.more')}
            </Button>
          )}
        </>
      )}
    </Card>
  );
};

export default function InterviewsPage() {
  const t = useT();
  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <PageHeader
        title={t('interviews.title')}
        description={t('interviews.subtitle')}
        actions={
          <Link to={paths.scheduleManagement} className={buttonClass('secondary')}>
            {t('interviews.hours')}
          </Link>
        }
      />
      <SessionList
        title={t('interviews.comingInterviews')}
        endpoint={routes.listInterviews}
        when="future"
      />
      <SessionList
        title={t('interviews.comingDemos')}
        endpoint={routes.listDemoSessions}
        when="future"
      />
      <SessionList
        title={t('interviews.heldInterviews')}
        endpoint={routes.listInterviews}
        when="past"
      />
      <SessionList
        title={t('interviews.heldDemos')}
        endpoint={routes.listDemoSessions}
        when="past"
      />
    </div>
  );
}
