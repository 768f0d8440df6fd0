import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { buttonClass, DownloadLogButton, ErrorBoundary, NotFoundPage, useT } from '@darsak/ui';
import { paths } from '../config/paths.js';

export const NotFound = () => {
  const t = useT();
  return (
    <NotFoundPage
      title={t('notFound.title')}
      subtitle={t('notFound.subtitle')}
      action={
        <Link to={paths.home} className={buttonClass('primary')}>
          {t('notFound.home')}
        </Link>
      }
    />
  );
};

/** A screen that failed: the 404-style page with the log to attach to a report. */
export const CrashPage = () => {
  const t = useT();
  return (
    <div>
      <NotFoundPage
        title={t('notFound.title')}
        subtitle={t('notFound.subtitle')}
        action={
          <a href="/app/" className={buttonClass('primary')}>
            {t('notFound.home')}
          </a>
        }
      />
      <p className="text-center">
        <DownloadLogButton />
      </p>
    </div>
  );
};

/** Router errors (a screen that fails to load or render) show the 404-style page. */
export const RouteErrorBoundary = ({ children }: { children: ReactNode }) => (
  <ErrorBoundary fallback={<CrashPage />}>{children}</ErrorBoundary>
);
