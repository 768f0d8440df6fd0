/** The schedule editor: the week, the one-off changes, and the bar that saves them as one batch. */
import { useState } from 'react';
import { Weekday } from '@darsak/shared';
import { Button, Card, ConfirmDialog, EmptyState, useScheduleFormat, useT } from '@darsak/ui';
import { useUnsavedChanges } from '@darsak/ui/leave-guard';
import { useMyGender } from '../../../components/my-gender.js';
import { ConflictDialog } from './conflict-dialog.js';
import { minutesOf, type DraftException, type DraftSlot, type Schedule } from './draft.js';
import { ExceptionDialog } from './exception-dialog.js';
import { addExceptionId, OneOffChanges } from './one-off-changes.js';
import { SaveBar } from './save-bar.js';
import { SlotDialog, type SlotDialogState } from './slot-dialog.js';
import { deviceInCairo } from './time.js';
import { useReturnFocus } from './use-return-focus.js';
import { useScheduleEditor } from './use-schedule-editor.js';
import { addButtonId, WeeklySchedule } from './weekly-schedule.js';

/** Evenings from Sunday to Thursday: a sensible first schedule to adjust. */
const firstSchedule: SlotDialogState = {
  mode: 'add',
  days: [Weekday.Sunday, Weekday.Monday, Weekday.Tuesday, Weekday.Wednesday, Weekday.Thursday],
  range: { startMinute: 18 * 60, endMinute: 21 * 60 },
};

/** A new range on a day starts where the day's last one ends, or in the evening. */
const nextRange = (slots: readonly DraftSlot[], day: Weekday) => {
  const end = Math.max(0, ...slots.filter((s) => s.weekday === day).map((s) => s.endMinute));
  const startMinute = end === 0 ? 18 * 60 : Math.min(end, 23 * 60);
  return { startMinute, endMinute: Math.min(startMinute + 60, 24 * 60) };
};

export const ScheduleEditor = ({ saved }: { saved: Schedule }) => {
  const t = useT();
  const gender = useMyGender();
  const format = useScheduleFormat();
  const editor = useScheduleEditor(saved);
  useUnsavedChanges(editor.count > 0);
  const [slotDialog, setSlotDialog] = useState<SlotDialogState | null>(null);
  const [exceptionDialog, setExceptionDialog] = useState<{ editing: DraftException | null } | null>(
    null,
  );
  const [discarding, setDiscarding] = useState(false);
  const focus = useReturnFocus();
  const openSlotDialog = (state: SlotDialogState) => {
    focus.remember();
    setSlotDialog(state);
  };
  const closeSlotDialog = () => {
    setSlotDialog(null);
    focus.restore();
  };
  const openExceptionDialog = (editing: DraftException | null) => {
    focus.remember();
    setExceptionDialog({ editing });
  };
  const closeExceptionDialog = () => {
    setExceptionDialog(null);
    focus.restore(addExceptionId);
  };
  const { slots, exceptions } = editor.draft;
  const weekly = minutesOf(slots);

  return (
    <div className="space-y-6">
      <Card>
        <div className="mb-2 flex flex-wrap items-baseline justify-between gap-2">
          <h2 className="text-xl font-bold">{t('schedule.weekly.title')}</h2>
          {weekly > 0 && (
            <p className="text-sm font-semibold text-brand-800">
              {t('schedule.weekly.total', { total: format.duration(weekly) })}
            </p>
          )}
        </div>
        <p className="text-sm text-ink-600">
          {t('schedule.weekly.text')} {!deviceInCairo() && t('schedule.weekly.otherZone')}
        </p>
        {slots.length === 0 ? (
          <div className="mt-5">
            <EmptyState
              title={t('schedule.weekly.empty', { gender })}
              description={t('schedule.weekly.emptyText', { gender })}
              action={
                <Button onClick={() => openSlotDialog(firstSchedule)}>
                  {t('schedule.weekly.start')}
                </Button>
              }
            />
          </div>
        ) : (
          <WeeklySchedule
            slots={slots}
            isChanged={editor.isChanged}
            onAdd={(day) =>
              openSlotDialog({ mode: 'add', days: [day], range: nextRange(slots, day) })
            }
            onEdit={(slot) => openSlotDialog({ mode: 'edit', slot })}
            onDelete={(slot) => {
              editor.deleteSlot(slot);
              focus.remember();
              focus.restore(addButtonId(slot.weekday));
            }}
          />
        )}
      </Card>
      <Card>
        <h2 className="text-xl font-bold">{t('schedule.exceptions.title')}</h2>
        <p className="mb-4 mt-1 text-sm text-ink-600">{t('schedule.exceptions.text')}</p>
        <OneOffChanges
          exceptions={exceptions}
          onAdd={() => openExceptionDialog(null)}
          onEdit={openExceptionDialog}
          onDelete={(exception) => {
            editor.deleteException(exception);
            focus.remember();
            focus.restore(addExceptionId);
          }}
        />
      </Card>
      <SaveBar
        count={editor.count}
        saving={editor.saving}
        problem={editor.problem}
        onSave={() => void editor.save()}
        onDiscard={() => setDiscarding(true)}
      />
      {slotDialog && (
        <SlotDialog
          state={slotDialog}
          slots={slots}
          onClose={closeSlotDialog}
          onSubmit={(days, range) => {
            if (slotDialog.mode === 'edit') editor.updateSlot(slotDialog.slot, range);
            else editor.addSlots(days, range);
            closeSlotDialog();
          }}
        />
      )}
      {exceptionDialog && (
        <ExceptionDialog
          editing={exceptionDialog.editing}
          exceptions={exceptions}
          onClose={closeExceptionDialog}
          onSubmit={(input) => {
            editor.putException(input, exceptionDialog.editing);
            closeExceptionDialog();
          }}
        />
      )}
      {editor.conflict && (
        <ConflictDialog
          conflict={editor.conflict}
          busy={editor.saving}
          onClose={editor.closeConflict}
          onConfirm={() => void editor.save(true)}
        />
      )}
      <ConfirmDialog
        open={discarding}
        title={t('schedule.discardTitle')}
        message={t('schedule.discardText', { count: editor.count })}
        confirmLabel={t('schedule.discard')}
        onClose={() => setDiscarding(false)}
        onConfirm={() => {
          editor.discard();
          setDiscarding(false);
        }}
      />
    </div>
  );
};
