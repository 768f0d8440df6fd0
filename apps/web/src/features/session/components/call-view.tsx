/**
 * The call (SPEC §2 `/session`): the other member's video, one's own small beside it, camera,
 * microphone and screen controls, the other side's states, connection quality with a hint when
 * it is poor, the time left with a warning in the last five minutes, and the room's chat.
 */
import { useEffect, useRef, useState } from 'react';
import type { ChatMember, IceConfig, LiveSession } from '@darsak/shared';
import {
  Alert,
  Avatar,
  Button,
  ConfirmDialog,
  cx,
  DownloadLogButton,
  useFormat,
  useT,
  useToast,
} from '@darsak/ui';
import { Conversation } from '../../../components/chat/conversation.js';
import { useCall } from './use-call.js';

const WARN_LAST_MS = 5 * 60_000;

/**
 * How messages about another member agree with them: `female`, `other` (the masculine, as
 * `genderSelect` gives it), or `none` when their gender is not known here and the wording is neutral.
 */
export type PeerGender = 'female' | 'other' | 'none';

const Video = ({
  stream,
  muted,
  mirrored,
  label,
  testId,
  className,
}: {
  stream: MediaStream | null;
  muted: boolean;
  mirrored?: boolean;
  label: string;
  testId: string;
  className?: string;
}) => {
  const ref = useRef<HTMLVideoElement>(null);
  useEffect(() => {
    if (ref.current && ref.current.srcObject !== stream) ref.current.srcObject = stream;
  }, [stream]);
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

const useRemaining = (endsAt: string) => {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  return new Date(endsAt).getTime() - now;
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
  onLeave: () => void;
}) => {
  const t = useT();
  const toast = useToast();
  const format = useFormat();
  const { call, state } = useCall(session.id, me, ice, stream);
  const [camera, setCamera] = useState(true);
  const [mic, setMic] = useState(true);
  const [sharing, setSharing] = useState(false);
  const [chatOpen, setChatOpen] = useState(false);
  const [leaving, setLeaving] = useState(false);
  const [online, setOnline] = useState(() => navigator.onLine);
  const remaining = useRemaining(session.endsAt);
  const warned = useRef(false);
  const others: ChatMember[] = session.members.map((m) => m.user).filter((u) => u.id !== me);
  const other = others.find((u) => u.id === state?.remoteId) ?? others[0];
  const name = other?.name ?? '';
  const gender: PeerGender = other ? genderOf(other.id) : 'none';

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
    if (remaining > 0 && remaining <= WARN_LAST_MS && !warned.current) {
      warned.current = true;
      toast.show({ type: 'warning', title: t('session.lastMinutes') });
    }
  }, [remaining, t, toast]);

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
  const minutesLeft = Math.max(0, Math.ceil(remaining / 60_000));

  if (state?.error && !state.joined) {
    return (
      <Alert tone="error" title={t(`session.refused.${state.error}`)}>
        <Button variant="secondary" onClick={onLeave}>
          {t('session.back')}
        </Button>
      </Alert>
    );
  }

  return (
    <div className="grid gap-4 lg:grid-cols-[minmax(0,1fr)_20rem]">
      <div className="space-y-3">
        <div className="flex flex-wrap items-center gap-3">
          <p
            className={cx(
              'rounded-full px-3 py-1 text-sm font-semibold',
              remaining <= WARN_LAST_MS ? 'bg-amber-100 text-amber-900' : 'bg-ink-100 text-ink-800',
            )}
            role="timer"
            aria-live="off"
          >
            {remaining > 0 ? t('session.left', { minutes: minutesLeft }) : t('session.over')}
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
        <div className="relative aspect-video overflow-hidden rounded-2xl bg-ink-900">
          <Video
            stream={state?.remoteStream ?? null}
            muted={false}
            label={t('session.remoteVideo', { name })}
            testId="remote-video"
            className={cx(
              sharing && 'object-contain',
              state?.remoteMedia.sharing && 'object-contain',
            )}
          />
          {(!state?.remotePresent || !state.remoteStream || !state.remoteMedia.camera) &&
            !state?.remoteMedia.sharing && (
              <div className="absolute inset-0 flex flex-col items-center justify-center gap-3 bg-ink-900/90 text-white">
                <Avatar name={name} image={other?.image} size="lg" />
                <p className="px-4 text-center">
                  {!state?.remotePresent
                    ? t('session.waiting', { name })
                    : !state.remoteMedia.camera
                      ? t('session.cameraOff', { name, gender })
                      : t('session.connecting', { name })}
                </p>
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
          <div className="absolute bottom-3 end-3 aspect-video w-28 overflow-hidden rounded-xl ring-2 ring-white sm:w-44">
            <Video
              stream={stream}
              muted
              mirrored={!sharing}
              label={t('session.myVideo')}
              testId="local-video"
            />
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
          {canShare && (
            <Button variant="secondary" aria-pressed={sharing} onClick={() => void toggleShare()}>
              {sharing ? t('session.stopShare') : t('session.share')}
            </Button>
          )}
          <Button
            variant="secondary"
            aria-expanded={chatOpen}
            onClick={() => setChatOpen(!chatOpen)}
            className="lg:hidden"
          >
            {chatOpen ? t('session.hideChat') : t('session.showChat')}
          </Button>
          <Button variant="danger" className="ms-auto" onClick={() => setLeaving(true)}>
            {t('session.leave')}
          </Button>
        </div>
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
        <Conversation roomId={session.id} members={others} className="min-h-0 flex-1" />
      </aside>
      <ConfirmDialog
        open={leaving}
        title={t('session.leaveTitle')}
        message={t('session.leaveText')}
        confirmLabel={t('session.leave')}
        cancelLabel={t('session.stay')}
        onClose={() => setLeaving(false)}
        onConfirm={async () => {
          setLeaving(false);
          await call?.leave();
          onLeave();
        }}
      />
    </div>
  );
};
