/** The back-office once signed in: its catalogue, the API cache and the router. */
import { useState } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { ApiProvider, RealtimeProvider } from '@darsak/client/react';
import { OfficeMessages } from './office-messages.js';
import { AdminRoutes, CrashPage, RouteErrorBoundary } from './routes.js';

/**
 * A data router (one route holding the back office's route tree), as in the web app (decision 007),
 * so that forms can hold navigation while they have unsaved work (useBlocker).
 */
const createRouter = () =>
  createBrowserRouter(
    [
      {
        path: '*',
        element: (
          <RouteErrorBoundary>
            <AdminRoutes />
          </RouteErrorBoundary>
        ),
        errorElement: <CrashPage />,
      },
    ],
    { basename: '/admin' },
  );

export default function MemberApp() {
  const [router] = useState(createRouter);
  return (
    <OfficeMessages>
      <ApiProvider>
        <RealtimeProvider>
          <RouterProvider router={router} />
        </RealtimeProvider>
      </ApiProvider>
    </OfficeMessages>
  );
}
