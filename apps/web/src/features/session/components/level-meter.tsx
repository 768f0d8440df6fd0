/** How loud the microphone hears the room, so a person sees their voice arrive. */
import { useEffect, useState } from 'react';
import { useT } from '@darsak/ui';

export const LevelMeter = ({ stream }: { stream: MediaStream | null }) => {
  const t = useT();
  const [level, setLevel] = useState(0);
  useEffect(() => {
    if (!stream || stream.getAudioTracks().length === 0) return undefined;
    const context = new AudioContext();
    const source = context.createMediaStreamSource(stream);
    const analyser = context.createAnalyser();
    analyser.fftSize = 512;
    source.connect(analyser);
    const samples = new Uint8Array(analyser.fftSize);
    let frame = 0;
    let last = 0;
    const tick = (now: number) => {
      frame = requestAnimationFrame(tick);
      if (now - last < 100) return;
      last = now;
      analyser.getByteTimeDomainData(samples);
      let sum = 0;
      for (const sample of samples) sum += ((sample - 128) / 128) ** 2;
      setLevel(Math.min(100, Math.round(Math.sqrt(sum / samples.length) * 300)));
    };
    frame = requestAnimationFrame(tick);
    return () => {
      cancelAnimationFrame(frame);
      source.disconnect();
      void context.close();
    };
  }, [stream]);
  return (
    <div className="space-y-1">
      <p className="text-sm text-ink-600" id="mic-level-label">
        {t('session.micLevel')}
      </p>
      <div
        role="meter"
        aria-labelledby="mic-level-label"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={level}
        className="h-3 overflow-hidden rounded-full bg-ink-100"
      >
        <div className="h-full bg-emerald-500 transition-[width]" style={{ width: `${level}%` }} />
      </div>
    </div>
  );
};
