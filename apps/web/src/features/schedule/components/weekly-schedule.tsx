/** The week, Sunday to Saturday: each day's ranges with edit and delete, and a way to add one. */
import type { Weekday } from '@darsak/shared';
import { Badge, Button, cx, useScheduleFormat, useT, weekdays } from '@darsak/ui';
import { minutesOf, type DraftSlot } from './draft.js';

/** A square icon button on a range: pencil to edit, cross to delete; its label names the range. */
const ChipAction = ({
  label,
  onClick,
  tone,
}: {
  label: string;
  onClick: () => void;
  tone: 'edit' | 'delete';
}) => (
  <button
    type="button"
    onClick={onClick}
    aria-label={label}
    className={cx(
      'inline-flex size-10 items-center justify-center rounded-lg focus-visible:outline-2 focus-visible:outline-brand-600',
      tone === 'edit' ? 'ms-1 text-brand-800 hover:bg-brand-100' : 'text-red-700 hover:bg-red-50',
    )}
  >
    <svg
      aria-hidden="true"
      viewBox="0 0 20 20"
      className="size-5"
      fill="none"
      stroke="currentColor"
      strokeWidth={tone === 'edit' ? 1.8 : 2}
      strokeLinejoin="round"
      strokeLinecap="round"
    >
      <path
        d={
          tone === 'edit'
            ? 'M4 16l1-4 8.5-8.5a1.4 1.4 0 0 1 2 0l1 1a1.4 1.4 0 0 1 0 2L8 15l-4 1Z'
            : 'M5 5l10 10M15 5 5 15'
        }
      />
    </svg>
  </button>
);

const SlotChip = ({
  slot,
  changed,
  onEdit,
  onDelete,
}: {
  slot: DraftSlot;
  changed: boolean;
  onEdit: () => void;
  onDelete: () => void;
}) => {
  const t = useT();
  const format = useScheduleFormat();
  const range = format.range(slot);
  return (
    <li className="flex min-h-11 items-center gap-1 rounded-xl border border-brand-200 bg-brand-50 ps-3 text-brand-900">
      <span className="font-semibold">{range}</span>
      {changed && (
        <span className="ms-1">
          <Badge tone="warning">{t(slot.id === null ? 'schedule.new' : 'schedule.edited')}</Badge>
        </span>
      )}
      <ChipAction label={t('schedule.editRange', { range })} onClick={onEdit} tone="edit" />
      <ChipAction label={t('schedule.deleteRange', { range })} onClick={onDelete} tone="delete" />
    </li>
  );
};

/** The day's add button, where focus goes when a range of that day is deleted. */
export const addButtonId = (day: number) => `schedule-add-${day}`;

export const WeeklySchedule = ({
  slots,
  isChanged,
  onAdd,
  onEdit,
  onDelete,
}: {
  slots: readonly DraftSlot[];
  isChanged: (slot: DraftSlot) => boolean;
  onAdd: (day: Weekday) => void;
  onEdit: (slot: DraftSlot) => void;
  onDelete: (slot: DraftSlot) => void;
}) => {
  const t = useT();
  const format = useScheduleFormat();
  return (
    <ul className="divide-y divide-ink-100">
      {weekdays.map((day) => {
        const ofDay = slots
          .filter((slot) => slot.weekday === day)
          .sort((a, b) => a.startMinute - b.startMinute);
        const total = minutesOf(ofDay);
        return (
          <li key={day} className="flex flex-col gap-3 py-4 sm:flex-row sm:items-start">
            <div className="flex items-baseline justify-between gap-2 sm:w-36 sm:shrink-0 sm:flex-col sm:pt-2">
              <h3 className="font-bold text-ink-900">{format.weekday(day)}</h3>
              <p className="text-sm text-ink-500">
                {total > 0 ? format.duration(total) : t('schedule.dayOff')}
              </p>
            </div>
            <div className="flex flex-1 flex-wrap items-center gap-2">
              {ofDay.length > 0 && (
                <ul className="flex flex-wrap gap-2">
                  {ofDay.map((slot) => (
                    <SlotChip
                      key={slot.key}
                      slot={slot}
                      changed={isChanged(slot)}
                      onEdit={() => onEdit(slot)}
                      onDelete={() => onDelete(slot)}
                    />
                  ))}
                </ul>
              )}
              <Button
                variant="ghost"
                id={addButtonId(day)}
                onClick={() => onAdd(day)}
                aria-label={t('schedule.addTo', { day: format.weekday(day) })}
              >
                <span aria-hidden="true">+</span> {t('schedule.add')}
              </Button>
            </div>
          </li>
        );
      })}
    </ul>
  );
};
