/** The tutor's availability: a weekly schedule in Cairo time and one-off changes, saved as one batch. */
import { routes } from '@darsak/shared';
import { useApiQuery } from '@darsak/client/react';
import { ErrorState, PageHeader, PageSpinner, useT } from '@darsak/ui';
import { NoticeNote } from '../components/notice-note.js';
import { ScheduleEditor } from '../components/schedule-editor.js';

export default function ScheduleManagementPage() {
  const t = useT();
  const schedule = useApiQuery(routes.listSlots);
  return (
    <div className="mx-auto max-w-3xl">
      <PageHeader title={t('schedule.title')} description={t('schedule.subtitle')} />
      <div className="-mt-3 mb-6">
        <NoticeNote />
      </div>
      {schedule.isPending ? (
        <PageSpinner label={t('ui.loading')} />
      ) : schedule.isError ? (
        <ErrorState error={schedule.error} onRetry={() => void schedule.refetch()} />
      ) : (
        <ScheduleEditor saved={schedule.data} />
      )}
    </div>
  );
}
