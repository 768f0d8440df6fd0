/** The signed-in part of the web app: its catalogues, the API cache, the realtime connection, the router. */
import { useState } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { ApiProvider, RealtimeProvider } from '@darsak/client/react';
import { PageSpinner, useCatalogue, useT } from '@darsak/ui';
import { loadMemberMessages } from '../locales/load.js';
import { AppRoutes } from './routes.js';
import { CrashPage, RouteErrorBoundary } from './not-found.js';

/**
 * A data router (one route holding the app's route tree) so that screens can hold navigation while
 * they have unsaved work (useBlocker).
 */
const createRouter = () =>
  createBrowserRouter(
    [
      {
        path: '*',
        element: (
          <RouteErrorBoundary>
            <AppRoutes />
          </RouteErrorBoundary>
        ),
        errorElement: <CrashPage />,
      },
    ],
    { basename: '/app' },
  );

export default function MemberApp() {
  const t = useT();
  const ready = useCatalogue(loadMemberMessages);
  const [router] = useState(createRouter);
  if (!ready) return <PageSpinner label={t('ui.loading')} />;
  return (
    <ApiProvider>
      <RealtimeProvider>
        <RouterProvider router={router} />
      </RealtimeProvider>
    </ApiProvider>
  );
}
