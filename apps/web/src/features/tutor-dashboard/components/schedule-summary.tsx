/** How much free time the tutor offers each week, with the way to change it. */
import { Link } from 'react-router';
import { routes, type AvailabilitySlot } from '@darsak/shared';
import { useApiQuery } from '@darsak/client/react';
import { buttonClass, Card, QueryView, useT } from '@darsak/ui';
import { useWeeklyOfferText, weeklyOffer } from '../../../components/tutor/weekly-offer.js';
import { paths } from '../../../config/paths.js';

const Summary = ({ slots }: { slots: AvailabilitySlot[] }) => {
  const t = useT();
  const offerText = useWeeklyOfferText();
  const offer = weeklyOffer(slots);
  const minutes = offer.minutes;
  return (
    <div className="flex flex-wrap items-center justify-between gap-3">
      <p className="text-ink-600">{offerText(offer)}</p>
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
