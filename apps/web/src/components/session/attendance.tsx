/**
 * Who was in a lesson's call and when (SPEC §3 session member events): minutes present per member
 * and the timeline of joins and leaves, on the lesson page.
 */
import { useQuery } from '@tanstack/react-query';
import { RoomType, routes, SessionMemberEvent } from '@darsak/shared';
import { useApiQuery, useSession } from '@darsak/client/react';
import { Card, Spinner, useFormat, useT } from '@darsak/ui';

export const LessonAttendance = ({ lessonId }: { lessonId: number }) => {
  const t = useT();
  const format = useFormat();
  const { client } = useSession();
  const room = useQuery({
    queryKey: ['session-room', RoomType.Lesson, String(lessonId)],
    queryFn: ({ signal }) =>
      client.call(routes.roomFor, { body: { type: RoomType.Lesson, refId: lessonId } }, { signal }),
    staleTime: Infinity,
  });
  const session = useApiQuery(
    routes.getSession,
    { params: { id: room.data?.id ?? 0 } },
    { enabled: Boolean(room.data) },
  );
  if (room.isError || session.isError) return null;
  if (!session.data)
    return (
      <Card>
        <Spinner label={t('ui.loading')} />
      </Card>
    );
  const nameOf = (id: number) =>
    session.data.members.find((m) => m.user.id === id)?.user.name ?? '';
  return (
    <Card className="space-y-3">
      <h2 className="text-lg font-bold">{t('session.attendance')}</h2>
      {session.data.attendance.length === 0 ? (
        <p className="text-ink-600">{t('session.noAttendance')}</p>
      ) : (
        <>
          <ul className="space-y-1">
            {session.data.members.map((member) => (
              <li key={member.user.id} className="font-semibold">
                {t('session.minutesOf', { name: member.user.name, minutes: member.minutes })}
              </li>
            ))}
          </ul>
          <ol className="space-y-1 border-s-2 border-ink-100 ps-3 text-sm text-ink-700">
            {session.data.attendance.map((entry, i) => (
              <li key={i}>
                <time dateTime={entry.at}>{format.time(entry.at)}</time>{' '}
                {t(
                  entry.event === SessionMemberEvent.UserJoined
                    ? 'session.joinedAt'
                    : 'session.leftAt',
                  { name: nameOf(entry.userId) },
                )}
              </li>
            ))}
          </ol>
        </>
      )}
    </Card>
  );
};
