/** How much free time the tutor offers each week, with the way to change it. */
import { Link } from 'react-router';
import { routes, type AvailabilitySlot } from '@darsak/shared';
import { useApiQuery } from '@darsak/client/react';
import { buttonClass, Card, QueryView, useFormat, useT } from '@darsak/ui';
import { paths } from '../../../config/paths.js';

const Summary = ({ slots }: { slots: AvailabilitySlot[] }) => {
  const t = useT();
  const format = useFormat();
  const minutes = slots.reduce((sum, s) => sum + s.endMinute - s.startMinute, 0);
  const days = new Set(slots.map((s) => s.weekday)).size;
  return (
    <div className="flex flex-wrap items-center justify-between gap-3">
      <p className="text-ink-600">
        {minutes === 0
          ? t('tdash.schedule.empty')
          : t('tdash.schedule.text', {
              hours: format.number(Math.round((minutes / 60) * 10) / 10),
              days,
            })}
      </p>
      <Link
        to={paths.scheduleManagement}
        className={buttonClass(minutes === 0 ? 'primary' : 'secondary')}
      >
        {t(minutes === 0 ? 'tdash.schedule.start' : 'tdash.schedule.manage')}
      </Link>
    </div>
  );
};

export const ScheduleSummary = () => {
  const t = useT();
  const schedule = useApiQuery(routes.listSlots);
  return (
    <Card>
      <h2 className="mb-1 text-lg font-bold">{t('tdash.schedule.title')}</h2>
      <QueryView query={schedule}>{(data) => <Summary slots={data.slots} />}</QueryView>
    </Card>
  );
};
