/** Saves the recent client log (with user agent and address) as a text file to attach to a report. */
import { downloadLog } from '@darsak/client';
import { useT } from '../i18n/provider.js';
import { cx } from '../cx.js';

export const DownloadLogButton = ({ className }: { className?: string }) => {
  const t = useT();
  return (
    <button
      type="button"
      className={cx(
        'text-sm font-semibold text-brand-800 underline underline-offset-4 hover:text-brand-900',
        className,
      )}
      onClick={() => downloadLog(document, navigator, location)}
    >
      {t('ui.downloadLog')}
    </button>
  );
};
