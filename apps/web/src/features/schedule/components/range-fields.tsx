/** "From" and "to" as two lists of quarter hours; "to" offers only times after "from". */
import { MINUTES_PER_DAY } from '@darsak/shared';
import { SelectField, useScheduleFormat, useT } from '@darsak/ui';
import type { Range } from './draft.js';
import { quarterHours } from './time.js';

export const RangeFields = ({
  value,
  onChange,
  disabled = false,
  earliest = 0,
}: {
  value: Range;
  onChange: (range: Range) => void;
  disabled?: boolean;
  /** The first start offered: today, the quarter hour still to come. */
  earliest?: number;
}) => {
  const t = useT();
  const format = useScheduleFormat();
  const starts = quarterHours.filter((m) => m >= earliest && m < MINUTES_PER_DAY);
  const ends = quarterHours.filter((m) => m > value.startMinute);
  return (
    <div className="grid grid-cols-2 gap-3">
      <SelectField
        label={t('schedule.from')}
        name="startMinute"
        value={String(value.startMinute)}
        disabled={disabled}
        onChange={(event) => {
          const startMinute = Number(event.target.value);
          // The end stays where it was while it is still later; otherwise the range becomes an hour.
          const endMinute =
            value.endMinute > startMinute
              ? value.endMinute
              : Math.min(startMinute + 60, MINUTES_PER_DAY);
          onChange({ startMinute, endMinute });
        }}
      >
        {starts.map((m) => (
          <option key={m} value={m}>
            {format.time(m)}
          </option>
        ))}
      </SelectField>
      <SelectField
        label={t('schedule.to')}
        name="endMinute"
        value={String(value.endMinute)}
        disabled={disabled}
        onChange={(event) => onChange({ ...value, endMinute: Number(event.target.value) })}
      >
        {ends.map((m) => (
          <option key={m} value={m}>
            {format.time(m)}
          </option>
        ))}
      </SelectField>
    </div>
  );
};
