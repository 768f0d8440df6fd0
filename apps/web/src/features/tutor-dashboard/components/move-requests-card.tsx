/**
 * The times the tutor proposed for lessons and the students have not answered yet
 * (docs/product/lessons.md#a-tutors-request-to-move), each with the way to withdraw it; shown only
 * while there are some.
 */
import { routes } from '@darsak/shared';
import { useApiQuery } from '@darsak/client/react';
import { Card, ErrorState, useT } from '@darsak/ui';
import { MoveRequestPanel } from '../../../components/lessons/move-request.js';

export const MoveRequestsCard = ({ viewerId }: { viewerId: number }) => {
  const t = useT();
  const requested = useApiQuery(routes.listLessons, {
    query: { page: 1, size: 20, filter: 'move-requested', when: 'future' },
  });
  if (requested.isError)
    return <ErrorState error={requested.error} onRetry={() => void requested.refetch()} />;
  if (!requested.data || requested.data.list.length === 0) return null;
  return (
    <Card className="space-y-3">
      <h2 className="text-xl font-bold">{t('tdash.moveRequests.title')}</h2>
      {requested.data.list.map((lesson) => (
        <MoveRequestPanel
          key={lesson.id}
          lesson={lesson}
          viewerId={viewerId}
          onAnswered={() => void requested.refetch()}
        />
      ))}
    </Card>
  );
};
