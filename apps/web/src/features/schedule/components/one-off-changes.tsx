/** Upcoming one-off changes, by date: extra free time or blocked time, each editable and removable. */
import { Badge, Button, EmptyState, useScheduleFormat, useT } from '@darsak/ui';
import type { DraftException } from './draft.js';

/** Where focus goes when a change is deleted. */
export const addExceptionId = 'schedule-add-exception';

export const OneOffChanges = ({
  exceptions,
  onAdd,
  onEdit,
  onDelete,
}: {
  exceptions: readonly DraftException[];
  onAdd: () => void;
  onEdit: (exception: DraftException) => void;
  onDelete: (exception: DraftException) => void;
}) => {
  const t = useT();
  const format = useScheduleFormat();
  if (exceptions.length === 0)
    return (
      <EmptyState
        title={t('schedule.exceptions.empty')}
        description={t('schedule.exceptions.emptyText')}
        action={
          <Button id={addExceptionId} variant="secondary" onClick={onAdd}>
            {t('schedule.exceptions.add')}
          </Button>
        }
      />
    );
  const sorted = [...exceptions].sort(
    (a, b) => a.date.localeCompare(b.date) || a.startMinute - b.startMinute,
  );
  return (
    <div className="space-y-4">
      <ul className="divide-y divide-ink-100">
        {sorted.map((exception) => {
          const when = `${format.date(exception.date)}${t('ui.sep')}${format.range(exception)}`;
          return (
            <li
              key={exception.key}
              className="flex flex-col gap-2 py-3 sm:flex-row sm:items-center sm:gap-4"
            >
              <div className="min-w-0 flex-1 space-y-1">
                <div className="flex flex-wrap gap-2">
                  <Badge tone={exception.available ? 'success' : 'warning'}>
                    {t(
                      exception.available ? 'schedule.exception.extra' : 'schedule.exception.block',
                    )}
                  </Badge>
                  {exception.id === null && <Badge tone="info">{t('schedule.new')}</Badge>}
                </div>
                <p className="font-semibold text-ink-900">{when}</p>
              </div>
              <div className="-ms-3 flex gap-1 sm:ms-0">
                <Button
                  variant="ghost"
                  onClick={() => onEdit(exception)}
                  aria-label={t('schedule.exception.editLabel', { when })}
                >
                  {t('schedule.edit')}
                </Button>
                <Button
                  variant="ghost"
                  className="text-red-700 hover:bg-red-50"
                  onClick={() => onDelete(exception)}
                  aria-label={t('schedule.exception.deleteLabel', { when })}
                >
                  {t('schedule.delete')}
                </Button>
              </div>
            </li>
          );
        })}
      </ul>
      <Button id={addExceptionId} variant="secondary" onClick={onAdd}>
        <span aria-hidden="true">+</span> {t('schedule.exceptions.add')}
      </Button>
    </div>
  );
};
