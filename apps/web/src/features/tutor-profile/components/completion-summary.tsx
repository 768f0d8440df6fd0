/** The end of profile completion: what is left, and the next useful thing by what is done. */
import { Link } from 'react-router';
import { routes, type TutorMeta } from '@darsak/shared';
import { useApiQuery, useSession } from '@darsak/client/react';
import { buttonClass, Card, Spinner, useT } from '@darsak/ui';
import { ListingStatus } from '../../../components/tutor/listing-status.js';
import { isCandidate } from '../../../components/tutor/use-tutor-meta.js';
import { useWeeklyOfferText, weeklyOffer } from '../../../components/tutor/weekly-offer.js';
import { paths } from '../../../config/paths.js';
import { nextStepOf, type NextStep } from './next-step.js';

const said: Record<NextStep, string> = {
  missing: 'tutor.done.missingText',
  onboarding: 'tutor.done.onboardingText',
  schedule: 'tutor.done.scheduleText',
  teach: 'tutor.done.teachText',
};

export const CompletionSummary = ({ meta }: { meta: TutorMeta }) => {
  const t = useT();
  const { user } = useSession();
  // A candidate's dashboard opens once activated (decision 047): the joining steps come first.
  const candidate = user ? isCandidate(user, meta) : false;
  const offerText = useWeeklyOfferText();
  const needsSchedule = nextStepOf(meta, 0) === 'schedule';
  const schedule = useApiQuery(routes.listSlots, undefined, { enabled: needsSchedule });
  const offer = schedule.data ? weeklyOffer(schedule.data.slots) : undefined;
  // Unknown after a failed read: the schedule is then offered, as it always was.
  const next = nextStepOf(meta, schedule.isError ? 0 : offer?.minutes);
  const primary = buttonClass('primary');
  const secondary = buttonClass('secondary');
  const dashboard = (className: string) => (
    <Link to={paths.tutorDashboard} className={className}>
      {t('tutor.done.dashboard')}
    </Link>
  );
  return (
    <div className="space-y-6">
      <Card>
        <h2 className="text-xl font-bold">
          {t(meta.missing.length === 0 ? 'tutor.done.title' : 'tutor.done.almost')}
        </h2>
        {next === undefined ? (
          <div className="mt-3">
            <Spinner label={t('ui.loading')} />
          </div>
        ) : (
          <>
            <p className="mt-2 text-ink-600">
              {next === 'teach' && offer ? `${offerText(offer)} ${t(said.teach)}` : t(said[next])}
            </p>
            <div className="mt-5 flex flex-wrap gap-2">
              {next === 'onboarding' && (
                <Link to={paths.tutorOnboarding} className={primary}>
                  {t('tutor.done.onboarding')}
                </Link>
              )}
              {next === 'schedule' && (
                <Link to={paths.scheduleManagement} className={primary}>
                  {t('tutor.done.schedule')}
                </Link>
              )}
              {!candidate && dashboard(next === 'teach' ? primary : secondary)}
              {next === 'teach' && (
                <Link to={paths.scheduleManagement} className={secondary}>
                  {t('tutor.done.manageSchedule')}
                </Link>
              )}
            </div>
          </>
        )}
      </Card>
      <ListingStatus meta={meta} />
    </div>
  );
};
