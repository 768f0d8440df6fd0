/**
 * One room's conversation: history paged upwards, live messages, optimistic sends with a visible
 * retry, pictures and voice notes sent with their progress, edit and delete of one's own messages,
 * read ticks, "typing…", and date separators. Used by the chat screen and inside a live session.
 */
import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import {
  hasMarkup,
  MESSAGE_TEXT_MAX_LENGTH,
  routes,
  type ChatMember,
  type ChatMessage,
} from '@darsak/shared';
import { isApiError } from '@darsak/client';
import { useRealtimeEvent, useSession } from '@darsak/client/react';
import {
  Button,
  ConfirmDialog,
  cx,
  Spinner,
  useErrorMessage,
  useFormat,
  useT,
  useToast,
} from '@darsak/ui';
import { MediaButtons, PendingMedia, type MediaToSend } from './media-composer.js';
import { ChatPicture } from './chat-picture.js';
import { MessageText } from './message-text.js';
import { useChatSocket } from './use-chat-socket.js';
import { VoiceNotePlayer } from './voice-note.js';

type Pending = {
  clientId: string;
  text: string;
  failed: boolean;
  at: string;
  /** A picture or voice note on its way, with how much of it is sent (0 to 1). */
  media?: MediaToSend;
  progress?: number;
};
const PAGE = 30;
const TYPING_SHOWN_MS = 6000;
const TYPING_RESEND_MS = 3000;

const newClientId = () =>
  typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `${Date.now()}-${Math.random().toString(36).slice(2)}`;

export const Conversation = ({
  roomId,
  members,
  canWrite = true,
  reading = true,
  onUnreadChange,
  className,
}: {
  roomId: number;
  /** The other members. */
  members: ChatMember[];
  canWrite?: boolean;
  /**
   * Whether the conversation is in view, so what arrives is read (false while it is folded away,
   * as in a call on a phone): messages are marked read only while it is.
   */
  reading?: boolean;
  /** Told how many messages from the others are unread, whenever that changes. */
  onUnreadChange?: (count: number) => void;
  className?: string;
}) => {
  const t = useT();
  const toast = useToast();
  const format = useFormat();
  const errorMessage = useErrorMessage();
  const { client, user } = useSession();
  const queryClient = useQueryClient();
  const { ask, typing } = useChatSocket();
  const me = user?.id ?? 0;

  const history = useInfiniteQuery({
    queryKey: ['chat-history', roomId],
    initialPageParam: undefined as number | undefined,
    queryFn: ({ pageParam, signal }) =>
      client.call(
        routes.listMessages,
        { params: { roomId }, query: { size: PAGE, ...(pageParam ? { before: pageParam } : {}) } },
        { signal },
      ),
    getNextPageParam: (last) => (last.hasMore ? last.list[0]?.id : undefined),
    staleTime: Infinity,
  });
  const [live, setLive] = useState<Map<number, ChatMessage>>(() => new Map());
  const [pending, setPending] = useState<Pending[]>([]);
  const [reads, setReads] = useState<Map<number, number>>(() => new Map());
  const [typists, setTypists] = useState<Map<number, number>>(() => new Map());
  const [draft, setDraft] = useState('');
  const [editing, setEditing] = useState<ChatMessage | null>(null);
  const [deleting, setDeleting] = useState<ChatMessage | null>(null);
  const [recording, setRecording] = useState(false);
  const scroller = useRef<HTMLDivElement>(null);
  const nearBottom = useRef(true);
  const lastTypingSent = useRef(0);
  const keptHeight = useRef<number | null>(null);

  // A new room starts afresh.
  useEffect(() => {
    setLive(new Map());
    setPending((current) => {
      for (const item of current) if (item.media) URL.revokeObjectURL(item.media.url);
      return [];
    });
    setReads(new Map());
    setTypists(new Map());
    setDraft('');
    setEditing(null);
  }, [roomId]);

  useEffect(() => {
    const first = history.data?.pages[0];
    if (!first) return;
    setReads((current) => {
      const merged = new Map(current);
      for (const read of first.reads)
        merged.set(read.userId, Math.max(merged.get(read.userId) ?? 0, read.messageId));
      return merged;
    });
  }, [history.data]);

  const messages = useMemo(() => {
    const byId = new Map<number, ChatMessage>();
    for (const page of history.data?.pages ?? []) for (const m of page.list) byId.set(m.id, m);
    for (const [id, m] of live) byId.set(id, m);
    return [...byId.values()].sort((a, b) => a.id - b.id);
  }, [history.data, live]);

  const keep = (message: ChatMessage) =>
    setLive((current) => new Map(current).set(message.id, message));

  /** A sent message is in the conversation: its pending copy goes, with its picture in memory. */
  const settle = (clientId: string) =>
    setPending((current) => {
      const done = current.find((x) => x.clientId === clientId);
      if (!done) return current;
      // The picture in memory may still be drawn until the stored one shows.
      if (done.media) {
        const url = done.media.url;
        setTimeout(() => URL.revokeObjectURL(url), 10_000);
      }
      return current.filter((x) => x.clientId !== clientId);
    });

  useRealtimeEvent('RoomMessage', (message) => {
    if (message.roomId !== roomId) return;
    keep(message);
    if (message.clientId) settle(message.clientId);
    setTypists((current) => {
      if (!current.has(message.senderId)) return current;
      const next = new Map(current);
      next.delete(message.senderId);
      return next;
    });
  });
  useRealtimeEvent('RoomMessageUpdated', (message) => {
    if (message.roomId === roomId) keep(message);
  });
  useRealtimeEvent('RoomMessageDeleted', ({ roomId: room, messageId }) => {
    if (room !== roomId) return;
    // Looked up in the latest live messages too: one delivered and taken back at once may not
    // have been drawn yet.
    setLive((current) => {
      const found = current.get(messageId) ?? messages.find((m) => m.id === messageId);
      if (!found) return current;
      return new Map(current).set(messageId, {
        ...found,
        text: '',
        media: null,
        deletedAt: new Date().toISOString(),
      });
    });
  });
  useRealtimeEvent('RoomMessageRead', ({ roomId: room, userId, messageId }) => {
    if (room !== roomId) return;
    setReads((current) =>
      new Map(current).set(userId, Math.max(current.get(userId) ?? 0, messageId)),
    );
  });
  useRealtimeEvent('UserTyping', ({ roomId: room, userId, typing: on }) => {
    if (room !== roomId || userId === me) return;
    setTypists((current) => {
      const next = new Map(current);
      if (on) next.set(userId, Date.now() + TYPING_SHOWN_MS);
      else next.delete(userId);
      return next;
    });
  });
  // "typing…" fades if the typist goes quiet without saying so.
  useEffect(() => {
    if (typists.size === 0) return undefined;
    const timer = setInterval(() => {
      setTypists((current) => {
        const now = Date.now();
        const next = new Map([...current].filter(([, until]) => until > now));
        return next.size === current.size ? current : next;
      });
    }, 1000);
    return () => clearInterval(timer);
  }, [typists.size]);

  // Reading: the newest message from someone else, while the page and the conversation are in view.
  const newestFromOthers = [...messages].reverse().find((m) => m.senderId !== me)?.id ?? 0;
  useEffect(() => {
    const mark = () => {
      if (!reading || document.visibilityState !== 'visible' || newestFromOthers === 0) return;
      if ((reads.get(me) ?? 0) >= newestFromOthers) return;
      setReads((current) => new Map(current).set(me, newestFromOthers));
      void ask('MarkMessageAsRead', { roomId, messageId: newestFromOthers });
    };
    mark();
    document.addEventListener('visibilitychange', mark);
    return () => document.removeEventListener('visibilitychange', mark);
  }, [newestFromOthers, reads, me, roomId, ask, reading]);

  const readUpTo = reads.get(me) ?? 0;
  const unread = messages.filter(
    (m) => m.senderId !== me && !m.deletedAt && m.id > readUpTo,
  ).length;
  useEffect(() => onUnreadChange?.(unread), [unread, onUnreadChange]);

  // Scrolling: follow new messages when at the bottom; keep one's place when older ones load.
  useLayoutEffect(() => {
    const box = scroller.current;
    if (!box) return;
    if (keptHeight.current !== null) {
      box.scrollTop += box.scrollHeight - keptHeight.current;
      keptHeight.current = null;
    } else if (nearBottom.current) {
      box.scrollTop = box.scrollHeight;
    }
  }, [messages.length, pending.length, typists.size]);

  const loadOlder = () => {
    if (!history.hasNextPage || history.isFetchingNextPage) return;
    keptHeight.current = scroller.current?.scrollHeight ?? null;
    void history.fetchNextPage();
  };

  const send = async (text: string, clientId: string) => {
    const answer = await ask('SendMessage', { roomId, text, clientId });
    if (answer.code === 'ok' && answer.message) {
      keep(answer.message);
      settle(clientId);
      return;
    }
    // A message delivered before it was stored (docs/performance.md#chat-delivery) and then refused
    // by the server comes back here as not sent, with its retry, instead of staying in the
    // conversation. No answer at all (offline, too slow) says nothing of whether it was stored: what
    // arrived stays.
    if (answer.reason !== 'offline' && answer.reason !== 'timeout') {
      setLive((current) => {
        const next = new Map(current);
        for (const [id, message] of current) if (message.clientId === clientId) next.delete(id);
        return next;
      });
    }
    setPending((p) =>
      p.some((x) => x.clientId === clientId)
        ? p.map((x) => (x.clientId === clientId ? { ...x, failed: true } : x))
        : [...p, { clientId, text, failed: true, at: new Date().toISOString() }],
    );
    if (answer.reason === 'unverified-email')
      toast.show({ type: 'error', title: t('error.unverified-email') });
  };

  /**
   * Uploads a picture or voice note with its progress. A refusal (too large, not a picture) says
   * why and takes it away, as sending it again cannot help; a lost connection leaves it as not
   * sent, with its retry, and a resend under the same client id is stored once.
   */
  const sendMedia = async (clientId: string, media: MediaToSend) => {
    const setProgress = (progress: number) =>
      setPending((p) => p.map((x) => (x.clientId === clientId ? { ...x, progress } : x)));
    const form = new FormData();
    form.append('kind', media.kind);
    form.append('clientId', clientId);
    form.append('file', media.blob, media.name);
    try {
      const message = await client.call(
        routes.sendChatMedia,
        { params: { roomId } },
        { form, onUploadProgress: setProgress },
      );
      // The sender has the file already: it is not fetched back.
      queryClient.setQueryData(['chat-media', message.id], media.blob);
      keep(message);
      settle(clientId);
    } catch (error) {
      // Too many at once is worth trying again, as a lost connection is.
      if (isApiError(error) && error.status < 500 && error.code !== 'too-many-requests') {
        toast.show({
          type: 'error',
          title: t('chat.media.refused'),
          description: errorMessage(error),
        });
        setPending((p) => p.filter((x) => x.clientId !== clientId));
        URL.revokeObjectURL(media.url);
        return;
      }
      setPending((p) =>
        p.map((x) => (x.clientId === clientId ? { ...x, failed: true, progress: undefined } : x)),
      );
    }
  };

  const queueMedia = (media: MediaToSend) => {
    const clientId = newClientId();
    nearBottom.current = true;
    setPending((p) => [
      ...p,
      { clientId, text: '', failed: false, at: new Date().toISOString(), media, progress: 0 },
    ]);
    void sendMedia(clientId, media);
  };

  const trimmed = draft.trim();
  const draftError =
    trimmed.length > MESSAGE_TEXT_MAX_LENGTH
      ? t('chat.tooLong', { max: MESSAGE_TEXT_MAX_LENGTH })
      : hasMarkup(trimmed)
        ? t('error.invalid-markup')
        : null;

  const submit = async () => {
    if (!trimmed || draftError) return;
    typing(roomId, false);
    lastTypingSent.current = 0;
    if (editing) {
      const answer = await ask('UpdateMessage', { messageId: editing.id, text: trimmed });
      if (answer.code !== 'ok') {
        toast.show({ type: 'error', title: t('chat.editFailed') });
        return;
      }
      keep({ ...editing, text: trimmed, editedAt: new Date().toISOString() });
      setEditing(null);
      setDraft('');
      return;
    }
    const clientId = newClientId();
    nearBottom.current = true;
    setPending((p) => [
      ...p,
      { clientId, text: trimmed, failed: false, at: new Date().toISOString() },
    ]);
    setDraft('');
    await send(trimmed, clientId);
  };

  const onDraft = (value: string) => {
    setDraft(value);
    const now = Date.now();
    if (value.trim() && now - lastTypingSent.current > TYPING_RESEND_MS) {
      lastTypingSent.current = now;
      typing(roomId, true);
    } else if (!value.trim() && lastTypingSent.current) {
      lastTypingSent.current = 0;
      typing(roomId, false);
    }
  };

  const readByOthers = (id: number) =>
    [...reads].some(([userId, read]) => userId !== me && read >= id);
  const nameOf = (id: number) => members.find((m) => m.id === id)?.name ?? '';
  const typingNames = [...typists.keys()].map(nameOf).filter(Boolean);

  let lastDay = '';
  return (
    <div className={cx('flex min-h-0 flex-col', className)}>
      <div
        ref={scroller}
        className="min-h-0 flex-1 space-y-1 overflow-y-auto px-3 py-4"
        onScroll={(event) => {
          const box = event.currentTarget;
          nearBottom.current = box.scrollHeight - box.scrollTop - box.clientHeight < 80;
          if (box.scrollTop < 60) loadOlder();
        }}
        role="log"
        aria-label={t('chat.messages')}
        aria-live="polite"
        tabIndex={0}
      >
        {history.isPending ? (
          <div className="flex justify-center py-8">
            <Spinner label={t('ui.loading')} />
          </div>
        ) : history.isError ? (
          <div className="space-y-2 py-8 text-center">
            <p className="text-ink-600">{t('chat.loadFailed')}</p>
            <Button variant="secondary" onClick={() => void history.refetch()}>
              {t('ui.retry')}
            </Button>
          </div>
        ) : (
          <>
            {history.hasNextPage && (
              <div className="flex justify-center pb-2">
                <Button variant="ghost" loading={history.isFetchingNextPage} onClick={loadOlder}>
                  {t('chat.older')}
                </Button>
              </div>
            )}
            {messages.length === 0 && pending.length === 0 && (
              <p className="py-8 text-center text-ink-500">{t('chat.noMessages')}</p>
            )}
            {messages.map((message) => {
              const day = format.dayKey(message.createdAt);
              const separator = day !== lastDay;
              lastDay = day;
              const mine = message.senderId === me;
              return (
                <div key={message.id}>
                  {separator && (
                    <p className="my-3 text-center text-xs font-semibold text-ink-500">
                      <span className="rounded-full bg-ink-100 px-3 py-1">
                        {format.day(message.createdAt)}
                      </span>
                    </p>
                  )}
                  <Bubble
                    message={message}
                    mine={mine}
                    read={mine && readByOthers(message.id)}
                    onEdit={() => {
                      setEditing(message);
                      setDraft(message.text);
                    }}
                    onDelete={() => setDeleting(message)}
                  />
                </div>
              );
            })}
            {pending.map((item) => (
              <div key={item.clientId} className="flex justify-end">
                <div
                  className="max-w-[85%] rounded-2xl rounded-se-sm bg-brand-700/80 px-3 py-2 text-white"
                  data-pending={item.clientId}
                >
                  {item.media ? (
                    <PendingMedia media={item.media} />
                  ) : (
                    <p dir="auto" className="whitespace-pre-wrap break-words">
                      <MessageText text={item.text} />
                    </p>
                  )}
                  {item.failed ? (
                    <p className="mt-1 flex items-center justify-end gap-2 text-xs">
                      <span role="alert">{t('chat.notSent')}</span>
                      <button
                        type="button"
                        className="rounded font-semibold underline focus-visible:outline-2 focus-visible:outline-white"
                        onClick={() => {
                          setPending((p) =>
                            p.map((x) =>
                              x.clientId === item.clientId
                                ? { ...x, failed: false, progress: item.media ? 0 : undefined }
                                : x,
                            ),
                          );
                          if (item.media) void sendMedia(item.clientId, item.media);
                          else void send(item.text, item.clientId);
                        }}
                      >
                        {t('chat.retry')}
                      </button>
                    </p>
                  ) : item.progress !== undefined ? (
                    <p className="mt-1 space-y-1 text-end text-xs text-white/80">
                      <span className="block">
                        {t('chat.media.sending', {
                          percent: format.plain(Math.round(item.progress * 100)),
                        })}
                      </span>
                      <progress
                        className="block h-1.5 w-full accent-white"
                        max={1}
                        value={item.progress}
                        aria-label={t('chat.media.progress')}
                      />
                    </p>
                  ) : (
                    <p className="mt-1 text-end text-xs text-white/80">{t('chat.sending')}</p>
                  )}
                </div>
              </div>
            ))}
          </>
        )}
      </div>
      <p className="min-h-6 px-4 text-sm text-ink-500" aria-live="polite">
        {typingNames.length > 0 && t('chat.typing', { name: typingNames.join('، ') })}
      </p>
      {canWrite && (
        <form
          className="flex items-end gap-1 border-t border-ink-100 p-3 sm:gap-2"
          onSubmit={(event) => {
            event.preventDefault();
            void submit();
          }}
        >
          <MediaButtons
            disabled={Boolean(editing)}
            recording={recording}
            onRecording={setRecording}
            onMedia={queueMedia}
          />
          {/* While a voice note is recorded, the recorder takes the text's place. */}
          {!recording && (
            <div className="min-w-0 flex-1">
              {editing && (
                <p className="mb-1 flex items-center gap-2 text-xs text-ink-600">
                  {t('chat.editing')}
                  <button
                    type="button"
                    className="font-semibold text-brand-800 underline"
                    onClick={() => {
                      setEditing(null);
                      setDraft('');
                    }}
                  >
                    {t('ui.cancel')}
                  </button>
                </p>
              )}
              <label className="sr-only" htmlFor={`composer-${roomId}`}>
                {t('chat.write')}
              </label>
              <textarea
                id={`composer-${roomId}`}
                rows={1}
                value={draft}
                placeholder={t('chat.write')}
                onChange={(event) => onDraft(event.target.value)}
                onBlur={() => {
                  if (lastTypingSent.current) typing(roomId, false);
                  lastTypingSent.current = 0;
                }}
                onKeyDown={(event) => {
                  if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
                    event.preventDefault();
                    void submit();
                  }
                  if (event.key === 'Escape' && editing) {
                    setEditing(null);
                    setDraft('');
                  }
                }}
                aria-invalid={Boolean(draftError) || undefined}
                aria-describedby={draftError ? `composer-error-${roomId}` : undefined}
                className="max-h-40 min-h-11 w-full resize-none rounded-xl border border-ink-200 px-3 py-2 focus-visible:outline-2 focus-visible:outline-brand-600"
              />
              {draftError && (
                <p id={`composer-error-${roomId}`} className="text-sm text-red-700">
                  {draftError}
                </p>
              )}
            </div>
          )}
          {!recording && (
            <Button type="submit" disabled={!trimmed || Boolean(draftError)}>
              {editing ? t('chat.save') : t('chat.send')}
            </Button>
          )}
        </form>
      )}
      <ConfirmDialog
        open={deleting !== null}
        title={t('chat.deleteTitle')}
        message={
          deleting?.media
            ? t('chat.deleteMediaText', { kind: deleting.media.kind })
            : t('chat.deleteText')
        }
        confirmLabel={t('chat.delete')}
        onClose={() => setDeleting(null)}
        onConfirm={async () => {
          if (!deleting) return;
          const target = deleting;
          setDeleting(null);
          const answer = await ask('DeleteMessage', { messageId: target.id });
          if (answer.code === 'ok')
            keep({ ...target, text: '', media: null, deletedAt: new Date().toISOString() });
          else toast.show({ type: 'error', title: t('chat.deleteFailed') });
        }}
      />
    </div>
  );
};

const Bubble = ({
  message,
  mine,
  read,
  onEdit,
  onDelete,
}: {
  message: ChatMessage;
  mine: boolean;
  read: boolean;
  onEdit: () => void;
  onDelete: () => void;
}) => {
  const t = useT();
  const format = useFormat();
  const deleted = Boolean(message.deletedAt);
  const media = message.media ?? null;
  return (
    <div className={cx('group flex', mine ? 'justify-end' : 'justify-start')}>
      <div
        className={cx(
          'max-w-[85%] rounded-2xl px-3 py-2',
          mine ? 'rounded-se-sm bg-brand-700 text-white' : 'rounded-ss-sm bg-ink-100 text-ink-900',
          deleted && 'italic opacity-80',
        )}
        data-message-id={message.id}
      >
        {deleted ? (
          <p>{t('chat.deleted')}</p>
        ) : media?.kind === 'picture' ? (
          <ChatPicture messageId={message.id} media={media} mine={mine} />
        ) : media?.kind === 'voice' ? (
          <VoiceNotePlayer
            source={{ messageId: message.id }}
            durationMs={media.durationMs ?? 0}
            bytes={media.bytes}
            mine={mine}
          />
        ) : (
          // What people write keeps its own direction: an English line in an Arabic page reads LTR.
          <p dir="auto" className="whitespace-pre-wrap break-words">
            <MessageText text={message.text} />
          </p>
        )}
        {/* The time (and one's read ticks) sits at the bubble's outer corner: the end for one's own. */}
        <p
          className={cx(
            'mt-1 flex flex-wrap items-center gap-x-2 text-xs',
            mine ? 'justify-end text-white/80' : 'text-ink-500',
          )}
        >
          {mine && !deleted && (
            <>
              {/* A picture or voice note has no text to edit: it is deleted and sent again. */}
              {!media && (
                <button
                  type="button"
                  className="rounded underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-white"
                  onClick={onEdit}
                >
                  {t('chat.edit')}
                </button>
              )}
              <button
                type="button"
                className="rounded underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-white"
                onClick={onDelete}
              >
                {t('chat.delete')}
              </button>
            </>
          )}
          {mine && message.editedAt && !deleted && <span>{t('chat.edited')}</span>}
          <time dateTime={message.createdAt}>{format.time(message.createdAt)}</time>
          {!mine && message.editedAt && !deleted && <span>{t('chat.edited')}</span>}
          {/* An image to assistive technology: a plain span's label is not read out, only «✓✓». */}
          {mine && !deleted && (
            <span
              role="img"
              aria-label={read ? t('chat.read') : t('chat.sent')}
              title={read ? t('chat.read') : t('chat.sent')}
              data-read={read}
            >
              {read ? '✓✓' : '✓'}
            </span>
          )}
        </p>
      </div>
    </div>
  );
};
