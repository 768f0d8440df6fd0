/** A one-off change on a date: block time (a day off, an errand) or open extra time. */
import { useState, type FormEvent } from 'react';
import { MINUTES_PER_DAY } from '@darsak/shared';
import { Alert, Button, cx, Dialog, SelectField, useScheduleFormat, useT } from '@darsak/ui';
import { overlaps, type DraftException, type Range } from './draft.js';
import { RangeFields } from './range-fields.js';
import { datesFrom, nextQuarterInCairo, todayInCairo } from './time.js';

export type ExceptionInput = Range & { date: string; available: boolean };

const wholeDay: Range = { startMinute: 0, endMinute: MINUTES_PER_DAY };
/** How far ahead a one-off change may be chosen. */
const DAYS_OFFERED = 180;

/** A range that starts no earlier than `earliest`, an hour long when it has to move. */
const from = (range: Range, earliest: number): Range =>
  range.startMinute >= earliest
    ? range
    : {
        startMinute: earliest,
        endMinute: Math.max(range.endMinute, Math.min(earliest + 60, MINUTES_PER_DAY)),
      };

export const ExceptionDialog = ({
  editing,
  exceptions,
  onSubmit,
  onClose,
}: {
  editing: DraftException | null;
  exceptions: readonly DraftException[];
  onSubmit: (input: ExceptionInput) => void;
  onClose: () => void;
}) => {
  const t = useT();
  const format = useScheduleFormat();
  const today = todayInCairo();
  const [available, setAvailable] = useState(editing?.available ?? false);
  const [date, setDate] = useState(editing?.date ?? today);
  const [allDay, setAllDay] = useState(
    editing ? editing.startMinute === 0 && editing.endMinute === MINUTES_PER_DAY : true,
  );
  const [range, setRange] = useState<Range>(
    editing ?? { startMinute: 18 * 60, endMinute: 21 * 60 },
  );
  const [problem, setProblem] = useState<string | null>(null);
  // Today offers only the times still to come (docs/product/lessons.md#one-off-changes).
  const earliest = date === today ? nextQuarterInCairo() : 0;
  const chosen = !available && allDay ? wholeDay : from(range, earliest);
  // The dates in words, as «الاثنين ٧ ديسمبر»: a date control's digits read 12/07 as 12 July.
  const dates = datesFrom(today, DAYS_OFFERED);
  if (editing && !dates.includes(editing.date)) dates.push(editing.date);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (
      !/^\d{4}-\d{2}-\d{2}$/.test(date) ||
      date < today ||
      chosen.startMinute >= MINUTES_PER_DAY
    ) {
      setProblem(t('schedule.exception.pastDate'));
      return;
    }
    const clash = exceptions.some(
      (e) => e.key !== editing?.key && e.date === date && overlaps(e, chosen),
    );
    if (clash) {
      setProblem(t('schedule.exception.overlap', { date: format.date(date) }));
      return;
    }
    onSubmit({ date, available, ...chosen });
  };

  const kinds = [
    { value: false, title: t('schedule.exception.block'), text: t('schedule.exception.blockText') },
    { value: true, title: t('schedule.exception.extra'), text: t('schedule.exception.extraText') },
  ];

  return (
    <Dialog
      open
      onClose={onClose}
      title={t(editing ? 'schedule.exception.editTitle' : 'schedule.exception.addTitle')}
    >
      <form onSubmit={submit} noValidate className="space-y-5">
        <fieldset className="space-y-2">
          <legend className="text-sm font-semibold text-ink-800">
            {t('schedule.exception.kind')}
          </legend>
          <div className="grid gap-2 sm:grid-cols-2">
            {kinds.map((kind) => (
              <label
                key={String(kind.value)}
                className={cx(
                  'flex cursor-pointer flex-col rounded-xl border p-3 has-focus-visible:outline-2 has-focus-visible:outline-brand-600',
                  available === kind.value
                    ? 'border-brand-600 bg-brand-50'
                    : 'border-ink-200 bg-white',
                )}
              >
                <input
                  type="radio"
                  name="available"
                  className="sr-only"
                  checked={available === kind.value}
                  onChange={() => setAvailable(kind.value)}
                />
                <span className="font-semibold text-ink-900">{kind.title}</span>
                <span className="text-sm text-ink-600">{kind.text}</span>
              </label>
            ))}
          </div>
        </fieldset>
        <SelectField
          label={t('schedule.exception.date')}
          name="date"
          value={date}
          onChange={(event) => {
            setDate(event.target.value);
            setProblem(null);
          }}
        >
          {dates.map((value) => (
            <option key={value} value={value}>
              {value === today
                ? t('schedule.exception.today', { date: format.date(value) })
                : format.date(value)}
            </option>
          ))}
        </SelectField>
        {!available && (
          <label className="flex min-h-11 cursor-pointer items-center gap-3">
            <input
              type="checkbox"
              className="size-5 accent-brand-700"
              checked={allDay}
              onChange={(event) => setAllDay(event.target.checked)}
            />
            <span className="font-semibold text-ink-800">{t('schedule.exception.allDay')}</span>
          </label>
        )}
        {(available || !allDay) && (
          <RangeFields
            value={from(range, earliest)}
            earliest={earliest}
            onChange={(next) => {
              setRange(next);
              setProblem(null);
            }}
          />
        )}
        {problem && <Alert tone="error">{problem}</Alert>}
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="secondary" onClick={onClose}>
            {t('ui.cancel')}
          </Button>
          <Button type="submit">
            {t(editing ? 'schedule.dialog.apply' : 'schedule.dialog.add')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
};
