/**
 * One's rooms: pinned first, then by the latest message; a lesson's, interview's or demo session's
 * room says when it is held, so two lessons with one tutor are told apart. The last message,
 * unread badges, online dots; or the tutors not yet written to.
 */
import { Fragment } from 'react';
import { Link } from 'react-router';
import {
  genderSelect,
  Role,
  RoomType,
  routes,
  type ChatRoom,
  type TutorCard,
} from '@darsak/shared';
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

/** Whether someone is online, in her gender or his («متصلة الآن»). */
export const presenceText = (t: Translate, online: boolean, gender: number | null) =>
  t(online ? 'chat.online' : 'chat.offline', { gender: genderSelect(gender) });

export const OnlineDot = ({ online, gender }: { online: boolean; gender: number | null }) => {
  const t = useT();
  return (
    <span
      className={cx(
        'absolute bottom-0 end-0 size-3 rounded-full ring-2 ring-white',
        online ? 'bg-emerald-500' : 'bg-ink-300',
      )}
      role="img"
      aria-label={presenceText(t, online, gender)}
    />
  );
};

/** The people of a room, and for a subject room what it is for: «درس مع منى السيد». */
const roomTitle = (room: ChatRoom, t: Translate) => {
  const names = room.members.map((m) => m.name).join('، ');
  return room.type === RoomType.General ? names : t(`chat.roomType.${room.type}`, { names });
};

/**
 * A room's title as shown. A General room's names stand alone, each isolated in its own direction
 * (an Arabic name in an English screen reads right to left); in a subject room's sentence the
 * message already sets the names apart (formatMessage).
 */
export const RoomTitle = ({ room }: { room: ChatRoom }) => {
  const t = useT();
  if (room.type !== RoomType.General) return roomTitle(room, t);
  return room.members.map((member, i) => (
    <Fragment key={member.id}>
      {i > 0 && '، '}
      <bdi>{member.name}</bdi>
    </Fragment>
  ));
};

/**
 * When a room's lesson, interview or demo session is held, and whether it was cancelled; null for
 * a General room. Short for the list, «الأربعاء، ٢٥ نوفمبر، ٦:٤٥ م» («Wed 25 Nov, 18:45»); in
 * words in a room's header; with the year when it is not this year's.
 */
export const useRoomWhen = (length: 'short' | 'long') => {
  const t = useT();
  const format = useFormat();
  return (room: ChatRoom) => {
    if (!room.subject) return null;
    const { startsAt, cancelled } = room.subject;
    const year = (d: string | number) => format.dayKey(d).slice(0, 4);
    const day =
      year(startsAt) === year(Date.now())
        ? length === 'short'
          ? format.shortDay(startsAt)
          : format.day(startsAt)
        : length === 'short'
          ? format.date(startsAt)
          : format.fullDate(startsAt);
    return {
      text: t('chat.subjectAt', { day, time: format.time(startsAt) }),
      cancelled: cancelled ? t('chat.subjectCancelled', { type: String(room.type) }) : null,
    };
  };
};

/**
 * A room's time, and a cancelled one's mark. In the list the time is cut short before the mark
 * is; in a room's header (`wrap`) it goes on to a second line.
 */
export const RoomWhen = ({
  when,
  wrap = false,
}: {
  when: NonNullable<ReturnType<ReturnType<typeof useRoomWhen>>>;
  wrap?: boolean;
}) => (
  <span className={cx('flex gap-1 text-xs text-ink-700', wrap && 'flex-wrap')}>
    <span className={cx(!wrap && 'min-w-0 truncate')}>{when.text}</span>
    {when.cancelled && (
      <span className="shrink-0 font-semibold text-red-700">({when.cancelled})</span>
    )}
  </span>
);

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
        {list.map((room) => (
          <RoomItem key={room.id} room={room} active={room.id === activeId} />
        ))}
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

/**
 * One room of the list. Its link is named by what it shows, which tells it apart: who, what for and
 * when, its marks, the last message; whether the other is online comes last, said but not shown
 * (the dot on the photo shows it).
 */
const RoomItem = ({ room, active }: { room: ChatRoom; active: boolean }) => {
  const t = useT();
  const format = useFormat();
  const roomWhen = useRoomWhen('short');
  const other = room.members[0];
  const last = room.lastMessage;
  const when = roomWhen(room);
  return (
    <li>
      <Link
        to={paths.chatRoom(room.id)}
        aria-current={active ? 'page' : undefined}
        className={cx(
          'flex items-center gap-3 rounded-xl p-3 hover:bg-ink-50 focus-visible:outline-2 focus-visible:outline-brand-600',
          active && 'bg-brand-50',
        )}
      >
        <span className="relative" aria-hidden="true">
          <Avatar name={other?.name ?? ''} image={other?.image} size="md" />
          {other && <OnlineDot online={other.online} gender={other.gender} />}
        </span>
        <span className="min-w-0 flex-1">
          {/* Two lines for the title rather than a name cut in the middle. */}
          <span className="flex items-baseline gap-2">
            <span className="line-clamp-2 min-w-0 font-semibold break-words">
              <RoomTitle room={room} />
            </span>
            {room.pinned && (
              <span className="shrink-0 text-xs text-ink-500">{t('chat.pinnedMark')}</span>
            )}
            {room.muted && (
              <span className="shrink-0 text-xs text-ink-500">{t('chat.mutedMark')}</span>
            )}
          </span>
          {when && <RoomWhen when={when} />}
          {/* The last message in its own direction, so it is cut at its own end (an Arabic line at
              the left in an English screen), yet aligned with the title above it. */}
          <span
            dir="auto"
            className="block truncate text-sm text-ink-600 [text-align:match-parent]"
          >
            {last
              ? last.deletedAt
                ? t('chat.deleted')
                : last.media
                  ? t(`chat.media.preview.${last.media.kind}`)
                  : last.text
              : t('chat.noMessages')}
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
        {other && <span className="sr-only">{presenceText(t, other.online, other.gender)}</span>}
      </Link>
    </li>
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
                <OnlineDot online={tutor.online} gender={tutor.gender} />
              </span>
              <span className="min-w-0 flex-1">
                <span dir="auto" className="block truncate font-semibold [text-align:match-parent]">
                  {tutor.name}
                </span>
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
