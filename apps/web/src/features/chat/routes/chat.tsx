/**
 * The chat (`/chat`): rooms, pinned rooms and, for students, all tutors not yet written
 * to; the conversation beside the list on a wide screen, and as a screen of its own on a phone.
 */
import { useEffect, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { isIdText, Role, RoomType, routes, type ChatRoom } from '@darsak/shared';
import { isNotFound } from '@darsak/client';
import {
  queryKeyOf,
  useApiMutation,
  useApiQuery,
  useRealtimeEvent,
  useSession,
} from '@darsak/client/react';
import {
  Alert,
  Avatar,
  Button,
  buttonClass,
  Card,
  cx,
  ErrorState,
  PageHeader,
  Spinner,
  TextField,
  useDebounced,
  useErrorMessage,
  useT,
  useToast,
} from '@darsak/ui';
import { Conversation } from '../../../components/chat/conversation.js';
import { paths } from '../../../config/paths.js';
import {
  OnlineDot,
  presenceText,
  RoomList,
  RoomTitle,
  RoomWhen,
  UncontactedTutors,
  useRoomWhen,
} from '../components/room-list.js';
import { NewChat } from '../components/new-chat.js';

type Tab = 'rooms' | 'pinned' | 'tutors';

export default function ChatPage() {
  const t = useT();
  const { user } = useSession();
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const [searchText, setSearchText] = useState('');
  const search = useDebounced(searchText.trim(), 300);
  const roomId = isIdText(params.get('room') ?? '') ? Number(params.get('room')) : null;
  const withId = isIdText(params.get('with') ?? '') ? Number(params.get('with')) : null;
  const lessonId = isIdText(params.get('lesson') ?? '') ? Number(params.get('lesson')) : null;
  const isStudent = user?.role === Role.Student;
  const tab: Tab =
    (['rooms', 'pinned', 'tutors'] as const).find((v) => v === params.get('tab')) ?? 'rooms';
  const canWrite = !(isStudent && !user?.verifiedEmail);

  const open = roomId !== null || withId !== null;
  const tabs: { id: Tab; label: string }[] = [
    { id: 'rooms', label: t('chat.tab.rooms') },
    { id: 'pinned', label: t('chat.tab.pinned') },
    ...(isStudent ? [{ id: 'tutors' as const, label: t('chat.tab.tutors') }] : []),
  ];

  return (
    <div className="space-y-4">
      <PageHeader title={t('chat.title')} />
      {!canWrite && (
        <Alert
          tone="warning"
          title={t('chat.verifyTitle')}
          action={
            <Link to={paths.settings} className={buttonClass('secondary')}>
              {t('chat.verifyAction')}
            </Link>
          }
        >
          {t('chat.verifyText')}
        </Alert>
      )}
      <div className="grid grid-cols-[minmax(0,1fr)] gap-4 md:grid-cols-[minmax(0,20rem)_minmax(0,1fr)]">
        <Card className={cx('space-y-3 p-3 sm:p-4', open && 'hidden md:block')}>
          <TextField
            label={t('chat.search')}
            type="search"
            value={searchText}
            onChange={(event) => setSearchText(event.target.value)}
          />
          <div role="tablist" aria-label={t('chat.title')} className="flex gap-1">
            {tabs.map((entry) => (
              <button
                key={entry.id}
                role="tab"
                type="button"
                aria-selected={tab === entry.id}
                className={cx(
                  'flex-1 rounded-lg px-2 py-2 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-brand-600',
                  tab === entry.id ? 'bg-brand-50 text-brand-900' : 'text-ink-700 hover:bg-ink-100',
                )}
                onClick={() => {
                  const next = new URLSearchParams(params);
                  next.set('tab', entry.id);
                  setParams(next, { replace: true });
                }}
              >
                {entry.label}
              </button>
            ))}
          </div>
          <div role="tabpanel" aria-label={tabs.find((entry) => entry.id === tab)?.label}>
            {tab === 'tutors' ? (
              <UncontactedTutors
                search={search}
                onPick={(tutor) => navigate(paths.chatWith(tutor.id))}
              />
            ) : (
              <RoomList search={search} pinned={tab === 'pinned'} activeId={roomId} />
            )}
          </div>
        </Card>
        <Card
          className={cx(
            'flex h-[calc(100dvh-12rem)] min-h-[28rem] flex-col p-0 sm:p-0',
            !open && 'hidden md:flex',
          )}
        >
          {roomId !== null ? (
            <RoomPanel roomId={roomId} canWrite={canWrite} />
          ) : withId !== null ? (
            <WithPanel userId={withId} lessonId={lessonId} canWrite={canWrite} />
          ) : (
            <div className="flex flex-1 items-center justify-center p-6 text-center text-ink-500">
              {t('chat.pick')}
            </div>
          )}
        </Card>
      </div>
    </div>
  );
}

const BackToList = () => {
  const t = useT();
  return (
    <Link
      to={paths.chat}
      className="rounded-lg px-2 py-1 text-sm font-semibold text-brand-800 hover:bg-brand-50 md:hidden"
    >
      {t('chat.back')}
    </Link>
  );
};

const RoomPanel = ({ roomId, canWrite }: { roomId: number; canWrite: boolean }) => {
  const t = useT();
  const toast = useToast();
  const errorMessage = useErrorMessage();
  const queryClient = useQueryClient();
  const roomWhen = useRoomWhen('long');
  const room = useApiQuery(routes.getRoom, { params: { roomId } });
  const update = useApiMutation(routes.updateRoom, {
    onSuccess: (data) => {
      queryClient.setQueryData(queryKeyOf(routes.getRoom, { params: { roomId } }), data);
    },
    onError: (error) => toast.show({ type: 'error', title: errorMessage(error) }),
  });
  useRealtimeEvent('UserStatusChanged', ({ userId, online }) => {
    const data = room.data;
    if (!data?.members.some((m) => m.id === userId)) return;
    queryClient.setQueryData(queryKeyOf(routes.getRoom, { params: { roomId } }), {
      ...data,
      members: data.members.map((m) => (m.id === userId ? { ...m, online } : m)),
    } satisfies ChatRoom);
  });
  if (room.isPending)
    return (
      <div className="flex flex-1 items-center justify-center">
        <Spinner label={t('ui.loading')} />
      </div>
    );
  if (room.isError)
    return (
      <div className="p-4">
        <ErrorState error={room.error} onRetry={() => void room.refetch()} back={<BackToList />} />
      </div>
    );
  const other = room.data.members[0];
  const when = roomWhen(room.data);
  return (
    <>
      <div className="flex flex-wrap items-center gap-3 border-b border-ink-100 p-3">
        <BackToList />
        <span className="relative">
          <Avatar name={other?.name ?? ''} image={other?.image} size="sm" />
          {other && <OnlineDot online={other.online} gender={other.gender} />}
        </span>
        {/* At least 6rem for the name: on a phone the pin and mute buttons wrap below, together. */}
        <div className="min-w-0 flex-1 basis-24">
          <h2 className="line-clamp-2 font-bold break-words">
            <RoomTitle room={room.data} />
          </h2>
          {when && <RoomWhen when={when} wrap />}
          <p className="text-xs text-ink-500">
            {presenceText(t, Boolean(other?.online), other?.gender ?? null)}
          </p>
        </div>
        <div className="flex gap-1">
          <Button
            variant="ghost"
            aria-pressed={room.data.pinned}
            disabled={update.isPending}
            onClick={() =>
              update.mutate({ params: { roomId }, body: { pinned: !room.data.pinned } })
            }
          >
            {room.data.pinned ? t('chat.unpin') : t('chat.pin')}
          </Button>
          <Button
            variant="ghost"
            aria-pressed={room.data.muted}
            disabled={update.isPending}
            onClick={() => update.mutate({ params: { roomId }, body: { muted: !room.data.muted } })}
          >
            {room.data.muted ? t('chat.unmute') : t('chat.mute')}
          </Button>
        </div>
      </div>
      <Conversation
        roomId={roomId}
        members={room.data.members}
        canWrite={canWrite}
        className="flex-1"
      />
    </>
  );
};

/**
 * A person one has no room with yet: the room if it exists after all, else a first message. A tutor
 * opens no room with a student (decision 013): from a lesson, they write in the lesson's room.
 */
const WithPanel = ({
  userId,
  lessonId,
  canWrite,
}: {
  userId: number;
  lessonId: number | null;
  canWrite: boolean;
}) => {
  const t = useT();
  const navigate = useNavigate();
  const { user } = useSession();
  const existing = useApiQuery(
    routes.roomByMembers,
    { query: { members: userId } },
    { retry: false },
  );
  const viaLesson = lessonId !== null && user?.role !== Role.Student;
  const lessonRoom = useApiMutation(routes.roomFor);
  const { mutate: openLessonRoom, isIdle } = lessonRoom;
  const none = existing.isError && isNotFound(existing.error);
  useEffect(() => {
    if (existing.data) navigate(paths.chatRoom(existing.data.id), { replace: true });
    else if (none && viaLesson && isIdle)
      openLessonRoom(
        { body: { type: RoomType.Lesson, refId: lessonId } },
        { onSuccess: (room) => navigate(paths.chatRoom(room.id), { replace: true }) },
      );
  }, [existing.data, none, viaLesson, isIdle, lessonId, openLessonRoom, navigate]);
  if (lessonRoom.isError)
    return (
      <div className="p-4">
        <ErrorState error={lessonRoom.error} back={<BackToList />} />
      </div>
    );
  if (existing.isPending || existing.data || (none && viaLesson))
    return (
      <div className="flex flex-1 items-center justify-center">
        <Spinner label={t('ui.loading')} />
      </div>
    );
  if (existing.isError && !isNotFound(existing.error))
    return (
      <div className="p-4">
        <ErrorState
          error={existing.error}
          onRetry={() => void existing.refetch()}
          back={<BackToList />}
        />
      </div>
    );
  return <NewChat userId={userId} canWrite={canWrite} back={<BackToList />} />;
};
