/** Add a weekly range to one or more days, or change the times of one range. */
import { useState, type FormEvent } from 'react';
import type { Weekday } from '@darsak/shared';
import { Alert, Button, cx, Dialog, useI18n, useScheduleFormat, useT, weekdays } from '@darsak/ui';
import { overlaps, type DraftSlot, type Range } from './draft.js';
import { RangeFields } from './range-fields.js';

export type SlotDialogState =
  { mode: 'add'; days: Weekday[]; range: Range } | { mode: 'edit'; slot: DraftSlot };

export const SlotDialog = ({
  state,
  slots,
  onSubmit,
  onClose,
}: {
  state: SlotDialogState;
  slots: readonly DraftSlot[];
  onSubmit: (days: Weekday[], range: Range) => void;
  onClose: () => void;
}) => {
  const t = useT();
  const format = useScheduleFormat();
  const { locale } = useI18n();
  const [days, setDays] = useState<Weekday[]>(
    state.mode === 'add' ? state.days : [state.slot.weekday],
  );
  const [range, setRange] = useState<Range>(state.mode === 'add' ? state.range : state.slot);
  const [problem, setProblem] = useState<string | null>(null);
  const ignore = state.mode === 'edit' ? state.slot.key : null;

  const toggle = (day: Weekday) =>
    setDays((chosen) =>
      chosen.includes(day)
        ? chosen.filter((d) => d !== day)
        : [...chosen, day].sort((a, b) => a - b),
    );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (days.length === 0) return setProblem(t('schedule.dialog.noDays'));
    const clashing = days.filter((day) =>
      slots.some((s) => s.key !== ignore && s.weekday === day && overlaps(s, range)),
    );
    if (clashing.length > 0)
      return setProblem(
        t('schedule.dialog.overlap', {
          // «يومي الأحد والجمعة», "Sunday and Friday".
          count: clashing.length,
          days: new Intl.ListFormat(locale, { type: 'conjunction' }).format(
            clashing.map((day) => format.weekday(day)),
          ),
        }),
      );
    onSubmit(days, range);
  };

  const title =
    state.mode === 'add'
      ? t('schedule.dialog.addTitle')
      : t('schedule.dialog.editTitle', { day: format.weekday(state.slot.weekday) });

  return (
    <Dialog open onClose={onClose} title={title}>
      <form onSubmit={submit} noValidate className="space-y-5">
        {state.mode === 'add' && (
          <fieldset className="space-y-2">
            <legend className="text-sm font-semibold text-ink-800">
              {t('schedule.dialog.days')}
            </legend>
            <div className="flex flex-wrap gap-2">
              {weekdays.map((day) => {
                const on = days.includes(day);
                return (
                  <label
                    key={day}
                    className={cx(
                      'flex min-h-10 cursor-pointer items-center rounded-full border px-3 text-sm font-semibold has-focus-visible:outline-2 has-focus-visible:outline-brand-600',
                      on
                        ? 'border-brand-700 bg-brand-700 text-white'
                        : 'border-ink-200 bg-white text-ink-800',
                    )}
                  >
                    <input
                      type="checkbox"
                      className="sr-only"
                      checked={on}
                      onChange={() => toggle(day)}
                    />
                    {format.weekday(day)}
                  </label>
                );
              })}
            </div>
          </fieldset>
        )}
        <RangeFields
          value={range}
          onChange={(next) => {
            setRange(next);
            setProblem(null);
          }}
        />
        <p className="text-sm text-ink-600">
          {t('schedule.dialog.length', {
            length: format.duration(range.endMinute - range.startMinute),
          })}
        </p>
        {problem && <Alert tone="error">{problem}</Alert>}
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="secondary" onClick={onClose}>
            {t('ui.cancel')}
          </Button>
          <Button type="submit">
            {state.mode === 'add' ? t('schedule.dialog.add') : t('schedule.dialog.apply')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
};
