/** The back-office once signed in: its catalogue, the API cache and the router. */
import { BrowserRouter } from 'react-router';
import { ApiProvider, RealtimeProvider } from '@darsak/client/react';
import { OfficeMessages } from './office-messages.js';
import { AdminRoutes, RouteErrorBoundary } from './routes.js';

export default function MemberApp() {
  return (
    <OfficeMessages>
      <ApiProvider>
        <RealtimeProvider>
          <BrowserRouter basename="/admin">
            <RouteErrorBoundary>
              <AdminRoutes />
            </RouteErrorBoundary>
          </BrowserRouter>
        </RealtimeProvider>
      </ApiProvider>
    </OfficeMessages>
  );
}
