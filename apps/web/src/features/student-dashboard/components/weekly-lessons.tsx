/**
 * The student's weekly lessons still running (docs/product/lessons.md#weekly-lessons), each with
 * the way to stop it after a confirmation that says the booked lessons stay. Shown only when there
 * is one.
 */
import { useState } from 'react';
import { routes, type LessonSeries } from '@darsak/shared';
import { useApiMutation, useApiQuery } from '@darsak/client/react';
import { Button, Card, Dialog, useScheduleFormat, useT, useToast } from '@darsak/ui';

const StopDialog = ({ series, onClose }: { series: LessonSeries; onClose: () => void }) => {
  const t = useT();
  const toast = useToast();
  const stop = useApiMutation(routes.stopLessonSeries);
  return (
    <Dialog open onClose={onClose} title={t('series.stop.title')}>
      <p className="text-ink-800">{t('series.stop.text', { name: series.tutor.name })}</p>
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="secondary" onClick={onClose} disabled={stop.isPending}>
          {t('series.stop.keep')}
        </Button>
        <Button
          variant="danger"
          loading={stop.isPending}
          onClick={() =>
            stop.mutate(
              { params: { id: series.id } },
              {
                onSuccess: () => {
                  toast.show({ type: 'success', title: t('series.stop.done') });
                  onClose();
                },
              },
            )
          }
        >
          {t('series.stop.submit')}
        </Button>
      </div>
    </Dialog>
  );
};

export const WeeklyLessons = () => {
  const t = useT();
  const schedule = useScheduleFormat();
  const series = useApiQuery(routes.listLessonSeries);
  const [stopping, setStopping] = useState<LessonSeries | null>(null);
  if (!series.data || series.data.length === 0) return null;
  return (
    <Card>
      <h2 className="text-lg font-bold">{t('series.title')}</h2>
      <p className="text-sm text-ink-600">{t('series.text')}</p>
      <ul className="mt-3 divide-y divide-ink-100">
        {series.data.map((item) => (
          <li key={item.id} className="flex flex-wrap items-center justify-between gap-3 py-3">
            <span className="text-ink-900">
              {t('series.item', {
                name: item.tutor.name,
                day: schedule.weekday(item.weekday),
                time: schedule.time(item.startMinute),
                minutes: item.duration,
              })}
            </span>
            <Button variant="secondary" onClick={() => setStopping(item)}>
              {t('series.stop.action')}
            </Button>
          </li>
        ))}
      </ul>
      {stopping && <StopDialog series={stopping} onClose={() => setStopping(null)} />}
    </Card>
  );
};
