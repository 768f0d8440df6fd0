/**
 * Says at once when the device has no connection. Requests are not queued while offline (a
 * booking replayed minutes later could land on a time that is gone): they fail straight away with
 * the same words, and work again as soon as the connection is back.
 */
import { useSyncExternalStore } from 'react';
import { useT } from '../i18n/provider.js';
import { Alert } from './surfaces.js';

const subscribe = (listener: () => void) => {
  window.addEventListener('online', listener);
  window.addEventListener('offline', listener);
  return () => {
    window.removeEventListener('online', listener);
    window.removeEventListener('offline', listener);
  };
};

export const useOnline = (): boolean => useSyncExternalStore(subscribe, () => navigator.onLine);

export const OfflineNotice = ({ className }: { className?: string }) => {
  const t = useT();
  if (useOnline()) return null;
  return (
    <div className={className}>
      <Alert tone="warning" title={t('ui.offline.title')}>
        {t('ui.offline.text')}
      </Alert>
    </div>
  );
};
