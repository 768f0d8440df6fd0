import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { DownloadLogButton, ErrorBoundary, NotFoundPage } from '@darsak/ui';
import { paths } from '../config/paths.js';

/** An address that is no screen, shown inside the app's layout. */
export const NotFound = () => (
  <NotFoundPage homeLink={(props) => <Link to={paths.home} {...props} />} />
);

/** A screen that failed: the 404-style page with the log to attach to a report; home reloads. */
export const CrashPage = () => (
  <NotFoundPage standalone homeLink={(props) => <a href={paths.appRoot} {...props} />}>
    <DownloadLogButton />
  </NotFoundPage>
);

/** Router errors (a screen that fails to load or render) show the 404-style page. */
export const RouteErrorBoundary = ({ children }: { children: ReactNode }) => (
  <ErrorBoundary fallback={<CrashPage />}>{children}</ErrorBoundary>
);
