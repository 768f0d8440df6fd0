/**
 * Recording the intro video in the browser (MediaRecorder): the camera's picture, a countdown,
 * a timer against the length bounds, then a preview to keep or retake.
 */
import { useEffect, useRef, useState } from 'react';
import { Alert, Button, useFormat, useT } from '@darsak/ui';

type Phase = 'idle' | 'starting' | 'countdown' | 'recording' | 'preview';

const COUNTDOWN_SECONDS = 3;

/** The first container type this browser records, WebM before MP4. */
const recordingType = (): string | undefined =>
  ['video/webm;codecs=vp8,opus', 'video/webm', 'video/mp4'].find((type) =>
    MediaRecorder.isTypeSupported(type),
  );

const deviceError = (error: unknown): string => {
  const name = error instanceof DOMException ? error.name : '';
  if (name === 'NotAllowedError' || name === 'SecurityError') return 'device-permission-denied';
  if (name === 'NotFoundError') return 'device-not-found';
  if (name === 'NotReadableError') return 'device-not-readable';
  if (name === 'OverconstrainedError') return 'device-over-constrained';
  return 'device-unexpected';
};

export const VideoRecorder = ({
  minSeconds,
  maxSeconds,
  onRecorded,
  disabled,
}: {
  minSeconds: number;
  maxSeconds: number;
  /** The recording the tutor chose to send, with its length in seconds. */
  onRecorded: (file: File, seconds: number) => void;
  disabled?: boolean;
}) => {
  const t = useT();
  const format = useFormat();
  const live = useRef<HTMLVideoElement>(null);
  const stream = useRef<MediaStream | null>(null);
  const recorder = useRef<MediaRecorder | null>(null);
  const [phase, setPhase] = useState<Phase>('idle');
  const [count, setCount] = useState(COUNTDOWN_SECONDS);
  const [elapsed, setElapsed] = useState(0);
  const [error, setError] = useState<string | null>(null);
  const [recording, setRecording] = useState<{ file: File; url: string; seconds: number } | null>(
    null,
  );

  const stopCamera = () => {
    stream.current?.getTracks().forEach((track) => track.stop());
    stream.current = null;
  };
  useEffect(() => () => stopCamera(), []);
  // The camera's picture follows the stream whenever the live view is on screen.
  useEffect(() => {
    if (live.current && stream.current && live.current.srcObject !== stream.current)
      live.current.srcObject = stream.current;
  }, [phase]);
  useEffect(
    () => () => {
      if (recording) URL.revokeObjectURL(recording.url);
    },
    [recording],
  );

  // The countdown, then recording with a timer; it stops by itself at the upper bound.
  useEffect(() => {
    if (phase === 'countdown') {
      if (count === 0) {
        recorder.current?.start(1000);
        setElapsed(0);
        setPhase('recording');
        return;
      }
      const timer = setTimeout(() => setCount((n) => n - 1), 1000);
      return () => clearTimeout(timer);
    }
    if (phase === 'recording') {
      if (elapsed >= maxSeconds) {
        recorder.current?.stop();
        return;
      }
      const timer = setTimeout(() => setElapsed((n) => n + 1), 1000);
      return () => clearTimeout(timer);
    }
    return undefined;
  }, [phase, count, elapsed, maxSeconds]);

  const start = async () => {
    setError(null);
    setPhase('starting');
    try {
      stream.current ??= await navigator.mediaDevices.getUserMedia({ video: true, audio: true });
      if (live.current) live.current.srcObject = stream.current;
      const type = recordingType();
      const chunks: Blob[] = [];
      const media = new MediaRecorder(stream.current, type ? { mimeType: type } : undefined);
      const startedAt = { at: 0 };
      media.onstart = () => {
        startedAt.at = performance.now();
      };
      media.ondataavailable = (event) => {
        if (event.data.size > 0) chunks.push(event.data);
      };
      media.onstop = () => {
        const seconds = (performance.now() - startedAt.at) / 1000;
        const blobType = media.mimeType || type || 'video/webm';
        const extension = blobType.includes('mp4') ? 'mp4' : 'webm';
        const file = new File(chunks, `intro.${extension}`, { type: blobType.split(';')[0] });
        setRecording({ file, url: URL.createObjectURL(file), seconds });
        setPhase('preview');
        stopCamera();
      };
      recorder.current = media;
      setCount(COUNTDOWN_SECONDS);
      setPhase('countdown');
    } catch (cause) {
      stopCamera();
      setPhase('idle');
      setError(deviceError(cause));
    }
  };

  const retake = () => {
    setRecording(null);
    void start();
  };

  const tooShort = phase === 'recording' && elapsed < minSeconds;
  return (
    <div className="space-y-3">
      {error && (
        <Alert tone="error" title={t('onboarding.video.deviceError')}>
          {t(`error.${error}`)}
        </Alert>
      )}
      {phase !== 'preview' && (
        <div className="relative overflow-hidden rounded-xl bg-ink-900">
          <video
            ref={live}
            autoPlay
            muted
            playsInline
            aria-label={t('onboarding.video.camera')}
            className="aspect-video w-full object-cover"
          />
          {phase === 'countdown' && (
            <p
              aria-live="assertive"
              className="absolute inset-0 flex items-center justify-center text-6xl font-bold text-white"
            >
              {format.plain(count)}
            </p>
          )}
          {phase === 'recording' && (
            <p
              role="timer"
              className="absolute start-3 top-3 rounded-full bg-red-600 px-3 py-1 text-sm font-bold text-white"
            >
              {t('onboarding.video.recording', {
                elapsed: format.plain(elapsed),
                max: format.plain(maxSeconds),
              })}
            </p>
          )}
          {phase === 'idle' && (
            <p className="absolute inset-0 flex items-center justify-center p-4 text-center text-white">
              {t('onboarding.video.cameraOff')}
            </p>
          )}
        </div>
      )}
      {phase === 'preview' && recording && (
        <video
          src={recording.url}
          controls
          playsInline
          aria-label={t('onboarding.video.preview')}
          className="aspect-video w-full rounded-xl bg-ink-900"
        />
      )}
      <div className="flex flex-wrap items-center gap-2">
        {(phase === 'idle' || phase === 'starting') && (
          <Button onClick={() => void start()} loading={phase === 'starting'} disabled={disabled}>
            {t('onboarding.video.start')}
          </Button>
        )}
        {phase === 'recording' && (
          <Button variant="danger" disabled={tooShort} onClick={() => recorder.current?.stop()}>
            {tooShort
              ? t('onboarding.video.keepGoing', { seconds: format.plain(minSeconds - elapsed) })
              : t('onboarding.video.stop')}
          </Button>
        )}
        {phase === 'preview' && recording && (
          <>
            <Button
              onClick={() => onRecorded(recording.file, recording.seconds)}
              disabled={disabled}
            >
              {t('onboarding.video.send')}
            </Button>
            <Button variant="secondary" onClick={retake} disabled={disabled}>
              {t('onboarding.video.retake')}
            </Button>
          </>
        )}
      </div>
    </div>
  );
};
