/**
 * The call (docs/product/chat-and-calls.md#in-the-call): the other member's video, one's own small
 * in its corner (clear of what the tile says), a photo or initials for a camera that is off,
 * camera, microphone, device and screen controls, the other side's states, connection quality with
 * a hint when it is poor, the time to the start or left with a warning in the last five minutes,
 * the call closing for both at the end (decision 045), and the room's chat, folded behind a button
 * with its unread count on a phone.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { BREAKPOINTS, type ChatMember, type IceConfig, type LiveSession } from '@darsak/shared';
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
import { DevicePicker } from './device-picker.js';
import { rememberedDevices } from './media.js';
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

/** A camera crossed out: the sign of a camera that is off. */
const CameraOffIcon = ({ className }: { className?: string }) => (
  <svg
    aria-hidden="true"
    viewBox="0 0 24 24"
    fill="none"
    stroke="currentColor"
    strokeWidth="2"
    strokeLinecap="round"
    strokeLinejoin="round"
    className={cx('shrink-0', className)}
  >
    <path d="M16 16v1a2 2 0 0 1-2 2H4a2 2 0 0 1-2-2V7a2 2 0 0 1 2-2h2m5.66 0H14a2 2 0 0 1 2 2v3.34l1 1L22 8v8" />
    <path d="M2 2l20 20" />
  </svg>
);

/** What the timer says: the time to the start, the time left, or that the time is over. */
const useTimerText = () => {
  const t = useT();
  const format = useFormat();
  return (phase: SessionPhase, startsAt: string, now: number) => {
    if (phase.phase === 'over') return t('session.over');
    if (phase.phase === 'on') return t('session.left', { minutes: phase.minutes });
    if (phase.minutes < COUNT_DOWN_UNDER_MINUTES)
      return t('session.startsIn', { minutes: phase.minutes });
    return format.dayKey(startsAt) === format.dayKey(now)
      ? t('session.startsAt', { time: format.time(startsAt) })
      : t('session.startsOn', { day: format.day(startsAt), time: format.time(startsAt) });
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
  const [camera, setCamera] = useState(true);
  const [mic, setMic] = useState(true);
  const [sharing, setSharing] = useState(false);
  const [chatOpen, setChatOpen] = useState(false);
  const [unread, setUnread] = useState(0);
  const [leaving, setLeaving] = useState(false);
  const [picking, setPicking] = useState(false);
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

  const canShare = typeof navigator.mediaDevices?.getDisplayMedia === 'function';
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

  const quality = state?.quality;
  const connected = state?.connection === 'connected';
  const reconnecting =
    !online ||
    (state?.remotePresent &&
      (state.connection === 'disconnected' || state.connection === 'failed' || state.remoteSilent));

  if (state?.error && !state.joined) {
    return (
      <Alert tone="error" title={t(`session.refused.${state.error}`)}>
        <Button variant="secondary" onClick={() => onLeave(false)}>
          {t('session.back')}
        </Button>
      </Alert>
    );
  }

  const remoteCovered =
    (!state?.remotePresent || !state.remoteStream || !state.remoteMedia.camera) &&
    !state?.remoteMedia.sharing;
  const remoteCameraOff = Boolean(state?.remotePresent && state.remoteMedia.camera === false);

  return (
    <div className="grid gap-4 lg:grid-cols-[minmax(0,1fr)_20rem]">
      <div className="space-y-3">
        <div className="flex flex-wrap items-center gap-3">
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
            {timerText(phase, session.startsAt, now)}
          </p>
          <p
            className="text-sm text-ink-700"
            data-testid="quality"
            data-level={quality?.level ?? 'unknown'}
            data-frames={quality?.framesDecoded ?? 0}
          >
            {t(`session.quality.${connected ? (quality?.level ?? 'unknown') : 'unknown'}`)}
            {connected && quality?.roundTripMs != null && (
              <span className="ms-2 text-ink-500">
                {t('session.qualityDetail', {
                  rtt: format.number(Math.round(quality.roundTripMs)),
                  loss: format.number(Math.round(quality.lossPercent ?? 0)),
                  kbps: format.number(quality.kbps ?? 0),
                })}
              </span>
            )}
          </p>
        </div>
        {reconnecting && (
          <Alert tone="warning" title={t('session.reconnecting', { name })}>
            {t('session.reconnectingText')}
          </Alert>
        )}
        {connected && quality?.level === 'poor' && (
          <Alert tone="warning" title={t('session.poorTitle')}>
            {t('session.poorText')}
          </Alert>
        )}
        {/* Taller on a phone, so what the tile says fits above one's own small video. */}
        <div className="relative aspect-[4/3] overflow-hidden rounded-2xl bg-ink-900 sm:aspect-video">
          <Video
            stream={state?.remoteStream ?? null}
            muted={false}
            sinkId={speaker}
            label={t('session.remoteVideo', { name })}
            testId="remote-video"
            className={cx(
              sharing && 'object-contain',
              state?.remoteMedia.sharing && 'object-contain',
            )}
          />
          {remoteCovered && (
            <div className="absolute inset-0 bg-ink-900 text-white" data-testid="remote-cover">
              {/* Kept clear of the corner where one's own video sits. */}
              <div className="flex h-full flex-col items-center justify-center gap-2 px-4 pb-20 pt-4 text-center sm:pb-28">
                <Avatar name={name} image={other?.image} size="lg" />
                {remoteCameraOff ? (
                  <div data-testid="remote-camera-off">
                    <p className="font-semibold">{name}</p>
                    <p className="flex items-center justify-center gap-2 text-sm text-ink-100">
                      <CameraOffIcon className="size-4" />
                      {t('session.cameraOff')}
                    </p>
                  </div>
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
          <div className="absolute start-3 top-3 flex flex-wrap gap-2" aria-live="polite">
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
          <div className="absolute bottom-3 end-3 aspect-video w-28 overflow-hidden rounded-xl bg-ink-800 ring-2 ring-white sm:w-44">
            <Video
              key={tracksChanged}
              stream={stream}
              muted
              mirrored={!sharing}
              label={t('session.myVideo')}
              testId="local-video"
            />
            {!camera && (
              <div
                className="absolute inset-0 flex flex-col items-center justify-center gap-0.5 bg-ink-800 p-1 text-center text-white"
                data-testid="local-camera-off"
              >
                <Avatar name={self?.name ?? ''} image={self?.image} size="sm" />
                <p className="flex items-center gap-1 text-xs leading-tight">
                  <CameraOffIcon className="hidden size-3.5 sm:block" />
                  {t('session.myCameraOff')}
                </p>
              </div>
            )}
          </div>
        </div>
        <div
          className="flex flex-wrap items-center gap-2"
          role="toolbar"
          aria-label={t('session.controls')}
        >
          <Button
            variant={mic ? 'secondary' : 'danger'}
            aria-pressed={!mic}
            onClick={() => {
              call?.setMic(!mic);
              setMic(!mic);
            }}
          >
            {mic ? t('session.muteMic') : t('session.unmuteMic')}
          </Button>
          <Button
            variant={camera ? 'secondary' : 'danger'}
            aria-pressed={!camera}
            onClick={() => {
              call?.setCamera(!camera);
              setCamera(!camera);
            }}
          >
            {camera ? t('session.stopCamera') : t('session.startCamera')}
          </Button>
          <Button variant="secondary" aria-haspopup="dialog" onClick={() => setPicking(true)}>
            {t('session.devices')}
          </Button>
          {canShare && (
            <Button variant="secondary" aria-pressed={sharing} onClick={() => void toggleShare()}>
              {sharing ? t('session.stopShare') : t('session.share')}
            </Button>
          )}
          <Button
            variant="secondary"
            aria-expanded={chatOpen}
            aria-label={badged ? t('session.showChatUnread', { count: unread }) : undefined}
            onClick={() => setChatOpen(!chatOpen)}
            className="lg:hidden"
          >
            {chatOpen ? t('session.hideChat') : t('session.showChat')}
            {badged && (
              <span
                aria-hidden="true"
                className="ms-2 inline-flex min-w-5 justify-center rounded-full bg-brand-700 px-1.5 text-xs font-bold text-white"
                data-testid="chat-unread"
              >
                {format.number(unread)}
              </span>
            )}
          </Button>
          <Button variant="danger" className="ms-auto" onClick={() => setLeaving(true)}>
            {t('session.leave')}
          </Button>
        </div>
        {/* A screen reader hears of a message that came while the chat is folded away. */}
        <p className="sr-only" aria-live="polite">
          {badged ? t('session.showChatUnread', { count: unread }) : ''}
        </p>
        <p className="text-sm text-ink-600">
          {t('session.reportHint')} <DownloadLogButton />
        </p>
      </div>
      <aside
        className={cx(
          'flex h-[28rem] flex-col rounded-2xl bg-white ring-1 ring-ink-100 lg:h-auto lg:max-h-[40rem]',
          !chatOpen && 'hidden lg:flex',
        )}
        aria-label={t('session.chat')}
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
