/** How much free time the tutor offers each week, with the way to change it. */
import { Link } from 'react-router';
import { routes } from '@darsak/shared';
import { useApiQuery } from '@darsak/client/react';
import { buttonClass, Card, useFormat, useT } from '@darsak/ui';
import { paths } from '../../../config/paths.js';

export const ScheduleSummary = () => {
  const t = useT();
  const format = useFormat();
  const schedule = useApiQuery(routes.listSlots);
  if (!schedule.data) return null;
  const minutes = schedule.data.slots.reduce((sum, s) => sum + s.endMinute - s.startMinute, 0);
  const days = new Set(schedule.data.slots.map((s) => s.weekday)).size;
  return (
    <Card>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="space-y-1">
          <h2 className="text-lg font-bold">{t('tdash.schedule.title')}</h2>
          <p className="text-ink-600">
            {minutes === 0
              ? t('tdash.schedule.empty')
              : t('tdash.schedule.text', {
                  hours: format.number(Math.round((minutes / 60) * 10) / 10),
                  days,
                })}
          </p>
        </div>
        <Link
          to={paths.scheduleManagement}
          className={buttonClass(minutes === 0 ? 'primary' : 'secondary')}
        >
          {t(minutes === 0 ? 'tdash.schedule.start' : 'tdash.schedule.manage')}
        </Link>
      </div>
    </Card>
  );
};
