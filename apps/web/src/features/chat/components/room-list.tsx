/** One's rooms: pinned first, the last message, unread badges, online dots; or the tutors not yet written to. */
import { Link } from 'react-router';
import { Role, RoomType, routes, type ChatRoom, type TutorCard } from '@darsak/shared';
import { useApiInfiniteQuery, useSession } from '@darsak/client/react';
import {
  Avatar,
  Button,
  cx,
  EmptyState,
  ErrorState,
  Spinner,
  useFormat,
  useT,
  type Translate,
} from '@darsak/ui';
import { paths } from '../../../config/paths.js';

const PAGE = 20;

export const OnlineDot = ({ online }: { online: boolean }) => {
  const t = useT();
  return (
    <span
      className={cx(
        'absolute bottom-0 end-0 size-3 rounded-full ring-2 ring-white',
        online ? 'bg-emerald-500' : 'bg-ink-300',
      )}
      role="img"
      aria-label={online ? t('chat.online') : t('chat.offline')}
    />
  );
};

const roomTitle = (room: ChatRoom, t: Translate) => {
  const names = room.members.map((m) => m.name).join('، ');
  return room.type === RoomType.General ? names : t(`chat.roomType.${room.type}`, { names });
};

export const RoomList = ({
  search,
  pinned,
  activeId,
}: {
  search: string;
  pinned: boolean;
  activeId: number | null;
}) => {
  const t = useT();
  const format = useFormat();
  const { user } = useSession();
  const rooms = useApiInfiniteQuery(
    routes.listRooms,
    (page) => ({
      params: { userId: user!.id },
      query: {
        page,
        size: PAGE,
        ...(search ? { search } : {}),
        ...(pinned ? { pinned: 'true' as const } : {}),
      },
    }),
    { search, pinned },
  );
  if (rooms.isPending) return <Spinner label={t('ui.loading')} />;
  if (rooms.isError) return <ErrorState error={rooms.error} onRetry={() => void rooms.refetch()} />;
  const list = rooms.data.pages.flatMap((page) => page.list);
  if (list.length === 0)
    return (
      <EmptyState
        title={search ? t('chat.noMatch') : pinned ? t('chat.noPinned') : t('chat.noRooms')}
        description={
          search || pinned
            ? undefined
            : t(user?.role === Role.Student ? 'chat.noRoomsText' : 'chat.noRoomsTextOthers')
        }
      />
    );
  return (
    <div className="space-y-2">
      <ul className="divide-y divide-ink-100" aria-label={t('chat.rooms')}>
        {list.map((room) => {
          const other = room.members[0];
          const last = room.lastMessage;
          return (
            <li key={room.id}>
              <Link
                to={paths.chatRoom(room.id)}
                aria-current={room.id === activeId ? 'page' : undefined}
                className={cx(
                  'flex items-center gap-3 rounded-xl p-3 hover:bg-ink-50 focus-visible:outline-2 focus-visible:outline-brand-600',
                  room.id === activeId && 'bg-brand-50',
                )}
              >
                <span className="relative">
                  <Avatar name={other?.name ?? ''} image={other?.image} size="md" />
                  {other && <OnlineDot online={other.online} />}
                </span>
                <span className="min-w-0 flex-1">
                  <span className="flex items-center gap-2">
                    <span className="truncate font-semibold">{roomTitle(room, t)}</span>
                    {room.pinned && (
                      <span className="text-xs text-ink-500">{t('chat.pinnedMark')}</span>
                    )}
                    {room.muted && (
                      <span className="text-xs text-ink-500">{t('chat.mutedMark')}</span>
                    )}
                  </span>
                  <span className="block truncate text-sm text-ink-600">
                    {last ? (last.deletedAt ? t('chat.deleted') : last.text) : t('chat.noMessages')}
                  </span>
                </span>
                <span className="flex flex-col items-end gap-1">
                  {last && (
                    <time className="text-xs text-ink-500" dateTime={last.createdAt}>
                      {format.dayKey(last.createdAt) === format.dayKey(Date.now())
                        ? format.time(last.createdAt)
                        : format.shortDay(last.createdAt)}
                    </time>
                  )}
                  {room.unread > 0 && (
                    <span
                      className="min-w-6 rounded-full bg-brand-700 px-2 text-center text-xs font-bold text-white"
                      aria-label={t('chat.unread', { count: room.unread })}
                    >
                      {format.number(room.unread)}
                    </span>
                  )}
                </span>
              </Link>
            </li>
          );
        })}
      </ul>
      {rooms.hasNextPage && (
        <Button
          variant="ghost"
          block
          loading={rooms.isFetchingNextPage}
          onClick={() => void rooms.fetchNextPage()}
        >
          {t('chat.more')}
        </Button>
      )}
    </div>
  );
};

export const UncontactedTutors = ({
  search,
  onPick,
}: {
  search: string;
  onPick: (tutor: TutorCard) => void;
}) => {
  const t = useT();
  const tutors = useApiInfiniteQuery(
    routes.uncontactedTutors,
    (page) => ({ query: { page, size: PAGE, ...(search ? { q: search } : {}) } }),
    { search },
  );
  if (tutors.isPending) return <Spinner label={t('ui.loading')} />;
  if (tutors.isError)
    return <ErrorState error={tutors.error} onRetry={() => void tutors.refetch()} />;
  const list = tutors.data.pages.flatMap((page) => page.list);
  if (list.length === 0) return <EmptyState title={t('chat.noTutors')} />;
  return (
    <div className="space-y-2">
      <ul className="divide-y divide-ink-100" aria-label={t('chat.allTutors')}>
        {list.map((tutor) => (
          <li key={tutor.id}>
            <button
              type="button"
              onClick={() => onPick(tutor)}
              className="flex w-full items-center gap-3 rounded-xl p-3 text-start hover:bg-ink-50 focus-visible:outline-2 focus-visible:outline-brand-600"
            >
              <span className="relative">
                <Avatar name={tutor.name} image={tutor.image} size="md" />
                <OnlineDot online={tutor.online} />
              </span>
              <span className="min-w-0 flex-1">
                <span className="block truncate font-semibold">{tutor.name}</span>
                <span className="block truncate text-sm text-ink-600">{t('chat.startWith')}</span>
              </span>
            </button>
          </li>
        ))}
      </ul>
      {tutors.hasNextPage && (
        <Button
          variant="ghost"
          block
          loading={tutors.isFetchingNextPage}
          onClick={() => void tutors.fetchNextPage()}
        >
          {t('chat.more')}
        </Button>
      )}
    </div>
  );
};
