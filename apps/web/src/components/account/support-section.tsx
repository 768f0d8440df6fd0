/**
 * Help: support's WhatsApp when the operator set a number (docs/product/site.md#contact-details),
 * and a way to hand support the diagnostic log when something goes wrong.
 */
import { routes, whatsappLink } from '@darsak/shared';
import { useApiQuery } from '@darsak/client/react';
import { Card, DownloadLogButton, ltrIsolate, useT } from '@darsak/ui';
import { ReportProblem } from './report-problem.js';

export const SupportSection = () => {
  const t = useT();
  const config = useApiQuery(routes.config);
  const whatsapp = config.data?.support.whatsapp ?? null;
  return (
    <Card>
      <h2 className="mb-2 text-xl font-bold">{t('settings.support.title')}</h2>
      <p className="mb-3 text-ink-600">{t('settings.support.text')}</p>
      {whatsapp && (
        <p className="mb-3">
          <a
            href={whatsappLink(whatsapp)}
            target="_blank"
            rel="noreferrer"
            className="font-semibold text-brand-800 hover:underline"
          >
            {t('settings.support.whatsapp', { number: ltrIsolate(whatsapp) })}
          </a>
        </p>
      )}
      <div className="flex flex-wrap items-center gap-4">
        <ReportProblem />
        <DownloadLogButton />
      </div>
    </Card>
  );
};
