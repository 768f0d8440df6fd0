/** The end of profile completion: what is left, and the next useful things to do. */
import { Link } from 'react-router';
import type { TutorMeta } from '@darsak/shared';
import { buttonClass, Card, useT } from '@darsak/ui';
import { ListingStatus } from '../../../components/tutor/listing-status.js';
import { paths } from '../../../config/paths.js';

export const CompletionSummary = ({ meta }: { meta: TutorMeta }) => {
  const t = useT();
  return (
    <div className="space-y-6">
      <Card>
        <h2 className="text-xl font-bold">
          {t(meta.missing.length === 0 ? 'tutor.done.title' : 'tutor.done.almost')}
        </h2>
        <p className="mt-2 text-ink-600">{t('tutor.done.text')}</p>
        <div className="mt-5 flex flex-wrap gap-2">
          <Link to={paths.scheduleManagement} className={buttonClass('primary')}>
            {t('tutor.done.schedule')}
          </Link>
          <Link to={paths.tutorDashboard} className={buttonClass('secondary')}>
            {t('tutor.done.dashboard')}
          </Link>
        </div>
      </Card>
      <ListingStatus meta={meta} />
    </div>
  );
};
