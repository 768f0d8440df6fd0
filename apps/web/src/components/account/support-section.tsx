/** A way to hand support the diagnostic log when something goes wrong. */
import { Card, DownloadLogButton, useT } from '@darsak/ui';

export const SupportSection = () => {
  const t = useT();
  return (
    <Card>
      <h2 className="mb-2 text-xl font-bold">{t('settings.support.title')}</h2>
      <p className="mb-3 text-ink-600">{t('settings.support.text')}</p>
      <DownloadLogButton />
    </Card>
  );
};
