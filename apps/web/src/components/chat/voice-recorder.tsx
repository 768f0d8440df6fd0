/**
 * Recording a voice note (docs/product/chat-and-calls.md#pictures-and-voice-notes): a tap starts
 * it, the elapsed time shows against the two minutes, «إلغاء» throws it away and «إرسال» sends it;
 * at two minutes it stops and is sent by itself. Opus in WebM or Ogg, whichever the browser offers.
 */
import { useEffect, useRef, useState } from 'react';
import { VOICE_NOTE_MAX_SECONDS } from '@darsak/shared';
import { Button, useT } from '@darsak/ui';
import { useClock, voiceRecordingType } from './media-files.js';

const deviceError = (error: unknown): string => {
  const name = error instanceof DOMException ? error.name : '';
  if (name === 'NotAllowedError' || name === 'SecurityError')
    return 'error.device-permission-denied';
  if (name === 'NotFoundError') return 'error.device-not-found';
  if (name === 'NotReadableError') return 'error.device-not-readable';
  return 'error.device-unexpected';
};

export type VoiceRecording = { blob: Blob; durationMs: number };

const MicIcon = () => (
  <svg viewBox="0 0 24 24" className="h-5 w-5" aria-hidden="true" fill="currentColor">
    <path d="M12 14a3 3 0 0 0 3-3V5a3 3 0 0 0-6 0v6a3 3 0 0 0 3 3zm5-3a5 5 0 0 1-10 0H5a7 7 0 0 0 6 6.92V21h2v-3.08A7 7 0 0 0 19 11h-2z" />
  </svg>
);

/**
 * The microphone button; while recording it gives its place to the timer and the two choices
 * (`onRecording` says when, so the composer makes room).
 */
export const VoiceRecorder = ({
  onRecorded,
  onRecording,
  onError,
  disabled,
}: {
  onRecorded: (recording: VoiceRecording) => void;
  onRecording: (recording: boolean) => void;
  /** What went wrong with the microphone, as a key of the catalogue. */
  onError: (key: string) => void;
  disabled?: boolean;
}) => {
  const t = useT();
  const clock = useClock();
  const [state, setState] = useState<'idle' | 'starting' | 'recording'>('idle');
  const [elapsed, setElapsed] = useState(0);
  const recorder = useRef<MediaRecorder | null>(null);
  const stream = useRef<MediaStream | null>(null);
  const keep = useRef(false);
  const startedAt = useRef(0);

  const release = () => {
    stream.current?.getTracks().forEach((track) => track.stop());
    stream.current = null;
    recorder.current = null;
  };
  useEffect(
    () => () => {
      keep.current = false;
      if (recorder.current?.state === 'recording') recorder.current.stop();
      release();
    },
    [],
  );
  useEffect(() => onRecording(state === 'recording'), [state, onRecording]);

  // The timer; at the limit the note stops and goes.
  useEffect(() => {
    if (state !== 'recording') return undefined;
    const timer = setInterval(() => {
      const seconds = (performance.now() - startedAt.current) / 1000;
      setElapsed(seconds);
      if (seconds >= VOICE_NOTE_MAX_SECONDS && recorder.current?.state === 'recording') {
        keep.current = true;
        recorder.current.stop();
      }
    }, 200);
    return () => clearInterval(timer);
  }, [state]);

  const start = async () => {
    const type = voiceRecordingType();
    if (!type || !navigator.mediaDevices?.getUserMedia) {
      onError('chat.voice.unsupported');
      return;
    }
    setState('starting');
    let media: MediaRecorder;
    try {
      stream.current = await navigator.mediaDevices.getUserMedia({ audio: true });
      // About 30 kbit/s: two minutes make half a megabyte.
      media = new MediaRecorder(stream.current, { mimeType: type, audioBitsPerSecond: 32_000 });
    } catch (error) {
      release();
      setState('idle');
      onError(deviceError(error));
      return;
    }
    const chunks: Blob[] = [];
    media.ondataavailable = (event) => {
      if (event.data.size > 0) chunks.push(event.data);
    };
    media.onstop = () => {
      const durationMs = Math.min(
        VOICE_NOTE_MAX_SECONDS * 1000,
        Math.round(performance.now() - startedAt.current),
      );
      release();
      setState('idle');
      setElapsed(0);
      if (keep.current && chunks.length > 0)
        onRecorded({ blob: new Blob(chunks, { type: type.split(';')[0] }), durationMs });
    };
    recorder.current = media;
    keep.current = false;
    startedAt.current = performance.now();
    media.start(250);
    setElapsed(0);
    setState('recording');
  };

  const stop = (send: boolean) => {
    keep.current = send;
    if (recorder.current?.state === 'recording') recorder.current.stop();
  };

  if (state === 'recording')
    return (
      <div
        className="flex min-h-11 flex-1 flex-wrap items-center gap-2"
        data-testid="voice-recorder"
      >
        <span className="flex items-center gap-2 font-semibold text-red-700" role="timer">
          <span className="h-3 w-3 animate-pulse rounded-full bg-red-600" aria-hidden="true" />
          {t('chat.voice.recording', {
            elapsed: clock(elapsed),
            max: clock(VOICE_NOTE_MAX_SECONDS),
          })}
        </span>
        <span className="flex-1" />
        <Button variant="secondary" onClick={() => stop(false)}>
          {t('ui.cancel')}
        </Button>
        <Button onClick={() => stop(true)}>{t('chat.voice.send')}</Button>
      </div>
    );
  return (
    <button
      type="button"
      className="flex h-11 w-10 shrink-0 items-center justify-center rounded-xl sm:w-11 text-brand-800 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-600 disabled:text-ink-400"
      onClick={() => void start()}
      disabled={disabled || state === 'starting'}
      aria-label={t('chat.voice.record')}
      title={t('chat.voice.record')}
    >
      <MicIcon />
    </button>
  );
};
