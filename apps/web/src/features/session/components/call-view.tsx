/**
 * The call (docs/product/chat-and-calls.md#in-the-call): the other member's video, one's own small
 * in a corner one may move it to (clear of what the tile says), a photo or initials for a camera
 * that is off, camera, microphone, device and screen controls, the other side's states, connection
 * quality with a hint when it is poor, the time to the start or left with a warning in the last
 * five minutes, the call closing for both at the end (decision 045), and the room's chat. On a
 * phone the call fills the screen with its controls at the bottom, and the chat, folded behind a
 * button with its unread count, opens as a sheet over the video
 * (docs/product/chat-and-calls.md#on-a-phone).
 */
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import {
  MessageCircle,
  Mic,
  MicOff,
  PhoneOff,
  ScreenShare,
  ScreenShareOff,
  Settings2,
  Video as VideoIcon,
  VideoOff,
} from 'lucide-react';
import {
  BREAKPOINTS,
  RoomType,
  type ChatMember,
  type IceConfig,
  type LiveSession,
} from '@darsak/shared';
import {
  Alert,
  Avatar,
  Button,
  ConfirmDialog,
  cx,
  DownloadLogButton,
  useFormat,
  useMediaQuery,
  useNow,
  useT,
  useToast,
} from '@darsak/ui';
import { Conversation } from '../../../components/chat/conversation.js';
import { ControlButton } from './control-button.js';
import { DataUsed, LinkBanners, LinkLevel, ModeButtons, useCallMode } from './call-link.js';
import { DevicePicker } from './device-picker.js';
import { canShareScreen, rememberedDevices } from './media.js';
import { DEFAULT_CORNER, SelfView, type Corner } from './self-view.js';
import { COUNT_DOWN_UNDER_MINUTES, sessionPhase, type SessionPhase } from './session-clock.js';
import { useCall } from './use-call.js';

/**
 * How messages about another member agree with them: `female`, `other` (the masculine, as
 * `genderSelect` gives it), or `none` when their gender is not known here and the wording is neutral.
 */
export type PeerGender = 'female' | 'other' | 'none';

const Video = ({
  stream,
  muted,
  mirrored,
  sinkId,
  label,
  testId,
  className,
}: {
  stream: MediaStream | null;
  muted: boolean;
  mirrored?: boolean;
  /** The speaker to play on, where the browser lets one choose. */
  sinkId?: string;
  label: string;
  testId: string;
  className?: string;
}) => {
  const ref = useRef<HTMLVideoElement>(null);
  useEffect(() => {
    if (ref.current && ref.current.srcObject !== stream) ref.current.srcObject = stream;
  }, [stream]);
  useEffect(() => {
    const video = ref.current as
      (HTMLVideoElement & { setSinkId?: (id: string) => Promise<void> }) | null;
    if (video?.setSinkId && sinkId !== undefined)
      void video.setSinkId(sinkId).catch(() => undefined);
  }, [sinkId]);
  return (
    <video
      ref={ref}
      autoPlay
      playsInline
      muted={muted}
      aria-label={label}
      data-testid={testId}
      className={cx('size-full bg-ink-900 object-cover', mirrored && '-scale-x-100', className)}
    />
  );
};

/** What the timer says: the time to the start, the time left, or that the time is over. */
const useTimerText = () => {
  const t = useT();
  const format = useFormat();
  return (phase: SessionPhase, session: LiveSession, now: number) => {
    if (phase.phase === 'over') return t('session.over');
    if (phase.phase === 'on') return t('session.left', { minutes: phase.minutes });
    // Both may be in the room already: what starts is the lesson (or the appointment).
    const kind = session.type === RoomType.Lesson ? 'lesson' : 'other';
    const { startsAt } = session;
    if (phase.minutes < COUNT_DOWN_UNDER_MINUTES)
      return t('session.startsIn', { kind, minutes: phase.minutes });
    return format.dayKey(startsAt) === format.dayKey(now)
      ? t('session.startsAt', { kind, time: format.time(startsAt) })
      : t('session.startsOn', { kind, day: format.day(startsAt), time: format.time(startsAt) });
  };
};

export const CallView = ({
  session,
  me,
  ice,
  stream,
  genderOf,
  onLeave,
}: {
  session: LiveSession;
  me: number;
  ice: IceConfig;
  stream: MediaStream;
  /** Another member's gender for the messages about them. */
  genderOf: (userId: number) => PeerGender;
  /** The member left the call, or it closed at the session's end (`ended`). */
  onLeave: (ended: boolean) => void;
}) => {
  const t = useT();
  const toast = useToast();
  const format = useFormat();
  const timerText = useTimerText();
  const { call, state } = useCall(session.id, me, ice, stream);
  const [mode, chooseMode] = useCallMode(call);
  const [camera, setCamera] = useState(true);
  const [mic, setMic] = useState(true);
  const [sharing, setSharing] = useState(false);
  const [chatOpen, setChatOpen] = useState(false);
  const [unread, setUnread] = useState(0);
  const [leaving, setLeaving] = useState(false);
  const [picking, setPicking] = useState(false);
  const [corner, setCorner] = useState<Corner>(DEFAULT_CORNER);
  const chatId = useId();
  const chatButton = useRef<HTMLButtonElement>(null);
  const [speaker, setSpeaker] = useState(() => rememberedDevices().speaker ?? '');
  // A new camera is a new track in the same stream: the self-view starts it afresh.
  const [tracksChanged, setTracksChanged] = useState(0);
  const [online, setOnline] = useState(() => navigator.onLine);
  const now = useNow(1000);
  const phase = sessionPhase(now, session.startsAt, session.endsAt);
  const warned = useRef(false);
  const ended = useRef(false);
  // Beside the call on a wide screen; folded behind a button on a phone.
  const wide = useMediaQuery(`(min-width: ${BREAKPOINTS.lg}px)`);
  const chatShown = wide || chatOpen;
  const others: ChatMember[] = session.members.map((m) => m.user).filter((u) => u.id !== me);
  const self = session.members.find((m) => m.user.id === me)?.user;
  const other = others.find((u) => u.id === state?.remoteId) ?? others[0];
  const name = other?.name ?? '';
  const gender: PeerGender = other ? genderOf(other.id) : 'none';
  // Messages that came while the chat is folded away show on its button until it opens.
  const badged = !chatShown && unread > 0;
  const onUnreadChange = useCallback((count: number) => setUnread(count), []);

  useEffect(() => {
    const up = () => setOnline(true);
    const down = () => setOnline(false);
    window.addEventListener('online', up);
    window.addEventListener('offline', down);
    return () => {
      window.removeEventListener('online', up);
      window.removeEventListener('offline', down);
    };
  }, []);

  useEffect(() => {
    if (phase.phase === 'on' && phase.warn && !warned.current) {
      warned.current = true;
      toast.show({
        type: 'warning',
        title: t('session.lastMinutes', { minutes: phase.minutes }),
      });
    }
  }, [phase, t, toast]);

  // At the end the call closes for both members, each by their own clock (decision 045).
  const over = phase.phase === 'over';
  useEffect(() => {
    if (!over || ended.current) return;
    ended.current = true;
    void (async () => {
      await call?.leave();
      onLeave(true);
    })();
  }, [over, call, onLeave]);

  const canShare = canShareScreen();
  const toggleShare = async () => {
    if (!call) return;
    if (sharing) {
      await call.stopSharing();
      setSharing(false);
      return;
    }
    try {
      const screen = await navigator.mediaDevices.getDisplayMedia({ video: true, audio: false });
      await call.shareScreen(screen);
      setSharing(true);
      screen.getVideoTracks()[0]?.addEventListener('ended', () => setSharing(false));
    } catch {
      toast.show({ type: 'info', title: t('session.shareCancelled') });
    }
  };

  if (state?.error && !state.joined) {
    return (
      <Alert tone="error" title={t(`session.refused.${state.error}`)}>
        <Button variant="secondary" onClick={() => onLeave(false)}>
          {t('session.back')}
        </Button>
      </Alert>
    );
  }

  const remoteCameraOff = Boolean(state?.remotePresent && state.remoteMedia.camera === false);
  // No video comes while either side is in audio only, or has paused video for the link.
  const videoPaused = Boolean(
    state?.remotePresent &&
    (state.paused ||
      state.remoteLink?.paused ||
      state.mode === 'audio' ||
      state.remoteLink?.mode === 'audio'),
  );
  const remoteCovered =
    ((!state?.remotePresent || !state.remoteStream || !state.remoteMedia.camera) &&
      !state?.remoteMedia.sharing) ||
    videoPaused;

  return (
    // On a phone the call fills the screen: a strip with the time and the connection, the other
    // member's video, and the controls at the bottom; from 1024 px it sits in the page beside the
    // chat (docs/product/chat-and-calls.md#on-a-phone).
    <div className="lg:grid lg:grid-cols-[minmax(0,1fr)_20rem] lg:gap-4">
      <div
        className="fixed inset-0 z-40 flex flex-col bg-black lg:static lg:z-auto lg:block lg:space-y-3 lg:bg-transparent"
        data-testid="call"
      >
        <div className="space-y-2 px-3 pt-[max(0.5rem,env(safe-area-inset-top))] pb-2 lg:space-y-3 lg:p-0">
          <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
            <p
              className={cx(
                'rounded-full px-3 py-1 text-sm font-semibold',
                phase.phase === 'on' && phase.warn
                  ? 'bg-amber-100 text-amber-900'
                  : 'bg-ink-100 text-ink-800',
              )}
              role="timer"
              aria-live="off"
              data-phase={phase.phase}
            >
              {timerText(phase, session, now)}
            </p>
            <LinkLevel state={state} />
            <DataUsed bytes={state?.dataBytes ?? 0} />
          </div>
          <div className="flex flex-wrap gap-2">
            <ModeButtons mode={mode} onChoose={chooseMode} />
          </div>
          <LinkBanners state={state} name={name} online={online} />
        </div>
        <div className="relative min-h-0 flex-1 overflow-hidden bg-ink-900 lg:aspect-video lg:rounded-2xl">
          {' '}
          <Video
            stream={state?.remoteStream ?? null}
            muted={false}
            sinkId={speaker}
            label={t('session.remoteVideo', { name })}
            testId="remote-video"
            className={cx(
              'absolute inset-0',
              (sharing || state?.remoteMedia.sharing) && 'object-contain',
            )}
          />
          {remoteCovered && (
            <div className="absolute inset-0 bg-ink-900 text-white" data-testid="remote-cover">
              {/* Kept clear of the corner where one's own video sits. */}
              <div
                className={cx(
                  'flex h-full flex-col items-center justify-center gap-2 px-4 text-center',
                  corner.top ? 'pt-36 pb-4 sm:pt-28' : 'pt-4 pb-36 sm:pb-28',
                )}
              >
                <Avatar name={name} image={other?.image} size="lg" />
                {remoteCameraOff ? (
                  <div data-testid="remote-camera-off">
                    <p className="font-semibold">{name}</p>
                    <p className="flex items-center justify-center gap-2 text-sm text-ink-100">
                      <VideoOff aria-hidden className="size-4 shrink-0" />
                      {t('session.cameraOff')}
                    </p>
                  </div>
                ) : videoPaused ? (
                  <p data-testid="remote-video-paused">{t('session.videoPaused')}</p>
                ) : (
                  <p>
                    {!state?.remotePresent
                      ? t('session.waiting', { name })
                      : t('session.connecting', { name })}
                  </p>
                )}
              </div>
            </div>
          )}
          {/* On the other side from one's own video when that sits at the top. */}
          <div
            className={cx(
              'absolute top-3 flex flex-wrap gap-2',
              corner.top && corner.start ? 'end-3' : 'start-3',
            )}
            aria-live="polite"
          >
            {state?.remotePresent && !state.remoteMedia.mic && (
              <span
                className="rounded-full bg-black/70 px-3 py-1 text-sm text-white"
                data-testid="remote-mic-off"
              >
                {t('session.micOff', { name, gender })}
              </span>
            )}
            {state?.remoteMedia.sharing && (
              <span
                className="rounded-full bg-black/70 px-3 py-1 text-sm text-white"
                data-testid="remote-sharing"
              >
                {t('session.sharing', { name, gender })}
              </span>
            )}
          </div>
          <SelfView
            corner={corner}
            onCorner={setCorner}
            className="aspect-[3/4] w-24 sm:aspect-video sm:w-44"
          >
            <Video
              key={tracksChanged}
              stream={stream}
              muted
              mirrored={!sharing}
              label={t('session.myVideo')}
              testId="local-video"
              className="pointer-events-none"
            />
            {!camera && (
              <div
                className="absolute inset-0 flex flex-col items-center justify-center gap-0.5 bg-ink-800 p-1 text-center text-white"
                data-testid="local-camera-off"
              >
                <Avatar name={self?.name ?? ''} image={self?.image} size="sm" />
                <p className="flex items-center gap-1 text-xs leading-tight">
                  <VideoOff aria-hidden className="hidden size-3.5 shrink-0 sm:block" />
                  {t('session.myCameraOff')}
                </p>
              </div>
            )}
          </SelfView>
        </div>
        <div
          className="flex items-start justify-center gap-1 px-2 pt-3 pb-[max(0.75rem,env(safe-area-inset-bottom))] lg:flex-wrap lg:items-center lg:justify-start lg:gap-2 lg:p-0"
          role="toolbar"
          aria-label={t('session.controls')}
        >
          <ControlButton
            icon={mic ? Mic : MicOff}
            short={t('session.microphone')}
            name={mic ? t('session.muteMic') : t('session.unmuteMic')}
            tone={mic ? 'plain' : 'off'}
            aria-pressed={!mic}
            onClick={() => {
              call?.setMic(!mic);
              setMic(!mic);
            }}
          />
          <ControlButton
            icon={camera ? VideoIcon : VideoOff}
            short={t('session.camera')}
            name={camera ? t('session.stopCamera') : t('session.startCamera')}
            tone={camera ? 'plain' : 'off'}
            aria-pressed={!camera}
            onClick={() => {
              call?.setCamera(!camera);
              setCamera(!camera);
            }}
          />
          <ControlButton
            ref={chatButton}
            icon={MessageCircle}
            short={t('session.showChat')}
            name={
              badged
                ? t('session.showChatUnread', { count: unread })
                : chatOpen
                  ? t('session.hideChat')
                  : t('session.showChat')
            }
            aria-expanded={chatOpen}
            aria-controls={chatId}
            onClick={() => setChatOpen(!chatOpen)}
            className="lg:hidden"
            badge={
              badged && (
                <span
                  aria-hidden="true"
                  className="inline-flex min-w-5 justify-center rounded-full bg-brand-700 px-1.5 text-xs font-bold text-white ring-2 ring-black lg:ring-0"
                  data-testid="chat-unread"
                >
                  {format.number(unread)}
                </span>
              )
            }
          />
          <ControlButton
            icon={Settings2}
            short={t('session.devices')}
            name={t('session.devices')}
            aria-haspopup="dialog"
            onClick={() => setPicking(true)}
          />
          {canShare && (
            <ControlButton
              icon={sharing ? ScreenShareOff : ScreenShare}
              short={t('session.shareShort')}
              name={sharing ? t('session.stopShare') : t('session.share')}
              aria-pressed={sharing}
              onClick={() => void toggleShare()}
            />
          )}
          <ControlButton
            icon={PhoneOff}
            short={t('session.leaveShort')}
            name={t('session.leave')}
            tone="leave"
            className="lg:ms-auto"
            onClick={() => setLeaving(true)}
          />
        </div>
        {/* A screen reader hears of a message that came while the chat is folded away. */}
        <p className="sr-only" aria-live="polite">
          {badged ? t('session.showChatUnread', { count: unread }) : ''}
        </p>
        <p className="hidden text-sm text-ink-600 lg:block">
          {t('session.reportHint')} <DownloadLogButton />
        </p>
      </div>
      {/* On a phone a sheet over the lower part of the video, above the controls. */}
      <aside
        id={chatId}
        className={cx(
          'fixed inset-x-0 top-[30%] bottom-[calc(5.75rem+env(safe-area-inset-bottom))] z-50 flex-col rounded-t-2xl bg-white shadow-2xl',
          'lg:static lg:z-auto lg:h-auto lg:max-h-[40rem] lg:rounded-2xl lg:shadow-none lg:ring-1 lg:ring-ink-100',
          chatOpen ? 'flex' : 'hidden lg:flex',
        )}
        aria-label={t('session.chat')}
        onKeyDown={(event) => {
          if (event.key !== 'Escape' || wide || event.defaultPrevented) return;
          setChatOpen(false);
          chatButton.current?.focus();
        }}
      >
        <h2 className="border-b border-ink-100 p-3 font-bold">{t('session.chat')}</h2>
        <Conversation
          roomId={session.id}
          members={others}
          reading={chatShown}
          onUnreadChange={onUnreadChange}
          className="min-h-0 flex-1"
        />
      </aside>
      <DevicePicker
        open={picking}
        onClose={() => setPicking(false)}
        call={call}
        stream={stream}
        speaker={speaker}
        onSpeaker={setSpeaker}
        onReplaced={() => setTracksChanged((n) => n + 1)}
      />
      <ConfirmDialog
        open={leaving}
        title={t('session.leaveTitle')}
        message={t('session.leaveText')}
        confirmLabel={t('session.leave')}
        cancelLabel={t('session.stay')}
        onClose={() => setLeaving(false)}
        onConfirm={async () => {
          setLeaving(false);
          ended.current = true;
          await call?.leave();
          onLeave(false);
        }}
      />
    </div>
  );
};
