/**
 * A voice note in the conversation: play or pause, a progress bar that also seeks (by pointer or
 * the arrow keys), the time played of its length, 1× or 1.5×, and what it cost to send. The file is
 * read when first played, so a conversation full of voice notes costs nothing until one is heard.
 */
import { useEffect, useRef, useState } from 'react';
import { cx, Spinner, useErrorMessage, useT } from '@darsak/ui';
import { useClock, useDataSize, usePrivateMedia } from './media-files.js';

const PlayIcon = ({ playing }: { playing: boolean }) => (
  <svg viewBox="0 0 24 24" className="h-5 w-5" aria-hidden="true" fill="currentColor">
    {playing ? (
      <path d="M7 5h4v14H7zM13 5h4v14h-4z" />
    ) : (
      // Pointing with the time: rightwards in either language, as players do.
      <path d="M8 5v14l11-7z" />
    )}
  </svg>
);

export const VoiceNotePlayer = ({
  source,
  durationMs,
  bytes,
  mine,
}: {
  /** The note on the server (by its message), or one in memory being sent. */
  source: { messageId: number } | { url: string };
  durationMs: number;
  bytes: number;
  mine: boolean;
}) => {
  const t = useT();
  const clock = useClock();
  const dataSize = useDataSize();
  const errorMessage = useErrorMessage();
  const audio = useRef<HTMLAudioElement>(null);
  const [wanted, setWanted] = useState(false);
  const [playing, setPlaying] = useState(false);
  const [position, setPosition] = useState(0);
  const [rate, setRate] = useState<1 | 1.5>(1);
  const remote = usePrivateMedia(
    'messageId' in source ? source.messageId : 0,
    'messageId' in source && wanted,
  );
  const url = 'url' in source ? source.url : remote.url;
  const seconds = durationMs / 1000;

  // Once the file is here, the tap that asked for it plays it.
  useEffect(() => {
    const element = audio.current;
    if (!element || !url || !wanted) return;
    element.playbackRate = rate;
    if (element.paused) void element.play().catch(() => setPlaying(false));
    // Only when the file arrives; later taps play and pause themselves.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [url]);

  const toggle = () => {
    const element = audio.current;
    if (!url || !element) {
      setWanted(true);
      if (remote.failed) remote.retry();
      return;
    }
    if (element.paused) {
      element.playbackRate = rate;
      void element.play().catch(() => setPlaying(false));
    } else element.pause();
  };

  const seek = (to: number) => {
    const element = audio.current;
    const at = Math.min(Math.max(0, to), seconds);
    setPosition(at);
    if (element && url) element.currentTime = at;
  };

  const nextRate = () => {
    const next = rate === 1 ? 1.5 : 1;
    setRate(next);
    if (audio.current) audio.current.playbackRate = next;
  };

  const loading = wanted && !url && !remote.failed;
  const rateText = rate === 1 ? t('chat.voice.rate1') : t('chat.voice.rate15');
  const fraction = seconds > 0 ? Math.min(1, position / seconds) : 0;
  return (
    <div className="w-64 max-w-full space-y-1" data-testid="voice-note">
      <div className="flex items-center gap-2">
        <button
          type="button"
          onClick={toggle}
          className={cx(
            'flex h-10 w-10 shrink-0 items-center justify-center rounded-full focus-visible:outline-2 focus-visible:outline-offset-2',
            mine
              ? 'bg-white text-brand-800 focus-visible:outline-white'
              : 'bg-brand-700 text-white focus-visible:outline-brand-600',
          )}
          aria-label={playing ? t('chat.voice.pause') : t('chat.voice.play')}
        >
          {loading ? (
            <Spinner size="sm" label={t('chat.media.loading')} />
          ) : (
            <PlayIcon playing={playing} />
          )}
        </button>
        {/* Time runs from the start of the line, whichever way the page reads: the bar fills in
            the page's direction, as the conversation's own text does. */}
        <div
          role="slider"
          tabIndex={0}
          aria-label={t('chat.voice.progress')}
          aria-valuemin={0}
          aria-valuemax={Math.round(seconds)}
          aria-valuenow={Math.round(position)}
          aria-valuetext={t('chat.voice.at', { at: clock(position), length: clock(seconds) })}
          className={cx(
            'relative h-2 min-w-0 flex-1 cursor-pointer rounded-full focus-visible:outline-2 focus-visible:outline-offset-4',
            mine
              ? 'bg-white/40 focus-visible:outline-white'
              : 'bg-ink-300 focus-visible:outline-brand-600',
          )}
          onClick={(event) => {
            const box = event.currentTarget.getBoundingClientRect();
            const rtl = getComputedStyle(event.currentTarget).direction === 'rtl';
            const offset = rtl ? box.right - event.clientX : event.clientX - box.left;
            seek((offset / box.width) * seconds);
          }}
          onKeyDown={(event) => {
            const rtl = getComputedStyle(event.currentTarget).direction === 'rtl';
            const forward = rtl ? 'ArrowLeft' : 'ArrowRight';
            const back = rtl ? 'ArrowRight' : 'ArrowLeft';
            if (event.key === forward || event.key === 'ArrowUp') seek(position + 5);
            else if (event.key === back || event.key === 'ArrowDown') seek(position - 5);
            else if (event.key === 'Home') seek(0);
            else if (event.key === 'End') seek(seconds);
            else return;
            event.preventDefault();
          }}
        >
          <span
            className={cx(
              'absolute inset-y-0 start-0 rounded-full',
              mine ? 'bg-white' : 'bg-brand-700',
            )}
            style={{ width: `${fraction * 100}%` }}
            data-testid="voice-progress"
            data-fraction={fraction.toFixed(3)}
          />
        </div>
        <button
          type="button"
          onClick={nextRate}
          className={cx(
            'shrink-0 rounded-full px-2 py-1 text-xs font-bold focus-visible:outline-2',
            mine
              ? 'bg-white/20 focus-visible:outline-white'
              : 'bg-ink-200 focus-visible:outline-brand-600',
          )}
          aria-label={t('chat.voice.rate', { rate: rateText })}
        >
          {rateText}
        </button>
      </div>
      <p
        className={cx(
          'flex justify-between gap-2 text-xs',
          mine ? 'text-white/80' : 'text-ink-500',
        )}
      >
        <span>
          {position > 0 || playing
            ? t('chat.voice.at', { at: clock(position), length: clock(seconds) })
            : clock(seconds)}
        </span>
        <span>{dataSize(bytes)}</span>
      </p>
      {remote.failed && wanted && (
        <p role="alert" className={cx('text-xs', mine ? 'text-white' : 'text-red-700')}>
          {errorMessage(remote.error)}
        </p>
      )}
      {url && (
        <audio
          ref={audio}
          src={url}
          preload="auto"
          className="hidden"
          onPlay={() => setPlaying(true)}
          onPause={() => setPlaying(false)}
          onEnded={() => {
            setPlaying(false);
            setPosition(0);
          }}
          onTimeUpdate={(event) => setPosition(event.currentTarget.currentTime)}
          data-testid="voice-audio"
        />
      )}
    </div>
  );
};
