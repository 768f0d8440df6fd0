/** The signed-in part of the web app: API cache, realtime connection and the router. */
import { BrowserRouter } from 'react-router';
import { ApiProvider, RealtimeProvider } from '@darsak/client/react';
import { AppRoutes } from './routes.js';
import { RouteErrorBoundary } from './not-found.js';

export default function MemberApp() {
  return (
    <ApiProvider>
      <RealtimeProvider>
        <BrowserRouter basename="/app">
          <RouteErrorBoundary>
            <AppRoutes />
          </RouteErrorBoundary>
        </BrowserRouter>
      </RealtimeProvider>
    </ApiProvider>
  );
}
