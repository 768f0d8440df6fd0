/**
 * A change that would cancel booked lessons is refused with the lessons named
 * (docs/product/lessons.md#schedule-changes). When it comes only from deleted ranges or blocked
 * dates the tutor may confirm, cancelling them.
 */
import { genderSelect, type ErrorDetails } from '@darsak/shared';
import { Alert, Avatar, Button, Dialog, useFormat, useT } from '@darsak/ui';

/** What the server answers with a conflicting-lessons refusal (shared error-details.ts). */
export type Conflict = ErrorDetails<'conflicting-lessons'>;

export const ConflictDialog = ({
  conflict,
  busy,
  onConfirm,
  onClose,
}: {
  conflict: Conflict;
  busy: boolean;
  onConfirm: () => void;
  onClose: () => void;
}) => {
  const t = useT();
  const format = useFormat();
  const count = conflict.lessons.length;
  return (
    <Dialog open onClose={onClose} title={t('schedule.conflict.title', { count })}>
      <p className="text-ink-700">{t('schedule.conflict.text', { count })}</p>
      <ul className="max-h-64 divide-y divide-ink-100 overflow-y-auto rounded-xl ring-1 ring-ink-100">
        {conflict.lessons.map((lesson) => (
          <li key={lesson.id} className="flex items-center gap-3 p-3">
            <Avatar name={lesson.student.name} image={lesson.student.image} size="sm" />
            <span className="min-w-0">
              <span className="block truncate font-semibold text-ink-900">
                {lesson.student.name}
              </span>
              <span className="block text-sm text-ink-600">
                {t('schedule.conflict.when', {
                  day: format.day(lesson.startsAt),
                  time: format.time(lesson.startsAt),
                  minutes: lesson.duration,
                })}
              </span>
            </span>
          </li>
        ))}
      </ul>
      {conflict.canConfirm ? (
        <Alert tone="warning" title={t('schedule.conflict.confirmTitle', { count })}>
          {t('schedule.conflict.confirmText', {
            count,
            // One lesson's student is told, in her gender or his.
            gender: genderSelect(conflict.lessons[0]?.student.gender),
          })}
        </Alert>
      ) : (
        <Alert tone="info">{t('schedule.conflict.cannotText')}</Alert>
      )}
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="secondary" onClick={onClose} disabled={busy} autoFocus>
          {t('schedule.conflict.back')}
        </Button>
        {conflict.canConfirm && (
          <Button variant="danger" onClick={onConfirm} loading={busy}>
            {t('schedule.conflict.confirm', { count })}
          </Button>
        )}
      </div>
    </Dialog>
  );
};
