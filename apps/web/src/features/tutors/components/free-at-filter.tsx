/**
 * "Free on … at …": a day, alone (free some time that day) or with a time on it, offered only until the current quota week ends, since
 * nothing later can be booked (docs/product/lessons.md#this-week-only). Options are real instants
 * stepped every half hour and labelled in the Cairo zone, so daylight-saving days come out right
 * without zone maths.
 */
import { useMemo } from 'react';
import { LESSON_DURATIONS } from '@darsak/shared';
import { useFormat, useT } from '@darsak/ui';

const STEP_MS = 30 * 60 * 1000;

const useWeekOptions = (until: string) => {
  const format = useFormat();
  return useMemo(() => {
    const start = Math.ceil(Date.now() / STEP_MS) * STEP_MS;
    // A lesson must also end inside the week: the last start is a short lesson before its end.
    const last = Date.parse(until) - Math.min(...LESSON_DURATIONS) * 60 * 1000;
    // The day the week ends on (Saturday, until 06:00) belongs to the next week: offering it would
    // promise a day of which only the small hours can be booked (docs/product/tutors.md#filters).
    const closingDay = format.dayKey(until);
    const days = new Map<string, { label: string; times: { value: string; label: string }[] }>();
    for (let at = start; at <= last; at += STEP_MS) {
      const key = format.dayKey(at);
      if (key === closingDay) break;
      let day = days.get(key);
      if (!day) days.set(key, (day = { label: format.day(at), times: [] }));
      day.times.push({ value: new Date(at).toISOString(), label: format.time(at) });
    }
    return days;
  }, [format, until]);
};

export const FreeAtFilter = ({
  day,
  onDay,
  value,
  onChange,
  until,
  describedBy,
  className,
}: {
  /** The chosen day, `YYYY-MM-DD` in Cairo, or '' for any. */
  day: string;
  /** Another day chosen: the caller forgets the time chosen on the one before, in the same change. */
  onDay: (day: string) => void;
  /** The chosen time on that day, or null for any time of it. */
  value: string | null;
  onChange: (value: string | null) => void;
  /** When the current quota week ends. */
  until: string;
  /** The id of the text that explains the limit. */
  describedBy?: string;
  className: string;
}) => {
  const t = useT();
  const days = useWeekOptions(until);
  const times = days.get(day)?.times ?? [];
  return (
    // The day ("الخميس ٢٦ نوفمبر") keeps room for its whole name; the time wraps below if need be.
    <div className="flex flex-wrap gap-2">
      <select
        aria-label={t('tutors.freeDay')}
        aria-describedby={describedBy}
        className={`${className} min-w-0 flex-[1_1_12rem]`}
        value={day}
        onChange={(event) => onDay(event.target.value)}
      >
        <option value="">{t('tutors.anyTime')}</option>
        {[...days].map(([key, option]) => (
          <option key={key} value={key}>
            {option.label}
          </option>
        ))}
      </select>
      {day && (
        <select
          aria-label={t('tutors.freeTime')}
          className={`${className} min-w-0 flex-[1_1_7rem]`}
          value={value ?? ''}
          onChange={(event) => onChange(event.target.value || null)}
        >
          <option value="">{t('tutors.chooseTime')}</option>
          {times.map((time) => (
            <option key={time.value} value={time.value}>
              {time.label}
            </option>
          ))}
        </select>
      )}
    </div>
  );
};
