/** The week's free start times: pick a day, then a time on it. */
import { useState } from 'react';
import type { FreeTime } from '@darsak/shared';
import { cx, useFormat, useT } from '@darsak/ui';

export const groupByDay = (times: FreeTime[], dayKey: (d: string) => string) => {
  const days = new Map<string, FreeTime[]>();
  for (const time of times) {
    const key = dayKey(time.startsAt);
    days.set(key, [...(days.get(key) ?? []), time]);
  }
  return days;
};

const chip = (on: boolean) =>
  cx(
    'rounded-lg border px-3 text-sm font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-brand-600',
    on
      ? 'border-brand-700 bg-brand-700 text-white'
      : 'border-ink-200 bg-white text-ink-800 hover:border-brand-400',
  );

export const FreeTimes = ({
  times,
  duration,
  selected,
  onSelect,
  label,
}: {
  times: FreeTime[];
  duration: number;
  selected: string | null;
  onSelect: (startsAt: string) => void;
  label: string;
}) => {
  const t = useT();
  const format = useFormat();
  const days = groupByDay(
    times.filter((time) => time.maxDuration >= duration),
    format.dayKey,
  );
  const keys = [...days.keys()];
  const [chosen, setChosen] = useState<string | null>(null);
  const day = chosen && days.has(chosen) ? chosen : (keys[0] ?? null);
  const dayTimes = day ? (days.get(day) ?? []) : [];
  return (
    <fieldset className="space-y-4">
      <legend className="sr-only">{label}</legend>
      {/* Every day in view at once: the week wraps onto rows instead of scrolling out of sight. */}
      <div
        role="group"
        aria-label={t('freeTimes.days')}
        className="grid grid-cols-[repeat(auto-fill,minmax(6.5rem,1fr))] gap-2"
      >
        {keys.map((key) => {
          const first = days.get(key)![0]!;
          return (
            <button
              key={key}
              type="button"
              aria-pressed={key === day}
              onClick={() => setChosen(key)}
              className={cx(chip(key === day), 'min-h-14 px-2 py-1.5')}
            >
              <span className="block whitespace-nowrap">{format.shortDay(first.startsAt)}</span>
              <span className="block text-xs font-normal opacity-80">
                {t('freeTimes.count', { count: days.get(key)!.length })}
              </span>
            </button>
          );
        })}
      </div>
      {day && (
        <div
          role="group"
          aria-label={format.day(dayTimes[0]!.startsAt)}
          className="grid grid-cols-[repeat(auto-fill,minmax(5.5rem,1fr))] gap-2"
        >
          {dayTimes.map((time) => (
            <button
              key={time.startsAt}
              type="button"
              aria-pressed={selected === time.startsAt}
              onClick={() => onSelect(time.startsAt)}
              className={cx(chip(selected === time.startsAt), 'min-h-10 whitespace-nowrap')}
            >
              {format.time(time.startsAt)}
            </button>
          ))}
        </div>
      )}
    </fieldset>
  );
};
