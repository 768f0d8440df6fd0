/** Stays at the bottom while there are unsaved changes: save them all, or drop them. */
import { Alert, Button, useT } from '@darsak/ui';

export const SaveBar = ({
  count,
  saving,
  problem,
  onSave,
  onDiscard,
}: {
  count: number;
  saving: boolean;
  problem: string | null;
  onSave: () => void;
  onDiscard: () => void;
}) => {
  const t = useT();
  if (count === 0 && !problem) return null;
  return (
    <div className="sticky bottom-3 z-20 space-y-2">
      {problem && <Alert tone="error">{problem}</Alert>}
      {count > 0 && (
        <div
          role="region"
          aria-label={t('schedule.unsaved.label')}
          className="flex flex-wrap items-center justify-between gap-3 rounded-2xl bg-white p-3 shadow-lg ring-1 ring-brand-200"
        >
          <p className="font-semibold text-ink-900" aria-live="polite">
            {t('schedule.unsaved', { count })}
          </p>
          <div className="flex flex-1 justify-end gap-2">
            <Button variant="ghost" onClick={onDiscard} disabled={saving}>
              {t('schedule.discard')}
            </Button>
            <Button onClick={onSave} loading={saving}>
              {t('schedule.save')}
            </Button>
          </div>
        </div>
      )}
    </div>
  );
};
