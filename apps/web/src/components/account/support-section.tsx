/** A way to hand support the diagnostic log when something goes wrong. */
import { Card, DownloadLogButton, useT } from '@darsak/ui';
import { ReportProblem } from './report-problem.js';

export const SupportSection = () => {
  const t = useT();
  return (
    <Card>
      <h2 className="mb-2 text-xl font-bold">{t('settings.support.title')}</h2>
      <p className="mb-3 text-ink-600">{t('settings.support.text')}</p>
      <div className="flex flex-wrap items-center gap-4">
        <ReportProblem />
        <DownloadLogButton />
      </div>
    </Card>
  );
};
