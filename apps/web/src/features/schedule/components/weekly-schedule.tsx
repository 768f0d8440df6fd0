/** The week, Sunday to Saturday: each day's ranges with edit and delete, and a way to add one. */
import type { Weekday } from '@darsak/shared';
import { Badge, Button, useScheduleFormat, useT, weekdays } from '@darsak/ui';
import { minutesOf, type DraftSlot } from './draft.js';

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
      <button
        type="button"
        onClick={onEdit}
        aria-label={t('schedule.editRange', { range })}
        className="ms-1 inline-flex size-10 items-center justify-center rounded-lg text-brand-800 hover:bg-brand-100 focus-visible:outline-2 focus-visible:outline-brand-600"
      >
        <svg
          aria-hidden="true"
          viewBox="0 0 20 20"
          className="size-5"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.8"
          strokeLinejoin="round"
        >
          <path d="M4 16l1-4 8.5-8.5a1.4 1.4 0 0 1 2 0l1 1a1.4 1.4 0 0 1 0 2L8 15l-4 1Z" />
        </svg>
      </button>
      <button
        type="button"
        onClick={onDelete}
        aria-label={t('schedule.deleteRange', { range })}
        className="inline-flex size-10 items-center justify-center rounded-lg text-red-700 hover:bg-red-50 focus-visible:outline-2 focus-visible:outline-brand-600"
      >
        <svg
          aria-hidden="true"
          viewBox="0 0 20 20"
          className="size-5"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
        >
          <path d="M5 5l10 10M15 5 5 15" />
        </svg>
      </button>
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
